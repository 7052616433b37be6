import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAnnouncement,
  buildApi,
  buildCalls,
  buildCategory,
  buildCreator,
  buildNotice,
  buildVersionLog,
  type BuiltUser,
} from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, homeOnPausedClock, LONG, shoot, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('client shell and home page in Chromium', () => {
  let e2e: E2E;
  /** Three creators with sign-in accounts (林语, 陈浩, 周敏), each owning some of the APIs. */
  let creators: BuiltUser[];
  let wordCount = 0;
  let weatherCategory = 0;
  /** The listed APIs: 字数统计, the three weather ones and ten utilities. */
  const LISTED = 14;
  const WEATHER = ['实时天气', '七日天气预报', '空气质量指数'];
  const MAINTENANCE = { title: '11 月 28 日凌晨系统维护通知', summary: '维护期间接口调用可能短暂中断，请提前做好准备。' };
  beforeAll(async () => {
    e2e = await startE2E();
    const s = e2e.server;
    creators = [
      await buildCreator(s, { account: 'linyu', username: '林语', nameEn: 'Lin Yu', title: '平台官方团队', official: true }),
      await buildCreator(s, { account: 'chenhao', username: '陈浩', nameEn: 'Chen Hao', title: '安全工程师' }),
      await buildCreator(s, { account: 'zhoumin', username: '周敏', nameEn: 'Zhou Min', title: '气象数据专家' }),
    ];
    const [lin, chen, zhou] = creators as [BuiltUser, BuiltUser, BuiltUser];
    const text = await buildCategory(s, { name: '文本处理', nameEn: 'Text' });
    const weather = await buildCategory(s, { name: '天气气象', nameEn: 'Weather' });
    const utility = await buildCategory(s, { name: '实用工具', nameEn: 'Utilities' });
    weatherCategory = weather.id;
    // 字数统计 was updated longest ago: without calls it is not among the twelve popular cards.
    wordCount = (
      await buildApi(s, {
        creator: lin,
        category: text.id,
        name: '字数统计',
        nameEn: 'Word count',
        method: 'POST',
        address: 'builtin:word-count',
        parameters: [{ name: 'text', type: 'string', required: true, description: '要统计的文本', example: 'API Market' }],
        updatedDaysAgo: 60,
      })
    ).id;
    const weatherApis = [];
    for (const [i, name] of WEATHER.entries()) {
      weatherApis.push(
        await buildApi(s, {
          creator: zhou,
          category: weather.id,
          name,
          responseExample: '{"current_weather":{"temperature":6.3}}',
          updatedDaysAgo: 1 + i,
        }),
      );
    }
    const utilities = [];
    for (let i = 0; i < 10; i++) {
      utilities.push(
        await buildApi(s, { creator: i % 2 ? chen : lin, category: utility.id, name: `工具接口${i + 1}`, updatedDaysAgo: 4 + i }),
      );
    }
    // One call this week each for 实时天气 and two utilities: they lead the popular list until 字数统计 gets two.
    for (const api of [weatherApis[0]!, utilities[8]!, utilities[9]!]) await buildCalls(s, { api, count: 1 });
    await buildNotice(s, { content: '欢迎使用接口市场！所有内置接口均可免费在线测试。', daysAgo: 2 });
    await buildAnnouncement(s, {
      type: 'system',
      title: MAINTENANCE.title,
      summary: MAINTENANCE.summary,
      content: '<p>我们将于 <strong>11 月 28 日 02:00–04:00</strong> 升级数据库。</p><p>期间开放接口可能出现短暂中断，请做好重试。</p>',
      daysAgo: 1,
    });
    await buildAnnouncement(s, {
      type: 'update',
      title: '1.5.0 版本发布：全新搜索',
      summary: '搜索支持中文子串与大小写不敏感匹配。',
      content: '<p>新版搜索基于三元组索引，输入“天气”即可找到所有天气类接口。</p>',
      daysAgo: 2,
    });
    await buildVersionLog(s, { version: '1.4.0', title: '监控中心', releasedOn: '2026-11-12' });
    await buildVersionLog(s, { version: '1.5.0', title: '全文搜索', releasedOn: '2026-11-20' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const cards = () => e2e.page.getByTestId('api-card');
  const scrollToEnd = (page: Page) =>
    page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  /** Client-side (hash) navigations fire no load event, so poll the URL rather than waitForURL. */
  const urlMatches = (re: RegExp, timeout = 10_000) => expect.poll(() => e2e.page.url(), { timeout }).toMatch(re);
  /** A full load: `go` to the hash the page is already on would keep the old page state. */
  const open = async (route: string) => {
    await e2e.page.goto('about:blank');
    await e2e.go(route);
  };

  it('home shows the 12 most called APIs of the week, every data block, and the details modal', LONG, async () => {
    // Two calls this week put 字数统计 (otherwise not on the home page at all) first.
    for (let i = 0; i < 2; i++) {
      const res = await e2e.server.request('POST', `/api/open/api/${wordCount}`, { text: '你好 world' });
      expect(res.status).toBe(200);
    }
    await expect
      .poll(
        async () =>
          (await e2e.server.graphql<{ market: { items: Array<{ id: number }> } }>(
            '{ market(sort: POPULAR, limit: 1) { items { id } } }',
          )).data!.market.items[0]!.id,
      )
      .toBe(wordCount);
    await e2e.go('/');
    await urlMatches(/#\/home$/);
    await cards().first().waitFor();
    expect(await cards().count()).toBe(12);
    expect(await cards().first().getByTestId('api-name').textContent()).toBe('字数统计');
    // Then the three with one call, then the rest by their last update, newest first.
    expect(await cards().getByTestId('api-name').allTextContents()).toEqual([
      '字数统计',
      '实时天气',
      '工具接口9',
      '工具接口10',
      '七日天气预报',
      '空气质量指数',
      ...['工具接口1', '工具接口2', '工具接口3', '工具接口4', '工具接口5', '工具接口6'],
    ]);
    expect(await cards().first().getByTestId('calls-7d').textContent()).toBe('2');
    // Real icons: the category's (no API has an uploaded image).
    expect(await cards().first().getByTestId('api-icon').getAttribute('data-category')).toBe('text');
    await expect.poll(() => e2e.page.getByTestId('market-link').textContent()).toContain(`共 ${LISTED} 个`);
    await e2e.page.getByTestId('announcement-item').first().waitFor();
    // Below the fold: fetched when scrolled near.
    await scrollToEnd(e2e.page);
    await e2e.page.getByTestId('creator-card').first().waitFor();
    await scrollToEnd(e2e.page);
    await e2e.page.getByTestId('version-entry').first().waitFor();
    await expect.poll(() => e2e.page.getByTestId('version-latest').count()).toBe(1);
    expect(await e2e.page.getByTestId('block-error').count()).toBe(0);
    await e2e.screenshot('home-full');
    // Device info: one access-log row for this browser session, not one per page load.
    const visits = async () =>
      Number(
        (
          await e2e.server.ds.query(
            `SELECT count(*) AS n FROM access_log WHERE user_agent::text LIKE '%Chrome%'`,
          )
        )[0].n,
      );
    await expect.poll(visits).toBe(1);
    await e2e.page.reload();
    await cards().first().waitFor();
    expect(await visits()).toBe(1);

    const card = cards().filter({ hasText: '实时天气' }).first();
    await card.getByTestId('api-details').click();
    const dialog = e2e.page.getByTestId('api-details-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('调用格式');
    const text = (await dialog.textContent()) ?? '';
    // The call format is the gateway's open-call address of this API.
    expect(text).toMatch(/GET https?:\/\/127\.0\.0\.1:\d+\/api\/open\/api\/\d+/);
    expect(text).toContain('需要令牌');
    expect(text).toContain('返回示例');
    await e2e.screenshot('home-details-modal');
    await e2e.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The way into the whole catalogue.
    await e2e.page.getByTestId('market-link').click();
    await urlMatches(/#\/api-market$/);
    await e2e.page.getByRole('heading', { level: 1, name: 'API 市场' }).waitFor();
  });

  it('searching 天气 replaces the cards with the matches', async () => {
    await open('/home');
    await cards().first().waitFor();
    const before = await cards().count();
    const found = await e2e.server.graphql<{ searchApis: { items: Array<{ name: string }> } }>(
      `{ searchApis(keywords: "天气", limit: 12) { items { name } } }`,
    );
    const expected = found.data!.searchApis.items.map((i) => i.name);
    expect(before).toBe(12);
    // The weather category's APIs (its name holds the word), nothing else.
    expect([...expected].sort()).toEqual([...WEATHER].sort());
    await e2e.page.getByTestId('search-input').fill('天气');
    await e2e.page.getByTestId('search-submit').click();
    await e2e.page.getByTestId('search-count').waitFor();
    // The whole list of matches (the popular cards shown before may hold 实时天气 too).
    await expect.poll(async () => (await e2e.page.getByTestId('api-name').allTextContents()).sort()).toEqual(
      [...expected].sort(),
    );
    await e2e.page.getByTestId('search-input').fill('没有这样的接口zzz');
    await e2e.page.getByTestId('search-submit').click();
    await e2e.page.getByTestId('apis-empty').waitFor();
    expect(await cards().count()).toBe(0);
    // Clearing the search brings the cards back and empties the box (its words are not searched again).
    await e2e.page.getByRole('button', { name: '清除搜索' }).click();
    await cards().first().waitFor();
    await expect.poll(() => e2e.page.getByTestId('search-input').inputValue()).toBe('');
  });

  it('the category selector filters to that category', async () => {
    await open('/home');
    await cards().first().waitFor();
    await e2e.page.getByTestId('category-select').selectOption(String(weatherCategory));
    await expect
      .poll(async () => (await e2e.page.getByTestId('api-name').allTextContents()).sort())
      .toEqual([...WEATHER].sort());
  });

  it('the language toggle switches labels zh ↔ en and is remembered', async () => {
    await open('/home');
    const nav = e2e.page.getByTestId('desktop-nav');
    await expect.poll(() => nav.textContent()).toContain('首页');
    await e2e.page.getByTestId('lang-toggle').click();
    await expect.poll(() => nav.textContent()).toContain('Home');
    await expect.poll(() => e2e.page.getByRole('heading', { name: 'Popular APIs' }).count()).toBe(1);
    await e2e.page.reload();
    await expect.poll(() => nav.textContent()).toContain('Home');
    await e2e.page.getByTestId('lang-toggle').click();
    await expect.poll(() => nav.textContent()).toContain('首页');
  });

  it('dark mode survives a reload through localStorage darkMode', async () => {
    await open('/home');
    const isDark = () => e2e.page.evaluate(() => document.documentElement.classList.contains('dark'));
    const was = await isDark();
    await e2e.page.getByTestId('dark-toggle').click();
    await expect.poll(isDark).toBe(!was);
    await expect.poll(() => e2e.page.evaluate(() => localStorage.getItem('darkMode'))).toBe(String(!was));
    await e2e.page.reload();
    // Read before React runs too: the inline script in index.html applies it before the first paint.
    expect(await isDark()).toBe(!was);
    await cards().first().waitFor();
    if (!was) await e2e.screenshot('home-dark');
    await e2e.page.getByTestId('dark-toggle').click();
    await expect.poll(isDark).toBe(was);
  });

  it('/#/dashboard without a token lands on /#/login and comes back after signing in', LONG, async () => {
    await open('/home');
    await e2e.page.evaluate(() => localStorage.clear());
    // A visitor opening an announcement reads its summary in place, with a sign-in prompt.
    await open('/home');
    await e2e.page.getByTestId('announcement-item').first().click();
    await urlMatches(/#\/announcement-detail\?id=\d+$/);
    const summary = e2e.page.getByTestId('announcement-summary');
    await summary.waitFor();
    // The newest announcement's own summary.
    expect(await summary.textContent()).toContain(MAINTENANCE.summary);
    expect((await summary.textContent())?.length).toBeGreaterThan(20);
    await summary.getByTestId('announcement-signin').waitFor();
    expect(await e2e.page.getByTestId('announcement-detail').count()).toBe(0);
    await e2e.screenshot('announcement-visitor');
    // Its sign-in prompt brings the visitor back to the announcement, now in full.
    const announcementUrl = e2e.page.url();
    await summary.getByRole('button', { name: '登录' }).click();
    await urlMatches(/#\/login$/);
    const reader = creators[2]!;
    const loginForm = e2e.page.getByTestId('login-form');
    await loginForm.locator('input[name=account]').fill(reader.account);
    await loginForm.locator('input[name=password]').fill(reader.password);
    await loginForm.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => e2e.page.url(), { timeout: 10_000 }).toBe(announcementUrl);
    await e2e.page.getByTestId('announcement-detail').waitFor();
    await e2e.page.evaluate(() => localStorage.clear());
    await open('/dashboard');
    await urlMatches(/#\/login$/);
    await e2e.page.getByTestId('login-required').waitFor();
    await e2e.page.getByTestId('toast').filter({ hasText: '请先登录' }).waitFor();
    await e2e.screenshot('login-redirect');
    const creator = creators[0]!;
    const form = e2e.page.getByTestId('login-form');
    await form.locator('input[name=account]').fill(creator.account);
    await form.locator('input[name=password]').fill('wrong-password');
    await form.getByRole('button', { name: '登录' }).click();
    await e2e.page.getByTestId('login-error').waitFor();
    expect(e2e.page.url()).toMatch(/#\/login$/);
    await form.locator('input[name=password]').fill(creator.password);
    await form.getByRole('button', { name: '登录' }).click();
    await urlMatches(/#\/dashboard/);
    expect(
      await e2e.page.evaluate(() => [localStorage.getItem('account'), !!localStorage.getItem('token')]),
    ).toEqual([creator.account, true]);
    await e2e.page.getByTestId('desktop-console').waitFor();

    // Signed in, an announcement on the home page opens its detail (a guarded route).
    await open('/home');
    const first = e2e.page.getByTestId('announcement-item').first();
    await first.waitFor();
    await e2e.page.getByTestId('announcement-tab-update').click();
    await expect
      .poll(() => e2e.page.getByTestId('announcement-item').first().textContent())
      .toContain('更新');
    await e2e.page.getByTestId('announcement-item').first().click();
    await urlMatches(/#\/announcement-detail\?id=\d+$/);
    const detail = e2e.page.getByTestId('announcement-detail');
    await detail.waitFor();
    expect((await detail.textContent())?.length).toBeGreaterThan(20);
    await e2e.screenshot('announcement-detail');
    await e2e.page.evaluate(() => localStorage.clear());
  });

  it('a stale token is answered UNAUTHENTICATED: session cleared, toast, /#/login; sign-out forgets the session', async () => {
    await open('/home');
    await e2e.page.evaluate(() => {
      localStorage.setItem('token', 'not-a-real-token');
      localStorage.setItem('account', 'ghost');
    });
    await open('/home');
    // A whole chain before the redirect: the page loads, its cards render, their stars query carries the
    // token and is refused. On a loaded CI machine (two browsers and servers on two cores) that chain
    // once took over 10 s, so this wait allows 30 s.
    await urlMatches(/#\/login$/, 30_000);
    await e2e.page.getByTestId('toast').filter({ hasText: '登录已失效' }).waitFor();
    expect(
      await e2e.page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('account')]),
    ).toEqual([null, null]);

    const creator = creators[1]!;
    const form = e2e.page.getByTestId('login-form');
    await form.locator('input[name=account]').fill(creator.account);
    await form.locator('input[name=password]').fill(creator.password);
    await form.getByRole('button', { name: '登录' }).click();
    await urlMatches(/#\/dashboard/);
    await expect.poll(() => e2e.page.getByTestId('nav-dashboard').textContent()).toBe(creator.username);
    await e2e.page.getByTestId('account-menu').click();
    await e2e.page.getByTestId('sign-out').click();
    await urlMatches(/#\/home$/);
    expect(await e2e.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await e2e.page.getByRole('link', { name: '登录' }).waitFor();
  });

  it('a page chunk that fails to load shows the retry message, and retry recovers', async () => {
    await open('/home');
    await cards().first().waitFor();
    const block = (route: { abort(): Promise<void> }) => route.abort();
    await e2e.page.route('**/assets/AboutPage-*.js', block);
    await e2e.go('/about');
    await e2e.page.getByTestId('route-error').waitFor();
    await expect.poll(() => e2e.page.getByTestId('route-error').textContent()).toContain('页面加载失败');
    await e2e.page.unroute('**/assets/AboutPage-*.js', block);
    await e2e.page.getByRole('button', { name: '重试' }).click();
    await e2e.page.getByRole('heading', { level: 1, name: /关于/ }).waitFor();
    await expect.poll(() => e2e.page.getByTestId('route-error').count()).toBe(0);
  });

  it('the carousel advances every 5 s and wraps', async () => {
    // The page's clock is Playwright's: time moves only when the test moves it, so the 5 s interval
    // itself is checked (not "some change within a few seconds").
    const context = await e2e.browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await homeOnPausedClock(page, e2e.server.url);
      const carousel = page.getByTestId('carousel');
      const index = () => carousel.getAttribute('data-index');
      expect(await index()).toBe('0');
      await page.clock.runFor(4_900);
      expect(await index()).toBe('0');
      await page.clock.runFor(200);
      await expect.poll(index).toBe('1');
      await page.clock.runFor(5_000);
      await expect.poll(index).toBe('2');
      await page.clock.runFor(5_000);
      await expect.poll(index).toBe('0'); // wrapped
      await page.getByRole('button', { name: '上一张' }).click();
      await expect.poll(index).toBe('2');
    } finally {
      await context.close();
    }
  });

  it('an unknown route shows the 404 page; /PrivacyPolicy opens the privacy page', async () => {
    await e2e.go('/no/such/page');
    await e2e.page.getByText('页面不存在').waitFor();

    await e2e.page.getByRole('button', { name: '返回首页' }).click();
    await urlMatches(/#\/home$/);
    // SPEC §2.1's open path /PrivacyPolicy is the privacy page of §2.2.
    await e2e.go('/PrivacyPolicy');
    await urlMatches(/#\/privacy$/);
    await e2e.page.getByRole('heading', { level: 1, name: '隐私政策' }).waitFor();
  });

  it('at 375 px the mobile layout shows and nothing overflows sideways', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await page.goto(`${e2e.server.url}/#/home`);
      await page.getByTestId('api-card').first().waitFor();
      await scrollToEnd(page);
      await page.getByTestId('creator-card').first().waitFor();
      // SPEC §9: the creator gallery moves 300 px a click; each creator has an avatar (initials here).
      const track = page.getByTestId('creator-track');
      await page.getByTestId('creators-next').click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(300);
      await page.getByTestId('creators-prev').click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
      expect(await track.getByTestId('creator-avatar').first().getAttribute('data-kind')).toBe('initials');
      expect(await page.getByTestId('menu-toggle').isVisible()).toBe(true);
      expect(await page.getByTestId('desktop-nav').isVisible()).toBe(false);
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(375);
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('mobile-nav').waitFor();
      expect(await width()).toBeLessThanOrEqual(375);
      const shot = (name: string) => shoot(page, name);
      await shot('home-mobile-menu');
      await page.getByTestId('api-card').nth(1).scrollIntoViewIfNeeded();
      await shot('home-mobile-cards');
      await page.getByTestId('creator-gallery').scrollIntoViewIfNeeded();
      await shot('home-mobile-creators');
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('mobile-nav').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('the first screen’s data comes in one GraphQL request, sent before the page’s code has arrived', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const sent: Array<{ url: string; operation: string }> = [];
    const arrived: string[] = [];
    page.on('requestfinished', (req) => arrived.push(req.url()));
    // The entry and the page chunks are answered only once the first-screen query has been sent (or
    // after 10 s, which then fails below): a causal check, whatever the machine's speed.
    let querySent!: () => void;
    const query = new Promise<void>((resolve) => (querySent = resolve));
    let queryBeforeScripts = true;
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      const held = await Promise.race([
        query.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
      ]);
      if (!held) queryBeforeScripts = false;
      await route.continue();
    });
    page.on('request', (req) => {
      if (req.url().endsWith('/graphql')) querySent();
      let operation = '';
      if (req.url().endsWith('/graphql')) {
        try {
          operation = (req.postDataJSON() as { operationName?: string }).operationName ?? '?';
        } catch {
          operation = '?';
        }
      }
      sent.push({ url: req.url(), operation });
    });
    try {
      await page.goto(`${e2e.server.url}/#/home`);
      await page.getByTestId('api-card').first().waitFor();
      await page.getByTestId('notice-text').waitFor();
      await page.getByTestId('announcement-item').first().waitFor();
      await page.waitForLoadState('networkidle');
      const graphql = sent.filter((r) => r.operation);
      // Nothing else before the visitor scrolls (the visit report and base URL wait for idle time).
      expect(graphql.filter((r) => r.operation !== 'RecordVisit' && r.operation !== 'PublicBaseUrl')).toEqual(
        [{ url: `${e2e.server.url}/graphql`, operation: 'HomeFirstScreen' }],
      );
      // index.html sends it while it is parsed, not the page's code: the scripts were held back (below)
      // until the query had gone out, so a query that waited for the code would never have been sent.
      expect(queryBeforeScripts).toBe(true);
      expect(arrived.some((u) => u.endsWith('/graphql'))).toBe(true);
      // The category filter came from the same request: the search bar's code loads when its place comes
      // near the viewport (not with the first screen's code), and its categories are read from what that
      // request wrote into the cache. “All categories” and the three built.
      await page.locator('#apis-heading').scrollIntoViewIfNeeded();
      await page.getByTestId('category-select').waitFor();
      expect(await page.getByTestId('category-select').locator('option').count()).toBe(4);
      expect(sent.filter((r) => r.operation === 'Categories')).toEqual([]);
      // Creators and the version log come when scrolled near.
      await scrollToEnd(page);
      await page.getByTestId('creator-card').first().waitFor();
      await scrollToEnd(page);
      await page.getByTestId('version-entry').first().waitFor();
      const later = sent.filter((r) => r.operation).map((r) => r.operation);
      expect(later).toContain('Creators');
      expect(later).toContain('VersionLogs');
    } finally {
      await context.close();
    }
  });
});
