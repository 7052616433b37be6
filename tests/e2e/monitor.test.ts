import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('monitor centre (/watch) in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    // Two creators (one without APIs) and five APIs, three of them listed: two published, one offline
    // (status 0); a private one and a draft are not.
    const creator = await buildUser(e2e.server);
    await buildUser(e2e.server);
    const called = await buildApi(e2e.server, { creator, category: null });
    await buildApi(e2e.server, { creator, category: null });
    await buildApi(e2e.server, { creator, category: null, status: 0 });
    await buildApi(e2e.server, { creator, category: null, visibility: 'private' });
    await buildApi(e2e.server, { creator, category: null, status: -1 });
    // Real call rows, so the statistics cards have something to count: 8 calls, 2 of them failed.
    await e2e.server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
       SELECT $1, 12, '203.0.113.9', g % 4 <> 0, CASE WHEN g % 4 <> 0 THEN 200 ELSE 500 END, now()
         FROM generate_series(1, 8) g`,
      [called.id],
    );
    // An hour of raw samples for this host, one a minute (HOUR buckets them by the minute).
    const host = e2e.server.services.metrics.history.host;
    await e2e.server.ds.query(
      `INSERT INTO system_metric (host, resolution, taken_at, samples, cpu_usage, cpu_temperature, memory_usage,
         memory_used, memory_total, upload_speed, download_speed, total_upload, total_download)
       SELECT $1, 0, now() - make_interval(mins => g), 1, 20 + g % 30, NULL, 40 + g % 10,
              4, 16, 0.1, 0.2, 100, 200
         FROM generate_series(2, 50) g`,
      [host],
    );
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows the four platform figures from real rows', async () => {
    await e2e.go('/watch');
    await expect.poll(() => e2e.page.getByTestId('stat-calls').textContent()).toBe('8');
    expect(await e2e.page.getByTestId('stat-availability').textContent()).toBe('75%');
    // Exactly the listed (public, not deleted) APIs and the creators built above.
    expect(await e2e.page.getByTestId('stat-apis').textContent()).toBe('3');
    expect(await e2e.page.getByTestId('stat-developers').textContent()).toBe('2');
  });

  it('shows live figures with "—" for what the host cannot give, and the live chart grows', async () => {
    await e2e.page.getByTestId('sample-time').waitFor({ timeout: 10_000 });
    expect(await e2e.page.getByTestId('cpu-temperature').textContent()).toMatch(/^(—|\d+(\.\d+)? °C)$/);
    expect(await e2e.page.getByTestId('network-speed').textContent()).toMatch(/MB\/s$/);
    const count = () =>
      e2e.page
        .getByTestId('history-count')
        .textContent()
        .then((s) => Number(s?.match(/\d+/)?.[0]));
    const first = await count();
    await expect.poll(count, { timeout: 8_000 }).toBeGreaterThan(first);
    await e2e.page.getByTestId('history-chart').waitFor();
    await e2e.screenshot('watch');
  });

  it("writes the sample's time in the page's language, not the browser's (no AM/PM on the Chinese page)", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.server.url}/#/watch`);
      const time = page.getByTestId('sample-time');
      await time.waitFor({ timeout: 10_000 });
      expect(await time.textContent()).toMatch(/^实时 · \d{1,2}:\d{2}:\d{2}$/);
    } finally {
      await context.close();
    }
  });

  it('switches to the stored 1-hour history and draws it', async () => {
    await e2e.page.getByTestId('period-HOUR').click();
    await expect.poll(count, { timeout: 8_000 }).toBeGreaterThanOrEqual(45);
    await e2e.page.getByTestId('history-chart').locator('svg path').first().waitFor();
    // Dark mode through the header's toggle, as a user switches it: the chart follows the theme.
    const tickColour = () =>
      e2e.page
        .getByTestId('history-chart')
        .locator('svg text')
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    const light = await tickColour();
    await e2e.page.getByTestId('dark-toggle').click();
    await expect
      .poll(() => e2e.page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await expect.poll(tickColour).not.toBe(light);
    await e2e.screenshot('watch-dark-hour');
    await e2e.page.getByTestId('dark-toggle').click();

    async function count() {
      const s = await e2e.page.getByTestId('history-count').textContent();
      return Number(s?.match(/\d+/)?.[0]);
    }
  });

  it('fits a 375 px screen without sideways scrolling', async () => {
    await e2e.page.setViewportSize({ width: 375, height: 800 });
    // A cold load at 375 px: going to the same hash route would keep the page laid out at 1280 px.
    await e2e.go('/watch');
    await e2e.page.reload();
    await e2e.page.getByTestId('sample-time').waitFor({ timeout: 10_000 });
    await e2e.page.getByTestId('history-chart').locator('svg').first().waitFor();
    // The charts measure their box after layout (ResizeObserver), so the width settles a frame later.
    await expect
      .poll(() => e2e.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await e2e.screenshot('watch-375');
  });
});
