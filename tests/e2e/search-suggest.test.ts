import { AxeBuilder } from './support/axe.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildCategory } from '../../gateway/src/__tests__/support/factories.js';
import { waitFor } from '../../gateway/src/__tests__/support/wait.js';
import { eachLook, poll } from './looks.js';
import { signInPage } from './admin-session.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/** Suggestions while typing in the home and market search boxes (issue #28), keyboard first, in Chromium. */
describe.skipIf(!hasChromium)('search suggestions', () => {
  let e2e: E2E;
  let page: Page;
  const ids: Record<string, number> = {};
  let weatherCategory = 0;
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    page = e2e.page;
    const s = e2e.server;
    const life = await buildCategory(s, { name: '生活服务', nameEn: 'Lifestyle' });
    const weather = await buildCategory(s, { name: '天气气象', nameEn: 'Weather' });
    weatherCategory = weather.id;
    for (const [name, nameEn, category] of [
      ['汇率查询', 'Exchange rates', life.id],
      ['二维码生成', 'QR code (SVG)', life.id],
      ['七日天气预报', '7-day weather forecast', weather.id],
    ] as const) {
      ids[name] = (await buildApi(s, { name, nameEn, category })).id;
    }
  });
  afterAll(async () => {
    await e2e?.close();
  });

  // The search box and its suggestions (this screen's part; the cards below are another issue's).
  const serious = async () =>
    (await new AxeBuilder({ page }).include('form[role="search"]').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

  it('home: pinyin suggests the API, ↓ makes it active, Enter opens it; the click is counted for its query', LONG, async () => {
    await e2e.go('/home');
    const box = page.getByTestId('search-input');
    await box.waitFor();
    await box.fill('huilv');
    const list = page.getByRole('listbox', { name: '搜索建议' });
    await list.getByRole('option', { name: /汇率查询/ }).waitFor();
    await expect(box.getAttribute('role')).resolves.toBe('combobox');
    await poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    await poll(() => first.getAttribute('aria-selected')).toBe('true');
    await poll(async () => box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.textContent()).toContain('汇率查询');
    await box.press('Enter');
    await poll(() => page.url()).toContain(`/api/Details/${ids['汇率查询']}`);
    await waitFor(async () => {
      const rows = (await e2e.server.ds.query(`SELECT norm FROM search_click WHERE api_id = $1`, [ids['汇率查询']])) as unknown[];
      return rows.length === 1;
    }, 'the click to be recorded');
  });

  it('market: initials suggest, Escape closes, a category suggestion filters; results come best match first', LONG, async () => {
    await e2e.go('/api-market');
    const box = page.getByTestId('market-search-input');
    await box.waitFor();
    await box.fill('ewm');
    const list = page.getByRole('listbox', { name: '搜索建议' });
    await list.getByRole('option', { name: /二维码生成/ }).waitFor();
    expect((await serious()).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await shoot(page, 'search-suggestions-market');
    await box.press('Escape');
    await poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await poll(() => list.isVisible()).toBe(false);

    await box.fill('tianqi');
    await list.getByRole('option', { name: /天气气象/ }).click();
    await poll(() => new URL(page.url().replace('/#/', '/')).searchParams.get('category')).toBe(String(weatherCategory));
    await poll(() => page.getByTestId('api-name').allTextContents()).toEqual(['七日天气预报']);

    await e2e.go('/api-market');
    await box.fill('erweima');
    await page.getByTestId('market-search-submit').click();
    await poll(() => page.getByTestId('api-name').first().textContent()).toBe('二维码生成');
    await poll(() => page.getByTestId('market-sort').inputValue()).toBe('relevance');
    expect(new URL(page.url().replace('/#/', '/')).searchParams.get('sort')).toBeNull();
  });

  it('in English the suggestions show English names', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await e2e.go('/api-market');
    await page.reload();
    const box = page.getByTestId('market-search-input');
    await box.fill('exch');
    await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: /Exchange rates/ }).waitFor();
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });

  it('console: a zero-result query becomes an API request in one click; a synonym group added works at once', LONG, async () => {
    const query = '量子纠缠查询';
    await e2e.server.request('POST', '/api/searchApi', { keywords: query });
    await waitFor(async () => {
      const rows = (await e2e.server.ds.query(`SELECT 1 FROM search_query WHERE norm = $1`, [query])) as unknown[];
      return rows.length === 1;
    }, 'the search to be recorded');
    const token = await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/searchInsights');
    const zero = page.getByTestId('zero-result-queries');
    const row = zero.getByRole('row', { name: new RegExp(query) });
    await row.getByRole('button', { name: '转为 API 需求' }).click();
    await row.getByRole('link', { name: /需求 #\d+/ }).waitFor();
    const [req] = (await e2e.server.ds.query(`SELECT title FROM tender_request`)) as Array<{ title: string }>;
    expect(req.title).toBe(query);

    await page.getByRole('tab', { name: '同义词' }).click();
    await page.getByLabel('同义词组').fill('换钱、汇率');
    await page.getByRole('button', { name: '添加' }).click();
    await page.getByRole('button', { name: '删除同义词组 换钱、汇率' }).waitFor();
    const found = await e2e.server.request('POST', '/api/searchApi', { keywords: '换钱' });
    expect(found.body.data[0].name).toBe('汇率查询');
    const consoleViolations = (await new AxeBuilder({ page }).include('[data-testid="search-insights"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(consoleViolations.map((v) => v.id)).toEqual([]);
    await eachLook(
      e2e,
      '/dashboard/searchInsights',
      async (p) => {
        // A fresh browser profile: sign it in (once), then open the tab again.
        if (!(await p.evaluate(() => localStorage.getItem('token')))) {
          await p.evaluate((t) => {
            localStorage.setItem('token', t);
            localStorage.setItem('account', 'admin');
            location.hash = '#/dashboard/searchInsights';
          }, token);
        }
        await p.getByTestId('zero-result-queries').waitFor();
      },
      async ({ page: p, name }) => shoot(p, `search-insights-${name}`),
    );
  });
});
