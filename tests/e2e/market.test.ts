import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildCategory, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { eachLook, poll } from './looks.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/** /api-market in Chromium against the real gateway: facets, keyword, sort, paging and view, all in the URL. */
describe.skipIf(!hasChromium)('API market', () => {
  let e2e: E2E;
  let page: Page;
  const WEATHER = ['实时天气', '七日天气预报', '空气质量指数', '日出日落时间'];
  const SECURITY = ['哈希计算', '随机密码生成', '令牌校验'];
  /** The 30 listed APIs in the order they were built (three pages of 12: 12, 12, 6). */
  const LISTED: string[] = [];
  beforeAll(async () => {
    e2e = await startE2E();
    page = e2e.page;
    const s = e2e.server;
    const creators = [await buildUser(s), await buildUser(s)];
    const category = async (name: string, nameEn: string) => (await buildCategory(s, { name, nameEn })).id;
    const weather = await category('天气气象', 'Weather');
    const security = await category('安全加密', 'Security');
    const text = await category('文本处理', 'Text');
    const utility = await category('实用工具', 'Utilities');
    const build = async (name: string, categoryId: number, over: { status?: number; visibility?: 'private' } = {}) => {
      await buildApi(s, { creator: creators[LISTED.length % 2], category: categoryId, name, ...over });
      if ((over.status ?? 1) >= 0 && over.visibility !== 'private') LISTED.push(name);
    };
    // The weather and security ones spread over the pages; one weather API is being upgraded (status 3,
    // still listed).
    for (const [i, name] of WEATHER.entries()) await build(name, weather, i === 3 ? { status: 3 } : {});
    for (let i = 1; i <= 23; i++) {
      await build(`${i % 2 ? '文本' : '工具'}接口${i}`, i % 2 ? text : utility);
      if (i % 8 === 7) await build(SECURITY[(i - 7) / 8]!, security);
    }
    // Not listed: a private weather API and a weather draft.
    await build('私有天气接口', weather, { visibility: 'private' });
    await build('天气草稿', weather, { status: -1 });
    expect(LISTED).toHaveLength(30);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const names = () => page.getByTestId('api-name').allTextContents();
  const query = () => new URL(page.url().replace('/#/', '/')).searchParams;
  const listed = async (where = 'TRUE', params: unknown[] = []) =>
    (
      (await e2e.server.ds.query(
        `SELECT a.name FROM api a LEFT JOIN category c ON c.id = a.category_id
          WHERE a.status >= 0 AND a.visibility = 'public' AND ${where} ORDER BY a.created_at DESC, a.id DESC`,
        params,
      )) as Array<{ name: string }>
    ).map((r) => r.name);
  const settled = () => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

  it('facets with counts, a category, sort, pages and the grid/list switch, each kept in the URL', async () => {
    const all = await listed();
    // Newest first: the reverse of the build order; three pages of 12.
    expect(all).toEqual([...LISTED].reverse());
    await e2e.go('/api-market');
    await page.getByRole('heading', { level: 1, name: 'API 市场' }).waitFor();
    await page.getByTestId('api-card').first().waitFor();
    await poll(() => page.getByTestId('market-count').textContent()).toBe(`共 ${all.length} 个 API`);
    await poll(() => page.getByTestId('api-card').count()).toBe(12);

    // Every facet's count is the number of listed APIs in it.
    const rail = page.getByTestId('category-rail');
    const weather = rail.getByRole('button', { name: /天气气象/ });
    const inWeather = await listed(`c.name = '天气气象'`);
    expect([...inWeather].reverse()).toEqual(WEATHER);
    await poll(() => weather.getByTestId('facet-count').textContent()).toBe(String(inWeather.length));
    await poll(() => rail.getByRole('button', { name: /全部分类/ }).getByTestId('facet-count').textContent()).toBe(
      String(all.length),
    );
    await weather.click();
    await poll(() => query().get('category')).toMatch(/^\d+$/);
    await poll(async () => (await names()).sort()).toEqual([...inWeather].sort());
    await poll(() => weather.getAttribute('aria-pressed')).toBe('true');
    await poll(() => page.getByTestId('pager').count()).toBe(0);

    // Newest first: the order of the listing dates.
    await page.getByTestId('market-sort').selectOption('newest');
    await poll(() => query().get('sort')).toBe('newest');
    await poll(names).toEqual(inWeather);

    // Back to every category: three pages, page 2 in the URL and after a reload.
    await rail.getByRole('button', { name: /全部分类/ }).click();
    await poll(() => query().get('category')).toBeNull();
    await poll(names).toEqual(all.slice(0, 12));
    await page.getByRole('button', { name: '第 2 页' }).click();
    await poll(() => query().get('page')).toBe('2');
    await poll(names).toEqual(all.slice(12, 24));
    expect(query().get('sort')).toBe('newest');
    await page.reload();
    await poll(names).toEqual(all.slice(12, 24));
    await poll(() => page.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await page.getByTestId('pager-next').click();
    await poll(names).toEqual(all.slice(24, 36));
    await poll(() => page.getByTestId('pager-next').isDisabled()).toBe(true);
    // The browser's back button undoes the last change.
    await page.goBack();
    await poll(() => query().get('page')).toBe('2');
    await poll(names).toEqual(all.slice(12, 24));

    // The list view is a URL setting too.
    await page.getByTestId('view-list').click();
    await poll(() => query().get('view')).toBe('list');
    await poll(() => page.getByTestId('api-grid').getAttribute('data-view')).toBe('list');
    await poll(() => page.getByTestId('view-list').getAttribute('aria-pressed')).toBe('true');
    await settled();
    await e2e.screenshot('market-list-1280');
    await page.getByTestId('view-grid').click();
    await poll(() => query().get('view')).toBeNull();
  });

  it('two quick changes both stay: a sort, then at once a category, before the first has rendered', async () => {
    await e2e.go('/api-market');
    await page.getByTestId('api-card').first().waitFor();
    // No wait in between: the router renders a navigation in a transition, so the click can come while
    // the page still shows the old sort (a change built on that render would drop "newest").
    await page.getByTestId('market-sort').selectOption('newest');
    await page.getByTestId('category-rail').getByRole('button', { name: /天气气象/ }).click();
    await poll(() => query().get('category')).toMatch(/^\d+$/);
    expect(query().get('sort')).toBe('newest');
    await poll(() => page.getByTestId('market-sort').inputValue()).toBe('newest');
  });

  it('a keyword narrows the results and the facets; a shared link shows the same; nothing found offers a reset', async () => {
    await e2e.go('/api-market?q=' + encodeURIComponent('天气') + '&sort=stars');
    await page.getByTestId('api-card').first().waitFor();
    await poll(() => page.getByTestId('market-search-input').inputValue()).toBe('天气');
    await poll(() => page.getByTestId('market-sort').inputValue()).toBe('stars');
    const found = await e2e.server.graphql<{ market: { total: number; facets: Array<{ count: number }> } }>(
      `{ market(keywords: "天气") { total facets { count } } }`,
    );
    // The four listed weather APIs (the category's name holds the word): every facet in category order,
    // weather first, the others empty.
    expect(found.data!.market.total).toBe(WEATHER.length);
    expect(found.data!.market.facets.map((f) => f.count)).toEqual([WEATHER.length, 0, 0, 0]);
    await poll(() => page.getByTestId('market-count').textContent()).toBe(
      `“天气”共 ${found.data!.market.total} 个结果`,
    );
    await poll(async () =>
      (await page.getByTestId('category-rail').getByTestId('facet-count').allTextContents()).slice(1).map(Number),
    ).toEqual(found.data!.market.facets.map((f) => f.count));
    await poll(names).toContain('实时天气');

    await page.getByTestId('market-search-input').fill('没有这样的接口zzz');
    await page.getByTestId('market-search-submit').click();
    await poll(() => query().get('q')).toBe('没有这样的接口zzz');
    await page.getByTestId('market-empty').waitFor();
    await page.getByTestId('market-reset').click();
    await poll(() => query().get('q')).toBeNull();
    await page.getByTestId('api-card').first().waitFor();
    await poll(() => page.getByTestId('market-search-input').inputValue()).toBe('');

    // A category id that no longer exists says so instead of showing an empty market.
    await e2e.go('/api-market?category=99999');
    await poll(() => page.getByTestId('market-error').textContent()).toContain('未知的分类');
  });

  it('at 375 px the categories open in a drawer and nothing overflows; light and dark, zh and en', LONG, async () => {
    const inSecurity = (await listed(`c.name = '安全加密'`)).sort();
    expect(inSecurity).toEqual([...SECURITY].sort());
    await eachLook(
      e2e,
      '/api-market',
      async (p) => {
        await p.getByTestId('api-card').first().waitFor();
        await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      },
      async ({ page: p, width, name }) => {
        expect(await p.getByTestId('category-rail').first().isVisible()).toBe(width > 768);
        await shoot(p, `market-${name}`);
        if (width === 375) {
          await p.getByTestId('open-categories').click();
          const drawer = p.getByTestId('category-drawer');
          await drawer.getByRole('button', { name: /安全加密/ }).click();
          await drawer.waitFor({ state: 'hidden' });
          await poll(() => p.url()).toMatch(/category=\d+/);
          // The URL changes before the router renders the filtered page: wait for its cards.
          await poll(async () => (await p.getByTestId('api-name').allTextContents()).sort()).toEqual(inSecurity);
          await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        }
      },
    );
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await e2e.go('/api-market');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'API market' }).waitFor();
    await poll(() => page.getByTestId('market-count').textContent()).toBe(`${LISTED.length} APIs`);
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });
});
