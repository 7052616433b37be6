import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildComment, type BuiltApi } from '../../gateway/src/__tests__/support/factories.js';
import { poll, signInPage } from './admin-session.js';
import { AxeBuilder } from './support/axe.js';
import { hasChromium, homeOnPausedClock, LONG, startE2E, type E2E } from './support/browser.js';

/**
 * What axe cannot see, second pass: where the focus goes after a comment or a reply is sent (kept, and
 * drawn), errors said aloud (role=alert) on the API page and in the admin problem report, the home
 * slogan's pause toggle (WCAG 2.2.2), and a new page's focus on its <h1>.
 */
describe.skipIf(!hasChromium)('focus, announcements and motion, second pass', () => {
  let e2e: E2E;
  let api: BuiltApi;
  const API = '焦点测试接口';
  const COMMENT = '一条等人回复的评论';
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    api = await buildApi(e2e.server, { name: API, address: 'builtin:uuid' });
    await buildComment(e2e.server, { api, content: COMMENT });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** The focused element: whether there is one (not <body>), whether its focus is drawn, its name. */
  const focus = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { on: 'body', ring: false };
      const style = getComputedStyle(el);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        (style.boxShadow !== 'none' && style.boxShadow !== '');
      return { on: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`, ring };
    });
  const isFocused = (target: ReturnType<Page['getByRole']>) => target.evaluate((el) => el === document.activeElement);
  async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 10) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (await isFocused(target).catch(() => false)) return true;
    }
    return false;
  }
  /** The serious and critical axe violations of the page as it is. */
  async function serious(page: Page) {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 120)}`));
  }
  /** A fresh context in zh, light or dark (stored as the app reads it). */
  async function fresh(dark = false, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', reducedMotion });
    const page = await context.newPage();
    await page.addInitScript((d) => localStorage.setItem('darkMode', d), String(dark));
    return { context, page };
  }

  it('a comment sent from the keyboard leaves a drawn focus on its box, and the sending is announced politely', async () => {
    const { page } = e2e;
    await e2e.go(`/api/Details/${api.id}`);
    await page.getByRole('heading', { name: API, level: 1 }).waitFor();
    const text = page.getByTestId('comment-composer').getByRole('textbox', { name: '写下你的评论…' });
    await text.focus();
    await page.keyboard.type('键盘写的第二条评论');
    expect(await tabTo(page, page.getByRole('button', { name: '发表评论' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('comment').filter({ hasText: '键盘写的第二条评论' }).waitFor();
    await poll(() => page.getByRole('status').filter({ hasText: '评论发布成功' }).count()).toBe(1);
    const now = await focus(page);
    expect(now.on).not.toBe('body');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=comment-composer]'))).toBe(true);
    expect(now.ring).toBe(true);
  });

  it('a reply sent from the keyboard gives the focus back to the reply button that opened it (drawn), announced politely', async () => {
    const { page } = e2e;
    const comment = page.getByTestId('comment').filter({ hasText: COMMENT });
    const reply = comment.getByRole('button', { name: /^回复/ }).first();
    await reply.focus();
    await page.keyboard.press('Enter');
    const box = comment.getByRole('textbox', { name: '回复 访客…' });
    await poll(() => isFocused(box)).toBe(true);
    await page.keyboard.type('键盘写的回复');
    expect(await tabTo(page, comment.getByRole('button', { name: '发表回复' }))).toBe(true);
    await page.keyboard.press('Enter');
    await comment.getByTestId('reply').filter({ hasText: '键盘写的回复' }).waitFor();
    await poll(() => page.getByRole('status').filter({ hasText: '回复发布成功' }).count()).toBe(1);
    await poll(() => comment.getByTestId('reply-composer').count()).toBe(0);
    expect(await isFocused(reply)).toBe(true);
    expect((await focus(page)).ring).toBe(true);

    // Cancel does the same: the focus is not dropped on <body>.
    await page.keyboard.press('Enter');
    await poll(() => isFocused(box)).toBe(true);
    expect(await tabTo(page, comment.getByRole('button', { name: '取消' }))).toBe(true);
    await page.keyboard.press('Enter');
    await poll(() => comment.getByTestId('reply-composer').count()).toBe(0);
    expect(await isFocused(reply)).toBe(true);
  });

  it('the comments and the call history that fail to load say so aloud (role=alert), axe clean light and dark', LONG, async () => {
    for (const dark of [false, true]) {
      const { context, page } = await fresh(dark);
      try {
        await page.route('**/graphql', async (route) => {
          if (/ApiComments|ApiCallHistory/.test(route.request().postData() ?? '')) {
            return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'down' }] }) });
          }
          await route.fallback();
        });
        await page.goto(`${e2e.server.url}/#/api/Details/${api.id}`);
        await poll(() => page.getByRole('alert').filter({ hasText: '获取评论失败' }).count()).toBe(1);
        await poll(() => page.getByRole('alert').filter({ hasText: '获取历史记录失败' }).count()).toBe(1);
        expect(await serious(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('the admin problem report sent incomplete says so aloud (role=alert)', async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/problemfeedback');
    await page.getByRole('tab', { name: '提交问题报告' }).click();
    const report = page.getByRole('form', { name: '管理员问题报告' });
    await report.getByRole('button', { name: '提交报告' }).click();
    await poll(() => report.getByRole('alert').filter({ hasText: '请填写完整信息' }).count()).toBe(1);
    for (const dark of [false, true]) {
      if (dark !== (await page.evaluate(() => document.documentElement.classList.contains('dark')))) {
        await page.getByTestId('dark-toggle').click();
        await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
      }
      expect(await serious(page)).toEqual([]);
    }
    await page.getByTestId('dark-toggle').click();
    await page.evaluate(() => localStorage.clear());
  });

  /** The home page on Playwright's clock: the slogan changes only when the test moves the time. */
  async function homeOnClock(reducedMotion: 'reduce' | 'no-preference', dark = false) {
    const { context, page } = await fresh(dark, reducedMotion);
    await homeOnPausedClock(page, e2e.server.url);
    const slogan = page.getByTestId('slogan');
    /** The slogan as read (the whole text) and as drawn. */
    const shown = async () => ({
      read: (await slogan.locator('[aria-hidden=true]').textContent())?.replace('|', ''),
      phase: await slogan.getAttribute('data-phase'),
    });
    const caretBlinks = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some((a) => (a as CSSAnimation).animationName === 'blink' && a.playState === 'running'),
      );
    return { context, page, shown, caretBlinks };
  }

  it('the typing slogan has a labelled pause toggle: paused, it shows one slogan whole, no caret, however long', LONG, async () => {
    const { context, page, shown, caretBlinks } = await homeOnClock('no-preference');
    try {
      const pause = page.getByRole('button', { name: '暂停标语轮换' });
      await pause.waitFor();
      expect(await caretBlinks()).toBe(true);
      await pause.focus();
      expect((await focus(page)).ring).toBe(true);
      await page.keyboard.press('Enter');
      const play = page.getByRole('button', { name: '继续标语轮换' });
      await play.waitFor();
      const held = await shown();
      expect(held.phase).toBe('paused');
      expect(['连接每一个开放 API', '一键调试，即刻集成', '发布你的 API，让世界调用']).toContain(held.read);
      await page.clock.runFor(30_000);
      expect(await shown()).toEqual(held);
      expect(await caretBlinks()).toBe(false);
      // Played again: it moves on to the next slogan.
      await play.click();
      await page.clock.runFor(12_000);
      await poll(async () => (await shown()).read).not.toBe(held.read);
      // axe waits for the page's finite animations: on the real clock again.
      await page.clock.resume();
      expect(await serious(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('under reduced motion the slogan starts stopped (the toggle plays it), axe clean light and dark', LONG, async () => {
    for (const dark of [false, true]) {
      const { context, page, shown } = await homeOnClock('reduce', dark);
      try {
        const first = await shown();
        await page.clock.runFor(30_000);
        expect(await shown()).toEqual(first);
        await page.getByRole('button', { name: '继续标语轮换' }).click();
        await page.clock.runFor(12_000);
        await poll(async () => (await shown()).read).not.toBe(first.read);
        expect((await shown()).phase).toBe('still');
        await page.clock.resume();
        expect(await serious(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('a new page takes the focus on its <h1> (a script stop, no ring); the skip link still goes to <main>', async () => {
    const { context, page } = await fresh();
    try {
      await page.goto(`${e2e.server.url}/#/home`);
      await page.getByTestId('carousel').waitFor();
      const market = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: 'API 市场' });
      await market.focus();
      await page.keyboard.press('Enter');
      const h1 = page.getByRole('heading', { level: 1, name: 'API 市场' });
      await h1.waitFor();
      await poll(() => isFocused(h1)).toBe(true);
      expect(await h1.getAttribute('tabindex')).toBe('-1');
      expect((await focus(page)).ring).toBe(false);
      // A page whose heading comes with its data (the API page): the heading takes the focus when it comes.
      const card = page.getByRole('link', { name: API });
      await card.focus();
      await page.keyboard.press('Enter');
      const title = page.getByRole('heading', { level: 1, name: API });
      await title.waitFor();
      await poll(() => isFocused(title)).toBe(true);
      // The skip link: the first Tab stop after a fresh load, to <main>.
      await page.reload();
      await title.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    } finally {
      await context.close();
    }
  });
});
