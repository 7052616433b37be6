import { createHash } from 'node:crypto';
import type { AuthUser } from '../../http/auth.js';
import { badInput } from '../../http/errors.js';

/**
 * A visitor's anonymous id: generated once by the client and kept in local storage, sent as the
 * `X-Visitor-Id` header (or the payload's `userId`). `anon_` + 16–32 URL-safe characters.
 */
export const VISITOR_ID_PATTERN = /^anon_[A-Za-z0-9_-]{16,32}$/;

export const ANONYMOUS_NICKNAME = '匿名用户';

/** Who is acting: the signed-in user wins; otherwise the visitor's anonymous id. */
export interface Actor {
  user: AuthUser | null;
  visitorId: string | null;
  /** Key for likes and rate limits: `u:<id>` or the visitor id. */
  key: string;
}

const invalidVisitor = () =>
  badInput(
    '访客标识无效：应为 anon_ 加 16–32 位字母、数字、_ 或 -',
    'Invalid visitor id: expected anon_ followed by 16–32 letters, digits, _ or -',
  );

function candidate(header: string | string[] | undefined, payloadUserId: unknown): string | null {
  const h = Array.isArray(header) ? header[0] : header;
  if (h !== undefined && h !== '') return h;
  // The payload's userId is only an identity when it has the visitor format; other values are ignored
  // (the original client sent free-form ids there).
  if (typeof payloadUserId === 'string' && payloadUserId.startsWith('anon_')) return payloadUserId;
  return null;
}

/** The actor of a write: signed-in user or a well-formed visitor id, else 400. */
export function requireActor(user: AuthUser | null, header: string | string[] | undefined, payloadUserId?: unknown): Actor {
  if (user) return { user, visitorId: null, key: `u:${user.id}` };
  const id = candidate(header, payloadUserId);
  if (id === null) {
    throw badInput(
      '缺少访客标识：请登录或发送 X-Visitor-Id 请求头',
      'Missing visitor id: sign in or send the X-Visitor-Id header',
    );
  }
  if (!VISITOR_ID_PATTERN.test(id)) throw invalidVisitor();
  return { user: null, visitorId: id, key: id };
}

/** The actor of a read (for isLiked): null when unknown or malformed, reads never fail on it. */
export function optionalActor(user: AuthUser | null, header: string | string[] | undefined, payloadUserId?: unknown): Actor | null {
  if (user) return { user, visitorId: null, key: `u:${user.id}` };
  const id = candidate(header, payloadUserId);
  return id && VISITOR_ID_PATTERN.test(id) ? { user: null, visitorId: id, key: id } : null;
}

/**
 * The author id shown to others. Visitor ids act as a credential for likes, so others see only a
 * digest of them (`v_` + 16 hex), stable per visitor; signed-in users show their user id.
 */
export function publicAuthorId(userId: number | null, visitorId: string | null): string {
  if (userId !== null) return String(userId);
  return 'v_' + createHash('sha256').update(visitorId ?? '').digest('hex').slice(0, 16);
}

/** Length in characters (code points), as PostgreSQL's char_length counts. */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
