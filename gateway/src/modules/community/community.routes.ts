import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeSchema, idParams, ok } from '../../core/envelope.js';
import { arrayOf, doc, int, rowId } from '../../core/json-schema.js';
import { fixedPageQuery } from '../../core/paging.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { Comment, LikeResult, Reply } from './community.types.js';
import { toRestComment, toRestReply, type Viewer } from './comment.presenter.js';
import { checkPage, checkTargetType } from './community.rules.js';
import { authorActor, optionalActor, requireActor } from './identity.js';
import type { CommunityService } from './community.service.js';
import { idempotencyHeaders, idempotencyResponses } from '../idempotency/idempotency.presenter.js';
import { idempotencyKeyOf, principalOf, REPLAYED_HEADER, type IdempotencyService } from '../idempotency/idempotency.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { community: CommunityService; idempotency: IdempotencyService };


const visitorIdDoc =
  'Visitor key: any 1–64 characters (kept only as a digest), or send X-Visitor-Id. Ignored when signed in.';

/** The client's deviceInfo: only the screen size is taken (browser, OS and IP are read by the server). */
const deviceInfoSchema = {
  type: ['object', 'null'],
  properties: {
    screenResolution: { type: 'string', maxLength: 32 },
    screenWidth: { type: 'integer' },
    screenHeight: { type: 'integer' },
  },
} as const;

/** A comment's and a reply's own author fields, in the order both bodies list them. */
const writtenText = { content: { type: 'string' }, nickname: { type: ['string', 'null'] } } as const;
const writtenAs = { isAnonymous: { type: ['boolean', 'null'] }, deviceInfo: deviceInfoSchema } as const;

const commentBody = {
  type: 'object',
  required: ['apiId'],
  examples: [
    {
      content: '这个接口很好用',
      userId: 'my-app-user-42',
      nickname: '小明',
      apiId: 1,
      createTime: '2026-01-01 12:00:00',
      likeCount: 0,
      isAnonymous: false,
      deviceInfo: { screenResolution: '1920x1080' },
    },
  ],
  properties: {
    apiId: rowId,
    ...writtenText,
    userId: { type: ['string', 'null'], description: visitorIdDoc },
    ...writtenAs,
    attachedCall: {
      type: ['object', 'null'],
      description: 'One of your own recorded calls to this API: { callId }.',
    },
    // createTime and likeCount are accepted for compatibility and ignored: the server decides them.
  },
} as const;

const replyBody = {
  type: 'object',
  required: ['commentId'],
  examples: [
    {
      commentId: 1,
      content: '同意',
      userId: 'my-app-user-43',
      nickname: '小红',
      replyToUserId: 'v_0123456789abcdef',
      replyToNickname: '小明',
      isAnonymous: false,
      deviceInfo: { screenResolution: '390x844' },
    },
  ],
  properties: {
    commentId: rowId,
    ...writtenText,
    userId: { type: ['string', 'null'] },
    replyToUserId: { type: ['string', 'null'] },
    replyToNickname: { type: ['string', 'null'] },
    ...writtenAs,
  },
} as const;

const likeBody = {
  type: 'object',
  required: ['targetId', 'targetType'],
  examples: [{ userId: 'my-app-user-42', targetId: 1, targetType: 1 }],
  properties: {
    userId: {
      type: ['string', 'null'],
      description:
        'Visitor key (1–64 characters) unless signed in or X-Visitor-Id is sent: a like needs one.',
    },
    targetId: rowId,
    targetType: { type: 'integer', description: '1 comment, 2 reply.' },
  },
} as const;

/** What a comment and a reply show alike, in the SPEC's order: userId is the public author id (user id or v_ + digest). */
const shownPost = ['apiId', 'content', 'userId', 'nickname', 'createTime', 'likeCount', 'isLiked', 'isMine'] as const;

/** SPEC §3 Reply as the REST paths show it: the Reply view. */
const replySchema = restSchemaOf(Reply, {
  pick: ['id', 'commentId', ...shownPost, 'replyToUserId', 'replyToNickname', 'isAnonymous', 'deviceInfo'],
});

/** SPEC §3 Comment as the REST paths show it: the Comment view, its replies as above. */
const commentSchema = restSchemaOf(Comment, {
  pick: ['id', ...shownPost, 'isAnonymous', 'repliesCount', 'replies', 'attachedCall', 'hasAttachedCall', 'deviceInfo'],
  fields: { replies: arrayOf(replySchema) },
});

