import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildUser, unique, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('mobile control center (/admin/mobile/control-center)', () => {
  let e2e: E2E;
  /** A creator (no administrator): the second test's account, and the one developer before the test registers others. */
  let creator: BuiltUser;
  beforeAll(async () => {
    e2e = await startE2E({ viewport: { width: 375, height: 800 }, env: { ADMIN_PASSWORD } });
    creator = await buildUser(e2e.server, { account: 'linyu', username: '林语' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  async function signInAs(account: string, password: string) {
    const res = await e2e.server.request('POST', '/api/login', { account, password });
    expect(res.body.code).toBe(200);
    await e2e.go('/home');
    await e2e.page.evaluate(
      ([token, name]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('account', name!);
      },
      [res.body.data.token as string, account],
    );
    // A fresh page load, as after signing in: nothing cached from the previous account.
    await e2e.page.reload();
  }

  /** Developers this file registered (a retry registers new ones: accounts and names of its own). */
  let registered = 0;
  async function registerDeveloper(username: string) {
    const res = await e2e.server.request('POST', '/api/register', { account: unique('dev_'), username, password: 'long-enough-1' });
    expect(res.body.code).toBe(200);
    registered += 1;
  }

  it('shows an administrator the figures, the live monitor and the activity log, with new events live', async () => {
    const early = `早鸟${unique('')}`;
    await registerDeveloper(early);
    await signInAs('admin', ADMIN_PASSWORD);
    await e2e.go('/admin/mobile/control-center');
    const log = e2e.page.getByTestId('activity-log');
    await log.waitFor({ timeout: 10_000 });
    await expect.poll(() => log.textContent()).toContain(`新开发者「${early}」注册`);
    await e2e.page.getByTestId('sample-time').waitFor({ timeout: 10_000 });
    // The developers are the creators: the one built and those registered here (the administrator is none).
    expect(await e2e.page.getByTestId('stat-developers').textContent()).toBe(String(1 + registered));

    const live = `实时用户${unique('')}`;
    await registerDeveloper(live);
    await expect.poll(() => log.textContent(), { timeout: 10_000 }).toContain(`新开发者「${live}」注册`);
    const overflow = await e2e.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await e2e.screenshot('control-center-375');
  });

  it('shows a creator the permission page instead of the control centre (issue #34 item 8: it is the administrators\')', async () => {
    await signInAs(creator.account, creator.password);
    await e2e.go('/admin/mobile/control-center');
    const refused = e2e.page.getByTestId('no-permission');
    await refused.waitFor({ timeout: 10_000 });
    await expect.poll(() => e2e.page.getByTestId('no-permission-message').textContent(), { timeout: 10_000 }).toMatch(/管理员/);
    expect(await e2e.page.getByTestId('activity-log').count()).toBe(0);
  });
});
