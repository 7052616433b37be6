import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, ok } from '../../core/envelope.js';
import { arrayOf, doc, int, obj } from '../../core/json-schema.js';
import { pickLang } from '../../core/lang.js';
import { named, policy, restAccessLog, restAdminApi, restUser } from './admin.presenter.js';
import { gate } from '../../core/guards.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { User } from '../accounts/accounts.types.js';
import { AccessLogEntry, AdminApi, BaseParams, NamedItem, Policies, Policy } from './admin.types.js';
import { PAGED_LISTS, pagingQuery } from '../../core/paging.js';
import { adminPolicy } from './admin.policy.js';
import type { AdminApiFilter, LogFilter, NewApiInput, UserFilter } from './admin.service.js';
import type { AdminService } from './admin.service.js';
import { idempotencyHeaders, idempotencyResponses } from '../idempotency/idempotency.presenter.js';
import { idempotencyKeyOf, principalOf, REPLAYED_HEADER, type IdempotencyService } from '../idempotency/idempotency.service.js';
import type { ApiCatalogService } from '../catalog/api-catalog.service.js';
import { Category } from '../catalog/api.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { admin: AdminService; catalog: ApiCatalogService; idempotency: IdempotencyService };


const langOf = (req: FastifyRequest) => pickLang(req.headers, req.query);
/** The AdminApi view (admin.types.ts) under its REST names, without the English texts. */
const adminApiSchema = restSchemaOf(AdminApi, { omit: ['nameEn', 'descriptionEn', 'categoryNameEn'] });
/** The Category view's id and name (`categoryName`), as the catalogue lists it. */
const categorySchema = restSchemaOf(Category, { pick: ['id', 'name'] });
const tagSchema = restSchemaOf(NamedItem);
/** The access log's REST rows: the AccessLogEntry view without the parsed browser, OS and device. */
const logSchema = restSchemaOf(AccessLogEntry, { pick: ['id', 'ipAddress', 'userAgent', 'createdAt'] });
/** The User view (accounts.types.ts) without its creator profile: role the SPEC's integer (its @RestHint). */
const userRowSchema = restSchemaOf(User, { omit: ['creatorId'] });
const pageProps = pagingQuery(PAGED_LISTS.adminConsole);

