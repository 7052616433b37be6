import { z } from 'zod';
import { type Sql, statement } from '../../core/sql.js';
import { attachedCallJson } from '../open-call/call-attachment.types.js';
import { deviceInfoJson, type CommentRow, type ReplyRow } from './comment.presenter.js';

/** What a comment and a reply row have alike (times as JSON gives them: ISO text). */
const text = {
  id: z.number(),
  user_id: z.number().nullable(),
  visitor_id: z.string().nullable(),
  nickname: z.string(),
  content: z.string(),
  is_anonymous: z.boolean(),
  device_info: deviceInfoJson.nullable(),
  created_at: z.string(),
  like_count: z.number(),
  is_liked: z.boolean(),
};
const commentJson = z.object({
  ...text,
  api_id: z.number(),
  replies_count: z.number(),
  attached_call: attachedCallJson.nullable(),
});
const replyJson = z.object({
  ...text,
  comment_id: z.number(),
  api_id: z.number(),
  reply_to_user_id: z.string().nullable(),
  reply_to_nickname: z.string().nullable(),
});
const pageRow = z.object({
  status: z.number(),
  creator_id: z.number().nullable(),
  visibility: z.string(),
  total: z.number(),
  comments: z.array(commentJson),
  replies: z.array(replyJson),
});

/**
 * One page of an API's comments in one statement: the API (for the visibility rule), the number of its
 * comments, the page newest first with like counts and the reader's likes, and each comment's first
 * replies (oldest first). No row when the API does not exist.
 */
export const commentPageStatement = statement<
  [apiId: number, liker: string, pageSize: number, offset: number, repliesPerComment: number],
  typeof pageRow
>(
  'community.comment-page',
  `WITH a AS (SELECT status, creator_id, visibility FROM api WHERE id = $1),
   page AS (
     SELECT t.id, t.user_id, t.visitor_id, t.nickname, t.content, t.is_anonymous, t.device_info, t.created_at,
            t.api_id, t.attached_call,
            (SELECT count(*)::int FROM comment_like l WHERE l.comment_id = t.id) AS like_count,
            EXISTS (SELECT 1 FROM comment_like l WHERE l.comment_id = t.id AND l.liker = $2) AS is_liked,
            (SELECT count(*)::int FROM reply r WHERE r.comment_id = t.id) AS replies_count
       FROM comment t WHERE t.api_id = $1
      ORDER BY t.created_at DESC, t.id DESC LIMIT $3 OFFSET $4),
   replies AS (
     -- At most $5 per comment, read in index order (reply_comment_idx) and no further: a comment with
     -- thousands of replies costs the page no more than one with $5.
     SELECT t.id, t.user_id, t.visitor_id, t.nickname, t.content, t.is_anonymous, t.device_info, t.created_at,
            t.comment_id, $1::int AS api_id, t.reply_to_user_id, t.reply_to_nickname,
            (SELECT count(*)::int FROM reply_like l WHERE l.reply_id = t.id) AS like_count,
            EXISTS (SELECT 1 FROM reply_like l WHERE l.reply_id = t.id AND l.liker = $2) AS is_liked
       FROM page p
       CROSS JOIN LATERAL (
         SELECT * FROM reply r WHERE r.comment_id = p.id ORDER BY r.created_at, r.id LIMIT $5
       ) t)
   SELECT a.status, a.creator_id, a.visibility,
          (SELECT count(*)::int FROM comment WHERE api_id = $1) AS total,
          COALESCE((SELECT json_agg(to_jsonb(p) ORDER BY p.created_at DESC, p.id DESC) FROM page p), '[]'::json) AS comments,
          COALESCE((SELECT json_agg(to_jsonb(r) ORDER BY r.comment_id, r.created_at, r.id) FROM replies r), '[]'::json) AS replies
     FROM a`,
  pageRow,
);

export interface CommentPageRows {
  api: { status: number; creator_id: number | null; visibility: string };
  total: number;
  comments: CommentRow[];
  replies: ReplyRow[];
}

/** The comments list's read (REST `GET /api/comments/api/{id}`, GraphQL `comments`): one prepared statement. */
export class CommentReads {
  constructor(private readonly sql: Sql) {}

  /** A page of `apiId`'s comments as `liker` sees them, or null when the API does not exist. */
  async page(apiId: number, liker: string, pageSize: number, offset: number, repliesPerComment: number): Promise<CommentPageRows | null> {
    const row = await this.sql.first(commentPageStatement, [apiId, liker, pageSize, offset, repliesPerComment]);
    if (!row) return null;
    return {
      api: { status: row.status, creator_id: row.creator_id, visibility: row.visibility },
      total: row.total,
      comments: row.comments.map((c) => ({ ...c, created_at: new Date(c.created_at) })),
      replies: row.replies.map((r) => ({ ...r, created_at: new Date(r.created_at) })),
    };
  }
}
