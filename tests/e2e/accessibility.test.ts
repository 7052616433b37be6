import { AxeBuilder } from './support/axe.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  buildApi,
  buildCalls,
  buildCategory,
  buildUser,
  type BuiltUser,
} from '../../gateway/src/__tests__/support/factories.js';
import { showAt, signInPage } from './admin-session.js';
import { hasChromium, LONG, shoot, shotsWanted, startE2E, type E2E } from './support/browser.js';

interface Screen {
  name: string;
  route: string;
  /** Who is signed in: nobody, a creator or the administrator. */
  as: 'visitor' | 'creator' | 'admin';
  /** What the finished screen shows (its data loaded), before axe reads it. */
  ready: (page: Page) => Promise<unknown>;
}

/**
 * Issue #34 "Accessible": axe-core on every main screen, light and dark, finds no serious or critical
 * violation (WCAG 2.x A and AA rules plus axe's best practices); every screen is reachable by keyboard
 * with a visible focus ring. With E2E_SHOTS=1 each screen state is also photographed at 1280 and 375 px.
 */
describe.skipIf(!hasChromium)('accessibility of the main screens', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  let apiId = 0;
  const screens: Screen[] = [
    {
      name: 'home',
      route: '/home',
      as: 'visitor',
      ready: (p) => p.getByTestId('api-card').first().waitFor(),
    },
    {
      name: 'market',
      route: '/api-market',
      as: 'visitor',
      ready: (p) => p.getByTestId('api-card').first().waitFor(),
    },
    {
      name: 'api-detail',
      route: '',
      as: 'visitor',
      ready: (p) => p.locator('[data-testid="trend-chart"] svg').waitFor(),
    },
    { name: 'login', route: '/login', as: 'visitor', ready: (p) => p.getByRole('button').first().waitFor() },
    { name: 'problem', route: '/problem', as: 'visitor', ready: (p) => p.locator('main').waitFor() },
    {
      name: 'docs',
      route: '/docs/rest-api',
      as: 'visitor',
      ready: (p) => p.getByTestId('docs-operation').first().waitFor(),
    },
    {
      name: 'my-api',
      route: '/dashboard/myapi',
      as: 'creator',
      ready: (p) => p.getByTestId('my-api-row').first().waitFor(),
    },
    {
      // A key just created: its secret, shown once, and the button that copies it.
      name: 'api-keys-new-key',
      route: '/dashboard/apikeys',
      as: 'creator',
      ready: async (p) => {
        await p.getByLabel('密钥名称').fill('无障碍检查');
        await p.getByRole('button', { name: '创建密钥' }).click();
        await p.getByTestId('new-key-secret').waitFor();
        await p.mouse.move(0, 0); // axe reads the buttons at rest, not under the pointer
      },
    },
    {
      name: 'api-management',
      route: '/dashboard/apimanagement',
      as: 'admin',
      ready: (p) => p.getByTestId('admin-row').first().waitFor(),
    },
    { name: 'review', route: '/dashboard/apireview', as: 'admin', ready: (p) => p.locator('main').waitFor() },
    {
      name: 'control-centre',
      route: '/dashboard/control-center',
      as: 'admin',
      ready: (p) => p.getByTestId('activity-log').waitFor({ timeout: 20_000 }),
    },
  ];

  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    creator = await buildUser(e2e.server, { username: '无障碍测试' });
    const category = await buildCategory(e2e.server, { name: '实用工具', nameEn: 'Utilities' });
    const api = await buildApi(e2e.server, {
      creator,
      category: category.id,
      name: '哈希计算',
      nameEn: 'Hash digest',
      address: 'builtin:hash',
      parameters: [
        { name: 'text', type: 'string', required: true, description: '要计算的文本', example: 'hello' },
      ],
    });
    apiId = api.id;
    await buildCalls(e2e.server, { api, count: 12, responseTimeMs: 18 });
    await buildCalls(e2e.server, { api, count: 2, responseTimeMs: 40 });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const signIn = async (as: Screen['as']) => {
    const { page } = e2e;
    if (as === 'visitor') {
      // Signed out before the app loads (from the site's icon, a same-origin document), so it loads once, as a visitor.
      await page.goto(`${e2e.server.url}/favicon.svg`);
      await page.evaluate(() => {
        localStorage.removeItem('token');
        localStorage.removeItem('account');
      });
      await e2e.go('/home');
    } else if (as === 'creator') await signInPage(e2e, page, creator.account, creator.password);
    else await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
  };
  /** The screen rendered anew at 1280 px in the theme, without a reload (showAt), and finished. */
  const open = async (screen: Screen, dark = false) => {
    const { page } = e2e;
    await showAt(page, screen.route || `/api/Details/${apiId}`, { width: 1280, height: 900, dark });
    await screen.ready(page);
  };
  /** The serious and critical violations axe finds, one line each. */
  const violations = async (label: string) => {
    const result = await new AxeBuilder({ page: e2e.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${label}: ${v.id} (${v.impact}) ${n.html.slice(0, 160)} — ${n.failureSummary?.split('\n')[1] ?? ''}`,
        ),
      );
  };

  for (const as of ['visitor', 'creator', 'admin'] as const) {
    it(`${as}'s screens: no serious or critical axe violation, light and dark`, LONG, async () => {
      await signIn(as);
      const found: string[] = [];
      for (const screen of screens.filter((s) => s.as === as)) {
        for (const dark of [false, true]) {
          await open(screen, dark);
          const label = `${screen.name}${dark ? ' dark' : ''}`;
          found.push(...(await violations(label)));
          if (!shotsWanted) continue;
          for (const width of [1280, 375]) {
            await e2e.page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
            await shoot(e2e.page, `a11y-${screen.name}-${width}${dark ? '-dark' : ''}`, { fullPage: true });
          }
          await e2e.page.setViewportSize({ width: 1280, height: 900 });
        }
      }
      await showAt(e2e.page, '/look-elsewhere', { width: 1280, height: 900, dark: false });
      expect(found).toEqual([]);
    });
  }

  it('every screen is reachable by keyboard with a visible focus ring', LONG, async () => {
    const { page } = e2e;
    await signIn('visitor');
    for (const screen of screens.filter((s) => s.as === 'visitor')) {
      await open(screen);
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      const unseen: string[] = [];
      // The first dozen stops of the Tab order: each a real control whose focus is drawn.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const ring =
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
            (style.boxShadow !== 'none' && style.boxShadow !== '');
          return {
            ring,
            what: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}`,
          };
        });
        if (!stop) continue;
        if (!stop.ring) unseen.push(`${screen.name}: ${stop.what}`);
      }
      expect(unseen).toEqual([]);
    }
  });
});
