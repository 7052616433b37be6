/** An API key's name: 1–40 characters. */
export const API_KEY_NAME_MAX = 40;

/**
 * Why an API key was revoked (issue #26.6). Keys are credentials of servers: a password change, a disabled
 * account and "sign out everywhere" revoke them all; a plain sign-out does not (README: API keys).
 */
export const API_KEY_REVOKE_REASONS = {
  OWNER: { zh: '由你吊销', en: 'Revoked by you' },
  PASSWORD_CHANGED: { zh: '账号密码已修改', en: 'The account password changed' },
  ACCOUNT_DISABLED: { zh: '账号已被禁用', en: 'The account was disabled' },
  SIGNED_OUT_EVERYWHERE: { zh: '已退出所有设备', en: 'Signed out everywhere' },
} as const;
export type ApiKeyRevokeReason = keyof typeof API_KEY_REVOKE_REASONS;

/** An API key as the gateway issues it: `amk_` and 43 base64url characters (32 random bytes). */
export const API_KEY_PREFIX = 'amk_';
export const API_KEY_PATTERN = /^amk_[A-Za-z0-9_-]{43}$/;
