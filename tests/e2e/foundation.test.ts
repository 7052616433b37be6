import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildCategory, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('walking skeleton in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    // Thirteen published APIs, one more than the home page's twelve popular cards. None has calls or stars,
    // so the most recently updated come first: 一言 (today) is shown, the one of 13 days ago is not.
    const creator = await buildUser(e2e.server);
    const category = await buildCategory(e2e.server, { name: '文本处理', nameEn: 'Text' });
    await buildApi(e2e.server, { creator, category: category.id, name: '一言', nameEn: 'Hitokoto quotes', updatedDaysAgo: 0 });
    for (let days = 1; days <= 12; days++) {
      await buildApi(e2e.server, { creator, category: category.id, name: `接口${days}`, updatedDaysAgo: days });
    }
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
    // The twelve most recently updated, newest first: 一言, then 接口1 … 接口11 (接口12 is the thirteenth).
    await expect
      .poll(() => cards.getByTestId('api-name').allTextContents())
      .toEqual(['一言', ...Array.from({ length: 11 }, (_, i) => `接口${i + 1}`)]);
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
