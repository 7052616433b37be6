import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, shoot, startE2E, type E2E } from './support/browser.js';

const ADMIN_PASSWORD = 'e2e-changes-admin';

/**
 * 变更记录 on the API detail page (#16.2): a creator's API is published, then revised (method, a new
 * parameter, a changed one, a new sample answer, a new upstream); the revision is reviewed and released
 * to a gray share; the page shows both versions and what changed, in zh and en, light and dark, at 375 px.
 */
describe.skipIf(!hasChromium)('API change history on the detail page', () => {
  let e2e: E2E;
  let page: Page;
  let apiId = 0;
  let upstream = '';

  const shot = async (name: string) => {
    await shoot(page.getByTestId('change-history'), name);
  };

  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    page = e2e.page;
    const s = e2e.server;
    const admin = (await signIn(s, 'admin', ADMIN_PASSWORD)).headers;
    const creator = (await buildUser(s, { account: 'changes1', username: 'changes1' })).headers;
    upstream = 'https://example.com/weather/v1';
    const form = {
      name: '天气查询',
      description: '按城市查询天气',
      rqsType: 'GET',
      apiurl: upstream,
      testurl: 'https://example.com/weather/test',
      resType: 'JSON',
      respose: '{"temp":20}',
      parameters: [{ name: 'city', description: '城市名', type: 'string', required: true, example: '北京' }],
    };
    const created = await s.request('POST', '/api/apis', form, creator);
    apiId = created.body.data.apiid;
    expect((await s.request('PUT', `/api/apis/${apiId}/status`, { status: 1 }, creator)).body.code).toBe(200);
    expect((await s.request('GET', `/api/system/passApi?apiId=${apiId}`, undefined, admin)).body.code).toBe(200);
    // A pass approves; the creator's publish configuration releases it (#34.6).
    expect((await s.request('POST', '/api/system/publish/submitParms', { apiId, deployType: 'full' }, creator)).body.code).toBe(200);
    const revised = await s.request(
      'PUT',
      `/api/apis/${apiId}`,
      {
        ...form,
        rqsType: 'POST',
        apiurl: 'https://example.com/weather/v2',
        respose: '{"temp":20,"unit":"C"}',
        parameters: [
          { name: 'city', description: '城市名', type: 'string', required: false, example: '上海' },
          { name: 'unit', description: '温度单位', type: 'string', required: false, example: 'C' },
        ],
      },
      creator,
    );
    expect(revised.body.data.pendingRevision.status).toBe('PENDING');
    expect((await s.request('GET', `/api/system/passApi?apiId=${apiId}`, undefined, admin)).body.code).toBe(200);
    const gray = await s.request('POST', '/api/system/publishApi', { apiId, type: 'gray', threshold: 3000 }, admin);
    expect(gray.body.code).toBe(200);
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('lists both versions with what changed, and compares the answers on request', async () => {
    await e2e.go(`/api/Details/${apiId}`);
    const box = page.getByTestId('change-history');
    await box.getByRole('heading', { name: '变更记录' }).waitFor();
    const entries = box.getByRole('list', { name: '变更记录' }).locator(':scope > li');
    await expect.poll(() => entries.count()).toBe(2);
    const latest = entries.nth(0);
    const text = await latest.textContent();
    for (const want of ['修订 #2', '灰度中', '灰度发布 30%', '上游地址已变更', '请求方法：GET → POST', '新增参数', 'unit', '修改参数', 'city', '是否必填：必填 → 选填', '示例值：北京 → 上海']) {
      expect(text, want).toContain(want);
    }
    // The upstream itself is the creator's: never on the page.
    expect(await page.content()).not.toContain('example.com/weather');
    const first = await entries.nth(1).textContent();
    expect(first).toContain('修订 #1');
    expect(first).toContain('当前版本');
    expect(first).toContain('首次发布，1 个参数');

    const compare = latest.getByRole('button', { name: '查看响应示例对比' });
    expect(await compare.getAttribute('aria-expanded')).toBe('false');
    await compare.click();
    const hide = latest.getByRole('button', { name: '收起响应示例对比' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    const compared = await latest.textContent();
    expect(compared).toContain('变更前');
    expect(compared).toContain('"unit": "C"');
    await shot('api-changes-light');
  });

  it('reads in English, in dark mode and at 375 px without overflow', async () => {
    await page.evaluate(() => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('darkMode', 'true');
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    const box = page.getByTestId('change-history');
    await box.getByRole('heading', { name: 'Change history' }).waitFor();
    await expect.poll(async () => box.textContent()).toContain('Revision #2');
    const text = await box.textContent();
    for (const want of ['In gray release', 'Gray release 30%', 'Parameter added', 'Parameter changed', 'Request method: GET → POST', 'First release, 1 parameter']) {
      expect(text, want).toContain(want);
    }
    await box.getByRole('button', { name: 'Compare response examples' }).click();
    await box.getByRole('button', { name: 'Hide the comparison' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot('api-changes-375-dark-en');
  });
});
