import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { type AppPubSub, Topic } from '../../graphql/pubsub.js';
import type { AuthUser } from '../../core/auth-user.js';
import { afterCommitOf, transactionOf, type CreateUnit } from '../idempotency/idempotency.service.js';
import { badInput, notFound } from '../../core/errors.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import { viewerParams } from '../catalog/api-visibility.rules.js';
import { parseUserAgent, screenResolution } from '../../core/user-agent.js';
import type { StoredDeviceInfo } from './comment.entity.js';
import { CommentEntity, ReplyEntity } from './comment.entity.js';
import {
  commentRow,
  type CommentRow,
  NOBODY,
  replyRow,
  type ReplyRow,
  toComment,
  toReply,
  type Viewer,
} from './comment.presenter.js';
import {
  authorName,
  checkContent,
  checkNickname,
  COMMENTS_PAGE_SIZE,
  REPLIES_PER_COMMENT,
} from './community.rules.js';
import type { Comment, CommentActivity, CommentPage, LikeResult, Reply } from './community.types.js';
import { charLength, hasNameControls } from '../../core/text.js';
import { declaredWrite } from '../../core/request-writes.js';
import { communityCache } from './community.cache.js';
import { likeSql } from './likes.sql.js';
import type { CommentReads } from './comments.reads.js';
import type { Actor } from './identity.js';
import type { CallAttachmentService } from '../open-call/call-attachment.service.js';
import type { RateLimiters } from '../../core/rate-limiters.js';

/** Where a write comes from: the real client IP and User-Agent, plus the screen size the client reports. */
export interface WriteContext {
  ip: string;
  userAgent: string | undefined;
  screenWidth?: unknown;
  screenHeight?: unknown;
}

export interface NewComment {
  apiId: number;
  content?: unknown;
  nickname?: unknown;
  isAnonymous?: unknown;
  attachedCall?: unknown;
}

export interface NewReply {
  commentId: number;
  content?: unknown;
  nickname?: unknown;
  replyToUserId?: unknown;
  replyToNickname?: unknown;
  isAnonymous?: unknown;
}

const TEXT_COLUMNS = `t.id, t.user_id, t.visitor_id, t.nickname, t.content, t.is_anonymous, t.device_info, t.created_at`;

const apiRow = z.object({ status: z.number(), creator_id: z.number().nullable(), visibility: z.string() });
const apiStatement = statement<[apiId: number], typeof apiRow>(
  'community.api',
  `SELECT status, creator_id, visibility FROM api WHERE id = $1`,
  apiRow,
);
const commentStatement = statement<[id: number], typeof commentRow>(
  'community.comment',
  `SELECT ${TEXT_COLUMNS}, t.api_id, t.attached_call, 0 AS like_count, false AS is_liked, 0 AS replies_count FROM comment t WHERE t.id = $1`,
  commentRow,
);
const repliesStatement = statement<[commentIds: number[], liker: string, perComment: number, onlyId: number | null], typeof replyRow>(
  'community.replies',
  `SELECT id, user_id, visitor_id, nickname, content, is_anonymous, device_info, created_at, comment_id, api_id,
          reply_to_user_id, reply_to_nickname, like_count, is_liked FROM (
     SELECT ${TEXT_COLUMNS}, t.comment_id, c.api_id, t.reply_to_user_id, t.reply_to_nickname,
       (SELECT count(*)::int FROM reply_like l WHERE l.reply_id = t.id) AS like_count,
       EXISTS (SELECT 1 FROM reply_like l WHERE l.reply_id = t.id AND l.liker = $2) AS is_liked,
       row_number() OVER (PARTITION BY t.comment_id ORDER BY t.created_at, t.id) AS rn
     FROM reply t JOIN comment c ON c.id = t.comment_id
     WHERE t.comment_id = ANY($1) AND ($4::int IS NULL OR t.id = $4)
   ) x WHERE $4::int IS NOT NULL OR rn <= $3 ORDER BY comment_id, created_at, id`,
  replyRow,
);

/** Comments, replies and likes. Identity and time are decided here, never taken from the client. */
export class CommunityService {
  constructor(
    private readonly ds: DataSource,
    private readonly pubsub: AppPubSub,
    private readonly limits: RateLimiters,
    private readonly callAttachments: CallAttachmentService,
    private readonly reads: CommentReads,
  ) {
    this.sql = sqlOn(ds);
  }

  private readonly sql: Sql;

