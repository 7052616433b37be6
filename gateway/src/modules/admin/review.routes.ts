import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, ok } from '../../core/envelope.js';
import { arrayOf, doc, int, nullable, obj, str } from '../../core/json-schema.js';
import { pickLang } from '../../core/lang.js';
import { gate } from '../../core/guards.js';
import { reviewPolicy } from './admin.policy.js';
import type { PublishInput } from './review.service.js';
import type { ReviewService } from './review.service.js';
import { presentChanges } from '../versions/change-classes.rules.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { RevisionParam } from '../authoring/authoring.types.js';
import { AuditItem, RevisionMarker } from './review.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { review: ReviewService };


const say = (req: FastifyRequest, zh: string, en: string) =>
  pickLang(req.headers, req.query) === 'zh' ? zh : en;
const dateTime = { type: 'string', format: 'date-time' } as const;
/** A revision under review: the RevisionMarker view under its REST names, its parameters without their location. */
const revisionSchema = restSchemaOf(RevisionMarker, {
  pick: ['number', 'changedFields', 'address', 'liveAddress', 'requestMethod', 'responseFormat', 'responseExample', 'parameters', 'breaking', 'changes', 'versionOverride'],
  fields: { parameters: arrayOf(restSchemaOf(RevisionParam, { pick: ['name', 'note', 'type', 'required', 'example'], rename: { note: 'description' } })) },
});
const pendingSchema = obj({
  id: int,
  apiid: int,
  reviewId: int,
  name: str,
  description: str,
  creatorName: nullable(str),
  prototype: { type: 'integer', enum: [0, 1], description: '1: a prototype (原型): published, its callers get the mock answer, not an upstream (issue #29).' },
  createtime: dateTime,
  version: {
    ...str,
    description: 'The version of what is shown (a hash of the form, the contract and the revision): pass it back as `version` to passApi, reject or batchReview; a decision fails with 409 once the creator changed anything.',
  },
  revision: {
    anyOf: [revisionSchema, { type: 'null' }],
    description: 'Set when the submission is a revision of a published API (its address, method or parameters changed).',
  },
});
/** SPEC §3 audit item: the AuditItem view under its REST names. */
const auditSchema = restSchemaOf(AuditItem);
const nothing = envelopeSchema({ type: 'null' });
const version = {
  type: 'string',
  maxLength: 64,
  description: 'The pending review’s version as loaded from apiReview: the decision fails with 409 (changed since you opened it) if the creator changed anything since.',
} as const;
const apiIdQuery = {
  type: 'object',
  required: ['apiId'],
  properties: { apiId: { type: 'integer', minimum: 1 }, version },
} as const;
const changedOrConflict = errorEnvelopeSchema(409, 'The API is not in a status this action applies to, or changed since the version given.');

