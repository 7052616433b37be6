import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2E } from './support/browser.js';

/** Polls up to 10 s (the default 1 s is short on a loaded machine; nothing waits a fixed time). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });


export interface Look {
  page: Page;
  width: number;
  dark: boolean;
  /** e.g. `375-dark`, for screenshot names. */
  name: string;
}

/**
 * 375 and 1280 px in light and dark, and the tablet width (768 px, still the mobile layout) in light:
 * in an order that switches the theme once.
 */
const LOOKS = [
  { width: 375, dark: false },
  { width: 768, dark: false },
  { width: 1280, dark: false },
  { width: 1280, dark: true },
  { width: 375, dark: true },
];

/**
 * Opens `route` in each look, lets `ready` wait for the page, checks there is no sideways overflow, then
 * runs `check` (screenshots, per-look assertions). The app is loaded once; each later look leaves for
 * the 404 page, resizes the window, switches the theme with the header's button when it changes, and
 * comes back, so every look renders the page anew at its width (a fresh load each cost ~3 s of CPU).
 */
export async function eachLook(
  e2e: E2E,
  route: string,
  ready: (page: Page) => Promise<unknown>,
  check: (look: Look) => Promise<unknown>,
): Promise<void> {
  const context = await e2e.browser.newContext({ viewport: { width: LOOKS[0]!.width, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    await page.goto(`${e2e.server.url}/#/look-elsewhere`);
    for (const { width, dark } of LOOKS) {
      await page.getByTestId('not-found').waitFor();
      await page.setViewportSize({ width, height: 900 });
      if (dark !== (await page.evaluate(() => document.documentElement.classList.contains('dark')))) {
        await page.getByTestId('dark-toggle').click();
      }
      await page.evaluate((r) => {
        location.hash = `#${r}`;
      }, route);
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await check({ page, width, dark, name: `${width}-${dark ? 'dark' : 'light'}` });
      await page.evaluate(() => {
        location.hash = '#/look-elsewhere';
      });
    }
  } finally {
    await context.close();
  }
}
