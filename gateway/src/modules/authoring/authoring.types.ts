import { API_FORM_LIMITS, PARAM_LOCATIONS } from '@api-market/rules';
import { ArrayMaxSize, IsIn, IsOptional, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ClassifiedChangeView } from '../versions/versions.types.js';
import { RestHint, RestName } from '../../core/rest-schema.js';

/** What a released revision is now: served, served to its gray share, rolled back, or an earlier one. */
export const SERVING_STATES = ['CURRENT', 'GRAY', 'ROLLED_BACK', 'PAST'] as const;
/** How a parameter differs between two revisions. */
export const PARAM_CHANGES = ['added', 'removed', 'changed'] as const;

export enum DeployType {
  GRAY = 'gray',
  FULL = 'full',
}
registerEnumType(DeployType, { name: 'DeployType', description: 'Rollout: gray (a share of traffic) or full.' });

@ObjectType({ description: 'An API in the creator’s own list.' })
export class MyApi {
  @Field(() => Int, { description: '`apiid` in REST.' })
  @RestName('apiid')
  id: number;

  @Field()
  name: string;

  @Field({ description: 'English name (demo and administrator-added APIs); empty when there is none.' })
  nameEn: string;

  @Field()
  description: string;

  @Field({ description: 'English description; empty when there is none.' })
  descriptionEn: string;

  @Field({ description: '`rqsType` in REST.' })
  @RestName('rqsType')
  requestMethod: string;

  @Field({ description: '`apiurl` in REST.' })
  @RestName('apiurl')
  address: string;

  @Field({ description: '`testurl` in REST.' })
  @RestName('testurl')
  testUrl: string;

  @Field(() => Int, { description: '1 published, 0 offline, -1/-2 draft, -3 review failed.' })
  status: number;

  @Field(() => GraphQLDateTimeISO)
  @RestName('updatetime')
  updatedAt: Date;

  @Field(() => Int, { description: '`call` in REST.' })
  @RestName('call')
  calls: number;

  @Field({ description: '`resType` in REST.' })
  @RestName('resType')
  responseFormat: string;

  @Field()
  note: string;

  @Field()
  @RestName('isneedtoken', { type: 'integer', enum: [0, 1] })
  needToken: boolean;

  @Field({ description: 'A prototype (原型): published before its upstream exists; its open calls answer the mock.' })
  @RestName('prototype', { type: 'integer', enum: [0, 1], description: '1: a prototype (原型), answered by the mock until it has an upstream.' })
  isPrototype: boolean;

  @Field(() => Int, { nullable: true })
  @RestName('category')
  categoryId: number | null;

  @Field({ description: 'Submitted and waiting for an admin (manual review mode).' })
  pendingReview: boolean;

  @Field({
    description:
      'Passed review and not yet released: it goes live with the rollout its creator (publish configuration) or an administrator (publish) chooses.',
  })
  awaitingRelease: boolean;

  @Field(() => PendingRevision, {
    nullable: true,
    description: 'A change of the published contract waiting for review or release; the other fields show what is live.',
  })
  pendingRevision: PendingRevision | null;
}

@ObjectType({ description: 'A publish or form parameter as stored.' })
export class ApiParamValue {
  @Field()
  name: string;

  @Field()
  description: string;

  @Field({ description: 'string, number, boolean, object or array.' })
  type: string;

  @Field()
  required: boolean;

  @Field()
  example: string;

  @Field({ description: 'Where the parameter travels: query, path, header, cookie or body (PARAM_LOCATIONS).' })
  @RestHint({ enum: [...PARAM_LOCATIONS] })
  location: string;
}

@ObjectType({ description: 'One of the creator’s own APIs with what its edit form shows.' })
export class MyApiDetail extends MyApi {
  @Field({ description: 'Sample response (`respose`).' })
  responseExample: string;

  @Field(() => String, { nullable: true, description: 'The answer’s JSON schema as JSON text (the mock generates from it); null: none.' })
  responseSchema: string | null;

  @Field(() => [Int], { description: 'Ids of the API’s tags.' })
  tagIds: number[];

  @Field({ description: 'The icon chosen for the API (one of the creator form’s set), or empty for the category’s.' })
  iconKey: string;

  @Field(() => [ApiParamValue])
  parameters: ApiParamValue[];
}

@ObjectType({ description: 'The rollout request the creator stored last (submitParms).' })
export class StoredPublishConfig {
  @Field(() => DeployType)
  deployType: DeployType;

  @Field(() => Int, { description: 'Ten-thousandths (100–10000); full is 10000.' })
  grayScale: number;

  @Field(() => [ApiParamValue])
  parameters: ApiParamValue[];

  @Field(() => GraphQLDateTimeISO)
  updatedAt: Date;
}

