import type { AttachedCall } from '../open-call/call-attachment.types.js';
import type { Actor } from './identity.js';
import { publicAuthorId } from './identity.js';
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

/** A comment or reply row as read by the service (snake_case from SQL). */
export interface TextRow {
  id: number;
  user_id: number | null;
  visitor_id: string | null;
  nickname: string;
  content: string;
  is_anonymous: boolean;
  device_info: Partial<StoredDeviceInfo> | null;
  created_at: Date;
  like_count: number;
  is_liked: boolean;
}

export interface CommentRow extends TextRow {
  api_id: number;
  replies_count: number;
  attached_call: AttachedCall | null;
}

export interface ReplyRow extends TextRow {
  comment_id: number;
  api_id: number;
  reply_to_user_id: string | null;
  reply_to_nickname: string | null;
}

function authorId(r: TextRow): string {
  // An anonymous post by a signed-in user shows a pseudonym, not the account id.
  if (r.user_id !== null && r.is_anonymous) return publicAuthorId(null, `u:${r.user_id}`);
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
