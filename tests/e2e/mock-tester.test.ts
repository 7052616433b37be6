import { AxeBuilder } from './support/axe.js';
import { Ajv } from 'ajv';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { isValidIdCard } from '../../gateway/src/modules/mock/zh-data.rules.js';
import { hashPath, signInPage } from './admin-session.js';
import { eachLook, poll } from './looks.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/** A customer record as the API's answer schema describes it. */
const SCHEMA = {
  type: 'object',
  required: ['code', 'data'],
  properties: {
    code: { type: 'integer', enum: [0] },
    data: {
      type: 'object',
      required: ['姓名', '手机号', '身份证号', '地址', 'points'],
      properties: {
        姓名: { type: 'string' },
        手机号: { type: 'string' },
        身份证号: { type: 'string' },
        地址: { type: 'string' },
        points: { type: 'integer', minimum: 0, maximum: 10000 },
      },
    },
  },
};

/** axe-core's serious and critical findings within one block of the page (none is the goal). */
async function seriousViolations(page: Page, within: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(within).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Issue #29 in Chromium: a visitor switches the tester to 模拟 / Mock and sees the answer in the history as mock. */
describe.skipIf(!hasChromium)('the tester’s mock', () => {
  let e2e: E2E;
  let apiId = 0;

  beforeAll(async () => {
    e2e = await startE2E();
    // Its upstream does not answer (a prototype): only the mock can.
    const api = await buildApi(e2e.server, {
      name: '会员资料查询',
      nameEn: 'Member lookup',
      address: 'https://upstream.invalid/members',
      parameters: [{ name: 'memberId', type: 'number', required: true, description: '会员编号', example: '1024' }],
    });
    await e2e.server.ds.query(`UPDATE api SET response_schema = $2, prototype = true WHERE id = $1`, [api.id, JSON.stringify(SCHEMA)]);
    apiId = api.id;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a visitor switches the tester to mock, gets a schema-valid answer, and sees it in the history as mock', LONG, async () => {
    const { page } = e2e;
    await e2e.go(`/api/Details/${apiId}`);
    await page.getByTestId('detail-header').getByRole('heading', { level: 1, name: '会员资料查询' }).waitFor();
    // A prototype says so on its page.
    expect(await page.getByTestId('prototype-tag').textContent()).toBe('原型');
    await poll(() => page.getByTestId('mock-address').textContent()).toBe(`${e2e.server.url}/api/mock/api/${apiId}`);

    const tester = page.getByTestId('tester');
    await tester.getByText('模拟 / Mock').click();
    await tester.getByTestId('mock-hint').waitFor();
    // The code samples call the mock too.
    await poll(() => page.getByTestId('code-sample').textContent()).toContain(`/api/mock/api/${apiId}`);

    await tester.getByRole('button', { name: '开始测试' }).click();
    await tester.getByTestId('test-mock').waitFor();
    expect(await tester.getByTestId('test-status').textContent()).toContain('200');
    const answer = JSON.parse((await tester.getByTestId('test-body').textContent())!) as { data: Record<string, string> };
    const ajv = new Ajv({ strict: false });
    expect(ajv.validate(SCHEMA, answer), JSON.stringify(ajv.errors)).toBe(true);
    expect(isValidIdCard(answer.data['身份证号']!)).toBe(true);
    expect(answer.data['手机号']).toMatch(/^1[3-9]\d{9}$/);

    // In the history, marked as mock; the call count (real calls) stays 0.
    const row = page.getByTestId('history-row').first();
    await poll(() => row.getByTestId('history-mock').count()).toBe(1);
    expect(await row.textContent()).toContain('成功 200');
    expect(await page.getByTestId('history-total').textContent()).toContain('0');
    await shoot(page.getByTestId('tester'), 'mock-tester');

    // A parameter of the wrong type: the 400 envelope, shown as the mock's answer.
    await tester.getByRole('textbox', { name: '参数值' }).first().fill('abc');
    await tester.getByRole('button', { name: '开始测试' }).click();
    await poll(() => tester.getByTestId('test-status').textContent()).toContain('400');
    expect(await tester.getByTestId('test-body').textContent()).toContain('参数 memberId 应为数字');
  });

  it('a creator ticks 原型 in the form; the market card and the open call say it is a prototype', LONG, async () => {
    const creator = await buildUser(e2e.server);
    const api = await buildApi(e2e.server, { creator, name: '物流轨迹原型', responseExample: '{"status":"运输中"}' });
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await signInPage(e2e, page, creator.account, creator.password);
      await page.goto(`${e2e.server.url}/#/dashboard/myapi/${api.id}/edit`);
      const box = page.getByRole('checkbox', { name: '原型：上游尚未接入' });
      await poll(() => box.isChecked()).toBe(false);
      await box.check({ force: true });
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByTestId('toast').filter({ hasText: '更新成功' }).first().waitFor();
      // The saved form leaves for the list after its toast: wait until it has (navigating before that, the app's
      // own navigation could land after ours — the race creator-edit and schema-and-prototype met in CI).
      await poll(() => hashPath(page)).not.toContain('edit');
      const [row] = await e2e.server.ds.query(`SELECT prototype FROM api WHERE id = $1`, [api.id]);
      expect(row).toEqual({ prototype: true });
      await page.goto(`${e2e.server.url}/#/api-market?q=${encodeURIComponent('物流轨迹原型')}`);
      const card = page.getByTestId('api-card').filter({ hasText: '物流轨迹原型' });
      await poll(() => card.getByTestId('badge-prototype').textContent()).toBe('原型');
      // Its open calls answer the mock now (the example), marked as such.
      await poll(async () => (await e2e.server.request('GET', `/api/open/api/${api.id}`)).headers.get('x-mock')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('the mock switch at 375 and 1280 px, light and dark, with no serious axe finding', LONG, async () => {
    await eachLook(
      e2e,
      `/api/Details/${apiId}`,
      (page) => page.getByTestId('tester').waitFor(),
      async ({ page, width, name }) => {
        const tester = page.getByTestId('tester');
        const toggle = tester.getByRole('checkbox', { name: '模拟 / Mock' });
        if (!(await toggle.isChecked())) await tester.getByText('模拟 / Mock').click();
        await tester.getByTestId('mock-hint').waitFor();
        await shoot(tester, `mock-switch-${name}`);
        if (width !== 768) {
          expect(await seriousViolations(page, '[data-testid="tester"]')).toEqual([]);
          expect(await seriousViolations(page, '[data-testid="basic-info"]')).toEqual([]);
          expect(await seriousViolations(page, '[data-testid="detail-header"]')).toEqual([]);
        }
      },
    );
  });
});
