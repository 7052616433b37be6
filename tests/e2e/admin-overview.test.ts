import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, signIn, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { buildCreators, hashPath, poll, sideways, signInPage } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('control centre actions, roles, information security, support and repository', () => {
  let e2e: E2E;
  let linyu: BuiltUser;
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD, UPSTREAM_ALLOW_LIST: '127.0.0.1:9' } });
    // Seven accounts for the user list: the administrator and six creators.
    ({ linyu } = await buildCreators(e2e));
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('at 375 px an administrator goes from the control centre’s quick actions to real pages', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/admin/mobile/control-center');
    const actions = page.getByRole('navigation', { name: '快捷操作' });
    await poll(() => actions.getByRole('link').allTextContents()).toEqual(['添加接口', '系统状态', '用户管理', '设置']);
    for (const link of await actions.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await actions.getByRole('link', { name: '用户管理' }).click();
    await poll(() => hashPath(page)).toBe('/admin/mobile/user-management');
    await poll(() => page.getByRole('list', { name: '用户列表' }).getByTestId('admin-row').count()).toBe(7);
    await page.goBack();
    await actions.getByRole('link', { name: '添加接口' }).click();
    await poll(() => hashPath(page)).toBe('/admin/mobile/add-interface');
    await page.goBack();
    await actions.getByRole('link', { name: '系统状态' }).click();
    await poll(() => hashPath(page)).toBe('/watch');

    // Roles, read from the route guards; then support and the repository, all without sideways scroll.
    await e2e.go('/admin/mobile/role-management');
    const adminRole = page.getByTestId('role-ADMIN');
    await poll(() => adminRole.getByTestId('role-total').textContent()).toMatch(/^可调用 \d+ 个接口$/);
    await adminRole.getByText(/本角色新增的 \d+ 个接口/).click();
    const grants = adminRole.getByRole('list', { name: '管理员（角色 1） 的权限' });
    await poll(() => grants.getByText('/api/system/userList', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('role-USER').getByText('/api/system/userList', { exact: true }).count()).toBe(0);
    // Its GraphQL operations, subscriptions among them (checked before their stream opens).
    await adminRole.getByTestId('role-graphql').locator('summary').click();
    const ops = adminRole.getByRole('list', { name: '管理员（角色 1） 的 GraphQL 操作' });
    const subscriptions = ops.getByRole('listitem').filter({ hasText: '订阅 Subscription' });
    await poll(() => subscriptions.locator('code').allTextContents()).toEqual(['activityLog', 'interfaceAlertRaised']);
    // Each described in the interface's language (the gateway's reviewed Chinese).
    expect(await subscriptions.getByTestId('graphql-description').allTextContents()).toEqual([
      '实时推送每条新的平台动态（管理员；令牌放在 connection_init 中）。',
      '实时推送每条新写入的接口告警（管理员；令牌放在 connection_init 中）。',
    ]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot('admin-roles-375');

    await e2e.go('/admin/mobile/support');
    const channels = page.getByRole('list', { name: '支持渠道' });
    await poll(() => channels.getByRole('link').count()).toBe(7);
    await channels.getByRole('link', { name: '我的反馈' }).click();
    await poll(() => hashPath(page)).toBe('/feedback-workspace');

    await e2e.go('/admin/mobile/repository');
    await poll(() => page.getByTestId('mobile-title').textContent()).toBe('代码提交记录');
    expect(await page.getByTestId('placeholder-page').count()).toBe(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it('information security shows the rules in force and the refusals the gateway counted', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 900 });
    // Two refusals to count: no token, and a creator on an admin path.
    await e2e.server.request('GET', '/api/me');
    const creator = await signIn(e2e.server, linyu);
    await e2e.server.graphql(`{ users { total } }`, {}, creator.headers);
    await e2e.go('/dashboard/informationsecurity');
    await poll(() => page.getByTestId('allow-list-entry').allTextContents()).toEqual(['127.0.0.1:9']);
    await poll(() => page.getByTestId('login-throttle').textContent()).toBe('同一账号与 IP 在 15 分钟内失败 10 次后限流（429）');
    // Every limit the gateway enforces, each under its own label (not the raw configuration key).
    await poll(() => page.getByTestId('rate-limit').count()).toBe(Object.keys(e2e.server.config.communityLimits).length);
    const limits = await page.getByTestId('rate-limit').allTextContents();
    for (const row of limits) expect(row).toMatch(/^[^（]+（每(位访客|个 IP|个用户或 IP)）/);
    const refusals = page.getByRole('table', { name: '被拒绝的请求' });
    await poll(() => refusals.getByTestId('refusal').filter({ hasText: 'GET /api/me' }).count()).toBe(1);
    await e2e.screenshot('admin-security-1280');
    // The desktop console links the control centre too.
    await page.getByTestId('console-menu-desktop').getByRole('link', { name: '控制中心' }).click();
    await poll(() => hashPath(page)).toBe('/dashboard/control-center');
  });
});