const likeResultSchema = restSchemaOf(LikeResult);

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

export async function communityRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { community } = opts.services;

  app.get(
    '/api/comments/api/:id',
    {
      schema: {
        ...doc(
          'Comments of an API · 接口评论',
          'Newest first, 10 a page, each with up to 100 replies. userId (or X-Visitor-Id) fills isLiked and isMine.',
        ),
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            ...fixedPageQuery(),
            userId: { type: 'string', maxLength: 64, description: visitorIdDoc },
          },
        },
        response: { 200: envelopeSchema(arrayOf(commentSchema), { total: int, page: int, pageSize: int }) },
      },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const q = req.query as { page?: string; userId?: string };
      const viewer: Viewer = {
        actor: optionalActor(req.user, req.headers['x-visitor-id'], q.userId),
        isAdmin: req.user?.role === 'ADMIN',
      };
      const page = await community.listComments(Number(id), checkPage(q.page), viewer);
      return {
        ...ok(page.items.map(toRestComment)),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  );

  app.post(
    '/api/comments',
    {
      schema: {
        ...doc(
          'Write a comment · 发表评论',
          'The comment payload. The server decides time, like count and identity: a token, X-Visitor-Id, the userId, or with none an anonymous author (匿名用户). createTime and likeCount are ignored.',
        ),
        headers: idempotencyHeaders,
        body: commentBody,
        response: { 200: envelopeSchema(commentSchema), ...idempotencyResponses },
      },
    },
    async (req, reply) => {
      const body = req.body as {
        apiId: number;
        content?: string;
        nickname?: string | null;
        userId?: string | null;
        isAnonymous?: boolean | null;
        attachedCall?: object | null;
      } & DeviceBody;
      const key = idempotencyKeyOf(req.headers);
      const { result, replayed } = await opts.services.idempotency.run(
        key === null ? null : { scope: 'POST /api/comments', principal: principalOf(req.user, req.ip), key, request: body },
        async (unit) => {
          const actor = authorActor(req.user, req.headers['x-visitor-id'], body.userId, req.ip);
          return ok(toRestComment(await community.addComment(body, actor, writeContext(req, body), unit)));
        },
      );
      if (replayed) void reply.header(REPLAYED_HEADER, 'true');
      return result;
    },
  );

  app.post(
    '/api/replies',
    {
      schema: {
        ...doc('Reply to a comment · 回复评论', 'The reply payload; identity as for comments.'),
        headers: idempotencyHeaders,
        body: replyBody,
        response: { 200: envelopeSchema(replySchema), ...idempotencyResponses },
      },
    },
    async (req, reply) => {
      const body = req.body as { commentId: number; userId?: string | null } & Record<string, unknown> &
        DeviceBody;
      const key = idempotencyKeyOf(req.headers);
      const { result, replayed } = await opts.services.idempotency.run(
        key === null ? null : { scope: 'POST /api/replies', principal: principalOf(req.user, req.ip), key, request: body },
        async (unit) => {
          const actor = authorActor(req.user, req.headers['x-visitor-id'], body.userId, req.ip);
          return ok(toRestReply(await community.addReply(body, actor, writeContext(req, body), unit)));
        },
      );
      if (replayed) void reply.header(REPLAYED_HEADER, 'true');
      return result;
    },
  );

  /** Liking and taking a like back: one body, answer and caller rule; `step` names the service's method. */
  const liking = (summary: string, description: string, step: 'like' | 'unlike') => ({
    schema: {
      ...doc(summary, description),
      body: likeBody,
      response: { 200: envelopeSchema(likeResultSchema) },
    },
    handler: async (req: FastifyRequest) => {
      const body = req.body as { userId?: string | null; targetId: number; targetType: number };
      const actor = requireActor(req.user, req.headers['x-visitor-id'], body.userId);
      return ok(await community[step](actor, checkTargetType(body.targetType), body.targetId, req.ip));
    },
  });
  app.post(
    '/api/likes',
    liking('Like · 点赞', 'Idempotent: liking twice leaves one like. Needs a token, X-Visitor-Id or userId.', 'like'),
  );
  app.delete('/api/likes', liking('Take a like back · 取消点赞', 'Idempotent.', 'unlike'));
}
