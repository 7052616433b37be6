import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
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

/**
 * Screenshots are for people looking at the screens (`E2E_SHOTS=1 npm test`, then tests/.artifacts/
 * screenshots): no test reads them, and on a 2-core machine the 130 of a run cost about a minute.
 */
export const shotsWanted = /^(1|true)$/.test(process.env.E2E_SHOTS ?? '');

/** Writes `tests/.artifacts/screenshots/<name>.png` of a page or one block of it when E2E_SHOTS is set. */
export async function shoot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!shotsWanted) return;
  mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage });
  else await target.screenshot({ path: file });
}

/** The contexts a test file opens: `newContext` of the shared browser, closed with the file's `close()`. */
export interface ContextOpener {
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export interface E2E {
  server: TestServer;
  browser: ContextOpener;
  context: BrowserContext;
  page: Page;
  /** Opens a hash route of the real server, e.g. `go('/home')`. */
  go(route: string): Promise<void>;
  /** A full-page screenshot of `page` when E2E_SHOTS is set (see `shoot`). */
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * One Chromium per test worker: the files a worker runs one after another (isolate: false) share it,
 * each in contexts of its own (a context is a fresh profile: storage, cookies, cache), so a file starts
 * no browser. Playwright stops it when the worker process exits.
 */
let shared: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({
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
  return shared.then((browser) => {
    // A crashed browser is started again for the next file instead of failing every one after it.
    if (!browser.isConnected()) {
      shared = undefined;
      return sharedBrowser();
    }
    return browser;
  });
}

/** A page of its own in the worker's shared Chromium, for a check that needs no server (the axe helper's own test). */
export async function blankPage(): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await (await sharedBrowser()).newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** The real gateway (fresh database, built client) and Debian's Chromium via playwright-core. */
export async function startE2E(
  options: { viewport?: { width: number; height: number }; env?: Record<string, string> } = {},
): Promise<E2E> {
  const [server, browser] = await Promise.all([
    startTestServer({ CLIENT_DIST: clientDist, ...options.env }),
    sharedBrowser(),
  ]);
  const opened = new Set<BrowserContext>();
  const opener: ContextOpener = {
    async newContext(contextOptions) {
      const context = await browser.newContext(contextOptions);
      opened.add(context);
      context.once('close', () => opened.delete(context));
      return context;
    },
  };
  const context = await opener.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  return {
    server,
    browser: opener,
    context,
    page,
    async go(route) {
      await page.goto(`${server.url}/#${route}`);
    },
    screenshot: (name) => shoot(page, name, { fullPage: true }),
    async close() {
      await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
      await server.stop();
    },
  };
}

/**
 * Opens the home page on Playwright's clock, paused a second after a fixed start: the carousel and the
 * slogan move only when the test moves the time (`page.clock.runFor`). Resolves once the carousel is there.
 */
export async function homeOnPausedClock(page: Page, baseUrl: string): Promise<void> {
  const start = new Date('2026-11-21T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto(`${baseUrl}/#/home`);
  await page.getByTestId('carousel').waitFor();
}
