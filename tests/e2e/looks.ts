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

/** 375 and 1280 px in light and dark, and the tablet width (768 px, still the mobile layout) in light. */
const LOOKS = [
  { width: 375, dark: false },
  { width: 768, dark: false },
  { width: 1280, dark: false },
  { width: 375, dark: true },
  { width: 1280, dark: true },
];

/**
 * Opens `route` in each look (a fresh context each), lets `ready` wait for the page, checks there is no
 * sideways overflow, then runs `check` (screenshots, per-look assertions).
 */
export async function eachLook(
  e2e: E2E,
  route: string,
  ready: (page: Page) => Promise<unknown>,
  check: (look: Look) => Promise<unknown>,
): Promise<void> {
  for (const { width, dark } of LOOKS) {
    const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript((d) => localStorage.setItem('darkMode', String(d)), dark);
    const page = await context.newPage();
    try {
      await page.goto(`${e2e.server.url}/#${route}`);
      await ready(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await check({ page, width, dark, name: `${width}-${dark ? 'dark' : 'light'}` });
    } finally {
      await context.close();
    }
  }
}
