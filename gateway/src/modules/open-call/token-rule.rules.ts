import { TOKEN_RULE_LABELS, TOKEN_RULES, type TokenRule } from '@api-market/rules';
import { badInput } from '../../core/errors.js';

/**
 * The publish dialog's token rule (SPEC §3/§4 `tokenRule`): a fixed set, each with fixed labels.
 * The open-call proxy applies the stricter of this rule and the API's own `isneedtoken`
 * (isneedtoken = 1 counts as `token-or-key`).
 */
export { TOKEN_RULE_LABELS, TOKEN_RULES, type TokenRule };

/** How strict each rule is: the proxy applies the higher of the publish rule and isneedtoken. */
const RANK: Record<TokenRule, number> = { none: 0, 'token-or-key': 1, 'api-key-only': 2 };

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Every spelling accepted from callers: the codes, both labels, and the words third parties and our
 * earlier client sent (`required`, 需要令牌…) before the set was fixed.
 */
const ALIASES = new Map<string, TokenRule>();
for (const rule of TOKEN_RULES) {
  ALIASES.set(rule, rule);
  ALIASES.set(norm(TOKEN_RULE_LABELS[rule].zh), rule);
  ALIASES.set(norm(TOKEN_RULE_LABELS[rule].en), rule);
}
for (const [alias, rule] of [
  ['none', 'none'],
  ['no', 'none'],
  ['off', 'none'],
  ['无', 'none'],
  ['不需要令牌', 'none'],
  ['required', 'token-or-key'],
  ['token', 'token-or-key'],
  ['bearer', 'token-or-key'],
  ['需要令牌', 'token-or-key'],
  ['需要登录令牌', 'token-or-key'],
  ['api-key', 'api-key-only'],
  ['apikey', 'api-key-only'],
  ['仅api key', 'api-key-only'],
  ['仅 apikey', 'api-key-only'],
] as const)
  ALIASES.set(norm(alias), rule);

/** A token rule from a caller: null/empty is `none`; an unknown value is refused (400 / BAD_USER_INPUT). */
export function parseTokenRule(raw: string | null | undefined): TokenRule {
  if (raw === null || raw === undefined || raw.trim() === '') return 'none';
  const rule = ALIASES.get(norm(raw));
  if (rule) return rule;
  const zh = TOKEN_RULES.map((r) => `${r}（${TOKEN_RULE_LABELS[r].zh}）`).join('、');
  const en = TOKEN_RULES.map((r) => `${r} (${TOKEN_RULE_LABELS[r].en})`).join(', ');
  throw badInput(`令牌规则只能是 ${zh}`, `Token rule must be one of ${en}`);
}

/** A stored value (rows written before the set was fixed held free text): unknown text reads as `none`. */
export function storedTokenRule(raw: string | null | undefined): TokenRule {
  return ALIASES.get(norm(raw ?? '')) ?? 'none';
}

/** The rule the proxy applies: the stricter of the publish config's rule and the API's isneedtoken. */
export function effectiveTokenRule(rule: TokenRule, needToken: boolean): TokenRule {
  const fromApi: TokenRule = needToken ? 'token-or-key' : 'none';
  return RANK[rule] >= RANK[fromApi] ? rule : fromApi;
}
