import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, idParams, ok } from '../../core/envelope.js';
import { doc, obj } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { Notification } from './authoring.types.js';
import { pickLang } from '../../core/lang.js';
import { gate } from '../../core/guards.js';
import { authoringPolicy, notificationPolicy } from './authoring.policy.js';
import type { ApiFormInput } from './api-form.rules.js';
import {
  apiFormSchema,
  changeEntrySchema,
  myApiSchema,
  publishConfigSchema,
  toRestChangeEntry,
  toRestMyApi,
} from './authoring.presenter.js';
import type { ApiRevisionService } from './api-revision.service.js';
import { idempotencyHeaders, idempotencyResponses } from '../idempotency/idempotency.presenter.js';
import {
  idempotencyKeyOf,
  principalOf,
  REPLAYED_HEADER,
  type IdempotencyService,
} from '../idempotency/idempotency.service.js';
import type { PublishConfigInput } from './authoring.service.js';
import type { AuthoringService } from './authoring.service.js';
import type { NotificationService } from './notification.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = {
  authoring: AuthoringService;
  notifications: NotificationService;
  revisions: ApiRevisionService;
  idempotency: IdempotencyService;
};


const say = (req: FastifyRequest, zh: string, en: string) =>
  pickLang(req.headers, req.query) === 'zh' ? zh : en;
const one = envelopeSchema(myApiSchema);

