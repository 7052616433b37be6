import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('walking skeleton in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('/#/ lands on /#/home and shows the popular API cards', async () => {
    await e2e.page.goto(`${e2e.server.url}/#/`);
    await e2e.page.waitForURL(/#\/home$/);
    const cards = e2e.page.getByTestId('api-card');
    await cards.first().waitFor();
    // The 12 most called APIs of the week (the whole catalogue is the market's).
    expect(await cards.count()).toBe(12);
    await expect.poll(() => e2e.page.getByText('一言', { exact: true }).count()).toBeGreaterThan(0);
    // On first load the open-call base URL is stored for the tester (SPEC §3 localStorage baseUrl).
    await expect.poll(() => e2e.page.evaluate(() => localStorage.getItem('baseUrl'))).toBe(e2e.server.url);
    await e2e.screenshot('home');
  });

  it('/#/watch shows live CPU and memory figures that change', async () => {
    await e2e.go('/watch');
    const stamp = e2e.page.getByTestId('sample-time');
    await stamp.waitFor({ timeout: 10_000 });
    const first = await stamp.textContent();
    expect(await e2e.page.getByTestId('cpu-usage').textContent()).toMatch(/^(\d+(\.\d+)?%|—)$/);
    expect(await e2e.page.getByTestId('memory-detail').textContent()).toMatch(/^\d+(\.\d+)? \/ \d+(\.\d+)? GB$/);
    await expect.poll(() => stamp.textContent(), { timeout: 8_000, interval: 250 }).not.toBe(first);
    await e2e.screenshot('watch');
  });
});
