import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, InputType, Int, InterfaceType, ObjectType } from 'type-graphql';
import { RestHint } from '../../core/rest-schema.js';
import { CHANNEL_KINDS, CURRENT_STATES, DELIVERY_STATES, INCIDENT_STATES, type CurrentState, type IncidentPhase } from './status.rules.js';

@ObjectType({ description: 'Uptime in percent (two decimals) over a period; null when nothing measured it.' })
export class Uptime {
  @Field(() => Float, { nullable: true, description: 'Last 24 hours (per minute).' })
  h24: number | null;

  @Field(() => Float, { nullable: true, description: 'Last 7 days (UTC days, today included).' })
  d7: number | null;

  @Field(() => Float, { nullable: true })
  d30: number | null;

  @Field(() => Float, { nullable: true })
  d90: number | null;
}

@ObjectType({ description: 'One UTC day of an API on the status page (a bar).' })
export class StatusDay {
  @Field({ description: 'YYYY-MM-DD (UTC).' })
  day: string;

  @Field(() => Float, { nullable: true, description: 'Uptime that day in percent; null without data.' })
  uptime: number | null;

  @Field(() => Int)
  downMinutes: number;

  @Field(() => Int)
  maintenanceMinutes: number;

  @Field(() => Int, { description: 'Incidents that started that day.' })
  incidents: number;
}

@ObjectType()
export class IncidentUpdate {
  @Field(() => Int)
  id: number;

  @Field(() => String, { description: 'investigating, identified, monitoring or resolved.' })
  phase: IncidentPhase;

  @Field()
  body: string;

  @Field()
  bodyEn: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType({ description: 'One outage of an API: opened and closed by the probes and calls (hysteresis), with updates.' })
export class Incident {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  apiId: number;

  @Field()
  apiName: string;

  @Field()
  apiNameEn: string;

  @Field(() => String, { description: 'open or resolved.' })
  @RestHint({ enum: [...INCIDENT_STATES] })
  state: (typeof INCIDENT_STATES)[number];

  @Field({ description: 'Opened by the status evaluator (true) or by a person.' })
  automatic: boolean;

  @Field()
  title: string;

  @Field()
  titleEn: string;

  @Field(() => GraphQLDateTimeISO, { description: 'The first down minute of the outage.' })
  startedAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'The first up minute of the recovery.' })
  resolvedAt: Date | null;

  @Field(() => [IncidentUpdate], { description: 'Newest first.' })
  updates: IncidentUpdate[];
}

@ObjectType({ description: 'A maintenance window: no incident and no alert while it lasts.' })
export class MaintenanceWindow {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  apiId: number;

  @Field()
  apiName: string;

  @Field()
  apiNameEn: string;

  @Field(() => GraphQLDateTimeISO)
  startsAt: Date;

  @Field(() => GraphQLDateTimeISO)
  endsAt: Date;

  @Field()
  title: string;

  @Field()
  titleEn: string;

  @Field()
  active: boolean;
}

@InterfaceType({ description: 'What the status page shows of an API (the list row and the detail alike).' })
export abstract class ApiStatusFields {
  @Field(() => Int)
  apiId: number;

  @Field()
  name: string;

  @Field()
  nameEn: string;

  @Field(() => String, { description: 'operational, degraded, outage, maintenance or unknown.' })
  @RestHint({ enum: [...CURRENT_STATES] })
  state: CurrentState;

  @Field(() => Uptime)
  uptime: Uptime;

  @Field(() => Float, { nullable: true, description: 'p95 latency over 24 h in ms: real calls, else probes.' })
  p95Ms: number | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'The last judged minute (within 10 minutes).' })
  lastCheckedAt: Date | null;

  @Field(() => [StatusDay], { description: '90 UTC days, oldest first.' })
  days: StatusDay[];
}

@ObjectType({ implements: ApiStatusFields, description: 'An API on the status page.' })
export class ApiStatus extends ApiStatusFields {}

@ObjectType({ implements: ApiStatusFields, description: 'One API’s status with its incidents (90 days), maintenance and probe settings.' })
export class ApiStatusDetail extends ApiStatusFields {
  @Field(() => [Incident])
  incidents: Incident[];

  @Field(() => [MaintenanceWindow])
  maintenance: MaintenanceWindow[];

  @Field(() => Int)
  probeIntervalSeconds: number;

  @Field()
  probesEnabled: boolean;

  @Field({ description: 'The signed-in caller follows this API’s status.' })
  following: boolean;

  @Field({ description: 'The caller may post updates, declare maintenance and set probes (its creator or an administrator).' })
  canManage: boolean;
}

@ObjectType({ description: 'The public status page: the platform and every public published API.' })
export class StatusPage {
  @Field(() => String, { description: 'The worst state among the APIs.' })
  @RestHint({ enum: [...CURRENT_STATES] })
  state: CurrentState;

  @Field(() => Uptime, { description: 'All public APIs’ minutes summed.' })
  uptime: Uptime;

