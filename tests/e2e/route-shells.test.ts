import { AxeBuilder } from './support/axe.js';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildCategory, buildUser, TEST_PASSWORD, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/**
 * Issue #35: on the login route and the market, index.html draws the route's first screen before any
 * script has run (client/first-screen-shell.ts, routeShellScript): a real sign-in form, and the market's
 * head with its first API cards from the query index.html sent. The app's scripts are held here (their
 * requests wait until the test lets them go), so what is on screen is index.html's alone; then the app
 * takes over: the form keeps what was typed and where the focus was, the cards are the page's.
 */
describe.skipIf(!hasChromium)('a main route’s first screen before the scripts', () => {
  let e2e: E2E;
  let user: BuiltUser;
  let apiId = 0;
  const apiName = `外壳接口 ${Date.now().toString(36)}`;
  beforeAll(async () => {
    e2e = await startE2E();
    user = await buildUser(e2e.server, { username: '外壳测试' });
    const category = await buildCategory(e2e.server, { name: `外壳分类${Date.now() % 100000}`, nameEn: 'Shell' });
    const api = await buildApi(e2e.server, {
      creator: user,
      category: category.id,
      name: apiName,
      nameEn: `Shell API ${Date.now().toString(36)}`,
      address: 'builtin:hash',
      // Markup in the data must come out as text.
      description: '<b>不是粗体</b> 计算文本的哈希值',
      parameters: [
        { name: 'text', type: 'string', required: true, description: '要计算的<i>文本</i>', example: 'hello' },
        { name: 'algorithm', type: 'string', required: false, description: '算法', example: 'sha256' },
      ],
    });
    apiId = api.id;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** Opens `hash` with the app's scripts held back until `release()`. */
  async function open(
    hash: string,
    opts: {
      lang?: 'zh' | 'en';
      dark?: boolean;
      width?: number;
      session?: { token: string; account: string };
      /** Runs before the page is opened (routes of its own). */
      prepare?: (page: Page) => Promise<unknown>;
    } = {},
  ) {
    const context = await e2e.browser.newContext({
      viewport: { width: opts.width ?? 375, height: 812 },
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`[${hash}] page error: ${e.message}`));
    await page.addInitScript(
      (stored: Record<string, string>) => {
        for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
      },
      { lang: opts.lang ?? 'zh', darkMode: String(opts.dark ?? false), ...(opts.session ?? {}) },
    );
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/[\w-]+\.js$/, (route) => {
      if (released) return route.continue();
      held.push(route);
    });
    await opts.prepare?.(page);
    // Not until "load": the held module scripts keep it from coming.
    await page.goto(`${e2e.server.url}/#${hash}`, { waitUntil: 'commit' });
    return {
      page,
      release: async () => {
        released = true;
        for (const r of held.splice(0)) await r.continue();
      },
      close: () => context.close(),
    };
  }

  async function axe(page: Page) {
    const result = await new AxeBuilder({ page }).include('#root').analyze();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  }

  it('login: a labelled form before the scripts; typed values and the focus carry over to the app’s form', LONG, async () => {
    for (const dark of [false, true]) {
      const app = await open('/login', { dark });
      try {
        const shellAccount = app.page.locator('.fs').getByLabel('账号');
        await shellAccount.waitFor();
        expect(await app.page.locator('[data-shell=login-form]').count()).toBe(1);
        expect(await app.page.getByTestId('login-form').count()).toBe(0); // the app has not run
        expect(await axe(app.page)).toEqual([]);
        await shoot(app.page, `route-shell-login-${dark ? 'dark' : 'light'}-shell`);
        const shellPassword = await app.page.locator('.fs').getByLabel('密码').boundingBox();
        await shellAccount.fill(user.account);
        await app.page.locator('.fs').getByLabel('密码').fill('typed-before-js');
        await app.page.locator('.fs').getByLabel('账号').focus();
        await app.release();
        await app.page.getByTestId('login-form').waitFor();
        expect(await app.page.locator('.fs').count()).toBe(0);
        const form = app.page.getByTestId('login-form');
        await expect.poll(() => form.getByLabel('账号').inputValue()).toBe(user.account);
        expect(await form.getByLabel('密码').inputValue()).toBe('typed-before-js');
        // The app's field is where the shell's was: nothing jumps.
        const pagePassword = await form.getByLabel('密码').boundingBox();
        expect(Math.abs(pagePassword!.y - shellPassword!.y)).toBeLessThanOrEqual(2);
        expect(Math.abs(pagePassword!.width - shellPassword!.width)).toBeLessThanOrEqual(2);
        await expect
          .poll(() => app.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
          .toBe('account');
        await shoot(app.page, `route-shell-login-${dark ? 'dark' : 'light'}-page`);
      } finally {
        await app.close();
      }
    }
  });

  it('login: a form sent before the scripts ran is sent by the app once it has', LONG, async () => {
    const app = await open('/login', { lang: 'en' });
    try {
      const shell = app.page.locator('.fs');
      await shell.getByLabel('Account').fill(user.account);
      await shell.getByLabel('Password').fill(TEST_PASSWORD);
      await shell.getByRole('button', { name: 'Sign in' }).click();
      await app.release();
      // Signed in: the session is stored and the app leaves the login page.
      await expect.poll(() => app.page.evaluate(() => localStorage.getItem('account'))).toBe(user.account);
    } finally {
      await app.close();
    }
  });

  it('login: the alert shows the gateway’s sentence, or the app’s own when the request fails — never a raw text', LONG, async () => {
    const app = await open('/login');
    try {
      await app.release();
      const form = app.page.getByTestId('login-form');
      await form.getByLabel('账号').fill(user.account);
      await form.getByLabel('密码').fill('wrong-password');
      await form.getByRole('button', { name: '登录' }).click();
      await expect.poll(() => app.page.getByTestId('login-error').textContent()).toBe('账号或密码错误');
      // The network fails: not the browser's "Failed to fetch", the app's own sentence (readableServerMessage).
      await app.page.route('**/graphql', (route) =>
        (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'Login'
          ? route.abort('failed')
          : route.continue(),
      );
      await form.getByLabel('密码').fill(TEST_PASSWORD);
      await form.getByRole('button', { name: '登录' }).click();
      await expect.poll(() => app.page.getByTestId('login-error').textContent()).toBe('操作没有完成，请稍后重试。');
      expect(await app.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await app.close();
    }
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`${lang}: the market shows its real first cards before the scripts, as text, light and dark, then the page`, LONG, async () => {
      const page1 = (await e2e.server.graphql<{
        market: { total: number; items: Array<{ name: string; nameEn: string | null }> };
      }>('{ market(keywords: "", sort: POPULAR, offset: 0, limit: 12) { total items { name nameEn } } }')).data!.market;
      const names = page1.items.map((a) => (lang === 'en' && a.nameEn ? a.nameEn : a.name));
      for (const width of [375, 1280])
        for (const dark of [false, true]) {
          const app = await open('/api-market', { lang, dark, width });
          try {
            const cards = app.page.locator('[data-shell=api-card]');
            await expect.poll(() => cards.count()).toBe(page1.items.length);
            expect(await cards.locator('.fs-aname').allTextContents()).toEqual(names);
            expect(await app.page.getByTestId('api-card').count()).toBe(0);
            // Markup from the data is text, never markup.
            expect(await app.page.locator('.fs b').count()).toBe(0);
            expect(await axe(app.page)).toEqual([]);
            const shellFirst = await cards.first().boundingBox();
            const shellHeading = await app.page.locator('.fs-mh1').boundingBox();
            const name = `route-shell-market-${lang}-${dark ? 'dark' : 'light'}-${width}`;
            await shoot(app.page, `${name}-shell`);
            await app.release();
            await app.page.getByTestId('api-card').first().waitFor();
            expect(await app.page.locator('.fs').count()).toBe(0);
            expect(await app.page.getByTestId('api-name').allTextContents()).toEqual(names);
            await shoot(app.page, `${name}-page`);
            // The page's heading and first card start where the shell's did: nothing jumps.
            const pageHeading = await app.page.getByRole('heading', { level: 1 }).boundingBox();
            const pageFirst = await app.page.getByTestId('api-card').first().boundingBox();
            expect(Math.abs(pageHeading!.y - shellHeading!.y)).toBeLessThanOrEqual(2);
            expect(Math.abs(pageFirst!.x - shellFirst!.x)).toBeLessThanOrEqual(2);
            expect(Math.abs(pageFirst!.width - shellFirst!.width)).toBeLessThanOrEqual(2);
          } finally {
            await app.close();
          }
        }
    });
  }

  it('an API’s page: its name, description and parameter table before the scripts, as text; then the page', LONG, async () => {
    for (const [lang, dark] of [['zh', false], ['en', true]] as const) {
      const app = await open(`/api/Details/${apiId}`, { lang, dark });
      try {
        const params = app.page.locator('[data-shell=params]');
        await params.locator('code').first().waitFor();
        expect(await app.page.locator('.fs h1').textContent()).toBe(lang === 'en' ? (await nameEn()) : apiName);
        expect(await params.locator('code').allTextContents()).toEqual(['text', 'algorithm']);
        // At 375 px one card per parameter, as the page draws them: name, location (issue #29), type, note.
        expect(await params.locator('li').count()).toBe(2);
        expect(await params.locator('li').first().getByText(lang === 'en' ? 'Query' : '查询参数', { exact: true }).count()).toBe(1);
        expect(await params.locator('li').first().getByText('要计算的<i>文本</i>', { exact: true }).count()).toBe(1);
        expect(await app.page.locator('.fs b, .fs i').count()).toBe(0);
        expect(await app.page.getByTestId('params').count()).toBe(0);
        expect(await axe(app.page)).toEqual([]);
        await shoot(app.page, `route-shell-detail-${lang}-${dark ? 'dark' : 'light'}-shell`);
        await app.release();
        await app.page.getByTestId('params').locator('code').first().waitFor();
        expect(await app.page.locator('.fs').count()).toBe(0);
        expect(await app.page.getByTestId('params').locator('code').allTextContents()).toEqual(['text', 'algorithm']);
        await shoot(app.page, `route-shell-detail-${lang}-${dark ? 'dark' : 'light'}-page`);
      } finally {
        await app.close();
      }
    }
  });

  // Issue #35 follow-up: the shell drew the name and the parameter table only, so React's export buttons,
  // info row and basic-info card pushed the table ~500 px down when the app took over.
  it('an API’s page: the shell has the page’s blocks where the page draws them (375 and 1280 px, light and dark, zh and en)', LONG, async () => {
    const cases = [
      ['zh', false, 375],
      ['en', true, 375],
      ['zh', true, 1280],
      ['en', false, 1280],
    ] as const;
    const address = (await e2e.server.graphql<{ api: { address: string } }>(`{ api(id: ${apiId}) { address } }`)).data!.api.address;
    for (const [lang, dark, width] of cases) {
      const app = await open(`/api/Details/${apiId}`, { lang, dark, width });
      try {
        const params = app.page.locator('[data-shell=params]');
        await params.locator('code').first().waitFor();
        expect(await app.page.getByTestId('params').count()).toBe(0);
        const basic = app.page.locator('[data-shell=basic-info]');
        const shellText = await app.page.locator('.fs').innerText();
        for (const label of lang === 'en'
          ? ['Export OpenAPI JSON', 'Export OpenAPI YAML', 'Updated', 'Calls', 'Author', 'Basic info']
          : ['导出 OpenAPI JSON', '导出 OpenAPI YAML', '更新时间', '调用次数', '作者', '基本信息', '接口状态', '请求方式', '返回格式', '需要令牌', '接口地址', '模拟地址'])
          expect(shellText).toContain(label);
        expect(await basic.locator('code').first().textContent()).toBe(address);
        expect(await axe(app.page)).toEqual([]);
        const shellBasic = (await basic.boundingBox())!;
        const shellHeading = (await params.getByRole('heading', { level: 2 }).boundingBox())!;
        const name = `route-shell-detail-blocks-${lang}-${dark ? 'dark' : 'light'}-${width}`;
        await shoot(app.page, `${name}-shell`);
        await app.release();
        await app.page.getByTestId('params').locator('code').first().waitFor();
        expect(await app.page.locator('.fs').count()).toBe(0);
        await shoot(app.page, `${name}-page`);
        const pageBasic = (await app.page.getByTestId('basic-info').boundingBox())!;
        const pageHeading = (await app.page.getByTestId('params').getByRole('heading', { level: 2 }).boundingBox())!;
        const at = `${lang} ${dark ? 'dark' : 'light'} ${width}px`;
        expect(Math.abs(pageBasic.y - shellBasic.y), `${at}: basic-info top`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageBasic.height - shellBasic.height), `${at}: basic-info height`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageBasic.width - shellBasic.width), `${at}: basic-info width`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageHeading.y - shellHeading.y), `${at}: 请求参数 heading`).toBeLessThanOrEqual(2);
      } finally {
        await app.close();
      }
    }
  });

  // The home page's popular APIs (ApiCatalog) come in index.html's first request: the home shell draws
  // them below its first screen, where the page has them, so the first card does not wait for the app.
  it('home: the popular APIs’ cards before the scripts, as text, where the page draws them (375 and 1280 px)', LONG, async () => {
    const popular = (await e2e.server.graphql<{
      market: { allCount: number; items: Array<{ name: string; nameEn: string | null }> };
    }>('{ market(sort: POPULAR, offset: 0, limit: 12) { allCount items { name nameEn } } }')).data!.market;
    for (const [lang, dark, width] of [['zh', false, 375], ['en', true, 1280]] as const) {
      const names = popular.items.map((a) => (lang === 'en' && a.nameEn ? a.nameEn : a.name));
      const at = `${lang} ${dark ? 'dark' : 'light'} ${width}px`;
      const app = await open('/home', { lang, dark, width });
      try {
        const cards = app.page.locator('[data-shell=api-card]');
        await expect.poll(() => cards.count(), { message: at }).toBe(popular.items.length);
        expect(await cards.locator('.fs-aname').allTextContents()).toEqual(names);
        expect(await app.page.getByTestId('api-card').count()).toBe(0); // the app has not run
        expect(await app.page.locator('.fs b').count()).toBe(0);
        expect(await axe(app.page), at).toEqual([]);
        const shellHeading = (await app.page.locator('#fs-apis').boundingBox())!;
        const shellFirst = (await cards.first().boundingBox())!;
        await shoot(app.page, `route-shell-home-cards-${lang}-${dark ? 'dark' : 'light'}-${width}-shell`, { fullPage: true });
        await app.release();
        await app.page.getByTestId('api-card').first().waitFor();
        expect(await app.page.locator('.fs').count()).toBe(0);
        expect(await app.page.getByTestId('api-grid').getByTestId('api-name').allTextContents()).toEqual(names);
        const pageHeading = (await app.page.locator('#apis-heading').boundingBox())!;
        const pageFirst = (await app.page.getByTestId('api-card').first().boundingBox())!;
        // Above them the shell's announcements are skeletons until the app draws the real ones (their
        // height is the data's): the block itself is laid out as the page's, heading to first card.
        expect(Math.abs(pageHeading.x - shellHeading.x), `${at}: heading left`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageFirst.y - pageHeading.y - (shellFirst.y - shellHeading.y)), `${at}: heading to first card`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageFirst.x - shellFirst.x), `${at}: first card left`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageFirst.width - shellFirst.width), `${at}: first card width`).toBeLessThanOrEqual(2);
      } finally {
        await app.close();
      }
    }
  });

  // The console (/dashboard/myapi): index.html sends MyApis only with a stored token, and draws the
  // console's frame, then the creator's own APIs once the gateway has answered for that token.
  it('the console: nothing of an account before the gateway has answered for its token; its own APIs after, as text', LONG, async () => {
    // No token: no request, no frame (the app sends the visitor to sign in).
    const anonymous = await open('/dashboard/myapi');
    try {
      const sent: string[] = [];
      anonymous.page.on('request', (r) => r.url().endsWith('/graphql') && sent.push(r.postData() ?? ''));
      // Parsed (the held module script keeps DOMContentLoaded back): every inline script has run.
      await anonymous.page.waitForFunction(() => document.readyState !== 'loading');
      expect(await anonymous.page.locator('.fs').count()).toBe(0);
      expect(sent.filter((b) => b.includes('MyApis'))).toEqual([]);
    } finally {
      await anonymous.close();
    }
    // A token the gateway refuses: the frame, never a row.
    const refused = await open('/dashboard/myapi', { session: { token: 'not-a-token', account: user.account } });
    try {
      await refused.page.locator('.fs-ctabs').waitFor();
      // The gateway's answer (refused) has come, and the shell has had it.
      await refused.page.evaluate(async () => {
        await (window as unknown as { __routeData: { answer: Promise<unknown> } }).__routeData.answer;
      });
      expect(await refused.page.locator('[data-shell=my-api-card]').count()).toBe(0);
      expect(await refused.page.locator('.fs').innerText()).not.toContain(apiName);
    } finally {
      await refused.close();
    }
    // A valid token, with the answer held: the frame only; then the rows.
    let answer: (() => Promise<void>) | undefined;
    const held = await open('/dashboard/myapi', {
      session: { token: user.token, account: user.account },
      prepare: (page) =>
        page.route('**/graphql', (route) => {
          answer = () => route.continue();
        }),
    });
    try {
      await held.page.locator('.fs-ctabs').waitFor();
      await expect.poll(() => !!answer).toBe(true);
      expect(await held.page.locator('.fs').innerText()).not.toContain(apiName);
      expect(await held.page.locator('.fs').getByText('登录', { exact: true }).count()).toBe(0);
      await answer!();
      await expect.poll(() => held.page.locator('[data-shell=my-api-card] .fs-cname').allTextContents()).toEqual([apiName]);
    } finally {
      await held.close();
    }
  });

  it('the console: its frame and first rows where the page draws them (375 and 1280 px, light and dark), axe clean', LONG, async () => {
    const cases = [
      ['zh', false, 375],
      ['en', true, 375],
      ['zh', true, 1280],
      ['en', false, 1280],
    ] as const;
    for (const [lang, dark, width] of cases) {
      const app = await open('/dashboard/myapi', { lang, dark, width, session: { token: user.token, account: user.account } });
      const at = `${lang} ${dark ? 'dark' : 'light'} ${width}px`;
      try {
        const cards = app.page.locator('[data-shell=my-api-card]');
        await expect.poll(() => cards.count(), { message: at }).toBe(1);
        expect(await cards.locator('.fs-cname').textContent()).toBe(apiName);
        expect(await app.page.getByTestId('my-apis').count()).toBe(0); // the app has not run
        expect(await axe(app.page), at).toEqual([]);
        const shellTabs = (await app.page.locator('.fs-ctabs').boundingBox())!;
        const shellFirst = (await cards.first().boundingBox())!;
        const shellStats = (await app.page.locator('.fs-cstats').boundingBox())!;
        const name = `route-shell-console-${lang}-${dark ? 'dark' : 'light'}-${width}`;
        await shoot(app.page, `${name}-shell`);
        await app.release();
        await app.page.getByTestId('my-apis').waitFor();
        expect(await app.page.locator('.fs').count()).toBe(0);
        await shoot(app.page, `${name}-page`);
        const pageTabs = (await app.page.getByTestId('console-tabs').boundingBox())!;
        const pageStats = (await app.page.getByTestId('stats').boundingBox())!;
        expect(Math.abs(pageTabs.y - shellTabs.y), `${at}: tabs top`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageStats.y - shellStats.y), `${at}: figures top`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageStats.height - shellStats.height), `${at}: figures height`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageStats.x - shellStats.x), `${at}: figures left`).toBeLessThanOrEqual(2);
        expect(Math.abs(pageStats.width - shellStats.width), `${at}: figures width`).toBeLessThanOrEqual(2);
        if (width === 375) {
          const pageFirst = (await app.page.getByTestId('my-api-card').first().boundingBox())!;
          expect(Math.abs(pageFirst.y - shellFirst.y), `${at}: first card top`).toBeLessThanOrEqual(2);
          expect(Math.abs(pageFirst.height - shellFirst.height), `${at}: first card height`).toBeLessThanOrEqual(2);
          expect(Math.abs(pageFirst.width - shellFirst.width), `${at}: first card width`).toBeLessThanOrEqual(2);
        }
      } finally {
        await app.close();
      }
    }
  });

  async function nameEn() {
    const r = await e2e.server.graphql<{ api: { nameEn: string } }>(`{ api(id: ${apiId}) { nameEn } }`);
    return r.data!.api.nameEn;
  }
});
