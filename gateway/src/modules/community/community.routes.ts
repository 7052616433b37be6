import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, idParams, ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import { toRestComment, toRestReply, type Viewer } from './comment.presenter.js';
import { checkPage, checkTargetType } from './community-rules.js';
import { optionalActor, requireActor } from './identity.js';

/** The client's deviceInfo: only the screen size is taken (browser, OS and IP are read by the server). */
const deviceInfoSchema = {
  type: ['object', 'null'],
  properties: {
    screenResolution: { type: 'string', maxLength: 32 },
    screenWidth: { type: 'integer' },
    screenHeight: { type: 'integer' },
  },
} as const;

const commentBody = {
  type: 'object',
  required: ['apiId'],
  properties: {
    apiId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    content: { type: 'string' },
    nickname: { type: ['string', 'null'] },
    userId: { type: ['string', 'null'] },
    isAnonymous: { type: ['boolean', 'null'] },
    deviceInfo: deviceInfoSchema,
    attachedCall: { type: ['object', 'null'] },
    // createTime and likeCount are accepted for compatibility and ignored: the server decides them.
  },
} as const;

const replyBody = {
  type: 'object',
  required: ['commentId'],
  properties: {
    commentId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    content: { type: 'string' },
    nickname: { type: ['string', 'null'] },
    userId: { type: ['string', 'null'] },
    replyToUserId: { type: ['string', 'null'] },
    replyToNickname: { type: ['string', 'null'] },
    isAnonymous: { type: ['boolean', 'null'] },
    deviceInfo: deviceInfoSchema,
  },
} as const;

const likeBody = {
  type: 'object',
  required: ['targetId', 'targetType'],
  properties: {
    userId: { type: ['string', 'null'] },
    targetId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    targetType: { type: 'integer' },
  },
} as const;

interface DeviceBody {
  deviceInfo?: { screenResolution?: string; screenWidth?: number; screenHeight?: number } | null;
}

function writeContext(req: FastifyRequest, body: DeviceBody) {
  const d = body.deviceInfo ?? {};
  const m = /^(\d{1,5})\s*[x×*]\s*(\d{1,5})$/.exec(d.screenResolution ?? '');
  return {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    screenWidth: m ? Number(m[1]) : d.screenWidth,
    screenHeight: m ? Number(m[2]) : d.screenHeight,
  };
}

export async function communityRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { community } = opts.services;

  app.get(
    '/api/comments/api/:id',
    {
      schema: {
        params: idParams,
        querystring: { type: 'object', properties: { page: { type: 'string' }, userId: { type: 'string' } } },
        response: {
          200: envelopeSchema(
            { type: 'array', items: { type: 'object', additionalProperties: true } },
            { total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
          ),
        },
      },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const q = req.query as { page?: string; userId?: string };
      const viewer: Viewer = { actor: optionalActor(req.user, req.headers['x-visitor-id'], q.userId), isAdmin: req.user?.role === 'ADMIN' };
      const page = await community.listComments(Number(id), checkPage(q.page), viewer);
      return { ...ok(page.items.map(toRestComment)), total: page.total, page: page.page, pageSize: page.pageSize };
    },
  );

  app.post('/api/comments', { schema: { body: commentBody } }, async (req) => {
    const body = req.body as { apiId: number; content?: string; nickname?: string | null; userId?: string | null; isAnonymous?: boolean | null; attachedCall?: object | null } & DeviceBody;
    const actor = requireActor(req.user, req.headers['x-visitor-id'], body.userId);
    const comment = await community.addComment(body, actor, writeContext(req, body));
    return ok(toRestComment(comment));
  });

  app.post('/api/replies', { schema: { body: replyBody } }, async (req) => {
    const body = req.body as { commentId: number; userId?: string | null } & Record<string, unknown> & DeviceBody;
    const actor = requireActor(req.user, req.headers['x-visitor-id'], body.userId);
    const reply = await community.addReply(body, actor, writeContext(req, body));
    return ok(toRestReply(reply));
  });

  app.post('/api/likes', { schema: { body: likeBody } }, async (req) => {
    const body = req.body as { userId?: string | null; targetId: number; targetType: number };
    const actor = requireActor(req.user, req.headers['x-visitor-id'], body.userId);
    return ok(await community.like(actor, checkTargetType(body.targetType), body.targetId, req.ip));
  });

  app.delete('/api/likes', { schema: { body: likeBody } }, async (req) => {
    const body = req.body as { userId?: string | null; targetId: number; targetType: number };
    const actor = requireActor(req.user, req.headers['x-visitor-id'], body.userId);
    return ok(await community.unlike(actor, checkTargetType(body.targetType), body.targetId, req.ip));
  });
}