@ObjectType()
export class ApiStatusChange {
  @Field(() => MyApi)
  api: MyApi;

  @Field({ description: 'Published now (false: waiting for review, or taken offline).' })
  published: boolean;
}

@InputType({ description: 'A publish parameter: name and description required.' })
export class ApiParamInput {
  @Field()
  @MaxLength(200)
  name: string;

  @Field()
  @MaxLength(2000)
  description: string;

  @Field({ defaultValue: 'string', description: 'string, number, boolean, object or array.' })
  @MaxLength(20)
  type: string;

  @Field({ defaultValue: false })
  required: boolean;

  @Field({ defaultValue: '' })
  @MaxLength(2000)
  example: string;

  @Field(() => String, {
    nullable: true,
    description: 'query, path, header, cookie or body (PARAM_LOCATIONS); left out: path when the address names it as {name} or :name, else query for GET/DELETE and body for POST/PUT.',
  })
  @IsOptional()
  @MaxLength(20)
  location?: string | null;
}

@InputType({
  description:
    'The creator’s API form. createApi: name, address and test address are required; the rest default to empty, GET, JSON, no token. updateApi: a field left out keeps its value (categoryId: null clears the category); turning needToken off on a listed API waits for review.',
})
export class ApiFormInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(5000)
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'GET, POST, PUT or DELETE.' })
  @IsOptional()
  @IsIn(['GET', 'POST', 'PUT', 'DELETE'])
  requestMethod?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(4096)
  address?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(4096)
  testUrl?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(50)
  responseFormat?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(5000)
  note?: string | null;

  @Field(() => Boolean, { nullable: true })
  needToken?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'A prototype (原型): its open calls answer the mock until it has an upstream. Kept when omitted; changes at once.',
  })
  isPrototype?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Left out: kept (updateApi); null: no category.' })
  categoryId?: number | null;

  @Field(() => [Int], { nullable: true, description: `Tag ids, at most ${API_FORM_LIMITS.tags}. Kept when omitted.` })
  @ArrayMaxSize(100)
  tagIds?: number[] | null;

  @Field(() => String, { nullable: true, description: 'An icon of the creator form’s set, or empty for the category’s. Kept when omitted.' })
  @MaxLength(50)
  iconKey?: string | null;

  @Field(() => [ApiParamInput], { nullable: true })
  @ArrayMaxSize(100)
  parameters?: ApiParamInput[];

  @Field(() => String, { nullable: true, description: 'Sample response; at most 10,000 characters. Kept when omitted.' })
  @MaxLength(20000)
  responseExample?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The answer’s JSON schema as JSON text (an object schema, at most 100,000 characters; the mock generates from it). Kept when omitted or null; "" removes it. Part of the contract: a listed API’s change is a reviewed revision.',
  })
  @MaxLength(200_000)
  responseSchema?: string | null;
}

@InputType({ description: 'The creator’s rollout request (submitParms).' })
export class PublishConfigInput {
  @Field(() => Int)
  apiId: number;

  @Field(() => DeployType)
  deployType: DeployType;

  @Field(() => Int, { nullable: true, description: '100–10000 in steps of 100; full sends 10000.' })
  grayScale?: number;

  @Field(() => [ApiParamInput], { nullable: true })
  @ArrayMaxSize(100)
  parameters?: ApiParamInput[];
}

@ObjectType()
export class Notification {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { nullable: true })
  apiId: number | null;

  @Field({ description: 'passed, rejected, published, offline or tender (an API request changed status).' })
  kind: string;

  @Field({ description: 'In the caller’s language.' })
  message: string;

  @Field()
  read: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType()
export class NotificationPage {
  @Field(() => [Notification])
  items: Notification[];

  @Field(() => Int)
  unread: number;
}

export type NotificationKind = 'passed' | 'rejected' | 'published' | 'offline';

/**
 * Every kind a notification row may have: the database's `notification_kind_check` allows exactly these
 * (a migration that redefines the check lists them all; `db/__tests__/notification-kinds.test.ts`).
 */
export const NOTIFICATION_EVENT_KINDS = [
  'passed',
  'rejected',
  'published',
  'offline',
  'tender',
  'status',
  'quota',
  'plan',
  'deprecation',
  'keys',
] as const satisfies readonly string[];
export type NotificationEventKind = (typeof NOTIFICATION_EVENT_KINDS)[number];

/** A notification as pushed to its owner's `notificationAdded` subscription. */
export interface NotificationEvent {
  id: number;
  apiId: number | null;
  /**
   * `tender`: an API request the user submitted changed status (modules/tender); `status`: a followed
   * API's incident (modules/status); `quota`: a subscription reached 80 % or 100 % of a quota, `plan`: a
   * subscribed plan changed or a subscription was approved, suspended or resumed (modules/plans).
   */
  kind: NotificationEventKind;
  message: string;
  messageEn: string;
  read: boolean;
  createdAt: Date;
}

