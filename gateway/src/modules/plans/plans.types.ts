import { PLAN_NAME_MAX, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@api-market/rules';
import { IsIn, IsOptional, Length, Matches, Max, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { RestHint } from '../../core/rest-schema.js';
import { OVERAGES } from './plan.rules.js';

@ObjectType({ description: 'A plan of an API: quotas per day and month, a rate per second, what happens past the quota.' })
export class Plan {
  @Field(() => Int) id: number;
  @Field(() => Int) apiId: number;
  @Field() name: string;
  @Field() nameEn: string;
  @Field(() => Int, { nullable: true, description: 'Calls per day (UTC+8); null: no daily limit.' })
  dailyQuota: number | null;
  @Field(() => Int, { nullable: true, description: 'Calls per month (UTC+8); null: no monthly limit.' })
  monthlyQuota: number | null;
  @Field(() => Int, { nullable: true, description: 'Calls per second; null: no rate limit.' })
  ratePerSecond: number | null;
  @Field({ description: 'refuse: 429 past the quota; allow: answered and counted as overage.' })
  @RestHint({ enum: [...OVERAGES] })
  overage: string;
  @Field({ description: 'Subscribing is a request the API’s creator approves.' })
  needsApproval: boolean;
  @Field() isDefault: boolean;
  @Field({ description: 'The limits in words, e.g. 每日 100 次 · 每秒 5 次.' })
  quotaText: string;
  @Field() quotaTextEn: string;
  @Field(() => Int, { description: 'Live subscriptions on this plan.' })
  subscribers: number;
}

@InputType({ description: 'A plan’s fields (POST /api/apis/{id}/plans has the same).' })
export class PlanInput {
  @Field() @Length(1, PLAN_NAME_MAX) name: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Length(0, PLAN_NAME_MAX) nameEn?: string | null;
  @Field(() => Int, { nullable: true }) dailyQuota?: number | null;
  @Field(() => Int, { nullable: true }) monthlyQuota?: number | null;
  @Field(() => Int, { nullable: true }) ratePerSecond?: number | null;
  @Field(() => String, { nullable: true, description: 'refuse (default) or allow.' }) overage?: string | null;
  @Field(() => Boolean, { nullable: true }) needsApproval?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isDefault?: boolean | null;
}

@InputType()
export class SubscribeInput {
  @Field(() => Int) @Min(1) apiId: number;
  @Field(() => Int) @Min(1) planId: number;
  @Field(() => Int, { description: 'The caller’s key that carries the subscription (X-API-Key of the calls).' })
  @Min(1)
  keyId: number;
}

@ObjectType({ description: 'A caller’s subscription, with the current day’s and month’s usage (UTC+8).' })
export class PlanSubscription {
  @Field(() => Int) id: number;
  @Field(() => Int) apiId: number;
  @Field() apiName: string;
  @Field({ description: 'The API’s English name (empty when it has none).' }) apiNameEn: string;
  @Field(() => Int) planId: number;
  @Field() planName: string;
  @Field() planNameEn: string;
  @Field(() => Int) keyId: number;
  @Field() keyPrefix: string;
  @Field({ description: 'pending (waiting for approval), active, suspended or ended.' })
  @RestHint({ enum: [...SUBSCRIPTION_STATUSES] })
  status: string;
  @Field(() => String, { nullable: true, description: 'Why an administrator suspended it.' }) suspendReason: string | null;
  @Field(() => GraphQLDateTimeISO) createdAt: Date;
  @Field(() => Int, { nullable: true, description: 'A plan asked for that needs the creator’s approval; the subscription stays on its plan until then.' })
  requestedPlanId: number | null;
  @Field(() => String, { nullable: true }) requestedPlanName: string | null;
  @Field(() => String, { nullable: true }) requestedPlanNameEn: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) requestedAt: Date | null;
  @Field(() => Int) usedToday: number;
  @Field(() => Int) usedThisMonth: number;
  @Field(() => Int, { nullable: true }) dailyLimit: number | null;
  @Field(() => Int, { nullable: true }) monthlyLimit: number | null;
  @Field(() => Int, { nullable: true }) leftToday: number | null;
  @Field(() => Int, { nullable: true }) leftThisMonth: number | null;
}

@ObjectType({ description: 'A subscription as the API’s creator and administrators see it: with the subscriber.' })
export class SubscriptionAdminView extends PlanSubscription {
  @Field(() => Int) userId: number;
  @Field() account: string;
}

@ObjectType()
export class SubscriptionPage {
  @Field(() => [SubscriptionAdminView]) items: SubscriptionAdminView[];
  @Field(() => Int) total: number;
}

@ObjectType({ description: 'One subscription’s usage on one day (UTC+8).' })
export class UsageDay {
  @Field(() => Int) subscriptionId: number;
  @Field(() => Int) apiId: number;
  @Field() day: string;
  @Field(() => Int, { description: 'Calls that reached the upstream.' }) calls: number;
  @Field(() => Int, { description: 'Calls the upstream answered with 2xx: the ones counted.' }) billable: number;
  @Field(() => Int, { description: 'Counted calls past the quota of a plan that allows overage.' }) overage: number;
  @Field(() => Int) refusedDaily: number;
  @Field(() => Int) refusedMonthly: number;
  @Field(() => Int) refusedRate: number;
  @Field(() => Int) refusedSuspended: number;
}

@ObjectType()
export class UsageFigures {
  @Field(() => Int) calls: number;
  @Field(() => Int) billable: number;
  @Field(() => Int) overage: number;
  @Field(() => Int) refused: number;
  @Field(() => Int) refusedDaily: number;
  @Field(() => Int) refusedMonthly: number;
  @Field(() => Int) refusedRate: number;
  @Field(() => Int) refusedSuspended: number;
  @Field(() => Float, { nullable: true }) p50Ms: number | null;
  @Field(() => Float, { nullable: true }) p95Ms: number | null;
}

@ObjectType()
export class PlanFigures extends UsageFigures {
  @Field(() => Int) planId: number;
  @Field() planName: string;
  @Field(() => Int) subscribers: number;
}

@ObjectType()
export class SubscriberFigures extends UsageFigures {
  @Field(() => Int) subscriptionId: number;
  @Field() account: string;
  @Field() planName: string;
  @Field() status: string;
  @Field(() => Int, { description: 'Days in the period with calls refused for a quota.' }) daysAtLimit: number;
}

@ObjectType({ description: 'A creator’s figures of one API per plan and per subscriber (top first).' })
export class PlanAnalytics {
  @Field(() => [PlanFigures]) plans: PlanFigures[];
  @Field(() => [SubscriberFigures]) subscribers: SubscriberFigures[];
}

@ArgsType()
export class UsageArgs {
  @Field(() => Int, { nullable: true }) @IsOptional() @Min(1) apiId?: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (UTC+8); default 29 days before `to`.' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  from?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (UTC+8); default today.' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  to?: string;
}

@ArgsType()
export class AnalyticsArgs {
  @Field(() => Int) @Min(1) apiId: number;
  @Field(() => Int, { defaultValue: 30 }) @Min(1) @Max(366) days: number;
}

@ArgsType()
export class AdminSubscriptionArgs {
  @Field(() => Int, { nullable: true }) @IsOptional() @Min(1) apiId?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn([...SUBSCRIPTION_STATUSES]) status?: SubscriptionStatus;
  @Field(() => String, { nullable: true, description: 'Part of the account or the API name.' })
  @IsOptional()
  @Length(0, 50)
  keyword?: string;
  @Field(() => Int, { defaultValue: 20 }) @Min(1) @Max(100) limit: number;
  @Field(() => Int, { defaultValue: 0 }) @Min(0) @Max(1_000_000) offset: number;
}

@ArgsType()
export class ApiSubscriptionArgs {
  @Field(() => Int) @Min(1) apiId: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn([...SUBSCRIPTION_STATUSES]) status?: SubscriptionStatus;
  @Field(() => Boolean, { nullable: true, description: 'Only the requests waiting for an answer: pending subscriptions and requested switches.' })
  @IsOptional()
  waiting?: boolean | null;
  @Field(() => Int, { defaultValue: 20 }) @Min(1) @Max(100) limit: number;
  @Field(() => Int, { defaultValue: 0 }) @Min(0) @Max(1_000_000) offset: number;
}
