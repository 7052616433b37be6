import { expect } from 'vitest';
import { buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import type { E2E } from './support/browser.js';

/** Waits for what the user would see (a loaded machine may take seconds). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

export const hashPath = (page: E2E['page']) => new URL(page.url()).hash.slice(1);

/** How far the page scrolls sideways (0 when nothing overflows). */
export const sideways = (page: E2E['page']) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Signs in through the real REST path and puts the token where the app keeps it; returns the token. The
 * session is stored from the site's icon (a document of the same origin that runs no script), so the app
 * is loaded once, signed in, at /home — storing it from a loaded app and reloading loaded it twice.
 */
export async function signInPage(e2e: E2E, page: E2E['page'], account: string, password: string): Promise<string> {
  const res = await e2e.server.request('POST', '/api/login', { account, password });
  expect(res.body.code).toBe(200);
  const token = res.body.data.token as string;
  await page.goto(`${e2e.server.url}/favicon.svg`);
  await page.evaluate(
    ([t, a]) => {
      localStorage.clear();
      localStorage.setItem('token', t!);
      localStorage.setItem('account', a!);
    },
    [token, account],
  );
  await page.goto(`${e2e.server.url}/#/home`);
  return token;
}

const isDark = (page: E2E['page']) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * Shows `route` anew at a width and theme without loading the app again (a reload costs about three times
 * the CPU on a 2-core machine): leaves for the 404 page, so the screen unmounts, resizes the window,
 * switches the theme with the header's button when it differs (stored as a reload would read it), and
 * comes back, so the screen renders at that width in that theme. The app must be loaded in `page`.
 */
export async function showAt(page: E2E['page'], route: string, look: { width: number; height?: number; dark: boolean }): Promise<void> {
  await page.evaluate(() => {
    location.hash = '#/look-elsewhere';
  });
  await page.getByTestId('not-found').waitFor();
  await page.setViewportSize({ width: look.width, height: look.height ?? 900 });
  if (look.dark !== (await isDark(page))) {
    await page.getByTestId('dark-toggle').click();
    await poll(() => isDark(page)).toBe(look.dark);
  }
  await page.evaluate((r) => {
    location.hash = `#${r}`;
  }, route);
}

/** Six creator accounts (with the administrator, seven users); only wanglei's account contains "wang". */
export const CREATOR_ACCOUNTS = {
  linyu: '林语',
  chenhao: '陈浩',
  zhoumin: '周敏',
  wanglei: '王磊',
  lina: '李娜',
  zhaoqiang: '赵强',
} as const;

/** Registers the six creators of CREATOR_ACCOUNTS, in that order, each with its creator profile. */
export async function buildCreators(e2e: E2E): Promise<Record<keyof typeof CREATOR_ACCOUNTS, BuiltUser>> {
  const built: Partial<Record<keyof typeof CREATOR_ACCOUNTS, BuiltUser>> = {};
  for (const [account, username] of Object.entries(CREATOR_ACCOUNTS) as Array<[keyof typeof CREATOR_ACCOUNTS, string]>) {
    built[account] = await buildUser(e2e.server, { account, username });
  }
  return built as Record<keyof typeof CREATOR_ACCOUNTS, BuiltUser>;
}
