import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startTestServer, type TestServer } from '../../../gateway/src/__tests__/support/server.js';

export const chromiumPath = inject('chromiumPath');
export const hasChromium = chromiumPath !== '';
/**
 * Test options for a journey through many pages, or through several fresh browser contexts: on a loaded
 * 2-core machine (36 files side by side) such a test has taken 40–55 s, too close to the 60 s default.
 */
export const LONG = { timeout: 120_000 };
const clientDist = path.resolve(import.meta.dirname, '../../../client/dist');
const shots = path.resolve(import.meta.dirname, '../../.artifacts/screenshots');

export interface E2E {
  server: TestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Opens a hash route of the real server, e.g. `go('/home')`. */
  go(route: string): Promise<void>;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** The real gateway (fresh database, built client) and Debian's Chromium via playwright-core. */
export async function startE2E(
  options: { viewport?: { width: number; height: number }; env?: Record<string, string> } = {},
): Promise<E2E> {
  const server = await startTestServer({ CLIENT_DIST: clientDist, ...options.env });
  // playwright gives every launch a fresh, throwaway profile (the --user-data-dir of the standards).
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  return {
    server,
    browser,
    context,
    page,
    async go(route) {
      await page.goto(`${server.url}/#${route}`);
    },
    async screenshot(name) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
