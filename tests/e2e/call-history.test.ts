import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildCalls } from '../../gateway/src/__tests__/support/factories.js';
import { poll } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Issue #34 item 7: the trend chart fills its card at 600×200 proportions; labels and tooltip stay legible. */
describe.skipIf(!hasChromium)('call history chart', () => {
  let e2e: E2E;
  let apiId = 0;
  beforeAll(async () => {
    e2e = await startE2E();
    const api = await buildApi(e2e.server, { name: '趋势图接口', address: 'builtin:uuid' });
    apiId = api.id;
    // P50 20 ms and P95 24 ms: two close reference lines.
    await buildCalls(e2e.server, { api, count: 30, responseTimeMs: 20 });
    await buildCalls(e2e.server, { api, count: 4, responseTimeMs: 24 });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('fills the card at 3:1, with P50 and P95 labels apart and a two-line tooltip', async () => {
    const { page } = e2e;
    await e2e.go(`/api/Details/${apiId}`);
    const chart = page.getByTestId('trend-chart');
    await chart.locator('svg').waitFor();
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    const card = (await page.getByTestId('no-trend').or(chart).locator('xpath=..').boundingBox())!;
    // The card's width (not a fixed 600 px inside a wider card), at SPEC's 600×200 proportions.
    expect(box.width).toBeGreaterThan(600);
    expect(box.width).toBeGreaterThanOrEqual(card.width - 2);
    expect(Math.abs(box.height - box.width / 3)).toBeLessThanOrEqual(2);
    const labels = chart.locator('svg text').filter({ hasText: /P(50|95)/ });
    await poll(() => labels.count()).toBe(2);
    const [p50, p95] = await Promise.all([labels.nth(0).boundingBox(), labels.nth(1).boundingBox()]);
    expect(overlap(p50!, p95!)).toBe(false);
    // Hovering a point: at most two short lines.
    const point = chart.locator('svg circle').first();
    await point.waitFor();
    const p = (await point.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(p.x + p.width / 2, p.y + p.height / 2, { steps: 5 });
    const tooltip = page.getByTestId('chart-tooltip');
    await tooltip.waitFor();
    expect((await tooltip.innerText()).split('\n').filter(Boolean).length).toBeLessThanOrEqual(2);
    expect((await tooltip.boundingBox())!.height).toBeLessThan(56);
  });
});
