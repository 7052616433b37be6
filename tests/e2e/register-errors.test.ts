import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { poll } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

/**
 * The sign-up form's refusal is the gateway's own sentence, or the app's when the request fails — never
 * the raw text of an Apollo or network error — and it is announced (role=alert).
 */
describe.skipIf(!hasChromium)('sign-up refusals', () => {
  let e2e: E2E;
  let taken: BuiltUser;
  beforeAll(async () => {
    e2e = await startE2E();
    taken = await buildUser(e2e.server);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('an account already taken, then a request that fails on the way', async () => {
    const { page } = e2e;
    await e2e.go('/login');
    await page.getByRole('tab', { name: '注册' }).click();
    const form = page.getByTestId('register-form');
    await form.getByLabel('账号').fill(taken.account);
    await form.getByLabel('用户名').fill('重名的人');
    await form.getByLabel('密码').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: '注册' }).click();
    const alert = page.getByTestId('register-error');
    const said = await e2e.server.request('POST', '/api/register', { account: taken.account, username: '重名的人', password: TEST_PASSWORD });
    await poll(() => alert.textContent()).toBe(said.body.message);
    expect(await page.getByTestId('register-error').getAttribute('role')).toBe('alert');
    await page.route('**/graphql', (route: Route) =>
      (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'Register' ? route.abort('failed') : route.continue(),
    );
    await form.getByLabel('账号').fill(`fresh_${Date.now().toString(36)}`);
    await form.getByRole('button', { name: '注册' }).click();
    await poll(() => page.getByTestId('register-error').textContent()).toBe('操作没有完成，请稍后重试。');
  });
});
