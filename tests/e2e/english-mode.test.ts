import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  buildApi,
  buildArticle,
  buildCategory,
  buildUser,
  type BuiltUser,
} from '../../gateway/src/__tests__/support/factories.js';
import { poll, signInPage } from './admin-session.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

/** Issue #34 item 9: English mode shows the English names in the console too, and English labels. */
describe.skipIf(!hasChromium)('English mode', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  let apiId = 0;
  const english = async () => {
    await e2e.page.evaluate(() => localStorage.setItem('lang', 'en'));
    await e2e.page.reload();
  };

  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    creator = await buildUser(e2e.server);
    const category = await buildCategory(e2e.server, { name: '天气气象', nameEn: 'Weather data' });
    apiId = (
      await buildApi(e2e.server, {
        creator,
        category: category.id,
        name: '七日天气',
        nameEn: 'Seven-day forecast',
        description: '按城市查询七天天气',
        descriptionEn: 'The week ahead for a city',
        address: 'builtin:hash',
      })
    ).id;
    await buildArticle(e2e.server, { category: '开发指南', categoryEn: 'Guides', title: '接入指南', titleEn: 'Getting started' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('My API lists the English name and description', async () => {
    const { page } = e2e;
    await signInPage(e2e, page, creator.account, creator.password);
    await english();
    await e2e.go('/dashboard/myapi');
    const row = page.getByTestId('my-api-row').filter({ hasText: 'Seven-day forecast' });
    await poll(() => row.count()).toBe(1);
    expect(await page.getByTestId('my-api-row').filter({ hasText: '七日天气' }).count()).toBe(0);
  });

  it('API management shows the English name, description and category', LONG, async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await english();
    await e2e.go('/dashboard/apimanagement');
    const row = page.getByTestId('admin-row').filter({ hasText: 'Seven-day forecast' });
    await poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('The week ahead for a city');
    expect(text).toContain('Weather data');
    expect(text).not.toMatch(/七日天气|天气气象/);
    // Every label of the administrator's side menu fits its 224 px column at 1280 px (none cut to “…”).
    const menu = page.getByTestId('console-menu-desktop');
    await menu.getByRole('link').first().waitFor();
    const cut = await menu
      .locator('a span')
      .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
    expect(cut).toEqual([]);
  });

  it("the phone's bottom bar labels fit their fifth of a 375 px screen in English (none cut to “…”)", async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await english();
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await e2e.go('/admin/mobile/control-center');
      const bar = page.getByTestId('bottom-nav');
      await bar.getByRole('link', { name: 'Control' }).waitFor();
      const cut = await bar
        .locator('a span')
        .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
      expect(cut).toEqual([]);
      expect(await bar.locator('a span').allTextContents()).toEqual(['Control', 'My APIs', 'Developer', 'My reviews']);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('article categories and the WeChat code tab are in English', async () => {
    const { page } = e2e;
    await english();
    await e2e.go('/article');
    await poll(() => page.getByTestId('article-category').allInnerTexts()).toContain('Guides');
    expect(await page.getByTestId('article-category').allInnerTexts()).not.toContain('开发指南');
    await e2e.go(`/api/Details/${apiId}`);
    const samples = page.getByTestId('code-samples');
    await poll(() => samples.getByRole('tab', { name: 'WeChat Mini Program wx.request' }).count()).toBe(1);
    expect(await samples.getByText('微信小程序').count()).toBe(0);
  });
});
