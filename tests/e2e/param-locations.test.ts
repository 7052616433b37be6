import { AxeBuilder } from './support/axe.js';
import { API_STATUS } from '@api-market/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { hashPath, poll, signInPage } from './admin-session.js';
import { eachLook } from './looks.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/** axe-core's serious and critical findings within one block of the page (none is the goal). */
async function seriousViolations(page: Page, within: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(within).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Sets the page's width and theme (the header's button), as the looks do. */
async function look(page: Page, width: number, dark: boolean) {
  await page.setViewportSize({ width, height: 900 });
  if (dark !== (await page.evaluate(() => document.documentElement.classList.contains('dark')))) {
    await page.getByTestId('dark-toggle').click();
  }
}

/**
 * Issue #29 in Chromium: a creator gives an API a header and a cookie parameter in the form; the API page
 * lists where each travels, the tester groups its inputs by location, and the mock refuses a call
 * without the required header (400 naming it), then answers once it is filled.
 */
describe.skipIf(!hasChromium)('header and cookie parameters', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  let apiId = 0;
  // Unique names, so a retry on the same database passes.
  const key = Date.now().toString(36).slice(-5);
  const header = `X-Tenant-${key}`;
  const cookie = `sid_${key}`;
  const name = `租户订单查询${key}`;

  beforeAll(async () => {
    e2e = await startE2E();
    creator = await buildUser(e2e.server);
    // A draft: its contract changes apply at once (a listed API's would wait for review).
    const api = await buildApi(e2e.server, {
      creator,
      name,
      status: API_STATUS.Draft,
      address: `https://upstream.invalid/orders-${key}`,
      responseExample: '{"code":0,"data":{"orders":[]}}',
      parameters: [{ name: 'city', type: 'string', required: true, description: '城市', example: '北京' }],
    });
    apiId = api.id;
    await signInPage(e2e, e2e.page, creator.account, creator.password);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a creator adds a header and a cookie parameter; the API page and the mock tester use their locations', LONG, async () => {
    const { page } = e2e;
    await e2e.go(`/dashboard/myapi/${apiId}/edit`);
    const rows = page.getByTestId('param-row');
    await poll(() => rows.count()).toBe(1);
    // The stored parameter of a GET API is in the query.
    await poll(() => page.getByRole('group', { name: '参数 1' }).getByLabel('位置').inputValue()).toBe('query');

    await page.getByRole('button', { name: '添加参数' }).click();
    const second = page.getByRole('group', { name: '参数 2' });
    // A new row follows the default as the name is typed: a name in the address is a path parameter.
    await second.getByLabel('参数名称').fill('orderNo');
    await poll(() => second.getByLabel('位置').inputValue()).toBe('query');
    await page.getByLabel('接口地址').fill(`https://upstream.invalid/orders-${key}/{orderNo}`);
    await poll(() => second.getByLabel('位置').inputValue()).toBe('path');
    await page.getByLabel('接口地址').fill(`https://upstream.invalid/orders-${key}`);
    await poll(() => second.getByLabel('位置').inputValue()).toBe('query');
    // The creator picks 请求头: the row keeps it whatever is typed after.
    await second.getByLabel('位置').selectOption({ label: '请求头' });
    await second.getByLabel('参数名称').fill(header);
    await second.getByLabel('参数说明').fill('租户编号');
    await second.getByText('必填', { exact: true }).click();
    expect(await second.getByLabel('位置').inputValue()).toBe('header');

    await page.getByRole('button', { name: '添加参数' }).click();
    const third = page.getByRole('group', { name: '参数 3' });
    await third.getByLabel('参数名称').fill(cookie);
    await third.getByLabel('参数说明').fill('会话');
    await third.getByLabel('位置').selectOption({ label: 'Cookie' });
    await shoot(page.getByTestId('param-rows'), 'param-locations-form-1280');

    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '更新成功' }).first().waitFor();
    // The saved form leaves for the list after its toast: wait until it has (navigating before that, the app's
    // own navigation could land after ours — the race creator-edit and schema-and-prototype met in CI).
    await poll(() => hashPath(page)).not.toContain('edit');
    const stored = await e2e.server.ds.query(
      `SELECT name, location, required FROM api_param WHERE api_id = $1 ORDER BY position, id`,
      [apiId],
    );
    expect(stored).toEqual([
      { name: 'city', location: 'query', required: true },
      { name: header, location: 'header', required: true },
      { name: cookie, location: 'cookie', required: false },
    ]);

    // Released (as a review would leave it): the API page shows where each parameter travels.
    await e2e.server.ds.query('UPDATE api SET status = $2 WHERE id = $1', [apiId, API_STATUS.Published]);
    await e2e.go(`/api/Details/${apiId}`);
    await page.getByTestId('detail-header').getByRole('heading', { level: 1, name }).waitFor();
    const params = page.getByTestId('params');
    const rowOf = (n: string) => params.getByRole('row').filter({ has: page.getByText(n, { exact: true }) });
    await poll(() => rowOf(header).getByRole('cell').nth(1).textContent()).toBe('请求头');
    expect(await rowOf(cookie).getByRole('cell').nth(1).textContent()).toBe('Cookie');
    expect(await rowOf('city').getByRole('cell').nth(1).textContent()).toBe('查询参数');
    expect(await params.getByRole('columnheader', { name: '位置' }).count()).toBe(1);

    // The tester groups its inputs by location; switched to the mock, a call without the header is refused.
    const tester = page.getByTestId('tester');
    await tester.getByRole('group', { name: '请求头' }).waitFor();
    expect(await tester.getByRole('group', { name: '请求头' }).getByRole('textbox', { name: '参数名' }).inputValue()).toBe(header);
    expect(await tester.getByRole('group', { name: 'Cookie' }).getByRole('textbox', { name: '参数名' }).inputValue()).toBe(cookie);
    expect(await tester.getByRole('group', { name: '查询参数' }).getByRole('textbox', { name: '参数名' }).inputValue()).toBe('city');
    await tester.getByText('模拟 / Mock').click();
    await tester.getByTestId('mock-hint').waitFor();
    // The code sample carries the header and the cookie where they travel.
    await poll(() => page.getByTestId('code-sample').textContent()).toContain(header);
    await tester.getByRole('button', { name: '开始测试' }).click();
    await poll(() => tester.getByTestId('test-status').textContent()).toContain('400');
    expect(await tester.getByTestId('test-body').textContent()).toContain(header);

    await tester.getByRole('textbox', { name: `参数值：${header}` }).fill('tenant-7');
    await tester.getByRole('textbox', { name: `参数值：${cookie}` }).fill('s-1');
    await tester.getByRole('button', { name: '开始测试' }).click();
    await poll(() => tester.getByTestId('test-status').textContent()).toContain('200');
    await tester.getByTestId('test-mock').waitFor();
    expect(await tester.getByTestId('test-body').textContent()).toContain('orders');
    await shoot(tester, 'param-locations-tester-1280');
  });

  it('the API page at 375 and 1280 px, light and dark: locations on the cards and in the table, no serious axe finding', LONG, async () => {
    await eachLook(
      e2e,
      `/api/Details/${apiId}`,
      (page) => page.getByTestId('tester').getByRole('group', { name: '请求头' }).waitFor(),
      async ({ page, width, name: lookName }) => {
        const params = page.getByTestId('params');
        if (width === 375) {
          // A phone reads cards: each says where its parameter travels.
          const card = params.getByTestId('param-cards').getByRole('listitem').filter({ hasText: header });
          expect(await card.textContent()).toContain('请求头');
        } else if (width === 1280) {
          expect(await params.getByRole('columnheader', { name: '位置' }).count()).toBe(1);
        }
        await shoot(page.getByTestId('params'), `param-locations-params-${lookName}`);
        if (width !== 768) {
          expect(await seriousViolations(page, '[data-testid="params"]')).toEqual([]);
          expect(await seriousViolations(page, '[data-testid="tester"]')).toEqual([]);
        }
      },
    );
  });

  it('the form’s location selects at 375 (mobile form) and 1280 px, light and dark, with no serious axe finding', LONG, async () => {
    const { page } = e2e;
    for (const [width, dark] of [
      [1280, false],
      [1280, true],
      [375, true],
      [375, false],
    ] as const) {
      await look(page, width, dark);
      await e2e.go(width < 768 ? `/admin/mobile/edit/${apiId}` : `/dashboard/myapi/${apiId}/edit`);
      const row = page.getByRole('group', { name: '参数 2' });
      await poll(() => row.getByLabel('位置').inputValue()).toBe('header');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page.getByTestId('param-rows'), `param-locations-form-${width}-${dark ? 'dark' : 'light'}`);
      // The form may draw itself again once its data settles: axe reads the rows as they are then.
      // When it redraws in the middle of axe's run, axe finds no rows to include: read them again.
      await poll(() => seriousViolations(page, '[data-testid="param-rows"]').catch((e: Error) => [`redrawn: ${e.message}`])).toEqual([]);
    }
    await look(page, 1280, false);
  });
});
