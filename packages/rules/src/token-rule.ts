import type { Label } from './label.js';

/**
 * The publish dialog's token rule (SPEC §3/§4 `tokenRule`): a fixed set, each with fixed labels. The
 * open-call proxy applies the stricter of this rule and the API's own `isneedtoken`.
 */
export const TOKEN_RULES = ['none', 'token-or-key', 'api-key-only'] as const;
export type TokenRule = (typeof TOKEN_RULES)[number];

export const TOKEN_RULE_LABELS: Record<TokenRule, Label> = {
  none: { zh: '无需令牌', en: 'No token' },
  'token-or-key': { zh: '需要登录令牌或 API Key', en: 'Sign-in token or API key' },
  'api-key-only': { zh: '仅 API Key', en: 'API key only' },
};
