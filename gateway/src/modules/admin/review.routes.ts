import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin, requireUser } from '../../http/auth.js';
import { envelopeSchema, ok } from '../../http/envelope.js';
import { pickLang } from '../../http/lang.js';
import type { Services } from '../../services.js';
import { adminOnly, signedInOnly } from '../accounts/guards.js';
import type { PublishInput } from './review.service.js';

const say = (req: FastifyRequest, zh: string, en: string) => (pickLang(req.headers, req.query) === 'zh' ? zh : en);
const any = {} as const;
const apiIdQuery = { type: 'object', required: ['apiId'], properties: { apiId: { type: 'integer', minimum: 1 } } } as const;

/** Review and publish (SPEC §7 admin table), plus the batch review. */
export async function reviewRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { review } = opts.services;
  const guard = { preValidation: adminOnly };

  app.get('/api/system/apiReview', { ...guard, schema: { response: { 200: envelopeSchema({ type: 'array', items: any }) } } }, async () =>
    ok(
      (await review.pending()).map((p) => ({
        id: p.apiId,
        apiid: p.apiId,
        reviewId: p.reviewId,
        name: p.name,
        description: p.description,
        creatorName: p.creatorName,
        createtime: p.submittedAt.toISOString(),
      })),
    ),
  );

  app.get<{ Querystring: { apiId: number } }>(
    '/api/system/passApi',
    { ...guard, schema: { querystring: apiIdQuery, response: { 200: envelopeSchema(any) } } },
    async (req) => {
      await review.decide(requireAdmin(req.user), [req.query.apiId], true);
      return ok(null, say(req, '接口审核通过', 'API passed'));
    },
  );

  app.get<{ Querystring: { apiId: number; comment?: string } }>(
    '/api/system/reject',
    {
      ...guard,
      schema: {
        querystring: { ...apiIdQuery, properties: { ...apiIdQuery.properties, comment: { type: 'string', maxLength: 2000 } } },
        response: { 200: envelopeSchema(any) },
      },
    },
    async (req) => {
      await review.decide(requireAdmin(req.user), [req.query.apiId], false, req.query.comment);
      return ok(null, say(req, '接口已驳回', 'API rejected'));
    },
  );

  app.post<{ Body: { apiIds: number[]; action: 'pass' | 'reject'; comment?: string } }>(
    '/api/system/batchReview',
    {
      ...guard,
      schema: {
        body: {
          type: 'object',
          required: ['apiIds', 'action'],
          properties: {
            apiIds: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } },
            action: { type: 'string', enum: ['pass', 'reject'] },
            comment: { type: 'string', maxLength: 2000 },
          },
        },
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'integer' } }) },
      },
    },
    async (req) => {
      const pass = req.body.action === 'pass';
      const ids = await review.decide(requireAdmin(req.user), req.body.apiIds, pass, req.body.comment);
      return ok(ids, pass ? say(req, '批量审核通过', 'APIs passed') : say(req, '批量驳回成功', 'APIs rejected'));
    },
  );

  app.get<{ Querystring: { modeId: number } }>(
    '/api/system/changeMode',
    {
      ...guard,
      schema: {
        querystring: { type: 'object', required: ['modeId'], properties: { modeId: { type: 'integer' } } },
        response: { 200: envelopeSchema(any) },
      },
    },
    async (req) => ok({ currentMode: await review.changeMode(req.query.modeId) }, say(req, '审核模式切换成功', 'Review mode switched')),
  );

  app.get('/api/system/reviewMode', { ...guard, schema: { response: { 200: envelopeSchema(any, { currentMode: { type: 'integer' } }) } } }, async (req) => {
    const { currentMode, modes } = await review.mode();
    const zh = pickLang(req.headers, req.query) === 'zh';
    return { ...ok(modes.map((m) => ({ id: m.id, name: zh ? m.name : m.nameEn }))), currentMode };
  });

  // "My reviews" for a creator, every review for an admin.
  app.get(
    '/api/system/auditList',
    { preValidation: signedInOnly, schema: { response: { 200: envelopeSchema({ type: 'array', items: any }) } } },
    async (req) =>
      ok(
        (await review.auditList(requireUser(req.user))).map((a) => ({
          apiid: a.apiId,
          name: a.name,
          note: a.note,
          status: a.status,
          createtime: a.createdAt.toISOString(),
          time: (a.reviewedAt ?? a.createdAt).toISOString(),
          reason: a.comment,
        })),
      ),
  );

  app.post<{ Body: PublishInput }>(
    '/api/system/publishApi',
    {
      ...guard,
      schema: {
        body: {
          type: 'object',
          required: ['apiId', 'type'],
          properties: {
            apiId: { type: 'integer', minimum: 1 },
            type: { type: 'string', maxLength: 10 },
            threshold: { type: 'integer' },
            delayThreshold: { type: 'integer' },
            alertThreshold: { type: 'integer' },
            offThreshold: { type: 'integer' },
            attackProtection: { type: 'string', maxLength: 200 },
            tokenRule: { type: 'string', maxLength: 200 },
          },
        },
        response: { 200: envelopeSchema(any) },
      },
    },
    async (req) => {
      await review.publish(requireAdmin(req.user), req.body);
      return ok(null, say(req, '发布成功', 'Published'));
    },
  );
}
