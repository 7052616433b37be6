import { ArrayMaxSize, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DeployType } from '../authoring/authoring.types.js';
import { NamedItem } from './admin.types.js';

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
}

@ObjectType({ description: 'A review (SPEC §3 audit item): status -1 not reviewed, 0 failed, 1 passed.' })
export class AuditItem {
  @Field(() => Int)
  apiId: number;

  @Field()
  name: string;

  @Field()
  note: string;

  @Field(() => Int)
  status: number;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  reviewedAt: Date | null;

  @Field(() => String, { nullable: true })
  comment: string | null;
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

  @Field({ nullable: true })
  @MaxLength(200)
  tokenRule?: string;
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
}
