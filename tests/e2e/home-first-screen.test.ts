import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnnouncement, buildNotice } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/**
 * index.html draws the home page's first screen before any script runs (client/first-screen-shell.ts)
 * and writes the notice into it when the first-screen request answers. Checked here: it is the real
 * notice, and every block of it sits exactly where the page's own block does — zh/en, light/dark,
 * 375/1280 px — so the page does not jump when React takes over (and the notice, the largest text on a
 * phone, is painted once, in its final place and size).
 */
describe.skipIf(!hasChromium)('the first screen before the scripts', () => {
  let e2e: E2E;
  let notice: { id: number; content: string; contentEn: string };
  beforeAll(async () => {
    e2e = await startE2E();
    // What the shell draws of the data: the notice (long enough to wrap on a phone, in both languages) and
    // the announcements card.
    await buildNotice(e2e.server, {
      content: '欢迎使用接口市场！所有内置接口均可免费在线测试，新用户请先阅读《快速开始》。',
      contentEn:
        'Welcome to API Market! Every built-in API can be tested online for free; newcomers, start with the Quick start guide.',
      daysAgo: 2,
    });
    await buildAnnouncement(e2e.server, { type: 'system', title: '11 月 28 日凌晨系统维护通知', daysAgo: 1 });
    await buildAnnouncement(e2e.server, { type: 'update', title: '1.5.0 版本发布：全新搜索', daysAgo: 1 });
    notice = (
      await e2e.server.graphql<{ currentNotice: { id: number; content: string; contentEn: string } }>(
        '{ currentNotice { id content contentEn } }',
      )
    ).data!.currentNotice;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  // The same blocks in the shell (index.html) and in the page (React), by selector.
  const BLOCKS = {
    header: ['.fs-header', 'header'],
    brand: ['.fs-brand', '[data-testid=brand]'],
    langToggle: ['.fs-tools .fs-btn', '[data-testid=lang-toggle]'],
    banner: ['.fs-banner', '[data-testid=ai-banner]'],
    tagline: ['.fs-tag', 'p:has(+ [data-testid=slogan])'],
    slogan: ['.fs-slogan', '[data-testid=slogan]'],
    clock: ['.fs-clock', '[data-testid=clock]'],
    carousel: ['.fs-car', '[data-testid=carousel]'],
    noticeCard: ['#fs-notice', '[data-testid=notice-panel]'],
    noticeText: ['.fs-text', '[data-testid=notice-text]'],
    noticeRead: ['.fs-row .fs-blue', '[data-testid=notice-read]'],
  } as const;

  async function boxes(page: Page, which: 0 | 1): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const [name, selectors] of Object.entries(BLOCKS)) {
      const box = await page.locator(selectors[which]).first().boundingBox();
      // The slogan types itself letter by letter: its column's width follows the typed text.
      const width = name === 'tagline' || name === 'slogan' ? [] : [box?.width ?? 0];
      // Beside the announcements (≥ 1024 px) the carousel is as tall as they are: their loaded list decides it.
      const height = name === 'carousel' && box && box.width > 600 ? [] : [box?.height ?? 0];
      out[name] = box ? [box.x, box.y, ...width, ...height].map((n) => n.toFixed(1)).join(' ') : 'missing';
    }
    return out;
  }

  async function load(
    opts: { lang: 'zh' | 'en'; dark: boolean; width: number; scripts: boolean; storage?: Record<string, string> },
  ) {
    const context = await e2e.browser.newContext({ viewport: { width: opts.width, height: 812 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.addInitScript((stored: Record<string, string>) => {
      for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
    }, { lang: opts.lang, darkMode: String(opts.dark), ...opts.storage });
    if (!opts.scripts) await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${e2e.server.url}/#/home`);
    return { page, close: () => context.close() };
  }

  for (const lang of ['zh', 'en'] as const) {
    it(`${lang}: the shell shows the real notice, block for block where the page has it, light and dark, at 375 and 1280 px`, LONG, async () => {
      const text = lang === 'en' ? notice.contentEn : notice.content;
      for (const width of [375, 1280]) {
        // The page is loaded once per width and switched to dark with the header's button, as a visitor
        // would: the theme changes colours, never positions, so each shell is compared with it as it is.
        const app = await load({ lang, dark: false, width, scripts: true });
        try {
          await app.page.getByTestId('notice-text').waitFor();
          expect(await app.page.getByTestId('notice-text').textContent()).toBe(text);
          // The page has replaced the shell entirely.
          expect(await app.page.locator('.fs').count()).toBe(0);
          for (const dark of [false, true]) {
            if (dark) {
              await app.page.getByTestId('dark-toggle').click();
              await app.page.waitForFunction(() => document.documentElement.classList.contains('dark'));
            }
            const shell = await load({ lang, dark, width, scripts: false });
            try {
              await shell.page.locator('.fs-text').waitFor();
              expect(await shell.page.locator('.fs-text').textContent()).toBe(text);
              // The shell takes the stored theme before it paints.
              expect(await shell.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
              expect(await boxes(shell.page, 0)).toEqual(await boxes(app.page, 1));
              const name = `first-screen-${lang}-${dark ? 'dark' : 'light'}-${width}`;
              await shoot(shell.page, `${name}-shell`);
              await shoot(app.page, `${name}-page`);
            } finally {
              await shell.close();
            }
          }
        } finally {
          await app.close();
        }
      }
    });
  }

  it('a notice marked read is not in the shell either; other routes get no shell', async () => {
    const read = await load({
      lang: 'zh',
      dark: false,
      width: 375,
      scripts: false,
      storage: { noticeRead: String(notice.id) },
    });
    try {
      await read.page.locator('.fs-card').first().waitFor();
      await read.page.waitForFunction(() => !document.getElementById('fs-notice'));
      expect(await read.page.locator('.fs-card').count()).toBe(1); // the announcements card
    } finally {
      await read.close();
    }
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
      await page.goto(`${e2e.server.url}/#/about`);
      expect(await page.locator('#root').innerHTML()).toBe('');
    } finally {
      await context.close();
    }
  });
});
