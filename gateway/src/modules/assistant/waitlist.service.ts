import { authorize, type Actor } from '../../core/policy.js';
import { waitlistPolicy } from './assistant.policy.js';
import { EMAIL_MAX, EMAIL_PATTERN, hasTextControls, WAITLIST_WISH_MAX } from '@api-market/rules';
import type { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../../core/auth-user.js';
import { badInput, type Lang } from '../../core/errors.js';
import { charLength } from '../../core/text.js';
import type { RateLimiters } from '../../core/rate-limiters.js';
import { WaitlistEntryEntity } from './waitlist.entity.js';
import { declaredWrite } from '../../core/request-writes.js';
import { assistantCache } from './assistant.cache.js';
import { z } from 'zod';
import { command, type Sql, sqlOn } from '../../core/sql.js';

export { EMAIL_MAX };
export const WISH_MAX = WAITLIST_WISH_MAX;
export const WAITLIST_PER_MINUTE = 10;
/** A practical e-mail check, the same one the feedback form uses. */
const EMAIL = EMAIL_PATTERN;

const joinedRow = z.object({ joined_at: z.date() });
/**
 * Anyone may post an address, so an address already on the list is left exactly as it was (its wish and
 * language were given by whoever joined first, perhaps not this caller), and the answer is the same as
 * for a new one: the time of this request (a new row's created_at), never whether or when it joined.
 */
const joinCommand = command<
  [email: string, wish: string, language: Lang, userId: number | null, ip: string],
  typeof joinedRow
>(
  'assistant.waitlist-join',
  `WITH ins AS (
     INSERT INTO assistant_waitlist (email, wish, language, user_id, ip) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (lower(email)) DO NOTHING
   )
   SELECT now() AS joined_at`,
  joinedRow,
);

export interface JoinRequest {
  email?: unknown;
  wish?: unknown;
}

export interface JoinResult {
  /** Always false: a join answers alike whether or not the address was on the list (kept for older clients). */
  alreadyJoined: boolean;
  joinedAt: Date;
}

/** The AI assistant's notify-me list: stored addresses an administrator can read and write to at launch. */
export class WaitlistService {
  private readonly entries: Repository<WaitlistEntryEntity>;
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly limits: RateLimiters,
  ) {
    this.entries = ds.getRepository(WaitlistEntryEntity);
    this.sql = sqlOn(ds);
  }

  async join(req: JoinRequest, who: { user: AuthUser | null; ip: string; lang: Lang }): Promise<JoinResult> {
    const email = typeof req.email === 'string' ? req.email.trim() : '';
    if (!email || email.length > EMAIL_MAX || !EMAIL.test(email)) {
      throw badInput('请输入有效的邮箱地址', 'Enter a valid email address');
    }
    if (req.wish !== undefined && req.wish !== null && typeof req.wish !== 'string') {
      throw badInput('期待的功能必须是文本', 'The wish must be text');
    }
    const wish = typeof req.wish === 'string' ? req.wish.trim() : '';
    if (charLength(wish) > WISH_MAX) {
      throw badInput(
        `期待的功能不能超过 ${WISH_MAX} 个字符`,
        `The wish cannot exceed ${WISH_MAX} characters`,
      );
    }
    // Administrators read the wish: the same control characters as a comment's are refused (line breaks kept).
    if (hasTextControls(wish)) {
      throw badInput(
        '期待的功能不能包含控制字符或文字方向控制符',
        'The wish cannot contain control characters or text direction controls',
      );
    }
    // A form anyone can post to: its own small per-IP budget (the global write limit applies too).
    await this.limits.consumePerMinute('waitlist', WAITLIST_PER_MINUTE, who.ip);
    const { rows } = await declaredWrite(assistantCache.writes.waitlistEntry(), () =>
      this.sql.run(joinCommand, [email, wish, who.lang, who.user?.id ?? null, who.ip]),
    );
    return { alreadyJoined: false, joinedAt: rows[0]!.joined_at };
  }

  /** Administrators: newest first. */
  async list(actor: Actor, offset: number, limit: number): Promise<{ items: WaitlistEntryEntity[]; total: number }> {
    authorize(actor, waitlistPolicy.read);
    const [items, total] = await this.entries.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { items, total };
  }
}
