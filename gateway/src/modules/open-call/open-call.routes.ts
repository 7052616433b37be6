import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AuthUser, requireAdmin, requireUser } from '../../http/auth.js';
import { envelopeSchema, idParams, ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { pickLang } from '../../http/lang.js';
import type { Services } from '../../services.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import { maskIp } from './call-history.service.js';
import type { OpenMethod } from './open-call.service.js';

const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
  },
} as const;

const logItem = {
  type: 'object',
  properties: {
    responseTime: { type: 'integer' },
    requestIp: { type: 'string' },
    requestResult: { type: 'string' },
    status: { type: 'integer' },
    requestTime: { type: 'string' },
  },
} as const;

const apiKeyItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    prefix: { type: 'string' },
    createdAt: { type: 'string' },
    lastUsedAt: { type: ['string', 'null'] },
    revokedAt: { type: ['string', 'null'] },
  },
} as const;

const alertItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    apiId: { type: 'integer' },
    apiName: { type: 'string' },
    kind: { type: 'string' },
    message: { type: 'string' },
    calls: { type: 'integer' },
    failed: { type: 'integer' },
    slow: { type: 'integer' },
    createdAt: { type: 'string' },
  },
} as const;

type IdReq = FastifyRequest<{ Params: { id: string } }>;

export async function openCallRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { openCall, callHistory, alerts, apiKeys } = opts.services;

  const proxy = async (req: IdReq, reply: FastifyReply) => {
    const apiKey = req.headers['x-api-key'];
    const result = await openCall.call({
      apiId: Number(req.params.id),
      method: req.method as OpenMethod,
      query: (req.query ?? {}) as Record<string, unknown>,
      body: req.body,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      lang: pickLang(req.headers, req.query),
      userId: req.user?.id ?? null,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    });
    return reply
      .status(result.status)
      .header('content-type', result.contentType ?? 'application/octet-stream')
      .send(result.body);
  };
  // The upstream's status, content type and body go back as they are: no response schema here.
  for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
    app.route({ method, url: '/api/open/api/:id', schema: { params: idParams }, handler: proxy });
  }

  const mustExist = async (id: number, viewer: AuthUser | null) => {
    const api = await openCall.target(id);
    if (!api || !visibleTo(viewer, api)) throw notFound('接口不存在', 'API not found');
  };

  app.get(
    '/api/histroy/log/api/:id',
    {
      schema: {
        params: idParams,
        querystring: pageQuery,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              apiRequestStatList: { type: 'array', items: logItem },
              avgCount: { type: 'number' },
              total: { type: 'integer' },
            },
          }),
        },
      },
    },
    async (
      req: FastifyRequest<{ Params: { id: string }; Querystring: { page: number; pageSize: number } }>,
    ) => {
      const id = Number(req.params.id);
      await mustExist(id, req.user);
      const { page, pageSize } = req.query;
      const { rows, avgMs, total } = await callHistory.log(id, pageSize, (page - 1) * pageSize);
      // Callers' addresses are personal data: only administrators see them whole.
      const admin = req.user?.role === 'ADMIN';
      return ok({
        apiRequestStatList: rows.map((r) => ({
          responseTime: r.responseTimeMs,
          requestIp: admin ? r.requestIp : maskIp(r.requestIp),
          requestResult: r.success ? 'success' : 'failure',
          status: r.status,
          requestTime: r.requestedAt.toISOString(),
        })),
        avgCount: avgMs,
        total,
      });
    },
  );

  app.get(
    '/api/histroy/count/api/:id',
    { schema: { params: idParams, response: { 200: envelopeSchema({ type: 'integer' }) } } },
    async (req: IdReq) => {
      const id = Number(req.params.id);
      await mustExist(id, req.user);
      return ok(await callHistory.count(id));
    },
  );

  app.get(
    '/api/system/alerts',
    {
      schema: {
        querystring: {
          ...pageQuery,
          properties: {
            ...pageQuery.properties,
            pageSize: { ...pageQuery.properties.pageSize, default: 10 },
            apiId: { type: 'integer', minimum: 1 },
          },
        },
        response: {
          200: envelopeSchema({ type: 'array', items: alertItem }, { total: { type: 'integer' } }),
        },
      },
    },
    async (req: FastifyRequest<{ Querystring: { page: number; pageSize: number; apiId?: number } }>) => {
      requireAdmin(req.user);
      const { page, pageSize, apiId } = req.query;
      const lang = pickLang(req.headers, req.query);
      const { items, total } = await alerts.list({ apiId, limit: pageSize, offset: (page - 1) * pageSize });
      return {
        ...ok(
          items.map((a) => ({
            ...a,
            message: lang === 'en' ? a.messageEn : a.message,
            createdAt: a.createdAt.toISOString(),
          })),
        ),
        total,
      };
    },
  );

  app.get(
    '/api/user/apiKeys',
    { schema: { response: { 200: envelopeSchema({ type: 'array', items: apiKeyItem }) } } },
    async (req) => {
      const user = requireUser(req.user);
      return ok(await apiKeys.list(user.id));
    },
  );

  app.post(
    '/api/user/apiKeys',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 40 } },
        },
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { key: { type: 'string' }, apiKey: apiKeyItem },
          }),
        },
      },
    },
    async (req: FastifyRequest<{ Body: { name: string } }>) => {
      const user = requireUser(req.user);
      return ok(await apiKeys.create(user.id, req.body.name));
    },
  );

  app.delete(
    '/api/user/apiKeys/:id',
    { schema: { params: idParams, response: { 200: envelopeSchema(apiKeyItem) } } },
    async (req: IdReq) => {
      const user = requireUser(req.user);
      return ok(await apiKeys.revoke(user.id, Number(req.params.id)));
    },
  );
}
