import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, unique, type BuiltApi } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

const PASSWORD = 'creator-pass-1';

const hashPath = (page: Page) => new URL(page.url()).hash.slice(1);
/** Waits for what the user would see (a loaded machine may take seconds; a socket retry waits 1–4 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

/**
 * The console's client behaviour around its tabs, the live socket and the session: a form's tab closes
 * once saved, live screens catch up with what was published while the socket was away, and a sign-in in
 * another tab of the browser switches this one to the new account.
 */
describe.skipIf(!hasChromium)('console: form tabs, live screens after a reconnect, cross-tab sign-in', () => {
  let e2e: E2E;
  let admin: string;
  /** A published API, without comments yet: the thread the comment test watches. */
  let api: BuiltApi;
  /** The browser's live sockets, through a route the test can cut and hold down. */
  const sockets = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  let away = false;

  const gql = async (token: string | null, query: string, variables: Record<string, unknown> = {}) => {
    const res = await e2e.server.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {});
    expect(res.errors).toBeUndefined();
    return res.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const register = async (account: string, username: string) =>
    (
      await gql(null, `mutation($i: RegisterInput!) { register(input: $i) { token } }`, {
        i: { account, password: PASSWORD, username },
      })
    ).register.token as string;
  const createApi = async (token: string, name: string) =>
    (
      await gql(token, `mutation($i: ApiFormInput!) { createApi(input: $i) { id } }`, {
        i: { name, address: `https://example.com/${name}`, testUrl: `https://example.com/${name}/test` },
      })
    ).createApi.id as number;
  const signInBrowser = async (page: Page, token: string, account: string) => {
    await page.goto(`${e2e.server.url}/#/home`);
    await page.evaluate(
      ([tk, name]) => {
        localStorage.clear();
        localStorage.setItem('token', tk!);
        localStorage.setItem('account', name!);
      },
      [token, account],
    );
    await page.reload();
  };
  /** Drops every live socket and refuses new ones until `back()`: the page's client keeps retrying. */
  const dropSockets = async () => {
    away = true;
    const open = [...sockets];
    sockets.clear();
    for (const s of open) {
      await s.page.close({ code: 1012, reason: 'test: socket away' });
      await s.server.close();
    }
  };
  const back = () => {
    away = false;
  };

  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    api = await buildApi(e2e.server, { name: 'UUID 生成' });
    const login = await e2e.server.request('POST', '/api/login', {
      account: 'admin',
      password: ADMIN_PASSWORD,
    });
    admin = login.body.data.token;
    await e2e.context.routeWebSocket(/\/graphql$/, (ws) => {
      // Held down: the client sees the connection close and retries later (graphql-ws backoff).
      if (away) return ws.close({ code: 1012, reason: 'test: socket away' });
      sockets.add({ page: ws, server: ws.connectToServer() });
    });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('closes the 新建接口 tab once the API is saved (and an edit tab on cancel), showing My API', async () => {
    const { page } = e2e;
    const tabAccount = unique('tab_');
    await signInBrowser(page, await register(tabAccount, '标签用户'), tabAccount);
    await e2e.go('/dashboard/myapi');
    const tabs = page.getByRole('tablist', { name: '已打开的页面' });
    await page.getByTestId('my-apis-empty').getByRole('link', { name: '新建接口' }).click();
    await poll(() => hashPath(page)).toBe('/dashboard/myapi/new');
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['我的接口', '新建接口']);
    const form = page.getByTestId('api-form');
    await form.getByLabel('接口名称').fill('标签测试');
    await form.getByLabel('接口地址').fill('https://example.com/tabs');
    await form.getByLabel('测试地址').fill('https://example.com/tabs/test');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '创建成功' }).waitFor();
    await poll(() => hashPath(page)).toBe('/dashboard/myapi');
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['我的接口']);
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('我的接口');
    const row = page.getByTestId('my-api-row').filter({ hasText: '标签测试' });
    await poll(() => row.getByTestId('status-tag').textContent()).toBe('草稿');
    // Closed for good: a reload does not bring the form's tab back.
    await page.reload();
    await tabs.waitFor();
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['我的接口']);

    // An edit tab (named after the API) closes on 取消 the same way.
    await row.getByRole('button', { name: '标签测试 的操作' }).click();
    await page.getByRole('menuitem', { name: '编辑', exact: true }).click();
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['我的接口', '编辑「标签测试」']);
    await poll(() => page.getByLabel('接口名称').inputValue()).toBe('标签测试');
    await page.getByTestId('api-form').getByRole('link', { name: '取消' }).click();
    await poll(() => hashPath(page)).toBe('/dashboard/myapi');
    await poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['我的接口']);
  });

  it('the bell and My reviews catch up with a review decided while the socket was away', async () => {
    const { page } = e2e;
    const liveAccount = unique('live_');
    const token = await register(liveAccount, '重连用户');
    const id = await createApi(token, '重连测试');
    await gql(token, `mutation($id: Int!) { setApiStatus(id: $id, status: 1) { published } }`, { id });
    await signInBrowser(page, token, liveAccount);
    await e2e.go('/dashboard/pendingreview');
    const review = page.getByTestId('review-item').filter({ hasText: '重连测试' });
    await poll(() => review.getByTestId('review-status').textContent()).toBe('未审核');
    const bell = page.getByTestId('notification-bell');
    await poll(() => bell.getAttribute('aria-label')).toBe('通知');
    await poll(() => sockets.size).toBeGreaterThan(0);

    await dropSockets();
    // Passed while nobody listens: graphql-ws does not replay it on reconnection.
    await gql(admin, `mutation($id: Int!) { passApi(apiId: $id) }`, { id });
    back();
    await poll(() => bell.getAttribute('aria-label')).toBe('通知，1 条未读');
    await poll(() => review.getByTestId('review-status').textContent()).toBe('已通过');
  });

  it('the control centre’s activity log catches up with events published while the socket was away', async () => {
    const { page } = e2e;
    await signInBrowser(page, admin, 'admin');
    await e2e.go('/dashboard/control-center');
    const log = page.getByTestId('activity-log');
    await log.waitFor({ timeout: 20_000 });
    await poll(() => sockets.size).toBeGreaterThan(0);

    await dropSockets();
    await register(unique('away_'), '离线时注册');
    back();
    await poll(() => log.textContent()).toContain('新开发者「离线时注册」注册');
  });

  it('an API’s comment thread catches up with comments posted while the socket was away', async () => {
    const { page } = e2e;
    await e2e.go(`/api/Details/${api.id}`);
    const comments = page.getByTestId('comments');
    await comments.waitFor({ timeout: 20_000 });
    await poll(() => sockets.size).toBeGreaterThan(0);

    await dropSockets();
    // More than a page (10) while away: none may be skipped. One visitor may post 5 a minute
    // (RATE_LIMIT_COMMENT_VISITOR): twelve visitors post one each.
    for (let i = 1; i <= 12; i++) {
      const posted = await e2e.server.graphql(
        `mutation($input: AddCommentInput!) { addComment(input: $input) { id } }`,
        { input: { apiId: api.id, content: `断线期间的评论 ${i}` } },
        { 'x-visitor-id': `anon_e2eSocketAwayVisitor${String(i).padStart(2, '0')}` },
      );
      expect(posted.errors).toBeUndefined();
    }
    back();
    const missed = comments.getByTestId('comment').filter({ hasText: '断线期间的评论' });
    await poll(() => missed.count()).toBe(12);
    expect(await e2e.server.ds.query(`SELECT count(*)::int AS n FROM comment WHERE api_id = $1`, [api.id])).toEqual([{ n: 12 }]);
    await poll(() => page.getByTestId('comments-total').textContent()).toBe('共 12 条');
  });

  it('a sign-in in another tab switches this tab to that account: its name, its data, nothing of the previous one', async () => {
    const { page } = e2e;
    const [firstAccount, secondAccount] = [unique('cross_'), unique('cross_')];
    const first = await register(firstAccount, '甲用户');
    await createApi(first, '甲的接口');
    const secondToken = await register(secondAccount, '乙用户');
    await createApi(secondToken, '乙的接口');
    await signInBrowser(page, first, firstAccount);
    await e2e.go('/dashboard/myapi');
    const menuName = page.getByTestId('nav-dashboard');
    await poll(() => menuName.textContent()).toBe('甲用户');
    await page.getByTestId('my-api-row').filter({ hasText: '甲的接口' }).waitFor();

    // The other tab signs in through the form, as a person would.
    const other = await e2e.context.newPage();
    await other.goto(`${e2e.server.url}/#/login`);
    const form = other.getByTestId('login-form');
    await form.getByLabel('账号').fill(secondAccount);
    await form.getByLabel('密码').fill(PASSWORD);
    await form.getByRole('button', { name: '登录' }).click();
    await poll(() => hashPath(other)).toMatch(/^\/dashboard/);
    await other.close();

    await poll(() => menuName.textContent()).toBe('乙用户');
    await page.getByTestId('my-api-row').filter({ hasText: '乙的接口' }).waitFor();
    expect(await page.getByTestId('my-api-row').filter({ hasText: '甲的接口' }).count()).toBe(0);

    // Signed out elsewhere: this tab forgets the account too.
    const third = await e2e.context.newPage();
    await third.goto(`${e2e.server.url}/#/home`);
    await third.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('account');
    });
    await third.close();
    await poll(() => page.getByTestId('nav-dashboard').count()).toBe(0);
  });
});