/** Review and publish (SPEC §7 admin table), plus the batch review. */
export async function reviewRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { review } = opts.services;

  app.get(
    '/api/system/apiReview',
    {
      preValidation: gate(reviewPolicy.readPending),
      schema: {
        ...doc('Pending reviews · 待审核列表'),
        response: { 200: envelopeSchema(arrayOf(pendingSchema)) },
      },
    },
    async (req) =>
      ok(
        (await review.pending(req.user)).map((p) => ({
          id: p.apiId,
          apiid: p.apiId,
          reviewId: p.reviewId,
          name: p.name,
          description: p.description,
          creatorName: p.creatorName,
          prototype: p.isPrototype ? 1 : 0,
          createtime: p.submittedAt.toISOString(),
          version: p.version,
          revision: p.revision && {
            number: p.revision.number,
            changedFields: p.revision.changedFields,
            apiurl: p.revision.address,
            liveApiurl: p.revision.liveAddress,
            rqsType: p.revision.method,
            resType: p.revision.responseFormat,
            respose: p.revision.responseExample,
            parameters: p.revision.params.map((x) => ({ name: x.name, description: x.note, type: x.type, required: x.required, example: x.example })),
            // Each difference classified breaking or not (issue #30).
            breaking: p.revision.breaking,
            changes: presentChanges(p.revision.changes),
            versionOverride: p.revision.versionOverride,
          },
        })),
      ),
  );

  app.get<{ Querystring: { apiId: number; version?: string } }>(
    '/api/system/passApi',
    {
      preValidation: gate(reviewPolicy.decide),
      schema: {
        ...doc('Pass a review · 审核通过', 'Approves: a new API stays unreleased (awaitingRelease in the creator\'s list) until publishApi or the creator\'s submitParms releases it with a gray or full rollout; a revision waits for its release the same way.'),
        querystring: apiIdQuery,
        response: { 200: nothing, 409: changedOrConflict },
      },
    },
    async (req) => {
      await review.decide(req.user, [req.query.apiId], true, undefined, [req.query.version]);
      return ok(null, say(req, '接口审核通过', 'API passed'));
    },
  );

  app.get<{ Querystring: { apiId: number; comment?: string; version?: string } }>(
    '/api/system/reject',
    {
      preValidation: gate(reviewPolicy.decide),
      schema: {
        ...doc(
          'Reject a review · 审核驳回',
          'The API becomes review-failed (-3); comment is the reason the creator sees.',
        ),
        querystring: {
          ...apiIdQuery,
          properties: { ...apiIdQuery.properties, comment: { type: 'string', maxLength: 2000 } },
        },
        response: { 200: nothing, 409: changedOrConflict },
      },
    },
    async (req) => {
      await review.decide(req.user, [req.query.apiId], false, req.query.comment, [req.query.version]);
      return ok(null, say(req, '接口已驳回', 'API rejected'));
    },
  );

  app.post<{ Body: { apiIds: number[]; action: 'pass' | 'reject'; comment?: string; versions?: string[] } }>(
    '/api/system/batchReview',
    {
      preValidation: gate(reviewPolicy.decide),
      schema: {
        ...doc(
          'Batch review · 批量审核',
          'Pass or reject several pending APIs at once; data lists the ids decided.',
        ),
        body: {
          type: 'object',
          required: ['apiIds', 'action'],
          examples: [{ apiIds: [12, 13], action: 'pass' }],
          properties: {
            apiIds: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } },
            action: { type: 'string', enum: ['pass', 'reject'] },
            comment: { type: 'string', maxLength: 2000 },
            versions: {
              type: 'array',
              maxItems: 100,
              items: { type: 'string', maxLength: 64 },
              description: 'The version of each pending review as loaded, in the order of apiIds: one changed since fails the whole batch (409).',
            },
          },
        },
        response: { 200: envelopeSchema({ type: 'array', items: { type: 'integer' } }), 409: changedOrConflict },
      },
    },
    async (req) => {
      const pass = req.body.action === 'pass';
      const ids = await review.decide(req.user, req.body.apiIds, pass, req.body.comment, req.body.versions);
      return ok(
        ids,
        pass ? say(req, '批量审核通过', 'APIs passed') : say(req, '批量驳回成功', 'APIs rejected'),
      );
    },
  );

  app.get<{ Querystring: { modeId: number } }>(
    '/api/system/changeMode',
    {
      preValidation: gate(reviewPolicy.changeMode),
      schema: {
        ...doc('Switch the review mode · 切换审核模式', 'modeId 1 manual review, 2 automatic.'),
        querystring: { type: 'object', required: ['modeId'], properties: { modeId: { type: 'integer' } } },
        response: { 200: envelopeSchema(obj({ currentMode: int })) },
      },
    },
    async (req) =>
      ok(
        { currentMode: await review.changeMode(req.user, req.query.modeId) },
        say(req, '审核模式切换成功', 'Review mode switched'),
      ),
  );

  app.get(
    '/api/system/reviewMode',
    {
      preValidation: gate(reviewPolicy.readMode),
      schema: {
        ...doc('Review modes · 审核模式', 'data lists the modes; currentMode is the one in force.'),
        response: { 200: envelopeSchema(arrayOf(obj({ id: int, name: str })), { currentMode: int }) },
      },
    },
    async (req) => {
      const { currentMode, modes } = await review.mode(req.user);
      const zh = pickLang(req.headers, req.query) === 'zh';
      return { ...ok(modes.map((m) => ({ id: m.id, name: zh ? m.name : m.nameEn }))), currentMode };
    },
  );

  // "My reviews" for a creator, every review for an admin.
  app.get(
    '/api/system/auditList',
    {
      preValidation: gate(reviewPolicy.readAudits),
      schema: {
        ...doc('Audit list · 审核记录', 'A creator sees their own reviews, an administrator every review.'),
        response: { 200: envelopeSchema(arrayOf(auditSchema)) },
      },
    },
    async (req) =>
      ok(
        (await review.auditList(req.user)).map((a) => ({
          apiid: a.apiId,
          name: a.name,
          note: a.note,
          status: a.status,
          createtime: a.createdAt.toISOString(),
          time: (a.reviewedAt ?? a.createdAt).toISOString(),
          reason: a.comment,
          revision: a.revisionNumber,
        })),
      ),
  );

  app.post<{ Body: PublishInput }>(
    '/api/system/publishApi',
    {
      preValidation: gate(reviewPolicy.publish),
      schema: {
        ...doc(
          'Publish with a rollout policy · 发布接口',
          'Releases an approved API (or a passed revision) with its rollout — type gray (to a share of callers, threshold in ten-thousandths) or full — and stores the thresholds that drive the traffic policies (alert, shutdown, gray rollback).',
        ),
        body: {
          type: 'object',
          required: ['apiId', 'type'],
          examples: [
            {
              apiId: 12,
              type: 'gray',
              threshold: 1000,
              delayThreshold: 2000,
              alertThreshold: 100,
              offThreshold: 500,
              attackProtection: '开启',
              tokenRule: '无需令牌',
            },
          ],
          properties: {
            apiId: { type: 'integer', minimum: 1 },
            type: { type: 'string', maxLength: 10 },
            threshold: { type: 'integer' },
            delayThreshold: { type: 'integer' },
            alertThreshold: { type: 'integer' },
            offThreshold: { type: 'integer' },
            attackProtection: { type: 'string', maxLength: 200 },
            tokenRule: {
              type: 'string',
              maxLength: 200,
              description:
                'none (无需令牌), token-or-key (需要登录令牌或 API Key) or api-key-only (仅 API Key); the labels are accepted too. The proxy applies the stricter of this and the API’s isneedtoken. Empty = none.',
            },
          },
        },
        response: { 200: nothing },
      },
    },
    async (req) => {
      await review.publish(req.user, req.body);
      return ok(null, say(req, '发布成功', 'Published'));
    },
  );
}
