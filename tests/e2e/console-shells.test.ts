import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { hashPath, poll, signInPage } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('console shells: /dashboard tabs and the /admin/mobile bottom bar', () => {
  let e2e: E2E;
  /** A creator (no administrator): the menus and pages a creator may open. */
  let creator: BuiltUser;
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    creator = await buildUser(e2e.server, { username: '林语' });
  });
  afterEach(async (ctx) => {
    // What the browser showed when a test failed.
    if (ctx.task.result?.state === 'fail') await e2e.screenshot(`failed-console-shells-${ctx.task.name.slice(0, 30)}`);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('opens pages as tabs that survive a reload, follow back/forward and close onto a neighbour', async () => {
    await signInPage(e2e, e2e.page, creator.account, creator.password);
    const { page } = e2e;
    // The header's account menu leads into the console; a creator lands on 我的接口 (its first page).
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-console').click();
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/myapi');
    const menu = page.getByTestId('console-menu-desktop');
    const tabs = page.getByRole('tablist', { name: '已打开的页面' });
    // A creator's menu: only what the role may open.
    await poll(() => menu.getByRole('link').allTextContents()).toEqual([
      '我的接口',
      '开发者中心',
      '我的审核',
      '我的缺陷',
      '通知',
      'API 密钥',
      '订阅与用量',
      '告警渠道',
    ]);
    // One group of pages: no headings (issue #34 item 8: 控制中心 is the administrator's, not in this menu).
    expect(await menu.getByTestId('console-menu-group').count()).toBe(0);

    // One page at a time, as a user does: a link clicked while the previous page's code is still loading
    // replaces that navigation (the router never arrives there, so it opens no tab).
    for (const name of ['开发者中心', '通知', 'API 密钥']) {
      await menu.getByRole('link', { name }).click();
      await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe(name);
    }
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual([
      '我的接口',
      '开发者中心',
      '通知',
      'API 密钥',
    ]);
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('API 密钥');
    // The home tab is pinned: no close button.
    expect(await tabs.locator('[data-testid="close-tab"][data-tab="我的接口"]').count()).toBe(0);

    await page.reload();
    await tabs.waitFor();
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual([
      '我的接口',
      '开发者中心',
      '通知',
      'API 密钥',
    ]);
    expect(hashPath(e2e.page)).toBe('/dashboard/apikeys');

    await page.goBack();
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/notifications');
    await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe('通知');
    await page.goForward();
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/apikeys');

    // Clicking a tab activates it; closing the active one activates its neighbour.
    await tabs.getByRole('tab', { name: '开发者中心' }).click();
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/developer');
    await tabs.locator('[data-testid="close-tab"][data-tab="开发者中心"]').click();
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/notifications');
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['我的接口', '通知', 'API 密钥']);
    await poll(async () =>
      JSON.parse((await page.evaluate((account) => localStorage.getItem(`consoleTabs.${account}`), creator.account))!).map(
        (t: { path: string }) => t.path,
      ),
    ).toEqual(['/dashboard/notifications', '/dashboard/apikeys']);
    await e2e.screenshot('console-tabs-1280');
  });

  it('a navigation into the console interrupted while its routes load does not lose them', async () => {
    // A fresh load: the console's routes are fetched on the first navigation into it (router.tsx).
    await signInPage(e2e, e2e.page, creator.account, creator.password);
    const { page } = e2e;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const routesAsked = new Promise<void>((resolve) => (asked = resolve));
    let passed!: () => void;
    const routesPassed = new Promise<void>((resolve) => (passed = resolve));
    const hold = async (route: { continue(): Promise<void> }) => {
      asked();
      await released;
      await route.continue();
      passed();
    };
    await page.route('**/assets/routes-*.js', hold);
    try {
      await page.evaluate(() => (location.hash = '#/dashboard'));
      await routesAsked;
      // The user goes elsewhere before the console's code has come (a second click, Back, …).
      await page.evaluate(() => (location.hash = '#/home'));
      await poll(() => hashPath(e2e.page)).toBe('/home');
    } finally {
      release();
      await routesPassed;
      await page.unroute('**/assets/routes-*.js', hold);
    }
    await page.evaluate(() => (location.hash = '#/dashboard'));
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/myapi');
    await page.getByTestId('console-menu-desktop').getByRole('link', { name: '我的接口' }).waitFor();
  });

  it('answers a creator who types an admin-only path with the server’s permission message', async () => {
    await e2e.go('/dashboard/usermanagement');
    const denied = e2e.page.getByTestId('no-permission');
    await denied.waitFor();
    await poll(() => e2e.page.getByTestId('no-permission-message').textContent()).toContain('需要管理员权限');
    expect(await e2e.page.getByTestId('toast').count()).toBe(0);
    await e2e.screenshot('console-no-permission');
    // The control centre is an administrator's page too: typed, it answers the same, without a red toast.
    await e2e.go('/dashboard/control-center');
    await poll(() => e2e.page.getByTestId('no-permission').count()).toBe(1);
    expect(await e2e.page.getByTestId('toast').count()).toBe(0);
  });

  it('shows an administrator every page, API management first and pinned', async () => {
    await signInPage(e2e, e2e.page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/');
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/apimanagement');
    const menu = e2e.page.getByTestId('console-menu-desktop');
    // The menu groups its pages by task (issue #34 item 10), API management heading 审核与发布.
    const groups = menu.getByTestId('console-menu-group');
    await poll(() => groups.locator('> p').allTextContents()).toEqual(['我的工作', '审核与发布', '运维', '内容', '用户与权限']);
    expect(await menu.getByRole('group', { name: '审核与发布' }).getByRole('link').first().textContent()).toBe('API 管理');
    expect(await menu.getByRole('group', { name: '运维' }).getByRole('link', { name: '控制中心' }).count()).toBe(1);
    const labels = await menu.getByRole('link').allTextContents();
    expect(labels).toEqual(
      expect.arrayContaining(['用户管理', '日志管理', '审核上线', '我的接口', 'API 密钥']),
    );
    const tabs = e2e.page.getByRole('tablist', { name: '已打开的页面' });
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['API 管理']);
    // The creator's tabs stored in this browser are not an administrator's.
    expect(await e2e.page.getByTestId('no-permission').count()).toBe(0);
  });

  it('at 375 px: the mobile area has a bottom bar of ≥ 44 px targets, and each area links to the other', async () => {
    await signInPage(e2e, e2e.page, creator.account, creator.password);
    await e2e.page.setViewportSize({ width: 375, height: 800 });
    await e2e.go('/dashboard/myapi');
    await e2e.page.getByTestId('area-switch').click();
    await poll(() => hashPath(e2e.page)).toBe('/admin/mobile/my-api');
    const bar = e2e.page.getByTestId('bottom-nav');
    await bar.waitFor();
    const links = bar.getByRole('link');
    await poll(() => links.allTextContents()).toEqual(['我的接口', '开发者中心', '我的审核', '通知']);
    for (const box of await Promise.all(
      [...(await links.all()), bar.getByTestId('bottom-nav-more')].map((l) => l.boundingBox()),
    )) {
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
    await bar.getByRole('link', { name: '开发者中心' }).click();
    await poll(() => hashPath(e2e.page)).toBe('/admin/mobile/developer-center');
    await bar.getByTestId('bottom-nav-more').click();
    const more = e2e.page.getByTestId('console-menu-mobile');
    await more.getByRole('link', { name: 'API 密钥' }).click();
    await poll(() => hashPath(e2e.page)).toBe('/admin/mobile/user/info');
    // The URL changes before the router renders the page: measure the keys page itself.
    await e2e.page.getByRole('button', { name: '创建密钥' }).waitFor();
    expect(
      await e2e.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await e2e.screenshot('console-mobile-375');
    await e2e.go('/admin/mobile/user-management');
    await e2e.page.getByTestId('no-permission-message').waitFor();
    // From 769 px the mobile area offers the desktop console, on the same page where it has one.
    await e2e.page.setViewportSize({ width: 1280, height: 900 });
    await e2e.go('/admin/mobile/my-api');
    // The permission page a moment ago had its own switch: click the one of 我的接口.
    await poll(() => e2e.page.getByTestId('area-switch').getAttribute('href')).toBe('#/dashboard/myapi');
    await e2e.page.getByTestId('area-switch').click();
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/myapi');
  });
});
