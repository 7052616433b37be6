import { badInput } from '../../core/errors.js';

export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
export const PASSWORD_MIN = 8;
/** Caps the work a single login can cause (argon2 hashes the whole input). */
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 32;

export function checkAccount(account: string): string {
  if (!ACCOUNT_PATTERN.test(account)) {
    throw badInput('账号须为 3–32 位字母、数字或下划线', 'Account must be 3–32 letters, digits or underscores');
  }
  return account;
}

export function checkPassword(password: string): string {
  if (password.length < PASSWORD_MIN) throw badInput('密码至少 8 位', 'Password must be at least 8 characters');
  if (password.length > PASSWORD_MAX) throw badInput('密码不能超过 128 位', 'Password must be at most 128 characters');
  return password;
}

export function checkUsername(username: string): string {
  const u = username.trim();
  if (!u) throw badInput('请输入用户名', 'Please enter a user name');
  if ([...u].length > USERNAME_MAX) throw badInput('用户名不能超过 32 个字符', 'User name must be at most 32 characters');
  return u;
}
