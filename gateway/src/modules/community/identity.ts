import { VISITOR_ID_PATTERN } from '@api-market/rules';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AuthUser } from '../../core/auth-user.js';
import { badInput } from '../../core/errors.js';
import { charLength } from '../../core/text.js';

/**
 * A visitor's anonymous id from our own client: generated once and kept in local storage, sent as the
 * `X-Visitor-Id` header. `anon_` + 16–32 URL-safe characters.
 */
export { VISITOR_ID_PATTERN };

/** SPEC §7's payload `userId`: any string of 1–64 characters is a third-party visitor's opaque key. */
export const MAX_VISITOR_KEY = 64;

export const ANONYMOUS_NICKNAME = '匿名用户';

/** Who is acting: the signed-in user wins; otherwise the visitor's key (or nobody in particular). */
export interface Actor {
  user: AuthUser | null;
  /** Stored as the author of a visitor's comment: the `anon_` id, or `k_` + a digest of an opaque key. */
  visitorId: string | null;
  /** Key for likes and rate limits: `u:<id>`, the visitor id, or `ip:<address>` for a keyless author. */
  key: string;
}

const invalidVisitor = () =>
  badInput(
    '访客标识无效：X-Visitor-Id 应为 anon_ 加 16–32 位字母、数字、_ 或 -',
    'Invalid visitor id: X-Visitor-Id must be anon_ followed by 16–32 letters, digits, _ or -',
  );

const invalidUserId = () =>
  badInput(
    `userId 无效：应为 1–${MAX_VISITOR_KEY} 个字符的文本，不含控制字符`,
    `Invalid userId: expected text of 1–${MAX_VISITOR_KEY} characters without control characters`,
  );

/**
 * The visitor id a header or payload names, or null when neither does. The header must be our client's
 * `anon_` format; a payload userId may be any 1–64 character string (kept only as a digest: it may be
 * someone's e-mail or account name elsewhere, and it works as a credential for likes).
 */
function visitorIdOf(header: string | string[] | undefined, payloadUserId: unknown): string | null {
  const h = Array.isArray(header) ? header[0] : header;
  if (h !== undefined && h !== '') {
    if (!VISITOR_ID_PATTERN.test(h)) throw invalidVisitor();
    return h;
  }
  if (payloadUserId === undefined || payloadUserId === null || payloadUserId === '') return null;
  if (typeof payloadUserId !== 'string') throw invalidUserId();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (charLength(payloadUserId) > MAX_VISITOR_KEY || /[\u0000-\u001f\u007f]/.test(payloadUserId)) throw invalidUserId();
  if (VISITOR_ID_PATTERN.test(payloadUserId)) return payloadUserId;
  return 'k_' + createHash('sha256').update(payloadUserId).digest('hex').slice(0, 32);
}

/** The actor of a like: signed-in user or a visitor key; a like must belong to someone, so none is a 400. */
export function requireActor(user: AuthUser | null, header: string | string[] | undefined, payloadUserId?: unknown): Actor {
  if (user) return { user, visitorId: null, key: `u:${user.id}` };
  const id = visitorIdOf(header, payloadUserId);
  if (id === null) {
    throw badInput(
      `点赞需要身份：请登录，或在请求中提供 userId（1–${MAX_VISITOR_KEY} 个字符）或 X-Visitor-Id 请求头`,
      `A like needs an identity: sign in, or send a userId (1–${MAX_VISITOR_KEY} characters) or the X-Visitor-Id header`,
    );
  }
  return { user: null, visitorId: id, key: id };
}

/**
 * The author of a comment or reply: signed-in user, a visitor key, or — with neither — an anonymous
 * author nobody can claim later (its own random id; rate limits count it by IP).
 */
export function authorActor(user: AuthUser | null, header: string | string[] | undefined, payloadUserId: unknown, ip: string): Actor {
  if (user) return { user, visitorId: null, key: `u:${user.id}` };
  const id = visitorIdOf(header, payloadUserId);
  if (id !== null) return { user: null, visitorId: id, key: id };
  return { user: null, visitorId: `n_${randomUUID()}`, key: `ip:${ip}` };
}

/** The actor of a read (for isLiked): null when unknown or malformed, reads never fail on it. */
export function optionalActor(user: AuthUser | null, header: string | string[] | undefined, payloadUserId?: unknown): Actor | null {
  if (user) return { user, visitorId: null, key: `u:${user.id}` };
  try {
    const id = visitorIdOf(header, payloadUserId);
    return id === null ? null : { user: null, visitorId: id, key: id };
  } catch {
    return null;
  }
}

/** Visitor ids already digested for display (a comments page shows the same authors to every reader). */
const SHOWN_VISITOR_IDS_MAX = 4096;
const shownVisitorIds = new Map<string, string>();

/**
 * The key of signed-in authors' pseudonyms (anonymous posts). A plain digest of `u:<id>` could be computed
 * by anyone for every user id (they are small sequential numbers) and turned back into the account: keyed
 * by the gateway's signing secret (every gateway shares it), it cannot. Random until the gateway sets it.
 */
let pseudonymKey: Buffer = randomBytes(32);

/** Called once at start with the gateway's JWT secret (services.ts). */
export function usePseudonymSecret(secret: string): void {
  pseudonymKey = createHmac('sha256', secret).update('community-pseudonym').digest();
  shownVisitorIds.clear();
}

/** The public id of a signed-in user's anonymous post: stable per user, not computable from the user id. */
export function pseudonymOf(userId: number): string {
  return 'v_' + createHmac('sha256', pseudonymKey).update(`u:${userId}`).digest('hex').slice(0, 16);
}

/**
 * The author id shown to others. Visitor ids act as a credential for likes, so others see only a
 * digest of them (`v_` + 16 hex), stable per visitor; signed-in users show their user id. Keyed like
 * the pseudonyms: a plain digest could be computed by anyone who knows or guesses a visitor's key (an
 * e-mail sent as userId, an id seen elsewhere) and so tie the posts to it.
 */
export function publicAuthorId(userId: number | null, visitorId: string | null): string {
  if (userId !== null) return String(userId);
  const key = visitorId ?? '';
  let shown = shownVisitorIds.get(key);
  if (shown === undefined) {
    shown = 'v_' + createHmac('sha256', pseudonymKey).update(`v:${key}`).digest('hex').slice(0, 16);
    // Bounded: a page of comments hashes its visitors once per process, not once per request.
    if (shownVisitorIds.size >= SHOWN_VISITOR_IDS_MAX) shownVisitorIds.clear();
    shownVisitorIds.set(key, shown);
  }
  return shown;
}
