import { SUBSCRIPTION_REASON_MAX, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@api-market/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, idParams, ok } from '../../core/envelope.js';
import { gate } from '../../core/guards.js';
import { plansPolicy } from './plans.policy.js';
import { arrayOf, bool, doc, int, nullable, obj, rowId, str } from '../../core/json-schema.js';
import { PAGED_LISTS, pagingQuery } from '../../core/paging.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { Plan, PlanAnalytics, SubscriptionAdminView, UsageDay } from './plans.types.js';
import type { PlanService } from './plan.service.js';
import type { PlanInput } from './plan.rules.js';
import type { SubscriptionService, SubscriptionView } from './subscription.service.js';
import type { UsageService } from './usage.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { plans: PlanService; subscriptions: SubscriptionService; usage: UsageService };

/** The REST answers, derived from the GraphQL views (plans.types.ts): each declared once. */
const plan = restSchemaOf(Plan);

const planBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  examples: [{ name: '免费版', nameEn: 'Free', dailyQuota: 100, monthlyQuota: 3000, ratePerSecond: 5, overage: 'refuse', needsApproval: false, isDefault: true }],
  properties: {
    name: str,
    nameEn: nullable(str),
    dailyQuota: nullable(int),
    monthlyQuota: nullable(int),
    ratePerSecond: nullable(int),
    overage: nullable(str),
    needsApproval: nullable(bool),
    isDefault: nullable(bool),
  },
} as const;

const subscription = restSchemaOf(SubscriptionAdminView);
const usageDay = restSchemaOf(UsageDay);

const planIdParams = { type: 'object', required: ['planId'], properties: { planId: idParams.properties.id } } as const;
const dateParam = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const conflict = (what: string) => errorEnvelopeSchema(409, what);

const present = (s: SubscriptionView) => ({ ...s, createdAt: s.createdAt.toISOString(), requestedAt: s.requestedAt?.toISOString() ?? null });

type IdReq = FastifyRequest<{ Params: { id: string } }>;

