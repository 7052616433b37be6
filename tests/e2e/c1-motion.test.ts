import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, homeOnPausedClock, startE2E, type E2E } from './support/browser.js';

/**
 * What axe cannot see, for a visitor sensitive to motion (WCAG 2.2.2 Pause, Stop, Hide; 2.3.3): the home
 * page's endless animations stop under `prefers-reduced-motion: reduce`, and the AI banner's scroll can be
 * paused — by hovering it, by keyboard focus inside it, and by its labelled toggle; so can the carousel.
 */
const PAUSE = '暂停滚动横幅';
const PLAY = '继续滚动横幅';
const SLOGANS = ['连接每一个开放 API', '一键调试，即刻集成', '发布你的 API，让世界调用'];

describe.skipIf(!hasChromium)('motion on the home page', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  async function home(reducedMotion: 'reduce' | 'no-preference'): Promise<{ page: Page; context: BrowserContext }> {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', reducedMotion });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/#/home`);
    await page.getByTestId('ai-banner').waitFor();
    await page.getByTestId('carousel').waitFor();
    return { page, context };
  }

  /** The page's animations that never end (infinite iterations), with their play state. */
  const endless = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
        .map((a) => ({ name: (a as CSSAnimation).animationName ?? '', state: a.playState })),
    );
  /** The carousel track's transition duration in seconds. */
  const slideTransition = (page: Page) =>
    page
      .getByTestId('carousel')
      .locator(':scope > div')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  const marquee = async (page: Page) => (await endless(page)).find((a) => a.name.includes('marquee'))?.state;

  it('under reduced motion nothing runs forever: the banner stands still and the slogan is shown whole, no caret', async () => {
    const { page, context } = await home('reduce');
    try {
      // The typer shows the whole slogan at once (not letter by letter) and has no blinking caret.
      // Read once, as soon as the page is there: typed letter by letter it would still be partial, with its caret.
      expect(SLOGANS).toContain(await page.getByTestId('slogan').locator('[aria-hidden=true]').textContent());
      expect((await endless(page)).filter((a) => a.state === 'running')).toEqual([]);
      // Transitions end at once too: the carousel's slide (0.6 s otherwise) jumps to the next one.
      expect(await slideTransition(page)).toBeLessThan(0.001);
      // Nothing moves, so there is nothing to pause: no toggle.
      expect(await page.getByRole('button', { name: PAUSE }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('the banner scrolls otherwise, and pauses on hover, on keyboard focus and with its toggle', async () => {
    const { page, context } = await home('no-preference');
    try {
      expect(await marquee(page)).toBe('running');
      expect(await slideTransition(page)).toBeCloseTo(0.6);
      // Hover.
      await page.getByTestId('ai-banner').hover();
      await expect.poll(() => marquee(page)).toBe('paused');
      await page.mouse.move(640, 800);
      await expect.poll(() => marquee(page)).toBe('running');

      // The toggle is reached with Tab from the top of the page, shows its focus, and focus inside pauses.
      const toggle = page.getByRole('button', { name: PAUSE });
      await page.locator('body').focus();
      let reached = false;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await toggle.evaluate((el) => el === document.activeElement);
      }
      expect(reached).toBe(true);
      expect(await toggle.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await expect.poll(() => marquee(page)).toBe('paused');

      // Pressed: it stays paused after focus leaves, and the button now offers to play.
      await page.keyboard.press('Enter');
      const play = page.getByRole('button', { name: PLAY });
      await play.waitFor();
      await page.keyboard.press('Tab');
      expect(await play.evaluate((el) => el === document.activeElement)).toBe(false);
      expect(await marquee(page)).toBe('paused');
      // Pressed again (Space this time): it plays once focus leaves the banner.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: PAUSE }).waitFor();
      await page.keyboard.press('Tab');
      await expect.poll(() => marquee(page)).toBe('running');
    } finally {
      await context.close();
    }
  });
  /** The home page on Playwright's clock: slides change only when the test moves the time. */
  async function homeOnClock(reducedMotion: 'reduce' | 'no-preference') {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', reducedMotion });
    const page = await context.newPage();
    await homeOnPausedClock(page, e2e.server.url);
    const index = () => page.getByTestId('carousel').getAttribute('data-index');
    return { page, context, index };
  }

  it('the carousel holds still on hover, on keyboard focus and with its toggle; its dots are 24 px targets', async () => {
    const { page, context, index } = await homeOnClock('no-preference');
    try {
      const carousel = page.getByTestId('carousel');
      // Hover: no change however long.
      await carousel.hover();
      await page.clock.runFor(12_000);
      expect(await index()).toBe('0');
      await page.mouse.move(640, 890);
      await page.clock.runFor(5_100);
      await expect.poll(index).toBe('1');
      // Keyboard focus inside (a dot): it holds.
      const dot = page.getByRole('button', { name: '第 3 张' });
      await dot.focus();
      await page.clock.runFor(12_000);
      expect(await index()).toBe('1');
      for (const d of await carousel.getByRole('button', { name: /^第 \d 张$/ }).all()) {
        const box = (await d.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      }
      // The toggle, by keyboard: paused, it stays put after the focus has left the carousel.
      const pause = page.getByRole('button', { name: '暂停轮播' });
      await pause.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: '继续轮播' }).waitFor();
      await page.locator('body').focus();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(12_000);
      expect(await index()).toBe('1');
      await page.getByRole('button', { name: '继续轮播' }).click();
      await page.mouse.move(640, 890);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(5_100);
      await expect.poll(index).toBe('2');
    } finally {
      await context.close();
    }
  });

  it('under reduced motion the carousel starts stopped, and its toggle plays it', async () => {
    const { page, context, index } = await homeOnClock('reduce');
    try {
      await page.clock.runFor(12_000);
      expect(await index()).toBe('0');
      await page.getByRole('button', { name: '继续轮播' }).click();
      await page.mouse.move(640, 890);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(5_100);
      await expect.poll(index).toBe('1');
    } finally {
      await context.close();
    }
  });
});
