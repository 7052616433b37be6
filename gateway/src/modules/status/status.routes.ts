import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, ok } from '../../core/envelope.js';
import { gate } from '../../core/guards.js';
import { statusPolicy } from './status.policy.js';
import { doc } from '../../core/json-schema.js';
import { PAGED_LISTS, pagingQuery } from '../../core/paging.js';
import type { AlertChannelService } from './alert-channel.service.js';
import type { AlertDeliveryService } from './alert-delivery.service.js';
import { ALERT_EVENT_KINDS, CHANNEL_KINDS } from './status.rules.js';
import type { StatusService } from './status.service.js';
import { apiStatusSchema, channelListSchema, channelSchema, deliveryListSchema, deliverySchema, statusPageSchema } from './status.presenter.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { status: StatusService; alertChannels: AlertChannelService; alertDeliveries: AlertDeliveryService };

const channelBody = {
  type: 'object',
  required: ['kind', 'name', 'url'],
  properties: {
    kind: { type: 'string', enum: [...CHANNEL_KINDS] },
    name: { type: 'string', maxLength: 60 },
    url: { type: 'string', description: 'Webhook or robot URL; smtp(s)://user:pass@host:port?from=… for e-mail.' },
    secret: { type: 'string', description: 'Webhook HMAC secret (≥ 16 characters), or a robot’s signing secret (加签).' },
    emailTo: { type: 'string', description: 'E-mail recipients, comma-separated (e-mail channels).' },
    events: { type: 'array', items: { type: 'string', enum: [...ALERT_EVENT_KINDS] }, description: 'Routed event kinds; all when omitted.' },
    apiId: { type: ['integer', 'null'], description: 'Only this API’s events.' },
  },
} as const;

const fieldsOf = (req: FastifyRequest): Record<string, unknown> => {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

/** The status page and the administrators' alert channels over REST (issue #31). */
export async function statusRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { status, alertChannels, alertDeliveries } = opts.services;

  app.get(
    '/api/status',
    {
      schema: {
        ...doc('Status page · 服务状态', 'Everyone: the platform and every public published API — state, uptime over 24 h / 7 d / 30 d / 90 d, p95 latency, 90 daily bars, open and recent incidents, maintenance.'),
        response: { 200: statusPageSchema },
      },
    },
    async () => ok(await status.page()),
  );

  app.get(
    '/api/status/api/:id',
    {
      schema: {
        ...doc('One API’s status · 接口状态', 'Everyone for a public published API (a private one: its creator and administrators): uptime, 90 days, incidents with updates, maintenance, probe settings.'),
        params: idParams,
        response: { 200: apiStatusSchema },
      },
    },
    async (req) => ok(await status.api(Number((req.params as { id: string }).id), req.user)),
  );

  app.get(
    '/api/system/alert-channels',
    {
      preValidation: gate(statusPolicy.administerChannels),
      schema: { ...doc('Alert channels · 告警渠道', 'Administrators: every channel (the platform’s and creators’), tokens masked, with the last error.'), response: { 200: channelListSchema } },
    },
    async (req) => ok(await alertChannels.list(req.user)),
  );

  app.post(
    '/api/system/alert-channels',
    {
      preValidation: gate(statusPolicy.administerChannels),
      schema: {
        ...doc('Add an alert channel · 添加告警渠道', 'Administrators: webhook (X-ApiMarket-Signature: sha256=<hex HMAC of the body>), dingtalk, feishu, wecom or email; events route incident, interface_alert, shutdown, quota, deprecation.'),
        body: { type: 'object' },
        'x-request-body': { required: true, content: { 'application/json': { schema: channelBody, example: { kind: 'webhook', name: '运维 Webhook', url: 'https://hooks.example.com/apimarket', secret: 'a-long-shared-secret' } } } },
        response: { 200: channelSchema },
      },
    },
    async (req) => ok(await alertChannels.create(req.user, fieldsOf(req))),
  );

  app.post(
    '/api/system/alert-channels/:id/test',
    {
      preValidation: gate(statusPolicy.administerChannels),
      schema: {
        ...doc('Send a test message · 发送测试消息', 'Administrators: sends a test message now; the answer is the delivery with the receiver’s answer or the error.'),
        params: idParams,
        response: { 200: deliverySchema },
      },
    },
    async (req) => ok(await alertChannels.test(req.user, Number((req.params as { id: string }).id))),
  );

  app.get(
    '/api/system/alert-deliveries',
    {
      preValidation: gate(statusPolicy.administerChannels),
      schema: {
        ...doc('Alert delivery log · 告警投递记录', 'Administrators: each delivery, newest first, with every attempt and the receiver’s answer.'),
        querystring: {
          type: 'object',
          properties: {
            channelId: { type: 'integer', minimum: 1, maximum: 2147483647 },
            ...pagingQuery(PAGED_LISTS.alertDeliveries),
          },
        },
        response: { 200: deliveryListSchema },
      },
    },
    async (req) => {
      const q = req.query as { channelId?: number; page: number; pageSize: number };
      const page = await alertDeliveries.list(req.user, { channelId: q.channelId ?? null, page: q.page, pageSize: q.pageSize });
      return { ...ok(page.items), total: page.total };
    },
  );
}
