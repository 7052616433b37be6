import { z } from 'zod';
import { attachedCallJson } from '../open-call/call-attachment.types.js';
import type { Actor } from './identity.js';
import { pseudonymOf, publicAuthorId } from './identity.js';
import type { StoredDeviceInfo } from './comment.entity.js';
import type { Comment, CommentDeviceInfo, Reply } from './community.types.js';

/** Who is looking: decides isLiked / isMine and whether IP and User-Agent are shown (admins only). */
export interface Viewer {
  actor: Actor | null;
  isAdmin: boolean;
  /** The creator of the API the comments are on: sees attached calls. */
  isApiCreator?: boolean;
}

export const NOBODY: Viewer = { actor: null, isAdmin: false };

/** The device a comment or reply was written from, as its row keeps it (older rows may lack fields). */
export const deviceInfoJson = z
  .object({ browser: z.string(), os: z.string(), device: z.string(), screenResolution: z.string(), ip: z.string(), userAgent: z.string() })
  .partial() satisfies z.ZodType<Partial<StoredDeviceInfo>>;

/** A comment or reply row as read by the service (snake_case from SQL). */
export const textRow = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  visitor_id: z.string().nullable(),
  nickname: z.string(),
  content: z.string(),
  is_anonymous: z.boolean(),
  device_info: deviceInfoJson.nullable(),
  created_at: z.date(),
  like_count: z.number(),
  is_liked: z.boolean(),
});
export type TextRow = z.infer<typeof textRow>;

export const commentRow = textRow.extend({
  api_id: z.number(),
  replies_count: z.number(),
  attached_call: attachedCallJson.nullable(),
});
export type CommentRow = z.infer<typeof commentRow>;

export const replyRow = textRow.extend({
  comment_id: z.number(),
  api_id: z.number(),
  reply_to_user_id: z.string().nullable(),
  reply_to_nickname: z.string().nullable(),
});
export type ReplyRow = z.infer<typeof replyRow>;

function authorId(r: TextRow): string {
  // An anonymous post by a signed-in user shows a pseudonym, not the account id.
  if (r.user_id !== null && r.is_anonymous) return pseudonymOf(r.user_id);
  return publicAuthorId(r.user_id, r.visitor_id);
}

function isMine(r: TextRow, viewer: Viewer): boolean {
  const a = viewer.actor;
  if (!a) return false;
  return a.user ? r.user_id === a.user.id : r.visitor_id !== null && r.visitor_id === a.visitorId;
}

function device(d: Partial<StoredDeviceInfo> | null, viewer: Viewer): CommentDeviceInfo {
  return {
    browser: d?.browser ?? '',
    os: d?.os ?? '',
    device: d?.device ?? '',
    screenResolution: d?.screenResolution ?? '',
    ip: viewer.isAdmin ? (d?.ip ?? '') : null,
    userAgent: viewer.isAdmin ? (d?.userAgent ?? '') : null,
  };
}

export function toReply(r: ReplyRow, viewer: Viewer): Reply {
  return {
    id: r.id,
    commentId: r.comment_id,
    apiId: r.api_id,
    content: r.content,
    userId: authorId(r),
    nickname: r.nickname,
    createTime: r.created_at,
    likeCount: Number(r.like_count),
    isLiked: r.is_liked,
    isMine: isMine(r, viewer),
    replyToUserId: r.reply_to_user_id,
    replyToNickname: r.reply_to_nickname,
    isAnonymous: r.is_anonymous,
    deviceInfo: device(r.device_info, viewer),
  };
}

export function toComment(r: CommentRow, replies: ReplyRow[], viewer: Viewer): Comment {
  return {
    id: r.id,
    apiId: r.api_id,
    content: r.content,
    userId: authorId(r),
    nickname: r.nickname,
    createTime: r.created_at,
    likeCount: Number(r.like_count),
    isLiked: r.is_liked,
    isMine: isMine(r, viewer),
    isAnonymous: r.is_anonymous,
    repliesCount: Number(r.replies_count),
    // Parameters may hold secrets: only the author, the API's creator and administrators see them.
    attachedCall:
      r.attached_call && (viewer.isAdmin || viewer.isApiCreator || isMine(r, viewer))
        ? r.attached_call
        : null,
    hasAttachedCall: r.attached_call !== null,
    replies: replies.map((x) => toReply(x, viewer)),
    deviceInfo: device(r.device_info, viewer),
  };
}

/** REST (SPEC §3 field names): times as ISO strings. */
export function toRestReply(r: Reply) {
  return { ...r, createTime: r.createTime.toISOString() };
}

export function toRestComment(c: Comment) {
  return { ...c, createTime: c.createTime.toISOString(), replies: c.replies.map(toRestReply) };
}
