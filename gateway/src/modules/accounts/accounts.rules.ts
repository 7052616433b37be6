import { ACCOUNT_LIMITS, ACCOUNT_PATTERN } from '@api-market/rules';
import { badInput } from '../../core/errors.js';
import { hasNameControls } from '../../core/text.js';

export { ACCOUNT_PATTERN };
/** PASSWORD_MAX caps the work a single login can cause (argon2 hashes the whole input). */
export const { passwordMin: PASSWORD_MIN, passwordMax: PASSWORD_MAX, usernameMax: USERNAME_MAX } = ACCOUNT_LIMITS;

export function checkAccount(account: string): string {
  if (!ACCOUNT_PATTERN.test(account)) {
    throw badInput('账号须为 3–32 位字母、数字或下划线', 'Account must be 3–32 letters, digits or underscores');
  }
  return account;
}

export function checkPassword(password: string): string {
  if (password.length < PASSWORD_MIN) throw badInput(`密码至少 ${PASSWORD_MIN} 位`, `Password must be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) throw badInput(`密码不能超过 ${PASSWORD_MAX} 位`, `Password must be at most ${PASSWORD_MAX} characters`);
  return password;
}

export function checkUsername(username: string): string {
  const u = username.trim();
  if (!u) throw badInput('请输入用户名', 'Please enter a user name');
  if (hasNameControls(u)) throw badInput('用户名不能包含控制字符或换行', 'A user name cannot contain control characters or line breaks');
  if ([...u].length > USERNAME_MAX) throw badInput(`用户名不能超过 ${USERNAME_MAX} 个字符`, `User name must be at most ${USERNAME_MAX} characters`);
  return u;
}