@ObjectType({ description: 'A request parameter as a revision of the API keeps it.' })
export class RevisionParam {
  @Field()
  name: string;

  @Field({ description: 'string, number, boolean, object or array.' })
  type: string;

  @Field()
  required: boolean;

  @Field({ description: 'In the caller’s language where a translation exists.' })
  note: string;

  @Field()
  example: string;

  @Field({ description: 'Where the parameter travels: query, path, header, cookie or body (PARAM_LOCATIONS).' })
  @RestHint({ enum: [...PARAM_LOCATIONS] })
  location: string;
}

/**
 * What a revision serves besides its address: method, answer and parameters. An object type only so that
 * PendingRevision and the admin's RevisionMarker inherit its fields: no field returns it, the schema has no
 * type of this name.
 */
@ObjectType()
export abstract class RevisionContract {
  @Field()
  @RestName('rqsType')
  requestMethod: string;

  @Field()
  @RestName('resType')
  responseFormat: string;

  @Field()
  @RestName('respose')
  responseExample: string;

  @Field(() => [RevisionParam])
  parameters: RevisionParam[];

  @Field(() => [ClassifiedChangeView], { description: 'Each difference from what callers have now, classified breaking or not (issue #30).' })
  changes: ClassifiedChangeView[];

  @Field({ description: 'A breaking change: its release starts a new version unless an administrator recorded an override.' })
  breaking: boolean;

  @Field(() => String, { nullable: true, description: 'The administrator’s recorded reason to keep a breaking revision in the current version.' })
  versionOverride: string | null;
}

@ObjectType({
  description:
    'A change of a published API’s address, method, answer or parameters: waiting for review (PENDING) or, passed, for its gray or full release (PASSED). Until released the published version keeps serving.',
})
export class PendingRevision extends RevisionContract {
  @Field(() => Int)
  id: number;

  @Field(() => String, { nullable: true, description: 'The answer’s JSON schema the revision proposes, as JSON text; null: none.' })
  responseSchema: string | null;

  @Field(() => Int, { description: 'Revision number: 1 is the first published version.' })
  number: number;

  @Field({ description: 'PENDING (in review) or PASSED (waiting for its release).' })
  @RestHint({ enum: ['PENDING', 'PASSED'] })
  status: string;

  @Field({ description: 'The upstream address the revision would serve (`apiurl`).' })
  @RestName('apiurl')
  address: string;

  @Field(() => [String], { description: 'What differs from the published version: address, method, responseFormat, responseExample, parameters.' })
  changedFields: string[];

  @Field(() => GraphQLDateTimeISO)
  @RestName('createtime')
  submittedAt: Date;

  @Field(() => GraphQLDateTimeISO)
  @RestName('updatetime')
  updatedAt: Date;
}

@ObjectType({ description: 'A value before and after a revision.' })
export class ValueChange {
  @Field()
  before: string;

  @Field()
  after: string;
}

@ObjectType({ description: 'One parameter added, removed or changed by a revision.' })
export class ParamChange {
  @Field({ description: 'added, removed or changed.' })
  @RestHint({ enum: [...PARAM_CHANGES] })
  change: string;

  @Field()
  name: string;

  @Field(() => RevisionParam, { nullable: true })
  before: RevisionParam | null;

  @Field(() => RevisionParam, { nullable: true })
  after: RevisionParam | null;

  @Field(() => [String], { description: 'For changed: which of type, required, note, example, location differ.' })
  fields: string[];
}

@ObjectType({ description: 'One released revision of an API (变更记录) and what changed against the one before it.' })
export class ApiChangeEntry {
  @Field(() => Int)
  number: number;

  @Field(() => GraphQLDateTimeISO)
  releasedAt: Date;

  @Field(() => DeployType)
  deployType: DeployType;

  @Field(() => Int, { description: 'Ten-thousandths of callers it was released to (10000 = everyone).' })
  grayShare: number;

  @Field({ description: 'CURRENT (served), GRAY (served to its gray share), ROLLED_BACK or PAST.' })
  @RestHint({ enum: [...SERVING_STATES] })
  state: string;

  @Field({ description: 'The first version: nothing before it to compare with.' })
  initial: boolean;

  @Field({ description: 'The upstream changed (the address itself is never shown).' })
  addressChanged: boolean;

  @Field(() => ValueChange, { nullable: true })
  method: ValueChange | null;

  @Field(() => ValueChange, { nullable: true })
  responseFormat: ValueChange | null;

  @Field(() => ValueChange, { nullable: true })
  responseExample: ValueChange | null;

  @Field(() => [ParamChange])
  params: ParamChange[];

  @Field(() => Int)
  paramCount: number;
}
