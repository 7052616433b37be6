import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { buildCreators, hashPath, poll, sideways, signInPage } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('user management: filters, paging and a disable that acts at once', () => {
  let e2e: E2E;
  let wanglei: BuiltUser;
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    // Seven accounts: the administrator and six creators.
    ({ wanglei } = await buildCreators(e2e));
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('an administrator disables a creator: the creator’s next request is refused, the audit shows who and why', async () => {
    const { page } = e2e;
    // The creator, signed in in a browser of their own.
    const creatorPage = await (await e2e.browser.newContext({ locale: 'zh-CN' })).newPage();
    const creatorToken = await signInPage(e2e, creatorPage, wanglei.account, wanglei.password);
    await creatorPage.goto(`${e2e.server.url}/#/dashboard/notifications`);
    await poll(() => hashPath(creatorPage)).toBe('/dashboard/notifications');

    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/usermanagement');
    const table = page.getByRole('table', { name: '用户列表' });
    await poll(() => table.getByTestId('admin-row').count()).toBe(7);
    await poll(() => page.getByTestId('pager-total').textContent()).toBe('共 7 条');

    // Filters: role administrator → only admin; account "wang" → wanglei.
    const filters = page.getByRole('form', { name: '筛选用户' });
    await filters.getByLabel('角色').selectOption({ label: '管理员' });
    await filters.getByRole('button', { name: '查询' }).click();
    await poll(() => table.getByTestId('admin-row').allTextContents()).toEqual([expect.stringContaining('admin')]);
    await filters.getByRole('button', { name: '重置' }).click();
    await filters.getByLabel('账号').fill('wang');
    await filters.getByRole('button', { name: '查询' }).click();
    await poll(() => table.getByTestId('admin-row').count()).toBe(1);
    await e2e.screenshot('admin-users-1280');

    await table.getByRole('button', { name: '禁用 wanglei' }).click();
    const dialog = page.getByRole('alertdialog', { name: '禁用账号「wanglei」？' });
    await dialog.getByLabel('原因（选填，最多 200 字）').fill('批量注册的垃圾账号');
    await dialog.getByRole('button', { name: '禁用' }).click();
    await poll(() => table.getByTestId('user-status').textContent()).toBe('已禁用');
    await poll(() => page.getByTestId('user-audit').locator('li').first().textContent()).toContain(
      'admin 将「wanglei」禁用',
    );
    expect(await page.getByTestId('user-audit').locator('li').first().textContent()).toContain('原因：批量注册的垃圾账号');

    // The creator's very next request is refused: the API answers 401 and the app sends them to sign in.
    expect((await e2e.server.request('GET', '/api/me', undefined, { authorization: `Bearer ${creatorToken}` })).status).toBe(401);
    await creatorPage.reload();
    await poll(() => hashPath(creatorPage)).toMatch(/^\/login/);
    await poll(() => creatorPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await creatorPage.context().close();

    // Status filter: disabled accounts only. The reset shows all seven first, so the one row after 查询
    // is the status filter's answer, not the account filter's still on screen.
    await filters.getByRole('button', { name: '重置' }).click();
    await poll(() => table.getByTestId('admin-row').count()).toBe(7);
    await filters.getByLabel('状态').selectOption({ label: '已禁用' });
    await filters.getByRole('button', { name: '查询' }).click();
    await poll(() => table.getByTestId('admin-row').count()).toBe(1);
    expect(await table.getByTestId('user-status').allTextContents()).toEqual(['已禁用']);

    // Enabling brings it back (also audited); the administrator cannot disable themself.
    await table.getByRole('button', { name: '启用 wanglei' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '启用' }).click();
    await poll(() => page.getByTestId('block-empty').count()).toBe(1);
    expect((await e2e.server.request('POST', '/api/login', { account: 'wanglei', password: wanglei.password })).body.code).toBe(200);
    const rows = await e2e.server.ds.query(`SELECT to_status FROM user_status_event ORDER BY id`);
    expect(rows.map((r: { to_status: number }) => r.to_status)).toEqual([0, 1]);
  });

  it('at 375 px in the mobile area: cards, no sideways scroll, English and dark mode', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await e2e.go('/admin/mobile/user-management');
    const list = page.getByRole('list', { name: '用户列表' });
    await poll(() => list.getByTestId('admin-row').count()).toBe(7);
    await list.getByText('当前账号').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot('admin-users-375');
    await page.evaluate(() => {
      localStorage.setItem('darkMode', 'true');
      localStorage.setItem('lang', 'en');
    });
    await page.reload();
    await poll(() => page.getByRole('list', { name: 'Users' }).getByTestId('admin-row').count()).toBe(7);
    await page.getByRole('button', { name: 'Disable linyu' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot('admin-users-375-dark-en');
  });
});
