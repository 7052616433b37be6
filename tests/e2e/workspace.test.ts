import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../gateway/src/__tests__/support/factories.js';
import { poll } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

/** Issue #34 "Beautiful": the brand, and the API page as a workspace at ≥ 1280 px (stacked on mobile). */
describe.skipIf(!hasChromium)('brand and API workspace', () => {
  let e2e: E2E;
  let apiId = 0;
  beforeAll(async () => {
    e2e = await startE2E();
    apiId = (
      await buildApi(e2e.server, {
        name: '工作台接口',
        address: 'builtin:hash',
        parameters: [
          { name: 'text', type: 'string', required: true, description: '要计算的文本', example: 'hello' },
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('the logo mark is in the header and on the login page; the favicon is our SVG', async () => {
    const { page } = e2e;
    await e2e.go('/home');
    await page.locator('header').getByTestId('brand-mark').waitFor();
    await e2e.go('/login');
    await page.locator('main, body').getByTestId('brand-mark').nth(1).waitFor();
    const icon = await page.locator('link[rel=icon]').getAttribute('href');
    const svg = await (await fetch(`${e2e.server.url}${icon}`)).text();
    expect(svg).toContain('linearGradient');
  });

  it('at 1280 px the tester and code sample sit right of the contract and stay in view while it scrolls', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 900 });
    await e2e.go(`/api/Details/${apiId}`);
    const pane = page.getByTestId('try-pane');
    await pane.waitFor();
    const params = (await page.getByTestId('params').boundingBox())!;
    const right = (await pane.boundingBox())!;
    expect(right.x).toBeGreaterThanOrEqual(params.x + params.width);
    // Scrolled past where it started, it is still at the top of the window (below the header).
    const before = right.y;
    await page.evaluate((y) => window.scrollTo(0, y), before + 100);
    await poll(async () => {
      const box = (await pane.boundingBox())!;
      return box.y >= 60 && box.y < 120;
    }).toBe(true);
  });

  it('at 375 px they stack under the contract, nothing scrolls sideways', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await e2e.go(`/api/Details/${apiId}`);
    const pane = page.getByTestId('try-pane');
    await pane.waitFor();
    const params = (await page.getByTestId('params').boundingBox())!;
    expect((await pane.boundingBox())!.y).toBeGreaterThan(params.y + params.height - 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
