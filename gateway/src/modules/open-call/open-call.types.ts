import { IsOptional, Matches, Max, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RestHint, RestName } from '../../core/rest-schema.js';

export enum StatsPeriodEnum {
  REALTIME = 'REALTIME',
  HOUR = 'HOUR',
  DAY = 'DAY',
  WEEK = 'WEEK',
}
registerEnumType(StatsPeriodEnum, {
  name: 'StatsPeriod',
  description:
    'Trend window: REALTIME 5 min in 10 s buckets, HOUR in minutes, DAY in hours, WEEK in 6 h buckets.',
});

@ObjectType({ description: 'One recorded open call.' })
export class CallLogEntry {
  @Field(() => Float, { description: 'Milliseconds, to the microsecond.' })
  @RestName('responseTime')
  @RestHint({ description: 'Milliseconds, to the microsecond.' })
  responseTimeMs: number;

  @Field({ description: 'Whole for administrators, host part masked for everyone else.' })
  requestIp: string;

  @Field({ description: 'Answered with a status below 400.' })
  @RestName('requestResult', { type: 'string', enum: ['success', 'failure'], description: 'success: answered with a status below 400.' })
  success: boolean;

  @Field(() => Int)
  status: number;

  @Field({ description: 'Answered by the mock (模拟): never counted in totals, statistics or quotas.' })
  mock: boolean;

  @Field(() => GraphQLDateTimeISO)
  @RestName('requestTime')
  requestedAt: Date;

  @Field({ description: 'The API version that served the call (v1, v2…).' })
  version: string;
}

@ObjectType()
export class CallHistory {
  @Field(() => [CallLogEntry], { description: 'Newest first: real calls only, paged like `total` counts them.' })
  items: CallLogEntry[];

  @Field(() => [CallLogEntry], { description: 'The mock\'s newest calls (at most 20, with the first page only; never paged or counted).' })
  mockCalls: CallLogEntry[];

  @Field(() => Float, { description: 'Average response time of all calls, ms (`avgCount` in REST).' })
  avgMs: number;

  @Field(() => Int)
  total: number;
}

@ObjectType()
export class CallStatsPoint {
  @Field(() => GraphQLDateTimeISO, { description: 'Start of the bucket.' })
  at: Date;

  @Field(() => Int)
  calls: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Float, { nullable: true })
  avgMs: number | null;

  @Field(() => Float, { nullable: true })
  p95Ms: number | null;
}

@ObjectType({ description: 'Calls of one API over a period: totals, percentiles and a zero-filled series.' })
export class CallStats {
  @Field(() => Int)
  calls: number;

  @Field(() => Int)
  successCalls: number;

  @Field(() => Float, { nullable: true })
  avgMs: number | null;

  @Field(() => Float, { nullable: true })
  p50Ms: number | null;

  @Field(() => Float, { nullable: true })
  p95Ms: number | null;

  @Field(() => [CallStatsPoint])
  series: CallStatsPoint[];
}

@ObjectType({ description: 'One version’s calls over the period (issue #30): who still calls v1.' })
export class VersionCallStats {
  @Field({ description: 'v + number.' })
  version: string;

  @Field(() => Int)
  calls: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Float, { nullable: true, description: 'failed / calls, 0–1; null without calls.' })
  errorShare: number | null;

  @Field(() => Float, { nullable: true })
  avgMs: number | null;

  @Field(() => Float, { nullable: true })
  p50Ms: number | null;

  @Field(() => Float, { nullable: true })
  p95Ms: number | null;
}

@ObjectType({ description: 'The platform-wide statistics and the current caller’s own, side by side.' })
export class ApiCallStats {
  /** What `versions` reads (not a field). */
  query?: { apiId: number; period: StatsPeriodEnum };

  @Field(() => CallStats)
  platform: CallStats;

  @Field(() => CallStats, {
    description:
      'Only the current caller: the signed-in user, else this IP’s anonymous calls. Counts and average times; p50Ms and p95Ms are null (percentiles are kept for the platform only).',
  })
  mine: CallStats;

  @Field(() => [VersionCallStats], {
    description:
      'Each live version’s calls over the period, oldest first (a version without calls: zeros): calls, failures and their share, average, p50/p95. Every version, whatever the version argument.',
  })
  versions?: VersionCallStats[];
}

@ArgsType()
export class CallHistoryArgs {
  @Field(() => Int)
  @Min(1)
  apiId: number;