  @Field(() => [ApiStatus])
  apis: ApiStatus[];

  @Field(() => [Incident])
  openIncidents: Incident[];

  @Field(() => [Incident], { description: 'Resolved in the last 14 days.' })
  recentIncidents: Incident[];

  @Field(() => [MaintenanceWindow], { description: 'Active and upcoming.' })
  maintenance: MaintenanceWindow[];

  @Field(() => GraphQLDateTimeISO)
  generatedAt: Date;
}

@InputType()
export class IncidentUpdateInput {
  @Field({ description: 'investigating, identified, monitoring or resolved (resolved closes the incident).' })
  phase: string;

  @Field()
  body: string;

  @Field()
  bodyEn: string;
}

@InputType()
export class MaintenanceInput {
  @Field(() => Int)
  apiId: number;

  @Field(() => GraphQLDateTimeISO, { description: 'Rounded up to the whole minute (the status page judges per minute).' })
  startsAt: Date;

  @Field(() => GraphQLDateTimeISO, {
    description: 'Rounded down to the whole minute: the window covers only whole minutes inside the times given (at least one).',
  })
  endsAt: Date;

  @Field()
  title: string;

  @Field()
  titleEn: string;
}

@ObjectType()
export class ProbeSettings {
  @Field(() => Int)
  intervalSeconds: number;

  @Field()
  enabled: boolean;
}

@ObjectType({ description: 'Where alerts go: a webhook (HMAC-signed), a 钉钉/飞书/企业微信 robot or e-mail over SMTP.' })
export class AlertChannel {
  @Field(() => Int)
  id: number;

  @Field({ description: 'webhook, dingtalk, feishu, wecom or email.' })
  @RestHint({ enum: [...CHANNEL_KINDS] })
  kind: string;

  @Field()
  name: string;

  @Field({ description: 'The address with its tokens and credentials masked.' })
  target: string;

  @Field()
  hasSecret: boolean;

  @Field()
  emailTo: string;

  @Field(() => [String], { description: 'Routed event kinds: incident, interface_alert, shutdown, quota, deprecation.' })
  events: string[];

  @Field(() => Int, { nullable: true, description: 'Only this API’s events; null: all (a creator’s: all of theirs).' })
  apiId: number | null;

  @Field(() => String, { nullable: true })
  apiName: string | null;

  @Field(() => String, { nullable: true, description: 'The creator who owns it; null for the platform’s channels.' })
  ownerAccount: string | null;

  @Field()
  enabled: boolean;

  @Field(() => String, { nullable: true, description: 'Why the last delivery failed (cleared by the next success).' })
  lastError: string | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastErrorAt: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastDeliveredAt: Date | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@InputType()
export class AlertChannelInput {
  @Field()
  kind: string;

  @Field()
  name: string;

  @Field({ description: 'Webhook or robot URL, or smtp(s)://user:pass@host:port?from=… for e-mail.' })
  url: string;

  @Field({ nullable: true, description: 'Webhook HMAC secret (≥ 16), or the robot’s signing secret (加签).' })
  secret?: string;

  @Field({ nullable: true, description: 'E-mail recipients, comma-separated.' })
  emailTo?: string;

  @Field(() => [String], { nullable: true, description: 'Event kinds to route; all when omitted.' })
  events?: string[];

  @Field(() => Int, { nullable: true })
  apiId?: number;
}

@ObjectType()
export class AlertDeliveryAttempt {
  @Field(() => GraphQLDateTimeISO)
  attemptedAt: Date;

  @Field()
  ok: boolean;

  @Field(() => Int, { nullable: true, description: 'The receiver’s HTTP status (none for e-mail).' })
  status: number | null;

  @Field(() => String, { nullable: true, description: 'The receiver’s answer (first 500 characters).' })
  answer: string | null;

  @Field(() => String, { nullable: true })
  error: string | null;
}

@ObjectType({ description: 'One event for one channel, with every attempt.' })
export class AlertDelivery {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  channelId: number;

  @Field()
  channelName: string;

  @Field()
  channelKind: string;

  @Field({ description: 'incident, interface_alert, shutdown, quota, deprecation or test.' })
  eventKind: string;

  @Field()
  eventKey: string;

  @Field(() => Int, { nullable: true })
  apiId: number | null;

  @Field()
  title: string;

  @Field()
  titleEn: string;

  @Field({ description: 'pending, sent or failed.' })
  @RestHint({ enum: [...DELIVERY_STATES] })
  state: string;

  @Field(() => Int)
  attempts: number;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field(() => Int, { nullable: true })
  lastStatus: number | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  deliveredAt: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'The next retry of a pending delivery.' })
  nextAttemptAt: Date | null;

  @Field(() => [AlertDeliveryAttempt])
  log: AlertDeliveryAttempt[];
}

@ObjectType()
export class AlertDeliveryPage {
  @Field(() => [AlertDelivery])
  items: AlertDelivery[];

  @Field(() => Int)
  total: number;
}