  /** One page of an API's comments, newest first, each with its replies (oldest first): one statement. */
  async listComments(apiId: number, page: number, viewer: Viewer): Promise<CommentPage> {
    const liker = viewer.actor?.key ?? '';
    const rows = await this.reads.page(apiId, liker, COMMENTS_PAGE_SIZE, (page - 1) * COMMENTS_PAGE_SIZE, REPLIES_PER_COMMENT);
    const api = rows?.api;
    if (!rows || !api || !visibleTo(viewer.actor?.user, { visibility: api.visibility, creatorId: api.creator_id, status: api.status })) {
      throw notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
    }
    const creatorId = viewer.actor?.user?.creatorId ?? null;
    viewer = { ...viewer, isApiCreator: creatorId !== null && creatorId === api.creator_id };
    const byComment = new Map<number, ReplyRow[]>();
    for (const r of rows.replies) {
      const list = byComment.get(r.comment_id);
      if (list) list.push(r);
      else byComment.set(r.comment_id, [r]);
    }
    return {
      items: rows.comments.map((r) => toComment(r, byComment.get(r.id) ?? [], viewer)),
      total: rows.total,
      page,
      pageSize: COMMENTS_PAGE_SIZE,
    };
  }

  async addComment(input: NewComment, actor: Actor, wc: WriteContext, unit?: CreateUnit): Promise<Comment> {
    const content = checkContent(input.content, 'comment');
    const author = authorName(checkNickname(input.nickname), actor.user, input.isAnonymous === true);
    await this.requireApi(input.apiId, true, actor.user);
    const owner = actor.user ? { userId: actor.user.id } : { ip: wc.ip };
    const attachedCall = await this.callAttachments.snapshot(input.attachedCall, owner, input.apiId);
    await this.limits.consume([
      ['commentVisitor', actor.key],
      ['commentIp', wc.ip],
    ]);
    const saved = await (unit?.em ?? this.ds).getRepository(CommentEntity).insert({
      apiId: input.apiId,
      userId: actor.user?.id ?? null,
      visitorId: actor.visitorId,
      nickname: author.nickname,
      content,
      isAnonymous: author.isAnonymous,
      deviceInfo: deviceFor(wc),
      attachedCall,
    });
    const row = await this.commentRow(insertedId(saved), unit?.em);
    const comment = toComment(row, [], NOBODY);
    await afterCommitOf(unit, () => void this.pubsub.publish(Topic.CommentAdded, row.api_id, { apiId: row.api_id, comment, reply: null }));
    return toComment(row, [], { actor, isAdmin: false });
  }

  async addReply(input: NewReply, actor: Actor, wc: WriteContext, unit?: CreateUnit): Promise<Reply> {
    const content = checkContent(input.content, 'reply');
    const author = authorName(checkNickname(input.nickname), actor.user, input.isAnonymous === true);
    const replyToNickname = optionalText(input.replyToNickname, 20, '回复对象昵称', 'replyToNickname');
    const replyToUserId = optionalText(input.replyToUserId, 64, '回复对象标识', 'replyToUserId');
    const parent = await this.ds
      .getRepository(CommentEntity)
      .findOne({ where: { id: input.commentId }, select: { id: true, apiId: true } });
    if (!parent) throw notFound('评论不存在', 'Comment not found');
    // The comment's API under the rule of writing a comment (and of likes): a comment on an API that
    // became private or a draft takes no replies from those who may no longer see it — answered as a
    // missing comment, so its existence is not told either.
    await this.requireApi(parent.apiId, true, actor.user).catch((err: unknown) => {
      throw (err as { code?: string }).code === 'NOT_FOUND' ? notFound('评论不存在', 'Comment not found') : err;
    });
    await this.limits.consume([
      ['commentVisitor', actor.key],
      ['commentIp', wc.ip],
    ]);
    // The row and its read-back in one transaction (the caller's key transaction when it has one): a
    // failure in between (the database lost) leaves nothing written, so an error answer never hides a
    // stored reply.
    const row = await transactionOf(this.ds, unit, async (em) => {
      const saved = await em.getRepository(ReplyEntity).insert({
        commentId: input.commentId,
        userId: actor.user?.id ?? null,
        visitorId: actor.visitorId,
        nickname: author.nickname,
        content,
        replyToUserId,
        replyToNickname,
        isAnonymous: author.isAnonymous,
        deviceInfo: deviceFor(wc),
      });
      const [inserted] = await this.repliesOf([input.commentId], '', insertedId(saved), em);
      if (!inserted) throw notFound('评论不存在', 'Comment not found');
      return inserted;
    });
    const shown = toReply(row, NOBODY);
    await afterCommitOf(unit, () => void this.pubsub.publish(Topic.CommentAdded, row.api_id, { apiId: row.api_id, comment: null, reply: shown }));
    return toReply(row, { actor, isAdmin: false });
  }

