import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApi,
  buildCategory,
  buildUser,
  unique,
  type BuiltUser,
} from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

const poll = expect.poll;

/**
 * Issue #34 item 5 in Chromium: an API its creator took offline (status 0) is 已下架 — not a red 异常 —
 * wherever it still appears, is not offered on the market, has a plain notice instead of a tester that
 * could only answer 503, and a page already open learns of the change without a reload.
 */
describe.skipIf(!hasChromium)('an API taken offline (已下架)', () => {
  let e2e: E2E;
  let page: Page;
  let maker: BuiltUser;
  let categoryId = 0;
  // Unique per run, so a retry (or a second run on the same database) finds only its own APIs.
  const tag = unique('下架');

  beforeAll(async () => {
    e2e = await startE2E();
    page = e2e.page;
    maker = await buildUser(e2e.server);
    categoryId = (await buildCategory(e2e.server, { name: unique('工具'), nameEn: unique('Tools') })).id;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const build = (name: string, status: number) =>
    buildApi(e2e.server, { creator: maker, category: categoryId, name, address: 'builtin:uuid', status });
  /** What a creator's own toggle sends (SPEC §7 PUT /api/apis/{id}/status). */
  const takeOffline = async (id: number) => {
    const res = await e2e.server.request('PUT', `/api/apis/${id}/status`, { status: 0 }, maker.headers);
    expect([res.status, res.body.code]).toEqual([200, 200]);
  };

  it('reads 已下架 on its detail page, with a notice in place of the tester', async () => {
    const api = await build(`${tag} 详情`, 0);
    await e2e.go(`/api/Details/${api.id}`);
    await poll(() => page.getByTestId('detail-status').textContent()).toBe('已下架');
    const notice = page.getByTestId('not-callable');
    await notice.getByText('此接口已下架，暂时无法调用').waitFor();
    expect(await page.getByTestId('test-method').count()).toBe(0);
    expect(await page.getByTestId('basic-info').getByText('异常').count()).toBe(0);
  });

  it('is kept out of the market listing and its search, while the listed one stays', async () => {
    const listed = await build(`${tag} 市场在架`, 1);
    await build(`${tag} 市场下架`, 0);
    await e2e.go(`/api-market?q=${encodeURIComponent(tag)}`);
    await poll(() => page.getByTestId('market-count').textContent()).toBe(`“${tag}”共 1 个结果`);
    expect(await page.getByTestId('api-name').allTextContents()).toEqual([listed.name]);
  });

  it('an open detail page learns the API was taken offline, without a reload', async () => {
    const api = await build(`${tag} 实时`, 1);
    await e2e.go(`/api/Details/${api.id}`);
    await poll(() => page.getByTestId('detail-status').textContent()).toBe('正常');
    await page.getByTestId('test-method').waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));

    await takeOffline(api.id);
    await poll(() => page.getByTestId('detail-status').textContent()).toBe('已下架');
    await page.getByTestId('not-callable').waitFor();
    expect(await page.getByTestId('test-method').count()).toBe(0);
    expect(navigations).toEqual([]);
  });
});
