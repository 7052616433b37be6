import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnnouncement, buildApi } from '../../gateway/src/__tests__/support/factories.js';
import { poll } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

/** Issue #34 item 10: the smaller things seen in the browser. */
describe.skipIf(!hasChromium)('smaller screen fixes', () => {
  let e2e: E2E;
  let apiId = 0;
  beforeAll(async () => {
    e2e = await startE2E();
    apiId = (await buildApi(e2e.server, { name: '小修复接口', address: 'builtin:uuid' })).id;
    for (const type of ['system', 'update', 'activity'] as const) await buildAnnouncement(e2e.server, { type });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('at 1280 px the home carousel reaches as low as the notice and announcements beside it', async () => {
    const { page } = e2e;
    await e2e.go('/home');
    const carousel = page.getByTestId('carousel');
    await carousel.waitFor();
    const column = carousel.locator('xpath=following-sibling::*[1]');
    await poll(async () => {
      const [a, b] = await Promise.all([carousel.boundingBox(), column.boundingBox()]);
      return Math.abs(a!.y + a!.height - (b!.y + b!.height));
    }).toBeLessThanOrEqual(2);
  });

  it.each([1280, 375])('at %i px a toast appears below the header, never over the navigation', async (width) => {
    const { page } = e2e;
    await page.setViewportSize({ width, height: 800 });
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    await e2e.go(`/api/Details/${apiId}`);
    await page.getByTestId('copy-address').click();
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    const header = (await page.locator('header').first().boundingBox())!;
    await poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the live figures keep the memory total in its card and MB/s on the value’s line, at 1280 and 375 px', async () => {
    const { page } = e2e;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await e2e.go('/watch');
      const detail = page.getByTestId('memory-detail');
      await detail.waitFor({ timeout: 20_000 });
      const card = page.locator('.chakra-card__root').filter({ has: page.getByTestId('memory-usage') });
      await poll(() => card.getByTestId('memory-detail').count()).toBe(1);
      const speed = page.getByTestId('network-speed');
      // The download figure and its unit on one line: "MB/s" never wraps alone.
      const tops = await speed.evaluate((el) => {
        const node = el.firstChild!;
        const text = node.textContent!;
        const top = (from: number, to: number) => {
          const range = document.createRange();
          range.setStart(node, from);
          range.setEnd(node, to);
          return Math.round(range.getBoundingClientRect().top);
        };
        const down = text.indexOf('↓');
        return [top(down, down + 1), top(text.length - 4, text.length)];
      });
      expect(tops[1]).toBe(tops[0]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