  /**
   * Idempotent: the (target, liker) primary key with ON CONFLICT DO NOTHING keeps one like however many
   * arrive. One statement checks the target, writes and counts (`likes.sql.ts`); the limits are charged
   * before it, so a like on a missing target is charged too (then answered NOT_FOUND).
   */
  async like(actor: Actor, targetType: 1 | 2, targetId: number, ip: string): Promise<LikeResult> {
    await this.limits.consume([
      ['likeVisitor', actor.key],
      ['likeIp', ip],
    ]);
    try {
      const { rows } = await declaredWrite(communityCache.writes.like(), () =>
        this.sql.run(likeSql[targetType].like, [targetId, actor.key, ...viewerParams(actor.user)]),
      );
      if (!rows[0]?.found) throw targetMissing(targetType);
      return { targetId, targetType, likeCount: rows[0].n, isLiked: true };
    } catch (err) {
      // The target was deleted between the statement's look at it and its insert.
      if ((err as { code?: string }).code === '23503') throw targetMissing(targetType);
      throw err;
    }
  }

  async unlike(actor: Actor, targetType: 1 | 2, targetId: number, ip: string): Promise<LikeResult> {
    await this.limits.consume([
      ['likeVisitor', actor.key],
      ['likeIp', ip],
    ]);
    const { rows } = await declaredWrite(communityCache.writes.like(), () =>
      this.sql.run(likeSql[targetType].unlike, [targetId, actor.key, ...viewerParams(actor.user)]),
    );
    if (!rows[0]?.found) throw targetMissing(targetType);
    return { targetId, targetType, likeCount: rows[0].n, isLiked: false };
  }

  /**
   * `commentAdded` for one viewer: refused (NOT_FOUND, as for an unknown id) unless the viewer may see the
   * API, and each event is checked again before it is sent, so an API that turns private or back into a
   * draft stops reaching those who may no longer see it (their subscription ends).
   */
  async commentActivity(apiId: number, viewer: AuthUser | null): Promise<AsyncIterable<CommentActivity>> {
    await this.requireApi(apiId, false, viewer);
    const events = this.pubsub.subscribe(Topic.CommentAdded, apiId);
    const stillVisible = () => this.requireApi(apiId, false, viewer).then(() => true, () => false);
    return (async function* () {
      for await (const event of events) {
        if (!(await stillVisible())) return;
        yield event;
      }
    })();
  }

  /** Public pages show APIs with status ≥ 0; comments can be read on every API the viewer may see (visibleTo) but written only on those. */
  private async requireApi(
    apiId: number,
    writable: boolean,
    user: AuthUser | null | undefined,
  ): Promise<{ status: number; creator_id: number | null }> {
    const api = await this.sql.first(apiStatement, [apiId]);
    if (
      !api ||
      (writable && api.status < 0) ||
      !visibleTo(user, { visibility: api.visibility, creatorId: api.creator_id, status: api.status })
    ) {
      throw notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
    }
    return api;
  }

  private async commentRow(id: number, em?: EntityManager): Promise<CommentRow> {
    return (await this.sql.first(commentStatement, [id], em))!;
  }

  private async repliesOf(
    commentIds: number[],
    liker: string,
    onlyId?: number,
    em?: EntityManager,
  ): Promise<ReplyRow[]> {
    return this.sql.all(repliesStatement, [commentIds, liker, REPLIES_PER_COMMENT, onlyId ?? null], em);
  }
}

function insertedId(r: { identifiers: Array<Record<string, unknown>> }): number {
  return Number(r.identifiers[0]!.id);
}

function targetMissing(targetType: 1 | 2) {
  return targetType === 1
    ? notFound('评论不存在', 'Comment not found')
    : notFound('回复不存在', 'Reply not found');
}

function deviceFor(wc: WriteContext): StoredDeviceInfo {
  const ua = parseUserAgent(wc.userAgent);
  return {
    browser: ua.browserVersion ? `${ua.browserName} ${ua.browserVersion}` : ua.browserName,
    os: ua.osVersion ? `${ua.os} ${ua.osVersion}` : ua.os,
    device: ua.device,
    screenResolution: screenResolution(wc.screenWidth, wc.screenHeight),
    ip: wc.ip,
    userAgent: (wc.userAgent ?? '').slice(0, 512),
  };
}

function optionalText(raw: unknown, max: number, zh: string, en: string): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw badInput(`${zh}格式无效`, `${en} must be text`);
  const v = raw.trim();
  if (charLength(v) > max)
    throw badInput(`${zh}不能超过${max}个字符`, `${en} cannot exceed ${max} characters`);
  if (hasNameControls(v)) throw badInput(`${zh}不能包含控制字符或换行`, `${en} cannot contain control characters or line breaks`);
  return v || null;
}