export async function plansRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { plans, subscriptions, usage } = opts.services;

  app.get(
    '/api/apis/:id/plans',
    {
      schema: {
        ...doc('Plans of an API · 接口套餐', 'The published plans, default first, with their limits in words.'),
        params: idParams,
        response: { 200: envelopeSchema(arrayOf(plan)) },
      },
    },
    async (req: IdReq) => ok(await plans.list(Number(req.params.id), req.user ?? null)),
  );

  app.post<{ Params: { id: string }; Body: PlanInput }>(
    '/api/apis/:id/plans',
    {
      preValidation: gate(plansPolicy.manage),
      schema: {
        ...doc(
          'Create a plan · 创建套餐',
          'The API’s creator. dailyQuota 1–10,000,000, monthlyQuota 1–300,000,000, ratePerSecond 1–10,000 (null: no limit); overage "refuse" (429 past the quota) or "allow" (counted as overage). At most 10 plans, one default.',
        ),
        params: idParams,
        body: planBody,
        response: { 200: envelopeSchema(plan), 409: conflict('The API already has 10 plans.') },
      },
    },
    async (req) => ok(await plans.create(req.user, Number(req.params.id), req.body)),
  );

  app.put<{ Params: { id: string }; Body: { requiresSubscription: boolean } }>(
    '/api/apis/:id/planSettings',
    {
      preValidation: gate(plansPolicy.manage),
      schema: {
        ...doc(
          'Require a subscription · 要求订阅',
          'The API’s creator. When the API’s token rule is api-key-only, a key without a live subscription is refused (401).',
        ),
        params: idParams,
        body: {
          type: 'object',
          required: ['requiresSubscription'],
          additionalProperties: false,
          properties: { requiresSubscription: bool },
        },
        response: { 200: envelopeSchema(obj({ requiresSubscription: bool })) },
      },
    },
    async (req) => {
      const required = await plans.setRequiresSubscription(req.user, Number(req.params.id), req.body.requiresSubscription);
      return ok({ requiresSubscription: required });
    },
  );

  app.put<{ Params: { planId: string }; Body: PlanInput }>(
    '/api/plans/:planId',
    {
      preValidation: gate(plansPolicy.manage),
      schema: {
        ...doc('Change a plan · 修改套餐', 'New limits apply from the next day (daily) and month (monthly); subscribers are notified.'),
        params: planIdParams,
        body: planBody,
        response: { 200: envelopeSchema(plan) },
      },
    },
    async (req) => ok(await plans.update(req.user, Number(req.params.planId), req.body)),
  );

  app.delete<{ Params: { planId: string } }>(
    '/api/plans/:planId',
    {
      preValidation: gate(plansPolicy.manage),
      schema: {
        ...doc('Delete a plan · 删除套餐', 'No new subscriptions; its current subscribers keep it until they switch or leave.'),
        params: planIdParams,
        response: { 200: envelopeSchema(plan) },
      },
    },
    async (req) => ok(await plans.remove(req.user, Number(req.params.planId))),
  );

  app.post<{ Body: { apiId: number; planId: number; keyId: number } }>(
    '/api/subscriptions',
    {
      preValidation: gate(plansPolicy.subscribe),
      schema: {
        ...doc(
          'Subscribe · 订阅套餐',
          'Ties one of your keys to a plan of a published API; pending when the plan needs the creator’s approval. One live subscription per API (409).',
        ),
        body: {
          type: 'object',
          required: ['apiId', 'planId', 'keyId'],
          additionalProperties: false,
          examples: [{ apiId: 1, planId: 1, keyId: 1 }],
          properties: { apiId: rowId, planId: rowId, keyId: rowId },
        },
        response: { 200: envelopeSchema(subscription), 409: conflict('Already subscribed to this API, or the API is not published.') },
      },
    },
    async (req) => ok(present(await subscriptions.subscribe(req.user, req.body))),
  );

  app.get(
    '/api/user/subscriptions',
    {
      preValidation: gate(plansPolicy.subscribe),
      schema: {
        ...doc('My subscriptions · 我的订阅', 'With the calls counted today and this month (UTC+8) and what is left.'),
        response: { 200: envelopeSchema(arrayOf(subscription)) },
      },
    },
    async (req) => ok((await subscriptions.mine(req.user)).map(present)),
  );

  app.put<{ Params: { id: string }; Body: { planId: number } }>(
    '/api/subscriptions/:id',
    {
      preValidation: gate(plansPolicy.subscribe),
      schema: {
        ...doc(
          'Switch plans · 切换套餐',
          'This day’s and month’s limits become pro rata: the old plan’s for the time gone by, the new one’s for the rest. A plan that needs the creator’s approval is requested (`requestedPlanId`): the current plan goes on until the creator approves (the switch is made then) or declines. The current plan’s id withdraws a request.',
        ),
        params: idParams,
        body: { type: 'object', required: ['planId'], additionalProperties: false, properties: { planId: rowId } },
        response: { 200: envelopeSchema(subscription), 409: conflict('Not active, already on that plan, or that plan is already requested.') },
      },
    },
    async (req) => ok(present(await subscriptions.switchPlan(req.user, Number(req.params.id), req.body.planId))),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/subscriptions/:id',
    {
      preValidation: gate(plansPolicy.subscribe),
      schema: {
        ...doc(
          'Unsubscribe · 退订',
          'Immediate: the key’s next call is no longer counted against the plan. A subscription an administrator suspended cannot be ended until it is resumed (409).',
        ),
        params: idParams,
        response: { 200: envelopeSchema(subscription), 409: conflict('Suspended by an administrator: it cannot be ended while suspended.') },
      },
    },
    async (req) => ok(present(await subscriptions.unsubscribe(req.user, Number(req.params.id)))),
  );

  app.post<{ Params: { id: string } }>(
    '/api/subscriptions/:id/approve',
    {
      preValidation: gate(plansPolicy.manage),
      schema: {
        ...doc('Approve a subscription · 批准订阅', 'The API’s creator approves a request: a pending subscription becomes active, or a requested switch is made (pro rata from now).'),
        params: idParams,
        response: { 200: envelopeSchema(subscription), 409: conflict('No request of this subscription waits for approval.') },
      },
    },
    async (req) => {
      const user = req.user;
      return ok(present(await subscriptions.approve(user, Number(req.params.id), (apiId) => plans.mustOwn(user, apiId))));
    },
  );

  app.post<{ Params: { id: string }; Body: { reason?: string | null } | undefined }>(
    '/api/subscriptions/:id/decline',
    {
      preValidation: gate(plansPolicy.manage),
      schema: {
        ...doc(
          'Decline a request · 拒绝申请',
          'The API’s creator declines a request: a pending subscription ends; a requested switch is dropped and the subscription stays on its plan. The caller is notified, with the reason if given.',
        ),
        params: idParams,
        // No body at all is as good as no reason.
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          examples: [{ reason: '请先说明用途' }],
          properties: { reason: nullable({ type: 'string', maxLength: SUBSCRIPTION_REASON_MAX }) },
        },
        response: { 200: envelopeSchema(subscription), 409: conflict('No request of this subscription waits for approval.') },
      },
    },
    async (req) => {
      const user = req.user;
      const reason = req.body?.reason ?? null;
      return ok(present(await subscriptions.decline(user, Number(req.params.id), reason, (apiId) => plans.mustOwn(user, apiId))));
    },
  );

  app.get<{ Querystring: { apiId?: number; from?: string; to?: string } }>(
    '/api/user/usage',
    {
      preValidation: gate(plansPolicy.subscribe),
      schema: {
        ...doc('My usage · 我的用量', 'Per subscription and day (UTC+8): calls, counted (2xx) calls, overage, refusals by reason. Default: the last 30 days; at most 366.'),
        querystring: {
          type: 'object',
          properties: { apiId: rowId, from: dateParam, to: dateParam },
        },
        response: { 200: envelopeSchema(arrayOf(usageDay)) },
      },
    },
    async (req) => ok(await usage.mine(req.user, req.query)),
  );

  app.get<{ Params: { id: string }; Querystring: { days: number } }>(
    '/api/apis/:id/planAnalytics',
    {
      preValidation: gate(plansPolicy.manage),
      schema: {
        ...doc('Plan analytics · 套餐分析', 'The API’s creator: per plan and top subscribers over the last `days` days.'),
        params: idParams,
        querystring: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 366, default: 30 } } },
        response: {
          200: envelopeSchema(restSchemaOf(PlanAnalytics)),
        },
      },
    },
    async (req) => {
      const apiId = Number(req.params.id);
      await plans.mustOwn(req.user, apiId);
      return ok(await usage.analytics(apiId, req.query.days));
    },
  );

  const listQuery = {
    type: 'object',
    properties: {
      apiId: rowId,
      status: { type: 'string', enum: [...SUBSCRIPTION_STATUSES] },
      keyword: { type: 'string', maxLength: 50 },
      waiting: { type: 'boolean', description: 'Only requests waiting for an answer (pending subscriptions, requested switches).' },
      ...pagingQuery(PAGED_LISTS.subscriptions),
    },
  } as const;
  type ListQuery = { apiId?: number; status?: SubscriptionStatus; keyword?: string; waiting?: boolean; page: number; pageSize: number };
  type ListReq = FastifyRequest<{ Querystring: ListQuery }>;
  type Lister = (f: Parameters<SubscriptionService['adminList']>[0]) => ReturnType<SubscriptionService['adminList']>;
  const list = async (req: ListReq, read: Lister = (f) => subscriptions.adminList(f)) => {
    const { page, pageSize, ...f } = req.query;
    const { items, total } = await read({ ...f, limit: pageSize, offset: (page - 1) * pageSize });
    return { ...ok(items.map(present)), total };
  };
  const listResponse = { 200: envelopeSchema(arrayOf(subscription), { total: int }) };

  app.get<{ Params: { id: string }; Querystring: ListQuery }>(
    '/api/apis/:id/subscriptions',
    {
      preValidation: gate(plansPolicy.manage),
      schema: {
        ...doc('Subscriptions of my API · 接口的订阅', 'The API’s creator: its subscribers, pending requests among them.'),
        params: idParams,
        querystring: listQuery,
        response: listResponse,
      },
    },
    async (req) => {
      const apiId = Number(req.params.id);
      await plans.mustOwn(req.user, apiId);
      req.query.apiId = apiId;
      return list(req);
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/system/subscriptions',
    {
      preValidation: gate(plansPolicy.administer),
      schema: {
        ...doc('Every subscription · 全部订阅', 'Administrators, newest first; filter by API, status or part of the account / API name.'),
        querystring: listQuery,
        response: listResponse,
      },
    },
    async (req) => list(req, (f) => subscriptions.platformList(req.user, f)),
  );

  app.put<{ Params: { id: string }; Body: { suspended: boolean; reason?: string | null } }>(
    '/api/system/subscriptions/:id',
    {
      preValidation: gate(plansPolicy.administer),
      schema: {
        ...doc('Suspend or resume a subscription · 暂停或恢复订阅', 'Administrators. A suspended key’s calls answer 401 with the reason.'),
        params: idParams,
        body: {
          type: 'object',
          required: ['suspended'],
          additionalProperties: false,
          properties: { suspended: bool, reason: nullable(str) },
        },
        response: { 200: envelopeSchema(subscription), 409: conflict('Not in a state this change applies to.') },
      },
    },
    async (req) => {
      return ok(present(await subscriptions.suspend(req.user, Number(req.params.id), req.body.suspended, req.body.reason ?? null)));
    },
  );
}
