import { ArrayMaxSize, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeployType, RevisionContract } from '../authoring/authoring.types.js';
import { NamedItem } from './admin.types.js';
import { RestHint, RestName } from '../../core/rest-schema.js';

/** The publish dialog's fixed token rules (gateway/src/modules/open-call/token-rule.rules.ts has their labels). */
export enum TokenRuleEnum {
  NONE = 'none',
  TOKEN_OR_KEY = 'token-or-key',
  API_KEY_ONLY = 'api-key-only',
}
registerEnumType(TokenRuleEnum, {
  name: 'TokenRule',
  description: 'Who may call a published API: NONE (无需令牌), TOKEN_OR_KEY (需要登录令牌或 API Key), API_KEY_ONLY (仅 API Key).',
});

@ObjectType({ description: 'Marks a review of a revision of a published API (not a new API).' })
export class RevisionMarker extends RevisionContract {
  @Field(() => Int)
  number: number;

  @Field(() => [String], { description: 'What the revision changes: address, method, responseFormat, responseExample, parameters.' })
  changedFields: string[];

  @Field({ description: 'The upstream address the revision would call once released.' })
  @RestName('apiurl')
  @RestHint({ description: 'The upstream the revision would call once released.' })
  address: string;

  @Field({ description: 'The upstream address the published version calls now.' })
  @RestName('liveApiurl')
  @RestHint({ description: 'The upstream the published version calls now.' })
  liveAddress: string;
}

@ObjectType()
export class PendingReview {
  @Field(() => Int)
  reviewId: number;

  @Field(() => Int)
  apiId: number;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field(() => GraphQLDateTimeISO)
  submittedAt: Date;

  @Field(() => String, { nullable: true })
  creatorName: string | null;

  @Field({ description: 'A prototype (原型): published, its callers get the mock answer, not an upstream (issue #29).' })
  isPrototype: boolean;

  @Field(() => RevisionMarker, {
    nullable: true,
    description: 'Set when this is a revision of a published API: passing it does not release it (publishApi does), rejecting it leaves the API published.',
  })
  revision: RevisionMarker | null;

  @Field({
    description:
      'The version of what is shown for review (a hash of the API’s form and contract and of the revision). Pass it to passApi, rejectApi or reviewApis: a decision fails with CONFLICT (“changed since you opened it”) once the creator changed anything.',
  })
  version: string;
}

@ObjectType({ description: 'A review: status -1 not reviewed, 0 failed, 1 passed.' })
export class AuditItem {
  @Field(() => Int)
  @RestName('apiid')
  apiId: number;

  @Field()
  name: string;

  @Field()
  note: string;

  @Field(() => Int)
  @RestHint({ enum: [-1, 0, 1], description: '-1 not reviewed, 0 failed, 1 passed.' })
  status: number;

  @Field(() => GraphQLDateTimeISO)
  @RestName('createtime')
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  @RestName('time', { type: 'string', format: 'date-time', description: 'When it was reviewed; not reviewed yet: when it was submitted.' })
  reviewedAt: Date | null;

  @Field(() => String, { nullable: true })
  @RestName('reason')
  comment: string | null;

  @Field(() => Int, { nullable: true, description: 'The revision number when the review was of a revision of a published API.' })
  @RestName('revision')
  @RestHint({ description: 'The revision number when the review was of a revision of a published API.' })
  revisionNumber: number | null;
}

@ObjectType()
export class ReviewModeInfo {
  @Field(() => Int, { description: '1 manual review, 2 automatic approval.' })
  currentMode: number;

  @Field(() => [NamedItem])
  modes: NamedItem[];
}

@ObjectType({ description: 'One row of an API’s audit trail.' })
export class StatusEvent {
  @Field(() => Int)
  fromStatus: number;

  @Field(() => Int)
  toStatus: number;

  @Field()
  reason: string;

  @Field(() => String, { nullable: true })
  actorAccount: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@InputType({ description: 'The admin’s publish: rollout thresholds read by the proxy.' })
export class PublishApiInput {
  @Field(() => Int)
  apiId: number;

  @Field(() => DeployType)
  type: DeployType;

  @Field(() => Int, { nullable: true, description: 'Gray share 100–10000 (default 1000); full is 10000.' })
  threshold?: number;

  @Field(() => Int, { nullable: true })
  delayThreshold?: number;

  @Field(() => Int, { nullable: true })
  alertThreshold?: number;

  @Field(() => Int, { nullable: true })
  offThreshold?: number;

  @Field({ nullable: true })
  @MaxLength(200)
  attackProtection?: string;

  @Field(() => TokenRuleEnum, {
    nullable: true,
    description: 'Who may call the published API (default NONE); the proxy applies the stricter of this and the API’s needToken.',
  })
  tokenRule?: TokenRuleEnum;
}

@InputType({ description: 'Batch review: every id passes or is rejected together, or nothing changes.' })
export class ReviewDecisionInput {
  @Field(() => [Int])
  @ArrayMaxSize(100)
  apiIds: number[];

  @Field()
  pass: boolean;

  @Field({ nullable: true, description: 'The reject reason.' })
  @MaxLength(500)
  comment?: string;

  @Field(() => [String], {
    nullable: true,
    description: 'The `version` of each pending review as the reviewer loaded it, in the order of apiIds; a changed one fails the whole batch (CONFLICT).',
  })
  @ArrayMaxSize(100)
  @MaxLength(64, { each: true })
  versions?: string[];
}

@ObjectType({
  description:
    'The platform’s alarm and shutdown policies (basePolicy) as the proxy applies them to thresholds a publish config leaves empty: the strictest policy of each unit, null when there is none.',
})
export class PlatformDefaults {
  @Field(() => Int, { nullable: true, description: 'ms: a slower call counts as slow (alarm policy in ms).' })
  delayThreshold: number | null;

  @Field(() => Int, { nullable: true, description: 'Per mille of failed or slow calls that raises an alert.' })
  alertThreshold: number | null;

  @Field(() => Int, { nullable: true, description: 'Calls per minute that raise an alert.' })
  alertCallsPerMinute: number | null;

  @Field(() => Int, { nullable: true, description: 'Per mille of failed calls that shuts the API down.' })
  offThreshold: number | null;

  @Field(() => Int, { nullable: true, description: 'Failed calls in a row that shut the API down.' })
  offConsecutiveFailures: number | null;
}

@ObjectType({ description: 'The rollout config stored by the publish flow, as the proxy reads it.' })
export class PublishConfig {
  @Field(() => Int)
  apiId: number;

  @Field({ description: 'gray or full.' })
  deployType: string;

  @Field(() => Int, { description: 'Ten-thousandths of callers served (full = 10000).' })
  threshold: number;

  @Field(() => Int, { nullable: true, description: 'ms: a slower call counts as slow.' })
  delayThreshold: number | null;

  @Field(() => Int, { nullable: true, description: 'Per mille of failed or slow calls that raises an alert.' })
  alertThreshold: number | null;

  @Field(() => Int, { nullable: true, description: 'Per mille of failed calls that shuts the API down.' })
  offThreshold: number | null;

  @Field(() => String, { nullable: true })
  attackProtection: string | null;

  @Field(() => TokenRuleEnum, { description: 'The token rule (rows stored before the set was fixed read as NONE).' })
  tokenRule: TokenRuleEnum;

  @Field({ description: 'The token rule’s label in the caller’s language (无需令牌 / No token …).' })
  tokenRuleLabel: string;

  @Field(() => GraphQLDateTimeISO)
  updatedAt: Date;

  @Field(() => String, { nullable: true, description: 'Account that stored it.' })
  updatedBy: string | null;
}
