import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, type BuiltApi } from '../../gateway/src/__tests__/support/factories.js';
import { poll } from './admin-session.js';
import { AxeBuilder } from './support/axe.js';
import { hasChromium, homeOnPausedClock, LONG, shoot, startE2E, type E2E } from './support/browser.js';

const ZH = ['连接每一个开放 API', '一键调试，即刻集成', '发布你的 API，让世界调用'];
const EN = ['Connect every open API', 'Test in one click, integrate at once', 'Publish your API for the world to call'];

/**
 * Client leftovers: the home slogan's pause survives a language switch (the switch remounts the typer
 * with the new slogans); the API page's version notices (a sunset banner drawn red, a deprecation
 * banner, the drift notice) come with the page and are role=status, not role=alert, and read well at
 * 375 and 1280 px in light and dark.
 */
describe.skipIf(!hasChromium)('slogan pause across languages, version notices', () => {
  let e2e: E2E;
  let api: BuiltApi;
  beforeAll(async () => {
    e2e = await startE2E();
    api = await buildApi(e2e.server, { name: '版本提示接口', address: 'builtin:uuid' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** The serious and critical axe violations within a part of the page. */
  async function serious(page: Page, within: string) {
    const result = await new AxeBuilder({ page }).include(within).analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 120)}`));
  }

  /** The home page in zh on Playwright's clock: the slogan moves only when the test moves the time. */
  async function homeOnClock(reducedMotion: 'reduce' | 'no-preference') {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', reducedMotion });
    const page = await context.newPage();
    await homeOnPausedClock(page, e2e.server.url);
    const slogan = page.getByTestId('slogan');
    const shown = async () => ({
      read: (await slogan.locator('[aria-hidden=true]').textContent())?.replace('|', ''),
      phase: await slogan.getAttribute('data-phase'),
    });
    const switchLanguage = () => page.getByTestId('lang-toggle').click();
    return { context, page, shown, switchLanguage };
  }

  it('a paused slogan stays paused (the same one, translated) after the language is switched, both ways', LONG, async () => {
    const { context, page, shown, switchLanguage } = await homeOnClock('no-preference');
    try {
      await page.getByRole('button', { name: '暂停标语轮换' }).click();
      await page.getByRole('button', { name: '继续标语轮换' }).waitFor();
      const held = await shown();
      expect(held.phase).toBe('paused');
      const at = ZH.indexOf(held.read ?? '');
      expect(at).toBeGreaterThanOrEqual(0);

      await switchLanguage();
      const play = page.getByRole('button', { name: 'Play the rotating slogans' });
      await play.waitFor();
      expect(await shown()).toEqual({ read: EN[at], phase: 'paused' });
      await page.clock.runFor(30_000);
      expect(await shown()).toEqual({ read: EN[at], phase: 'paused' });

      await switchLanguage();
      await page.getByRole('button', { name: '继续标语轮换' }).waitFor();
      await page.clock.runFor(30_000);
      expect(await shown()).toEqual(held);
    } finally {
      await context.close();
    }
  });

  it('under reduced motion the slogan starts stopped and stays so across a switch; played, it stays playing', LONG, async () => {
    const { context, page, shown, switchLanguage } = await homeOnClock('reduce');
    try {
      const first = await shown();
      expect(first.phase).toBe('paused');
      await switchLanguage();
      await page.getByRole('button', { name: 'Play the rotating slogans' }).waitFor();
      await page.clock.runFor(30_000);
      expect((await shown()).phase).toBe('paused');

      // Played in English, switched back: still playing (the choice, not the preference, decides).
      await page.getByRole('button', { name: 'Play the rotating slogans' }).click();
      await switchLanguage();
      await page.getByRole('button', { name: '暂停标语轮换' }).waitFor();
      expect((await shown()).phase).toBe('still');
      const before = (await shown()).read;
      await page.clock.runFor(12_000);
      await poll(async () => (await shown()).read).not.toBe(before);
      expect((await shown()).phase).toBe('still');
    } finally {
      await context.close();
    }
  });

  /** The API page with three versions (v1 sunset, v2 deprecated, v3 the default) and a drift notice. */
  async function versionsPage(width: number, dark: boolean) {
    const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.addInitScript((d) => localStorage.setItem('darkMode', d), String(dark));
    const version = (v: string, status: string, over: Record<string, unknown> = {}) => ({
      __typename: 'ApiVersion',
      version: v,
      status,
      sunset: null,
      successor: null,
      deprecatedAt: null,
      isDefault: false,
      isLatest: false,
      calls30d: 0,
      requestMethod: 'GET',
      responseExample: '{"code":200}',
      ...over,
    });
    const data = {
      apiVersions: [
        version('v0', 'sunset', { sunset: '2026-06-01T00:00:00Z', deprecatedAt: '2026-05-01T00:00:00Z' }),
        version('v1', 'sunset', { sunset: '2026-10-01T00:00:00Z', successor: 'v3', deprecatedAt: '2026-08-01T00:00:00Z' }),
        version('v2', 'deprecated', { sunset: '2027-03-01T00:00:00Z', successor: 'v3', deprecatedAt: '2026-11-01T00:00:00Z' }),
        version('v3', 'stable', { isDefault: true, isLatest: true }),
      ],
      apiDrift: {
        __typename: 'ApiDrift',
        since: '2026-11-20T06:30:00Z',
        message: '抽样的返回缺少字段 $.data[0].id，与文档的响应示例不一致（例如 {"code":200,"data":[{"name":"x"}]}）',
      },
    };
    await page.route('**/graphql', async (route) => {
      if (/query ApiVersions\b/.test(route.request().postData() ?? '')) {
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });
      }
      await route.fallback();
    });
    await page.goto(`${e2e.server.url}/#/api/Details/${api.id}`);
    await page.getByTestId('drift-notice').waitFor();
    return { context, page };
  }

  it('the sunset and deprecation banners and the drift notice: role=status (no alert), dated, 375/1280 px light and dark, axe clean', LONG, async () => {
    for (const width of [375, 1280]) {
      for (const dark of [false, true]) {
        const name = `${width}-${dark ? 'dark' : 'light'}`;
        const { context, page } = await versionsPage(width, dark);
        try {
          const drift = page.getByRole('status').filter({ hasText: '返回与文档不一致' });
          await poll(() => drift.count()).toBe(1);
          // When the drift was found: the notice says since when.
          expect(await drift.textContent()).toContain('抽样发现');
          // Its title stands out from the message (it read as one paragraph at the same weight).
          const weight = (part: string) =>
            page.getByTestId('drift-notice').locator(`.chakra-alert__${part}`).first().evaluate((el) => Number(getComputedStyle(el).fontWeight));
          expect(await weight('title')).toBeGreaterThanOrEqual(600);
          expect(await weight('description')).toBeLessThan(600);
          const switcher = page.getByLabel('版本');
          await switcher.selectOption('v1');
          const sunset = page.getByRole('status').filter({ hasText: '版本 v1 已于' });
          await poll(() => sunset.count()).toBe(1);
          expect(await sunset.textContent()).toContain('v3');
          expect(await page.getByRole('alert').filter({ hasText: 'v1' }).count()).toBe(0);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), name).toBeLessThanOrEqual(0);
          expect(await serious(page, '[data-testid="deprecation-banner"]'), name).toEqual([]);
          expect(await serious(page, '[data-testid="drift-notice"]'), name).toEqual([]);
          await shoot(page.getByTestId('deprecation-banner').locator('xpath=..'), `c3-notices-sunset-${name}`);
          // A version retired without a successor: the banner names none (it read "请改用 —").
          await switcher.selectOption('v0');
          const alone = page.getByRole('status').filter({ hasText: '版本 v0 已于' });
          await poll(() => alone.count()).toBe(1);
          expect(await alone.textContent()).toMatch(/停止服务，调用将返回 410。$/);
          await switcher.selectOption('v2');
          const deprecated = page.getByRole('status').filter({ hasText: '版本 v2 已弃用' });
          await poll(() => deprecated.count()).toBe(1);
          expect(await serious(page, '[data-testid="deprecation-banner"]'), name).toEqual([]);
          await shoot(page.getByTestId('deprecation-banner').locator('xpath=..'), `c3-notices-deprecated-${name}`);
          await shoot(page, `c3-notices-page-${name}`);
        } finally {
          await context.close();
        }
      }
    }
  });
});
