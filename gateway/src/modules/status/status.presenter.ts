import { envelopeSchema } from '../../core/envelope.js';
import { arrayOf, bool, dateTime, int, nullable, num, obj, str } from '../../core/json-schema.js';

/** REST response schemas of the status feature (they serialise the answers and document them). */
const uptime = obj({ h24: nullable(num), d7: nullable(num), d30: nullable(num), d90: nullable(num) });
const day = obj({ day: str, uptime: nullable(num), downMinutes: int, maintenanceMinutes: int, incidents: int });
const incident = obj({
  id: int,
  apiId: int,
  apiName: str,
  apiNameEn: str,
  state: { type: 'string', enum: ['open', 'resolved'] },
  automatic: bool,
  title: str,
  titleEn: str,
  startedAt: dateTime,
  resolvedAt: nullable(dateTime),
  updates: arrayOf(obj({ id: int, phase: str, body: str, bodyEn: str, createdAt: dateTime })),
});
const maintenance = obj({
  id: int,
  apiId: int,
  apiName: str,
  apiNameEn: str,
  startsAt: dateTime,
  endsAt: dateTime,
  title: str,
  titleEn: str,
  active: bool,
});
const stateEnum = { type: 'string', enum: ['operational', 'degraded', 'outage', 'maintenance', 'unknown'] } as const;
const apiStatusProps = {
  apiId: int,
  name: str,
  nameEn: str,
  state: stateEnum,
  uptime,
  p95Ms: nullable(num),
  lastCheckedAt: nullable(dateTime),
  days: arrayOf(day),
};

export const statusPageSchema = envelopeSchema(
  obj({
    state: stateEnum,
    uptime,
    apis: arrayOf(obj(apiStatusProps)),
    openIncidents: arrayOf(incident),
    recentIncidents: arrayOf(incident),
    maintenance: arrayOf(maintenance),
    generatedAt: dateTime,
  }),
);

export const apiStatusSchema = envelopeSchema(
  obj({
    ...apiStatusProps,
    incidents: arrayOf(incident),
    maintenance: arrayOf(maintenance),
    probeIntervalSeconds: int,
    probesEnabled: bool,
    following: bool,
    canManage: bool,
  }),
);

const channel = obj({
  id: int,
  kind: { type: 'string', enum: ['webhook', 'dingtalk', 'feishu', 'wecom', 'email'] },
  name: str,
  target: str,
  hasSecret: bool,
  emailTo: str,
  events: arrayOf(str),
  apiId: nullable(int),
  apiName: nullable(str),
  ownerAccount: nullable(str),
  enabled: bool,
  lastError: nullable(str),
  lastErrorAt: nullable(dateTime),
  lastDeliveredAt: nullable(dateTime),
  createdAt: dateTime,
});

const delivery = obj({
  id: int,
  channelId: int,
  channelName: str,
  channelKind: str,
  eventKind: str,
  eventKey: str,
  apiId: nullable(int),
  title: str,
  titleEn: str,
  state: { type: 'string', enum: ['pending', 'sent', 'failed'] },
  attempts: int,
  lastError: nullable(str),
  lastStatus: nullable(int),
  createdAt: dateTime,
  deliveredAt: nullable(dateTime),
  nextAttemptAt: nullable(dateTime),
  log: arrayOf(obj({ attemptedAt: dateTime, ok: bool, status: nullable(int), answer: nullable(str), error: nullable(str) })),
});

export const channelListSchema = envelopeSchema(arrayOf(channel));
export const channelSchema = envelopeSchema(channel);
export const deliverySchema = envelopeSchema(delivery);
export const deliveryListSchema = envelopeSchema(arrayOf(delivery), { total: int });
