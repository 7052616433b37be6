/** Registration and sign-in (SPEC §5): an account of 3–32 letters, digits or underscores; password ≥ 8 characters. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
export const ACCOUNT_LIMITS = {
  accountMin: 3,
  accountMax: 32,
  usernameMax: 32,
  passwordMin: 8,
  /** Caps the work a single sign-in can cause (argon2 hashes the whole input). */
  passwordMax: 128,
  /** The reason an administrator gives when disabling or enabling an account. */
  statusReasonMax: 200,
} as const;

/** An account's status (SPEC §4): 1 normal, 0 disabled. */
export const USER_STATUS_LABELS: Record<'1' | '0', { zh: string; en: string }> = {
  '1': { zh: '正常', en: 'Active' },
  '0': { zh: '已禁用', en: 'Disabled' },
};
