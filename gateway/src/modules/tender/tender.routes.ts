import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParams, ok } from '../../core/envelope.js';
import { doc } from '../../core/json-schema.js';
import { pickLang } from '../../core/lang.js';
import { gate } from '../../core/guards.js';
import { PAGED_LISTS, pagingQuery } from '../../core/paging.js';
import { tenderPolicy } from './tender.policy.js';
import { idempotencyHeaders, idempotencyResponses } from '../idempotency/idempotency.presenter.js';
import { idempotencyKeyOf, principalOf, REPLAYED_HEADER, type IdempotencyService } from '../idempotency/idempotency.service.js';
import { adminTenderList, adminTenderOne, tenderList, tenderOne, toRest } from './tender.presenter.js';
import { TENDER_LIMITS, TENDER_STATUSES } from './tender.rules.js';
import type { TenderFilter, TenderService } from './tender.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { tender: TenderService; idempotency: IdempotencyService };

const listQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...TENDER_STATUSES] },
    keyword: { type: 'string', maxLength: TENDER_LIMITS.keywordMax, description: 'Matches title and description.' },
    sort: { type: 'string', enum: ['votes', 'newest'], description: 'Public default votes; admin default newest.' },
    ...pagingQuery(PAGED_LISTS.tender),
  },
} as const;

const submitBody = {
  type: 'object',
  required: ['title', 'description'],
  properties: {
    title: { type: 'string', minLength: TENDER_LIMITS.titleMin, maxLength: TENDER_LIMITS.titleMax },
    description: { type: 'string', minLength: TENDER_LIMITS.descriptionMin, maxLength: TENDER_LIMITS.descriptionMax },
    categoryId: { type: ['integer', 'null'], description: 'A category id from the market’s categories (optional).' },
    exampleUse: { type: ['string', 'null'], maxLength: TENDER_LIMITS.exampleUseMax, description: 'How you would use it, or an upstream you know.' },
    contact: { type: ['string', 'null'], maxLength: TENDER_LIMITS.contactMax, description: 'Seen by administrators only.' },
  },
} as const;

const updateBody = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: [...TENDER_STATUSES] },
    responseNote: { type: ['string', 'null'], maxLength: TENDER_LIMITS.responseNoteMax, description: 'Shown publicly.' },
    fulfilledApiId: { type: ['integer', 'null'], description: 'Required with fulfilled: an existing API.' },
  },
} as const;

const jsonBody = (schema: object, example: object) => ({
  required: true,
  content: { 'application/json': { schema, example } },
});

/** Anything but an object body is the caller's mistake (400 with the service's message for the fields). */
const fieldsOf = (req: FastifyRequest): Record<string, unknown> => {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

const callerOf = (req: FastifyRequest) => ({ user: req.user, ip: req.ip, lang: pickLang(req.headers, req.query) });

/** API requests (需求征集) over REST: not in SPEC §7, so clean paths under /api/tenderRequests. */
export async function tenderRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { tender, idempotency } = opts.services;

  app.get(
    '/api/tenderRequests',
    {
      schema: {
        ...doc('API requests · API 需求', 'Everyone: requests for APIs the market lacks, most wanted first. Public fields only.'),
        querystring: listQuery,
        response: { 200: tenderList },
      },
    },
    async (req) => {
      const page = await tender.list(req.query as TenderFilter, callerOf(req));
      return { ...ok(page.items.map(toRest)), total: page.total };
    },
  );

  app.post(
    '/api/tenderRequests',
    {
      schema: {
        ...doc(
          'Submit an API request · 提交 API 需求',
          'Anyone, signed in or not: title 2–80 characters, description 10–2000; category, example use and contact optional. RATE_LIMIT_TENDER_IP per address.',
        ),
        headers: idempotencyHeaders,
        // The service checks the fields so its message (zh/en) reaches the caller; the document shows them.
        body: { type: 'object' },
        'x-request-body': jsonBody(submitBody, {
          title: '快递物流查询',
          description: '希望能按单号查询主流快递公司的物流轨迹',
          categoryId: null,
          exampleUse: '电商订单详情页展示物流进度',
          contact: 'me@example.com',
        }),
        response: { 200: tenderOne, ...idempotencyResponses },
      },
    },
    async (req, reply: FastifyReply) => {
      const fields = fieldsOf(req);
      const key = idempotencyKeyOf(req.headers);
      const lang = pickLang(req.headers, req.query);
      const { result, replayed } = await idempotency.run(
        key === null ? null : { scope: 'POST /api/tenderRequests', principal: principalOf(req.user, req.ip), key, request: fields },
        async (unit) => ok(toRest(await tender.submit(fields, callerOf(req), unit)), lang === 'zh' ? '需求已提交' : 'Request submitted'),
      );
      if (replayed) void reply.header(REPLAYED_HEADER, 'true');
      return result;
    },
  );

  app.post(
    '/api/tenderRequests/:id/vote',
    {
      schema: {
        ...doc('Vote for an API request · 我也需要', 'Anyone: one vote per account, or per address for visitors; again changes nothing.'),
        params: idParams,
        response: { 200: tenderOne },
      },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      return ok(toRest(await tender.vote(Number(id), callerOf(req))));
    },
  );

  app.get(
    '/api/tenderRequests/admin',
    {
      preValidation: gate(tenderPolicy.readAdmin),
      schema: {
        ...doc('API requests, for administrators · API 需求管理', 'With the contact and the requester’s account; newest first.'),
        querystring: listQuery,
        response: { 200: adminTenderList },
      },
    },
    async (req) => {
      const page = await tender.adminList(req.query as TenderFilter, callerOf(req));
      return { ...ok(page.items.map(toRest)), total: page.total };
    },
  );

  app.patch(
    '/api/tenderRequests/:id',
    {
      preValidation: gate(tenderPolicy.answer),
      schema: {
        ...doc(
          'Answer an API request · 处理 API 需求',
          'Administrators: status, public response note, and the API that fulfils it (required with fulfilled). A signed-in requester is notified of a status change.',
        ),
        params: idParams,
        body: { type: 'object' },
        'x-request-body': jsonBody(updateBody, { status: 'fulfilled', responseNote: '已上线', fulfilledApiId: 1 }),
        response: { 200: adminTenderOne },
      },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const b = fieldsOf(req);
      const saved = await tender.update(Number(id), { status: b.status, responseNote: b.responseNote, fulfilledApiId: b.fulfilledApiId }, req.user, pickLang(req.headers, req.query));
      return ok(toRest(saved));
    },
  );
}
