import { COMMENT_LIMITS, hasTextControls } from '@api-market/rules';
import type { AuthUser } from '../../core/auth-user.js';
import { badInput } from '../../core/errors.js';
import { charLength, hasNameControls } from '../../core/text.js';
import { ANONYMOUS_NICKNAME } from './identity.js';

/** SPEC §5, §9: comment and reply 1–500 characters after trimming; nickname at most 20; 10 comments a page. */
export const { contentMax: MAX_CONTENT, nicknameMax: MAX_NICKNAME, pageSize: COMMENTS_PAGE_SIZE } = COMMENT_LIMITS;
/** Replies shown under each comment of a page (repliesCount gives the full number). */
export const REPLIES_PER_COMMENT = 100;

export type TextKind = 'comment' | 'reply';

const noun = { comment: { zh: '评论', en: 'Comment' }, reply: { zh: '回复', en: 'Reply' } } as const;

/** Trimmed content, or 400 with the reason in both languages (empty, too long, control characters). */
export function checkContent(raw: unknown, kind: TextKind): string {
  const n = noun[kind];
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw badInput(`${n.zh}内容不能为空`, `${n.en} content must not be empty`);
  if (charLength(text) > MAX_CONTENT) {
    throw badInput(`${n.zh}内容不能超过${MAX_CONTENT}个字符`, `${n.en} content cannot exceed ${MAX_CONTENT} characters`);
  }
  // Control characters other than \t \n \r and bidi controls (@api-market/rules TEXT_CONTROLS); nicknames refuse all (hasNameControls).
  if (hasTextControls(text)) {
    throw badInput(`${n.zh}内容不能包含控制字符或文字方向控制符`, `${n.en} content cannot contain control characters or text direction controls`);
  }
  return text;
}

/** Trimmed nickname ('' when none), or 400 when longer than 20 characters. */
export function checkNickname(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw badInput('昵称格式无效', 'Nickname must be text');
  const nick = raw.trim();
  if (charLength(nick) > MAX_NICKNAME) {
    throw badInput(`昵称不能超过${MAX_NICKNAME}个字符`, `Nickname cannot exceed ${MAX_NICKNAME} characters`);
  }
  if (hasNameControls(nick)) throw badInput('昵称不能包含控制字符或换行', 'A nickname cannot contain control characters or line breaks');
  return nick;
}

/**
 * The name shown for the author (SPEC §5): a chosen nickname; else the account's name when signed
 * in; else 匿名用户. Asking for anonymity hides both.
 */
export function authorName(nickname: string, user: AuthUser | null, wantsAnonymous: boolean): { nickname: string; isAnonymous: boolean } {
  if (!wantsAnonymous && nickname) return { nickname, isAnonymous: false };
  if (!wantsAnonymous && user) return { nickname: [...(user.username || user.account)].slice(0, MAX_NICKNAME).join(''), isAnonymous: false };
  return { nickname: ANONYMOUS_NICKNAME, isAnonymous: true };
}

/** 1 comment, 2 reply (SPEC §3 Like). */
export function checkTargetType(raw: unknown): 1 | 2 {
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (n === 1 || n === 2) return n;
  throw badInput('点赞目标类型无效：1 为评论，2 为回复', 'Invalid like target type: 1 for a comment, 2 for a reply');
}

export function checkPage(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return 1;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 100_000) {
    throw badInput('页码必须是正整数', 'page must be a positive integer');
  }
  return n;
}