/** The creator's "My API" paths (SPEC §7, admin and author table). */
export async function authoringRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { authoring } = opts.services;

  app.get<{ Querystring: { name?: string; status?: number } }>(
    '/api/system/api/author/getApiList',
    {
      preValidation: gate(authoringPolicy.readOwn),
      schema: {
        ...doc(
          'My APIs · 我的接口',
          'The caller’s own APIs (My API), filtered by name and status.',
        ),
        querystring: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 100 }, status: { type: 'integer' } },
        },
        response: { 200: envelopeSchema({ type: 'array', items: myApiSchema }) },
      },
    },
    async (req) => ok((await authoring.listOwn(req.user, req.query)).map(toRestMyApi)),
  );

  app.post<{ Body: ApiFormInput }>(
    '/api/apis',
    {
      preValidation: gate(authoringPolicy.create),
      schema: {
        ...doc('Create an API · 新建接口', 'A new API is a draft (-1). Safe to retry with an Idempotency-Key.'),
        headers: idempotencyHeaders,
        body: apiFormSchema,
        response: { 200: one, ...idempotencyResponses },
      },
    },
    async (req, reply) => {
      const user = req.user;
      const key = idempotencyKeyOf(req.headers);
      const { result, replayed } = await opts.services.idempotency.run(
        key === null ? null : { scope: 'POST /api/apis', principal: principalOf(user, req.ip), key, request: req.body },
        async (unit) => ok(toRestMyApi(await authoring.create(user, req.body, unit)), say(req, '创建成功', 'Created')),
      );
      if (replayed) void reply.header(REPLAYED_HEADER, 'true');
      return result;
    },
  );

  app.put<{ Params: { id: string }; Body: ApiFormInput }>(
    '/api/apis/:id',
    {
      preValidation: gate(authoringPolicy.edit),
      schema: {
        ...doc(
          'Edit an API · 编辑接口',
          'PATCH semantics: a field left out of the body keeps its value (category: null clears it). Descriptive fields change at once. On a listed API (status ≥ 0) a change of the address, method, response format or example, or parameters, and turning isneedtoken off, becomes a revision (pendingRevision) that is reviewed and then released gray or full; until then the published version keeps serving. Turning isneedtoken on acts at once.',
        ),
        params: idParams,
        body: apiFormSchema,
        response: { 200: one },
      },
    },
    async (req) => {
      const { api, revision } = await authoring.update(req.user, Number(req.params.id), req.body);
      const message = !revision
        ? say(req, '更新成功', 'Updated')
        : revision.status === 'PENDING'
          ? say(req, `已保存；接口地址、方法或参数的修改作为修订 #${revision.number} 提交审核，审核通过并发布前仍使用已发布版本`, `Saved; the change of address, method or parameters is revision #${revision.number}, pending review — the published version serves until it is passed and released`)
          : say(req, `已保存；修订 #${revision.number} 已自动通过审核，发布后生效`, `Saved; revision #${revision.number} passed review automatically and takes effect once released`);
      return ok(toRestMyApi(api), message);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/apis/:id/revisions',
    {
      schema: {
        ...doc(
          'Change history · 变更记录',
          'Released revisions of the API, newest first, with what changed in parameters and answers against the one before. Private APIs answer 404 to everyone but their creator and administrators.',
        ),
        params: idParams,
        response: { 200: envelopeSchema({ type: 'array', items: changeEntrySchema }) },
      },
    },
    async (req) =>
      ok(
        (await opts.services.revisions.history(Number(req.params.id), req.user ?? null, pickLang(req.headers, req.query))).map(
          toRestChangeEntry,
        ),
      ),
  );

  app.put<{ Params: { id: string }; Body: { status: number } }>(
    '/api/apis/:id/status',
    {
      preValidation: gate(authoringPolicy.changeStatus),
      schema: {
        ...doc(
          'Publish or take offline · 发布/下架',
          'Draft (-1) → 1 (review or publish by mode; a draft that passed review and awaits its release is released in full), published (1) → offline (0); anything else is 409 当前状态不允许进行此操作.',
        ),
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          examples: [{ status: 1 }],
          properties: { status: { type: 'integer' } },
        },
        response: {
          200: one,
          409: errorEnvelopeSchema(409, 'The status change is not allowed from the current status.'),
        },
      },
    },
    async (req) => {
      const { api, published } = await authoring.changeStatus(
        req.user,
        Number(req.params.id),
        req.body.status,
      );
      const message =
        req.body.status === 0
          ? say(req, '下架成功', 'Taken offline')
          : published
            ? say(req, '发布成功', 'Published')
            : say(req, '已提交审核，请等待审核', 'Submitted for review');
      return ok(toRestMyApi(api), message);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/api/apiReject/:id',
    {
      preValidation: gate(authoringPolicy.readOwn),
      schema: {
        ...doc('Reject reason · 驳回原因', 'Default text 未提供具体原因 when the reviewer gave none.'),
        params: idParams,
        response: { 200: envelopeSchema(obj({ reject: { type: 'string' } })) },
      },
    },
    async (req) => {
      const reason = await authoring.rejectReason(req.user, Number(req.params.id));
      return ok({ reject: pickLang(req.headers, req.query) === 'zh' ? reason.zh : reason.en });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/apis/resubmit/:id',
    {
      preValidation: gate(authoringPolicy.resubmit),
      schema: {
        ...doc('Resubmit a rejected API · 重新提交审核'),
        params: idParams,
        response: { 200: one, 409: errorEnvelopeSchema(409, 'Only a rejected API, or one a traffic policy shut down, can be resubmitted.') },
      },
    },
    async (req) => {
      const { api, published } = await authoring.resubmit(req.user, Number(req.params.id));
      const message = published
        ? say(req, '重新提交成功，已自动通过', 'Resubmitted and approved automatically')
        : say(req, '重新提交成功，请等待审核', 'Resubmitted, please wait for review');
      return ok(toRestMyApi(api), message);
    },
  );

  app.post<{ Body: PublishConfigInput }>(
    '/api/system/publish/submitParms',
    {
      preValidation: gate(authoringPolicy.requestRollout),
      schema: {
        ...doc(
          'Rollout config · 发布配置',
          'Gray (grayScale 100–10000) or full release (10000), with the parameter list. An API that passed review and is not released yet (awaitingRelease), or a passed revision, is released with this rollout.',
        ),
        body: publishConfigSchema,
        response: { 200: envelopeSchema({ type: 'null' }, { msg: { type: 'string' } }) },
      },
    },
    async (req) => {
      await authoring.submitPublishConfig(req.user, req.body);
      const message = say(req, '发布配置成功', 'Publish configuration saved');
      return { ...ok(null, message), msg: message };
    },
  );
}

const notificationSchema = restSchemaOf(Notification);

/** A signed-in user's notifications, with read/unread. */
export async function notificationRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { notifications } = opts.services;

  app.get<{ Querystring: { unread?: boolean } }>(
    '/api/notifications',
    {
      preValidation: gate(notificationPolicy.readOwn),
      schema: {
        ...doc('My notifications · 我的通知', 'Newest first; unread counts the unread ones.'),
        querystring: { type: 'object', properties: { unread: { type: 'boolean' } } },
        response: {
          200: envelopeSchema({ type: 'array', items: notificationSchema }, { unread: { type: 'integer' } }),
        },
      },
    },
    async (req) => {
      const { items, unread } = await notifications.list(req.user, req.query.unread === true);
      const zh = pickLang(req.headers, req.query) === 'zh';
      return {
        ...ok(
          items.map((n) => ({
            ...n,
            message: zh ? n.message : n.messageEn,
            createdAt: n.createdAt.toISOString(),
          })),
        ),
        unread,
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/notifications/:id/read',
    {
      preValidation: gate(notificationPolicy.markRead),
      schema: {
        ...doc('Mark one read · 标记已读'),
        params: idParams,
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (req) => {
      await notifications.markRead(req.user, Number(req.params.id));
      return ok(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      preValidation: gate(notificationPolicy.markRead),
      schema: {
        ...doc('Mark all read · 全部已读', 'data: how many were marked.'),
        response: { 200: envelopeSchema({ type: 'integer' }) },
      },
    },
    async (req) => ok(await notifications.markAllRead(req.user)),
  );
}