/** The admin console's lists, the new-API form and the policies (SPEC §7, admin table). */
export async function adminRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { admin, catalog } = opts.services;

  app.get<{ Querystring: AdminApiFilter }>(
    '/api/system/apis',
    {
      preValidation: gate(adminPolicy.readConsole),
      schema: {
        ...doc(
          'APIs (console) · 接口管理',
          'Filters by tenant, name, category (type) and status; 10 a page by default.',
        ),
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
        response: { 200: envelopeSchema(arrayOf(adminApiSchema), { total: int }) },
      },
    },
    async (req) => {
      const { items, total } = await admin.apis(req.user, req.query);
      return { ...ok(items.map(restAdminApi)), total };
    },
  );

  app.get(
    '/api/system/catelog',
    {
      preValidation: gate(adminPolicy.readConsole),
      schema: {
        ...doc('Categories · 接口分类', 'The list is named apiKinds; data carries the same list.'),
        response: { 200: envelopeSchema(arrayOf(categorySchema), { apiKinds: arrayOf(categorySchema) }) },
      },
    },
    async (req) => {
      const lang = langOf(req);
      const kinds = (await catalog.listCategories()).map((c) => ({ id: c.id, categoryName: named(c, lang).name }));
      return { ...ok(kinds), apiKinds: kinds };
    },
  );

  app.get(
    '/api/system/tags',
    {
      preValidation: gate(adminPolicy.readConsole),
      schema: {
        ...doc('Tags · 标签', 'The list is named tags; data carries the same list.'),
        response: { 200: envelopeSchema(arrayOf(tagSchema), { tags: arrayOf(tagSchema) }) },
      },
    },
    async (req) => {
      const lang = langOf(req);
      const tags = (await admin.tags(req.user)).map((t) => named(t, lang));
      return { ...ok(tags), tags };
    },
  );

  app.post<{ Body: NewApiInput }>(
    '/api/system/apiAdd',
    {
      preValidation: gate(adminPolicy.addApi),
      schema: {
        ...doc(
          'Add an API (admin form) · 新增接口',
          'name, testLink, apiUrl, provider, type, tags, visibility and copyright are required (400 naming the field otherwise). Safe to retry with an Idempotency-Key.',
        ),
        headers: idempotencyHeaders,
        body: {
          type: 'object',
          examples: [
            {
              name: '天气查询',
              testLink: 'https://example.com/weather?city=北京',
              apiUrl: 'https://example.com/weather',
              provider: '示例数据',
              description: '按城市查询天气',
              type: 1,
              tags: [1],
              visibility: 'public',
              copyright: '示例数据 ©',
              relatedArticles: [],
              needToken: false,
            },
          ],
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
        response: { 200: envelopeSchema(obj({ apiid: int })), ...idempotencyResponses },
      },
    },
    async (req, reply) => {
      const key = idempotencyKeyOf(req.headers);
      const { result, replayed } = await opts.services.idempotency.run(
        key === null ? null : { scope: 'POST /api/system/apiAdd', principal: principalOf(req.user, req.ip), key, request: req.body },
        async (unit) => ok({ apiid: await admin.addApi(req.user, req.body, unit) }, langOf(req) === 'zh' ? '接口创建成功' : 'API created'),
      );
      if (replayed) void reply.header(REPLAYED_HEADER, 'true');
      return result;
    },
  );

  app.get<{
    Querystring: {
      ipAddress?: string;
      startTime?: string;
      endTime?: string;
      page?: number;
      pageSize?: number;
    };
  }>(
    '/api/system/logs',
    {
      preValidation: gate(adminPolicy.readConsole),
      schema: {
        ...doc(
          'Access log · 访问日志',
          'Filtered by IP address (a part of it, any case) and time range, newest first. Pages reach the first 10,000 matching entries (narrow the time range to see older ones; deeper pages answer 400); total is exact up to 1,000 and an estimate beyond.',
        ),
        querystring: {
          type: 'object',
          properties: {
            ipAddress: { type: 'string', maxLength: 64 },
            startTime: { type: 'string', format: 'date-time' },
            endTime: { type: 'string', format: 'date-time' },
            ...pageProps,
          },
        },
        response: { 200: envelopeSchema(arrayOf(logSchema), { total: int }) },
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
      const { items, total } = await admin.logs(req.user, filter);
      return { ...ok(items.map(restAccessLog)), total };
    },
  );

  app.get<{ Querystring: UserFilter }>(
    '/api/system/userList',
    {
      preValidation: gate(adminPolicy.readConsole),
      schema: {
        ...doc(
          'Users · 用户管理',
          'Filtered by account, username, status and role (1 administrator, 0 user).',
        ),
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
        response: { 200: envelopeSchema(arrayOf(userRowSchema), { total: int }) },
      },
    },
    async (req) => {
      const { items, total } = await admin.users(req.user, req.query);
      return { ...ok(items.map(restUser)), total };
    },
  );

  /** The BaseParams view: its problem types listed as problemList, each name as kind. */
  const baseParms = restSchemaOf(BaseParams, {
    rename: { problemTypes: 'problemList' },
    fields: { problemTypes: arrayOf(restSchemaOf(NamedItem, { rename: { name: 'kind' } })) },
  });
  app.get(
    '/api/system/baseParms',
    {
      preValidation: gate(adminPolicy.readConsole),
      schema: {
        ...doc(
          'Report form data · 反馈表单数据',
          'Administrators and problem types for the admin problem report.',
        ),
        response: { 200: envelopeSchema(baseParms) },
      },
    },
    async (req) => {
      const lang = langOf(req);
      const { admins, problemTypes } = await admin.baseParms(req.user);
      return ok({ admins, problemList: problemTypes.map((p) => ({ id: p.id, kind: named(p, lang).name })) });
    },
  );

  app.get(
    '/api/system/getTopSpace',
    {
      preValidation: gate(adminPolicy.readConsole),
      schema: {
        ...doc('Workspaces · 工作空间'),
        response: { 200: envelopeSchema(arrayOf(restSchemaOf(NamedItem))) },
      },
    },
    async (req) => {
      const lang = langOf(req);
      return ok((await admin.workspaces(req.user)).map((w) => named(w, lang)));
    },
  );

  /** The Policies view under the SPEC's names: an alarm policy's name is alarmpolicy, a shutdown policy's policy. */
  const shownPolicy = ['id', 'policy', 'threshold'] as const;
  const policies = restSchemaOf(Policies, {
    rename: { alarm: 'apiAlarmPolicies', shutdown: 'apiShutdownPolicies' },
    fields: {
      alarm: arrayOf(restSchemaOf(Policy, { pick: shownPolicy, rename: { policy: 'alarmpolicy' } })),
      shutdown: arrayOf(restSchemaOf(Policy, { pick: shownPolicy })),
    },
  });
  app.get(
    '/api/system/basePolicy',
    {
      preValidation: gate(adminPolicy.readPlatformPolicies),
      schema: {
        ...doc('Alarm and shutdown policies · 告警与下架策略'),
        response: { 200: envelopeSchema(policies) },
      },
    },
    async (req) => {
      const lang = langOf(req);
      const { alarm, shutdown } = await admin.policies(req.user);
      return ok({
        apiAlarmPolicies: alarm.map((p) => ({ id: p.id, alarmpolicy: policy(p, lang).policy, threshold: p.threshold })),
        apiShutdownPolicies: shutdown.map((p) => policy(p, lang)),
      });
    },
  );
}
