import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { AxeBuilder } from './support/axe.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

/**
 * A keyboard-only visitor (what axe cannot see): a skip link past the header, and a focus that follows
 * the visitor to the new page instead of being dropped on <body> when the link they used goes away, and
 * the API tester's result announced when a test ends, the comment box keeping the focus after a send, and a failed sign-in said aloud.
 */
describe.skipIf(!hasChromium)('keyboard: skip link and focus on a new page', () => {
  let e2e: E2E;
  const API = '键盘测试接口';
  let user: BuiltUser;
  beforeAll(async () => {
    e2e = await startE2E();
    user = await buildUser(e2e.server);
    await buildApi(e2e.server, { name: API, address: 'builtin:uuid' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** What has the focus: its tag, id and accessible text, or 'body' when nothing has. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      return `${el.tagName.toLowerCase()}#${el.id} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
    });
  const inMain = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('main'));
  /** Tabs until `target` has the focus (at most `max` presses); whether it got there. */
  async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 40) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return true;
    }
    return false;
  }

  it('the first Tab stop is a visible "skip to main content" link that takes the focus into the page', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 900 });
    await e2e.go('/home');
    await page.getByTestId('carousel').waitFor();
    // A fresh load: the Tab order starts at the top of the document.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    // Shown while focused: inside the viewport.
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/^main#main-content/);
    // The hash route stays (the link is not followed as a route).
    expect(page.url()).toMatch(/#\/home$/);
    // The next Tab stop is in the page, past the header's links.
    await page.keyboard.press('Tab');
    expect(await inMain(page)).toBe(true);
  });

  it('following an API card by keyboard lands the focus on the new page, not on <body>', async () => {
    const { page } = e2e;
    await e2e.go('/api-market');
    const name = page.getByRole('link', { name: API });
    await name.waitFor();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    expect(await tabTo(page, name)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/#\/api\/Details\/\d+$/);
    await page.getByRole('heading', { name: API }).first().waitFor();
    expect(await focused(page)).not.toBe('body');
    expect(await inMain(page)).toBe(true);
  });

  it('at 375 px a link of the mobile menu (which closes) leaves the focus on the new page, not on <body>', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await e2e.go('/home');
      await page.getByTestId('carousel').waitFor();
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      expect(await tabTo(page, page.getByRole('button', { name: '打开菜单' }))).toBe(true);
      await page.keyboard.press('Enter');
      const market = page.getByTestId('mobile-nav').getByRole('link', { name: 'API 市场' });
      expect(await tabTo(page, market)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.url()).toMatch(/#\/api-market$/);
      await page.getByRole('link', { name: API }).waitFor();
      await expect.poll(() => page.getByTestId('mobile-nav').count()).toBe(0);
      expect(await focused(page)).not.toBe('body');
      expect(await inMain(page)).toBe(true);
      // From there, Tab goes on into the page.
      await page.keyboard.press('Tab');
      expect(await inMain(page)).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
  it('a test started from the keyboard on the API page is announced to screen readers when it ends', async () => {
    const { page } = e2e;
    await e2e.go('/api-market');
    await page.getByRole('link', { name: API }).click();
    await page.getByRole('heading', { name: API }).first().waitFor();
    // A polite live region, there (empty) before the test runs, so its change is heard.
    const announce = page.getByTestId('test-announce');
    expect(await announce.count()).toBe(1);
    expect(await announce.getAttribute('role')).toBe('status');
    expect((await announce.textContent())!.trim()).toBe('');
    const start = page.getByRole('button', { name: '开始测试' });
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    expect(await tabTo(page, start, 60)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => announce.textContent()).toMatch(/^测试完成：状态码 200，耗时 \d+ 毫秒$/);
  });
  it('a comment sent from the keyboard leaves the focus at the composer, not on <body>, and Tab writes again', async () => {
    const { page } = e2e;
    await page.getByRole('heading', { name: API }).first().waitFor();
    const text = page.getByTestId('comment-composer').getByTestId('composer-text');
    await text.focus();
    await page.keyboard.type('键盘写的评论');
    const send = page.getByRole('button', { name: '发表评论' });
    expect(await tabTo(page, send, 6)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('comment').filter({ hasText: '键盘写的评论' }).waitFor();
    await expect.poll(() => page.getByTestId('comment-composer').getAttribute('data-expanded')).toBeNull();
    expect(await focused(page)).not.toBe('body');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=comment-composer]'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await text.evaluate((el) => el === document.activeElement)).toBe(true);
  });
  it('a failed sign-in is announced (role=alert) while the focus stays in the form', async () => {
    const { page } = e2e;
    await e2e.go('/login');
    const form = page.getByRole('tabpanel');
    const account = form.getByLabel('账号', { exact: true });
    await account.waitFor();
    await account.focus();
    await page.keyboard.type(user.account);
    await page.keyboard.press('Tab');
    expect(await form.getByLabel('密码', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('not-the-password-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '账号或密码错误' }).count()).toBe(1);
    expect(await page.evaluate(() => !!document.activeElement?.closest('form'))).toBe(true);
  });
  it('at 375 px Escape closes the open mobile menu and gives the focus back to its button', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await e2e.go('/home');
      await page.getByTestId('carousel').waitFor();
      const button = page.getByRole('button', { name: '打开菜单' });
      await button.focus();
      await page.keyboard.press('Enter');
      const market = page.getByTestId('mobile-nav').getByRole('link', { name: 'API 市场' });
      expect(await tabTo(page, market)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('mobile-nav').count()).toBe(0);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
  it('the feedback form while its problem types load: a named status region, no prohibited aria-label (axe saw it only under load)', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      // The types' answer never comes: the loading state stays on screen for the check.
      await page.route('**/graphql', async (route) => {
        if (/ProblemTypes/.test(route.request().postData() ?? '')) return; // left pending
        await route.fallback();
      });
      await page.goto(`${e2e.server.url}/#/problem`);
      const loading = page.getByRole('status', { name: '正在加载问题类型…' });
      await loading.waitFor();
      const result = await new AxeBuilder({ page }).withRules('aria-prohibited-attr').analyze();
      expect(result.violations.map((v) => v.id)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