  @Field(() => Int, { defaultValue: 0 })
  @Min(0)
  offset: number;

  @Field(() => Int, { defaultValue: 100 })
  @Min(1)
  @Max(1000)
  limit: number;

  @Field(() => String, { nullable: true, description: 'One version’s calls only (v1, v2…).' })
  @IsOptional()
  @Matches(/^v[1-9]\d{0,5}$/)
  version?: string | null;
}

@ArgsType()
export class CallStatsArgs {
  @Field(() => Int)
  @Min(1)
  apiId: number;

  @Field(() => StatsPeriodEnum, { defaultValue: StatsPeriodEnum.HOUR })
  period: StatsPeriodEnum;
}

@ArgsType()
export class ApiCallStatsArgs extends CallStatsArgs {
  @Field(() => String, { nullable: true, description: 'One version’s calls only (v1, v2…): platform and mine.' })
  @IsOptional()
  @Matches(/^v[1-9]\d{0,5}$/)
  version?: string | null;
}

@ArgsType()
export class TopCallersArgs extends CallStatsArgs {
  @Field(() => Int, { defaultValue: 5 })
  @Min(1)
  @Max(20)
  limit: number;
}

@ObjectType({ description: 'A caller of an API over a period; the address masked as on the public history.' })
export class TopCaller {
  @Field({ description: 'Host part masked (e.g. 203.0.113.*): callers of one network count together.' })
  requestIp: string;

  @Field(() => Int)
  calls: number;

  @Field(() => Int)
  failed: number;

  @Field(() => GraphQLDateTimeISO)
  lastCallAt: Date;
}

@ObjectType({ description: 'An interface alert raised by the traffic policies.' })
export class InterfaceAlert {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  apiId: number;

  @Field()
  apiName: string;

  @Field({ description: 'alert, shutdown, promote (gray → full) or rollback.' })
  kind: string;

  @Field({ description: 'In the caller’s language.' })
  message: string;

  @Field(() => Int)
  calls: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Int)
  slow: number;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When an administrator acknowledged it.' })
  acknowledgedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who acknowledged it (account).' })
  acknowledgedBy: string | null;
}

/** The receipts of one committed batch of call records, per API (the `CALLS_RECORDED` topic). */
export interface RecordedReceipts {
  apiId: number;
  receipts: string[];
}

@ObjectType({
  description:
    'The calls made with a receipt (X-Call-Receipt) are recorded: the API’s call count, history and statistics now include them.',
})
export class CallRecorded {
  @Field(() => Int)
  apiId: number;

  @Field()
  receipt: string;
}

@ObjectType({ description: 'An interface alert was just written; read interfaceAlerts for it.' })
export class AlertSignal {
  @Field(() => Int)
  apiId: number;

  @Field({ description: 'alert, shutdown, promote or rollback.' })
  kind: string;
}

@ObjectType()
export class InterfaceAlertPage {
  @Field(() => [InterfaceAlert])
  items: InterfaceAlert[];

  @Field(() => Int)
  total: number;
}

@ArgsType()
export class AlertArgs {
  @Field(() => Int, { nullable: true })
  @Min(1)
  apiId?: number;

  @Field(() => Int, { defaultValue: 0 })
  @Min(0)
  offset: number;

  @Field(() => Int, { defaultValue: 10 })
  @Min(1)
  @Max(100)
  limit: number;
}

@ObjectType({ description: 'How the proxy applies an API’s rollout right now.' })
export class ApiRelease {
  @Field({ description: 'gray or full.' })
  deployType: string;

  @Field(() => Int, { description: 'Ten-thousandths of callers served the new version.' })
  share: number;

  @Field({ description: 'A previous version exists for callers outside the gray share.' })
  hasPreviousVersion: boolean;

  @Field({ description: 'The current address was rolled back and is not served.' })
  rolledBack: boolean;

  @Field(() => Int, { description: 'Healthy gray calls after which the release promotes itself to full.' })
  promoteAfterCalls: number;

  @Field(() => Int, { description: 'Healthy gray calls counted so far by this gateway.' })
  healthyGrayCalls: number;
}

@ArgsType()
export class GrayPromotionArgs {
  @Field(() => Int)
  @Min(1)
  apiId: number;

  @Field(() => Int, { description: '1 to 100,000,000 healthy gray calls.' })
  @Min(1)
  @Max(100_000_000)
  calls: number;
}
