import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { pickLang } from '../../http/lang.js';
import type { Services } from '../../services.js';
import { adminOnly } from '../accounts/guards.js';
import type { AdminApiFilter, LogFilter, NewApiInput, UserFilter } from './admin.service.js';

const zhOf = (req: FastifyRequest) => pickLang(req.headers, req.query) === 'zh';
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);
const any = {} as const;
const pageProps = { page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } } as const;

/** The admin console's lists, the new-API form and the policies (SPEC §7, admin table). */
export async function adminRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { admin, catalog } = opts.services;
  const guard = { preValidation: adminOnly };

  app.get<{ Querystring: AdminApiFilter }>(
    '/api/system/apis',
    {
      ...guard,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            tenantId: { type: 'integer' },
            name: { type: 'string', maxLength: 100 },
            type: { type: 'integer' },
            status: { type: 'integer' },
            ...pageProps,
          },
        },
        response: { 200: envelopeSchema({ type: 'array', items: any }, { total: { type: 'integer' } }) },
      },
    },
    async (req) => {
      const { rows, total } = await admin.apis(req.query);
      const data = rows.map((r) => ({
        apiid: r.id,
        name: r.name,
        description: r.description,
        status: r.status,
        apiurl: r.address,
        testurl: r.test_url,
        rqsType: r.request_method,
        apiapply: r.provider,
        visibility: r.visibility,
        tenantId: r.tenant_id,
        isneedtoken: r.need_token ? 1 : 0,
        type: r.category_id,
        category_name: r.category_name ?? '',
        talentid: r.creator_id,
        updatetime: iso(r.updated_at),
      }));
      return { ...ok(data), total };
    },
  );

  app.get(
    '/api/system/catelog',
    { ...guard, schema: { response: { 200: envelopeSchema({ type: 'array', items: any }, { apiKinds: { type: 'array', items: any } }) } } },
    async (req) => {
      const zh = zhOf(req);
      const kinds = (await catalog.listCategories()).map((c) => ({ id: c.id, categoryName: zh ? c.name : c.nameEn }));
      return { ...ok(kinds), apiKinds: kinds };
    },
  );

  app.get(
    '/api/system/tags',
    { ...guard, schema: { response: { 200: envelopeSchema({ type: 'array', items: any }, { tags: { type: 'array', items: any } }) } } },
    async (req) => {
      const zh = zhOf(req);
      const tags = (await admin.tags()).map((t) => ({ id: t.id, name: zh ? t.name : t.nameEn }));
      return { ...ok(tags), tags };
    },
  );

  app.post<{ Body: NewApiInput }>(
    '/api/system/apiAdd',
    {
      ...guard,
      schema: {
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 500 },
            testLink: { type: 'string', maxLength: 4096 },
            apiUrl: { type: 'string', maxLength: 4096 },
            provider: { type: 'string', maxLength: 500 },
            description: { type: 'string', maxLength: 5000 },
            type: { type: 'integer' },
            tags: { type: 'array', maxItems: 20, items: { type: 'integer' } },
            visibility: { type: 'string', maxLength: 20 },
            copyright: { type: 'string', maxLength: 500 },
            relatedArticles: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 500 } },
            needToken: { type: 'boolean' },
          },
        },
        response: { 200: envelopeSchema({ type: 'object', properties: { apiid: { type: 'integer' } } }) },
      },
    },
    async (req) => {
      requireAdmin(req.user);
      const id = await admin.addApi(req.body);
      return ok({ apiid: id }, zhOf(req) ? '接口创建成功' : 'API created');
    },
  );

  app.get<{ Querystring: { ipAddress?: string; startTime?: string; endTime?: string; page?: number; pageSize?: number } }>(
    '/api/system/logs',
    {
      ...guard,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ipAddress: { type: 'string', maxLength: 64 },
            startTime: { type: 'string', format: 'date-time' },
            endTime: { type: 'string', format: 'date-time' },
            ...pageProps,
          },
        },
        response: { 200: envelopeSchema({ type: 'array', items: any }, { total: { type: 'integer' } }) },
      },
    },
    async (req) => {
      const q = req.query;
      const filter: LogFilter = {
        ipAddress: q.ipAddress,
        startTime: q.startTime ? new Date(q.startTime) : undefined,
        endTime: q.endTime ? new Date(q.endTime) : undefined,
        page: q.page,
        pageSize: q.pageSize,
      };
      const { rows, total } = await admin.logs(filter);
      const data = rows.map((r) => ({ id: Number(r.id), ipAddress: r.ip_address, userAgent: r.user_agent, createdAt: iso(r.created_at) }));
      return { ...ok(data), total };
    },
  );

  app.get<{ Querystring: UserFilter }>(
    '/api/system/userList',
    {
      ...guard,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            account: { type: 'string', maxLength: 64 },
            username: { type: 'string', maxLength: 64 },
            status: { type: 'integer', enum: [0, 1] },
            role: { type: 'integer', enum: [0, 1] },
            ...pageProps,
          },
        },
        response: { 200: envelopeSchema({ type: 'array', items: any }, { total: { type: 'integer' } }) },
      },
    },
    async (req) => {
      const { rows, total } = await admin.users(req.query);
      return { ...ok(rows.map(({ creator_id: _c, ...u }) => u)), total };
    },
  );

  app.get('/api/system/baseParms', { ...guard, schema: { response: { 200: envelopeSchema(any) } } }, async (req) => {
    const zh = zhOf(req);
    const { admins, problemList } = await admin.baseParms();
    return ok({ admins, problemList: problemList.map((p) => ({ id: p.id, kind: zh || !p.kind_en ? p.kind : p.kind_en })) });
  });

  app.get('/api/system/getTopSpace', { ...guard, schema: { response: { 200: envelopeSchema({ type: 'array', items: any }) } } }, async (req) => {
    const zh = zhOf(req);
    return ok((await admin.workspaces()).map((w) => ({ id: w.id, name: zh ? w.name : w.name_en })));
  });

  app.get('/api/system/basePolicy', { ...guard, schema: { response: { 200: envelopeSchema(any) } } }, async (req) => {
    const zh = zhOf(req);
    const { alarm, shutdown } = await admin.policies();
    return ok({
      apiAlarmPolicies: alarm.map((p) => ({ id: p.id, alarmpolicy: zh ? p.alarmpolicy : p.alarmpolicy_en, threshold: p.threshold })),
      apiShutdownPolicies: shutdown.map((p) => ({ id: p.id, policy: zh ? p.policy : p.policy_en, threshold: p.threshold })),
    });
  });
}
