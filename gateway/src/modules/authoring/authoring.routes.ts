import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth.js';
import { envelopeSchema, idParams, ok } from '../../http/envelope.js';
import { pickLang } from '../../http/lang.js';
import type { Services } from '../../services.js';
import { signedInOnly } from '../accounts/guards.js';
import type { ApiFormInput } from './api-form.js';
import { apiFormSchema, myApiSchema, publishConfigSchema, toRestMyApi } from './authoring.presenter.js';
import type { PublishConfigInput } from './authoring.service.js';

const say = (req: FastifyRequest, zh: string, en: string) => (pickLang(req.headers, req.query) === 'zh' ? zh : en);
const one = envelopeSchema(myApiSchema);

/** The creator's "My API" paths (SPEC §7, admin and author table). */
export async function authoringRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { authoring } = opts.services;
  const guard = { preValidation: signedInOnly };

  app.get<{ Querystring: { name?: string; status?: number } }>(
    '/api/system/api/author/getApiList',
    {
      ...guard,
      schema: {
        querystring: { type: 'object', properties: { name: { type: 'string', maxLength: 100 }, status: { type: 'integer' } } },
        response: { 200: envelopeSchema({ type: 'array', items: myApiSchema }) },
      },
    },
    async (req) => ok((await authoring.listOwn(requireUser(req.user), req.query)).map(toRestMyApi)),
  );

  app.post<{ Body: ApiFormInput }>(
    '/api/apis',
    { ...guard, schema: { body: apiFormSchema, response: { 200: one } } },
    async (req) => ok(toRestMyApi(await authoring.create(requireUser(req.user), req.body)), say(req, '创建成功', 'Created')),
  );

  app.put<{ Params: { id: string }; Body: ApiFormInput }>(
    '/api/apis/:id',
    { ...guard, schema: { params: idParams, body: apiFormSchema, response: { 200: one } } },
    async (req) =>
      ok(toRestMyApi(await authoring.update(requireUser(req.user), Number(req.params.id), req.body)), say(req, '更新成功', 'Updated')),
  );

  app.put<{ Params: { id: string }; Body: { status: number } }>(
    '/api/apis/:id/status',
    {
      ...guard,
      schema: {
        params: idParams,
        body: { type: 'object', required: ['status'], properties: { status: { type: 'integer' } } },
        response: { 200: one },
      },
    },
    async (req) => {
      const { api, published } = await authoring.changeStatus(requireUser(req.user), Number(req.params.id), req.body.status);
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
      ...guard,
      schema: {
        params: idParams,
        response: { 200: envelopeSchema({ type: 'object', properties: { reject: { type: 'string' } } }) },
      },
    },
    async (req) => {
      const reason = await authoring.rejectReason(requireUser(req.user), Number(req.params.id));
      return ok({ reject: pickLang(req.headers, req.query) === 'zh' ? reason.zh : reason.en });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/apis/resubmit/:id',
    { ...guard, schema: { params: idParams, response: { 200: one } } },
    async (req) => {
      const { api, published } = await authoring.resubmit(requireUser(req.user), Number(req.params.id));
      const message = published
        ? say(req, '重新提交成功，已自动通过', 'Resubmitted and approved automatically')
        : say(req, '重新提交成功，请等待审核', 'Resubmitted, please wait for review');
      return ok(toRestMyApi(api), message);
    },
  );

  app.post<{ Body: PublishConfigInput }>(
    '/api/system/publish/submitParms',
    {
      ...guard,
      schema: {
        body: publishConfigSchema,
        response: { 200: envelopeSchema({ type: 'null' }, { msg: { type: 'string' } }) },
      },
    },
    async (req) => {
      await authoring.submitPublishConfig(requireUser(req.user), req.body);
      const message = say(req, '发布配置成功', 'Publish configuration saved');
      return { ...ok(null, message), msg: message };
    },
  );
}

const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    apiId: { type: ['integer', 'null'] },
    kind: { type: 'string' },
    message: { type: 'string' },
    read: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
} as const;

/** A signed-in user's notifications, with read/unread. */
export async function notificationRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { notifications } = opts.services;
  const guard = { preValidation: signedInOnly };

  app.get<{ Querystring: { unread?: boolean } }>(
    '/api/notifications',
    {
      ...guard,
      schema: {
        querystring: { type: 'object', properties: { unread: { type: 'boolean' } } },
        response: { 200: envelopeSchema({ type: 'array', items: notificationSchema }, { unread: { type: 'integer' } }) },
      },
    },
    async (req) => {
      const { items, unread } = await notifications.list(requireUser(req.user), req.query.unread === true);
      const zh = pickLang(req.headers, req.query) === 'zh';
      return {
        ...ok(items.map((n) => ({ ...n, message: zh ? n.message : n.messageEn, createdAt: n.createdAt.toISOString() }))),
        unread,
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/notifications/:id/read',
    { ...guard, schema: { params: idParams, response: { 200: envelopeSchema({ type: 'null' }) } } },
    async (req) => {
      await notifications.markRead(requireUser(req.user), Number(req.params.id));
      return ok(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    { ...guard, schema: { response: { 200: envelopeSchema({ type: 'integer' }) } } },
    async (req) => ok(await notifications.markAllRead(requireUser(req.user))),
  );
}
