import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, unique, type BuiltApi } from '../../gateway/src/__tests__/support/factories.js';
import { waitFor } from '../../gateway/src/__tests__/support/wait.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

const hashPath = (page: Page) => new URL(page.url()).hash.slice(1);
/** Waits for what the user would see (a loaded machine may take seconds). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describe.skipIf(!hasChromium)(
  'the creator’s journey: my APIs, the form, review, publish configuration',
  () => {
    let e2e: E2E;
    let admin: string;
    let creator: string;
    /** The creator's account: new each run (a rerun of the file meets no account of an earlier attempt). */
    const account = unique('newdev');
    /** Another creator's published built-in API that needs a token: what the new creator's API key calls. */
    let builtin: BuiltApi;
    const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
      const res = await e2e.server.graphql(query, variables, { authorization: `Bearer ${token}` });
      expect(res.errors).toBeUndefined();
      return res.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const signInBrowser = async (token: string, account: string) => {
      await e2e.go('/home');
      await e2e.page.evaluate(
        ([tk, name]) => {
          localStorage.clear();
          localStorage.setItem('token', tk!);
          localStorage.setItem('account', name!);
        },
        [token, account],
      );
      await e2e.page.reload();
    };
    const register = async (account: string) => {
      const res = await e2e.server.graphql(`mutation($i: RegisterInput!) { register(input: $i) { token } }`, {
        i: { account, password: 'creator-pass-1', username: `新人${account.slice(-3)}` },
      });
      expect(res.errors).toBeUndefined();
      return (res.data as { register: { token: string } }).register.token;
    };
    const row = (name: string) => e2e.page.getByTestId('my-api-row').filter({ hasText: name });
    const statusOf = (name: string) => row(name).getByTestId('status-tag').textContent();
    const act = async (name: string, item: string) => {
      await row(name)
        .getByRole('button', { name: `${name} 的操作` })
        .click();
      await e2e.page.getByRole('menuitem', { name: item, exact: true }).click();
    };
    /** Full-page screenshots from the top (a scrolled page would draw the sticky header mid-page). */
    const shot = async (name: string) => {
      await e2e.page.evaluate(() => window.scrollTo(0, 0));
      await e2e.screenshot(name);
    };
    const toast = (text: string) => e2e.page.getByTestId('toast').filter({ hasText: text });
    /**
     * Starts recording, in the page, each publish step that becomes current and each toast shown; returns
     * what was seen so far. The steps last 2 s and 1 s and a toast a few seconds: a test polling from a
     * loaded machine could miss one that came and went. A MutationObserver in the page cannot.
     */
    const recordProgress = async () => {
      await e2e.page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __progress: string[] }).__progress = seen;
        const note = () => {
          for (const el of Array.from(document.querySelectorAll('[data-testid^="publish-step-"][data-current], [data-testid="toast"]'))) {
            const what = el.getAttribute('data-testid') === 'toast' ? `toast:${el.textContent ?? ''}` : el.getAttribute('data-testid')!;
            if (!seen.includes(what)) seen.push(what);
          }
        };
        new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-current'] });
      });
      return () => e2e.page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    };
    const idOf = async (token: string, name: string) =>
      ((await gql(token, `{ myApis { id name } }`)).myApis as Array<{ id: number; name: string }>).find(
        (a) => a.name === name,
      )!.id;

    beforeAll(async () => {
      e2e = await startE2E({ env: { ADMIN_PASSWORD } });
      builtin = await buildApi(e2e.server, { name: 'UUID 生成', address: 'builtin:uuid', needToken: true });
      const login = await e2e.server.request('POST', '/api/login', {
        account: 'admin',
        password: ADMIN_PASSWORD,
      });
      admin = login.body.data.token;
      creator = await register(account);
    });
    afterAll(async () => {
      await e2e?.close();
    });

    it('creates through the form, submits, sees the review decided live, toggles, resubmits and configures the rollout', LONG, async () => {
      const { page } = e2e;
      await signInBrowser(creator, account);
      await e2e.go('/dashboard/myapi');
      // A new creator: the empty state says what to do next.
      await page.getByTestId('my-apis-empty').getByText('还没有接口，新建一个').waitFor();
      await shot('creator-myapi-empty-1280');
      await page.getByTestId('my-apis-empty').getByRole('link', { name: '新建接口' }).click();
      await poll(() => hashPath(page)).toBe('/dashboard/myapi/new');

      // Each required field's message, before anything is sent.
      const form = page.getByTestId('api-form');
      await form.getByRole('button', { name: '保存' }).click();
      for (const msg of ['请输入接口名称', '请输入接口地址', '请输入测试地址'])
        await form.getByText(msg).waitFor();
      await form.getByLabel('接口名称').fill('天气查询');
      await form.getByLabel('接口地址').fill('https://example.com/weather');
      await form.getByLabel('测试地址').fill('https://example.com/weather/test');
      await form.getByLabel('请求方式').selectOption('POST');
      await form.getByLabel('响应示例').fill('{"temp": 21}');
      await form.getByRole('button', { name: '添加参数' }).click();
      await form.getByRole('button', { name: '保存' }).click();
      await form.getByText('请输入参数名称').waitFor();
      await form.getByText('请输入参数说明').waitFor();
      await form.getByRole('group', { name: '参数 1' }).getByLabel('参数名称').fill('city');
      await form.getByRole('group', { name: '参数 1' }).getByLabel('参数说明').fill('城市名');
      await shot('creator-form-1280');
      await form.getByRole('button', { name: '保存' }).click();
      await toast('创建成功').waitFor();
      await poll(() => hashPath(page)).toBe('/dashboard/myapi');
      await poll(() => statusOf('天气查询')).toBe('草稿');
      const weatherId = await idOf(creator, '天气查询');
      const stored = await e2e.server.ds.query(
        `SELECT a.request_method, a.response_example, p.name, p.note FROM api a JOIN api_param p ON p.api_id = a.id WHERE a.id = $1`,
        [weatherId],
      );
      expect(stored).toEqual([
        { request_method: 'POST', response_example: '{"temp": 21}', name: 'city', note: '城市名' },
      ]);

      // Submit: it waits for review (manual mode).
      await act('天气查询', '发布');
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: '发布' }).click();
      await toast('已提交审核').waitFor();
      await poll(() => statusOf('天气查询')).toBe('审核中');
      await row('天气查询').getByText('已提交，等待管理员审核').waitFor();
      // Submitting again while it waits is refused here, without a call.
      await act('天气查询', '发布');
      await toast('该接口已在审核中，请等待审核').waitFor();

      // The administrator passes it: approved, not live (#34.6) — the row turns 待发布 without a reload.
      await gql(admin, `mutation($id: Int!) { passApi(apiId: $id) }`, { id: weatherId });
      await poll(() => statusOf('天气查询')).toBe('待发布');
      await row('天气查询').getByTestId('release-hint').waitFor();
      expect(await page.getByTestId('stat-published').textContent()).toBe('0');
      // 发布 is choosing the rollout: the publish configuration opens, and its submission releases it (gray, 1000).
      await act('天气查询', '发布');
      const release = page.getByTestId('publish-dialog');
      await release.getByTestId('publish-release').waitFor();
      await shot('creator-release-1280');
      await release.getByRole('button', { name: '提交配置' }).click();
      await release.waitFor({ state: 'detached' });
      await poll(() => statusOf('天气查询')).toBe('已发布');
      await poll(() => page.getByTestId('stat-published').textContent()).toBe('1');
      const [weatherRollout] = await e2e.server.ds.query(
        `SELECT deploy_type, gray_scale FROM api_publish_config WHERE api_id = $1`,
        [weatherId],
      );
      expect(weatherRollout).toEqual({ deploy_type: 'gray', gray_scale: 1000 });

      // Offline, then back is not a move the toggle allows.
      await act('天气查询', '下架');
      await page.getByRole('alertdialog').getByRole('button', { name: '下架' }).click();
      await toast('下架成功').waitFor();
      await poll(() => statusOf('天气查询')).toBe('已下架');
      await act('天气查询', '发布');
      await toast('当前状态不允许进行此操作').waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);

      // A rejected API shows its reason and resubmits.
      const created = await gql(creator, `mutation($i: ApiFormInput!) { createApi(input: $i) { id } }`, {
        i: { name: '汇率换算', address: 'https://example.com/fx', testUrl: 'https://example.com/fx/test' },
      });
      const fxId = created.createApi.id as number;
      await gql(creator, `mutation($id: Int!) { setApiStatus(id: $id, status: 1) { published } }`, {
        id: fxId,
      });
      await gql(admin, `mutation($id: Int!) { rejectApi(apiId: $id, comment: "缺少接口说明") }`, {
        id: fxId,
      });
      await poll(() => statusOf('汇率换算')).toBe('审核失败');
      await act('汇率换算', '查看驳回原因');
      const reject = page.getByTestId('reject-dialog');
      await poll(() => reject.getByTestId('reject-reason').textContent()).toBe('缺少接口说明');
      await shot('creator-reject-1280');
      await reject.getByRole('button', { name: '重新提交' }).click();
      await toast('重新提交成功，请等待审核').waitFor();
      await poll(() => statusOf('汇率换算')).toBe('审核中');

      // Search and the status filter.
      await page.getByLabel('搜索接口名称').fill('汇率');
      await poll(() => page.getByTestId('my-api-row').count()).toBe(1);
      await page.getByLabel('搜索接口名称').fill('');
      await page.getByLabel('状态筛选').selectOption({ label: '已下架' });
      await poll(() => page.getByTestId('my-api-row').allTextContents()).toEqual([
        expect.stringContaining('天气查询'),
      ]);
      await page.getByLabel('状态筛选').selectOption({ label: '全部' });
      await shot('creator-myapi-1280');

      // Publish configuration: gray 3000 with the API's parameter and one more; three steps, then closed.
      await act('天气查询', '发布配置');
      const dialog = page.getByTestId('publish-dialog');
      await poll(() => dialog.getByRole('group', { name: '参数 1' }).getByLabel('参数名称').inputValue()).toBe('city');
      const thumb = dialog.getByRole('slider');
      await thumb.focus();
      for (let i = 0; i < 20; i++) await thumb.press('ArrowRight');
      await poll(() => dialog.getByTestId('gray-value').textContent()).toContain('3000');
      await dialog.getByRole('button', { name: '添加参数' }).click();
      const second = dialog.getByRole('group', { name: '参数 2' });
      await second.getByLabel('参数名称').fill('days');
      await second.getByLabel('参数说明').fill('预报天数');
      await second.getByLabel('类型').selectOption('number');
      await shot('creator-publish-dialog-1280');
      const progress = await recordProgress();
      await dialog.getByRole('button', { name: '提交配置' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Waiting to take effect, then done (after submitting, which may pass within one frame), and the toast.
      const seen = await progress();
      expect(seen.filter((x) => x === 'publish-step-2' || x === 'publish-step-3')).toEqual(['publish-step-2', 'publish-step-3']);
      expect(seen.some((x) => x.startsWith('toast:') && x.includes('发布配置成功'))).toBe(true);
      const [config] = await e2e.server.ds.query(
        `SELECT deploy_type, gray_scale, parameters FROM api_publish_config WHERE api_id = $1`,
        [weatherId],
      );
      expect(config).toEqual({
        deploy_type: 'gray',
        gray_scale: 3000,
        // Each keeps its location (issue #29): a POST API's parameters travel in the body by default.
        parameters: [
          { name: 'city', description: '城市名', type: 'string', required: false, example: '', location: 'body' },
          { name: 'days', description: '预报天数', type: 'number', required: false, example: '', location: 'body' },
        ],
      });

      // Dark mode.
      await page.getByTestId('dark-toggle').click();
      await shot('creator-myapi-1280-dark');
      await act('天气查询', '编辑');
      await poll(() => hashPath(page)).toBe(`/dashboard/myapi/${weatherId}/edit`);
      await poll(() => page.getByLabel('接口名称').inputValue()).toBe('天气查询');
      await shot('creator-form-1280-dark');
      await page.getByTestId('dark-toggle').click();
    });

    it('follows reviews step by step, hears a decision through the bell, and creates, uses and revokes an API key', async () => {
      const { page } = e2e;
      const fxId = await idOf(creator, '汇率换算');
      await e2e.go('/dashboard/pendingreview');
      const reviews = page.getByTestId('review-item');
      await poll(() => reviews.count()).toBe(3);
      const fx = reviews.filter({ hasText: '汇率换算' });
      await poll(() => fx.getByTestId('review-status').allTextContents()).toEqual(['未审核', '审核失败']);
      await fx.getByTestId('review-reason').getByText('原因：缺少接口说明').waitFor();
      await poll(() =>
        reviews.filter({ hasText: '天气查询' }).getByTestId('review-status').textContent(),
      ).toBe('已通过');
      const bell = page.getByTestId('notification-bell');
      await poll(() => bell.getAttribute('aria-label')).toBe('通知，2 条未读');
      await shot('creator-reviews-1280');

      // The administrator passes the resubmitted API: the bell and the review list change without a reload.
      await gql(admin, `mutation($id: Int!) { passApi(apiId: $id) }`, { id: fxId });
      await poll(() => bell.getAttribute('aria-label')).toBe('通知，3 条未读');
      await poll(() => fx.getByTestId('review-status').allTextContents()).toEqual(['已通过', '审核失败']);
      await toast('你的接口「汇率换算」已通过审核，请在「发布配置」中选择灰度或全量发布').waitFor();

      await bell.click();
      await poll(() => hashPath(page)).toBe('/dashboard/notifications');
      const items = page.getByTestId('notification');
      await poll(() => items.count()).toBe(3);
      await poll(() => items.first().textContent()).toContain('你的接口「汇率换算」已通过审核，请在「发布配置」中选择灰度或全量发布');
      expect(await items.first().getAttribute('data-read')).toBe('false');
      await shot('creator-notifications-1280');
      await items.first().click();
      await poll(() => hashPath(page)).toBe(`/dashboard/apis/${fxId}`);
      await poll(() => page.getByTestId('analytics-name').textContent()).toBe('汇率换算');
      await page.getByText('这个时间段内还没有调用').waitFor();
      await shot('creator-analytics-1280');
      await poll(() => bell.getAttribute('aria-label')).toBe('通知，2 条未读');
      await e2e.go('/dashboard/notifications');
      await page.getByRole('button', { name: '全部标为已读' }).click();
      await poll(() => bell.getAttribute('aria-label')).toBe('通知');
      await poll(() => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-read')))).toEqual([
        'true',
        'true',
        'true',
      ]);

      await page.getByTestId('dark-toggle').click();
      await shot('creator-notifications-1280-dark');
      await e2e.go('/dashboard/developer');
      await page.getByTestId('developer-centre').waitFor();
      await shot('creator-developer-1280-dark');
      await e2e.go('/dashboard/pendingreview');
      await page.getByTestId('review-item').first().waitFor();
      await shot('creator-reviews-1280-dark');
      await page.getByTestId('dark-toggle').click();

      // Released in full by its creator's publish configuration (a pass only approved it).
      await gql(creator, `mutation($id: Int!) { submitPublishConfig(input: { apiId: $id, deployType: FULL }) }`, { id: fxId });
      // Editing a published API's address: a change that waits for review while the API stays published.
      await e2e.go(`/dashboard/myapi/${fxId}/edit`);
      await page.getByTestId('revision-notice').waitFor();
      await page.getByLabel('接口地址').fill('https://example.com/fx/v2');
      await page.getByRole('button', { name: '保存' }).click();
      await toast('变更已提交审核').waitFor();
      await poll(() => hashPath(page)).toBe('/dashboard/myapi');
      await poll(() => statusOf('汇率换算')).toBe('已发布');
      await poll(() => row('汇率换算').getByTestId('revision-hint').textContent()).toBe('变更 v2 审核中');

      // API keys: the secret is shown once, copied, used (last use), revoked with confirmation.
      await e2e.go('/dashboard/apikeys');
      await page.getByTestId('keys-empty').waitFor();
      await page.getByRole('button', { name: '创建密钥' }).click();
      await page.getByText('请输入密钥名称').waitFor();
      await page.getByLabel('密钥名称').fill('生产服务器');
      await page.getByRole('button', { name: '创建密钥' }).click();
      const secret = (await page.getByTestId('new-key-secret').textContent())!.trim();
      expect(secret.length).toBeGreaterThan(20);
      await page.getByRole('button', { name: '复制密钥' }).click();
      await toast('复制成功').waitFor();
      await shot('creator-apikeys-1280');
      await page.getByRole('button', { name: '我已保存' }).click();
      await poll(() => page.getByTestId('new-key').count()).toBe(0);
      const keyRow = page.getByTestId('api-key-row').filter({ hasText: '生产服务器' });
      await poll(() => keyRow.getByTestId('api-key-last-used').textContent()).toBe('从未使用');
      // A built-in API that needs a token: the key is what lets the call in.
      const call = async () => {
        const res = await fetch(`${e2e.server.url}/api/open/api/${builtin.id}`, {
          headers: { 'x-api-key': secret },
        });
        return `${res.status} ${await res.text()}`;
      };
      expect(await call()).toMatch(/^200 /);
      await page.reload();
      await poll(() => keyRow.getByTestId('api-key-last-used').textContent()).toBe('刚刚');
      await keyRow.getByRole('button', { name: '撤销密钥 生产服务器' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '撤销' }).click();
      await toast('密钥已撤销').waitFor();
      await poll(() => keyRow.getByTestId('api-key-status').textContent()).toBe('已撤销');
      expect(await call()).toMatch(/^401 /);
    });

    it('at 375 px in the mobile area: create, submit, pass, configure, watch the figures, keys', LONG, async () => {
      const { page } = e2e;
      // A new account per attempt: a retry of this test must not meet the first attempt's account.
      const mobileAccount = unique('phone_');
      const mobileCreator = await register(mobileAccount);
      await page.setViewportSize({ width: 375, height: 800 });
      // The account changes in another tab: this tab follows without a reload, its live notifications too
      // (the socket reconnects with the new token; the admin's pass below must reach this account).
      const sent: string[] = [];
      page.on('websocket', (ws) => ws.on('framesent', (f) => void sent.push(String(f.payload))));
      const other = await e2e.context.newPage();
      await other.goto(`${e2e.server.url}/#/home`);
      await other.evaluate(
        ([tk, account]) => {
          localStorage.setItem('account', account!);
          localStorage.setItem('token', tk!);
        },
        [mobileCreator, mobileAccount],
      );
      await other.close();
      const [{ id: mobileUserId }] = await e2e.server.ds.query(`SELECT id FROM app_user WHERE account = $1`, [mobileAccount]);
      const noOverflow = async () =>
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      await e2e.go('/admin/mobile/my-api');
      await page.getByTestId('my-apis-empty').waitFor();
      await page.getByTestId('my-apis-empty').getByRole('link', { name: '新建接口' }).click();
      await poll(() => hashPath(page)).toBe('/admin/mobile/create');
      const form = page.getByTestId('api-form');
      await form.getByRole('button', { name: '保存' }).click();
      for (const msg of ['请输入接口名称', '请输入接口地址', '请输入测试地址'])
        await form.getByText(msg).waitFor();
      await noOverflow();
      await shot('creator-form-375');
      await form.getByLabel('接口名称').fill('手机查询');
      await form.getByLabel('接口地址').fill('https://example.com/phone');
      await form.getByLabel('测试地址').fill('https://example.com/phone/test');
      await form.getByRole('button', { name: '保存' }).click();
      await toast('创建成功').waitFor();
      await poll(() => hashPath(page)).toBe('/admin/mobile/my-api');
      const card = page.getByTestId('my-api-card').filter({ hasText: '手机查询' });
      await poll(() => card.getByTestId('status-tag').textContent()).toBe('草稿');
      const menu = async (item: string) => {
        await card.getByRole('button', { name: '手机查询 的操作' }).click();
        await page.getByRole('menuitem', { name: item, exact: true }).click();
      };
      await menu('发布');
      await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
      await poll(() => card.getByTestId('status-tag').textContent()).toBe('审核中');
      const phoneId = await idOf(mobileCreator, '手机查询');
      // The pass is heard only by a socket signed in as this account and subscribed to its notifications:
      // wait for that event rather than for a deadline after the pass.
      // Sent is not enough: on a loaded machine the pass was published before the gateway had started the
      // subscription (CI: the card stayed 审核中). Wait until the gateway has started every subscription the
      // tab sent on its socket as the new account.
      const afterInit = () => sent.slice(sent.findIndex((f) => f.includes('connection_init') && f.includes(mobileCreator)));
      await waitFor(
        () =>
          sent.some((f) => f.includes('connection_init') && f.includes(mobileCreator)) &&
          afterInit().some((f) => f.includes('"subscribe"') && f.includes('notificationAdded')) &&
          // Counted for this account's sockets only: a global count from before the switch also took in the
          // other tab's operations, which could start late and pass it before this tab's had run (CI 12:20).
          e2e.server.app.ws.operationsStarted(mobileUserId) >= afterInit().filter((f) => f.includes('"subscribe"')).length,
        'the gateway to run this tab’s subscriptions for the new account’s notifications',
      );
      await gql(admin, `mutation($id: Int!) { passApi(apiId: $id) }`, { id: phoneId });
      await poll(() => card.getByTestId('status-tag').textContent()).toBe('待发布');
      await noOverflow();
      await shot('creator-myapi-375');

      await menu('发布配置');
      const dialog = page.getByTestId('publish-dialog');
      await dialog.getByText('全量发布', { exact: true }).click();
      await dialog.getByText('全量发布：所有调用方都将使用新版本').waitFor();
      await shot('creator-publish-375');
      const progress = await recordProgress();
      await dialog.getByRole('button', { name: '提交配置' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await progress()).toContain('publish-step-3');
      await poll(() => card.getByTestId('status-tag').textContent()).toBe('已发布');
      const [config] = await e2e.server.ds.query(
        `SELECT deploy_type, gray_scale FROM api_publish_config WHERE api_id = $1`,
        [phoneId],
      );
      expect(config).toEqual({ deploy_type: 'full', gray_scale: 10000 });

      // Recorded calls of this API: the figures and the masked top callers come from them.
      for (const [ip, ok, msTime] of [
        ['198.51.100.7', true, 12],
        ['198.51.100.9', true, 30],
        ['203.0.113.4', false, 50],
      ] as const) {
        await e2e.server.ds.query(
          `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status) VALUES ($1, $2, $3, $4, $5)`,
          [phoneId, msTime, ip, ok, ok ? 200 : 502],
        );
      }
      // The bell leads to the mobile list; the notification opens the API's details.
      await page.getByTestId('notification-bell').click();
      await poll(() => hashPath(page)).toBe('/admin/mobile/notifications');
      await page.getByTestId('notification').first().click();
      await poll(() => hashPath(page)).toBe(`/admin/mobile/details/${phoneId}`);
      await poll(() => page.getByTestId('analytics-name').textContent()).toBe('手机查询');
      await page.getByTestId('period-REALTIME').click();
      await poll(() => page.getByTestId('figure-calls').textContent()).toBe('3');
      await poll(() => page.getByTestId('figure-failureShare').textContent()).toBe('33.3%');
      await poll(() => page.getByTestId('top-callers').getByRole('row').allTextContents()).toEqual([
        expect.stringContaining('来源'),
        expect.stringMatching(/^198\.51\.100\.\*20/),
        expect.stringMatching(/^203\.0\.113\.\*11/),
      ]);
      await poll(() => page.getByTestId('release-type').textContent()).toBe('全量发布');
      await noOverflow();
      await shot('creator-analytics-375');
      await page.getByTestId('dark-toggle').click();
      await shot('creator-analytics-375-dark');

      await e2e.go('/admin/mobile/developer-center');
      await poll(() => page.getByTestId('dev-calls').textContent()).toBe('3');
      await poll(() => page.getByTestId('dev-published').textContent()).toBe('1');
      await noOverflow();
      await shot('creator-developer-375-dark');
      await e2e.go('/admin/mobile/pending-review');
      await page.getByTestId('review-item').first().waitFor();
      await noOverflow();
      await shot('creator-reviews-375-dark');
      await e2e.go('/admin/mobile/user/info');
      await page.getByLabel('密钥名称').fill('手机');
      await page.getByRole('button', { name: '创建密钥' }).click();
      await page.getByTestId('new-key-secret').waitFor();
      await noOverflow();
      await shot('creator-apikeys-375-dark');
      await e2e.go('/admin/mobile/my-api');
      await card.waitFor();
      await noOverflow();
      await shot('creator-myapi-375-dark');
      await page.getByTestId('dark-toggle').click();

      // In English, and at 768 px (still the phone layout), nothing runs off the side.
      await page.getByTestId('lang-toggle').click();
      await poll(() => card.getByTestId('status-tag').textContent()).toBe('Published');
      await page.getByText('Total calls').waitFor();
      await noOverflow();
      await shot('creator-myapi-375-en');
      await e2e.go(`/admin/mobile/details/${phoneId}`);
      await page.getByText('Failure share').waitFor();
      await noOverflow();
      await shot('creator-analytics-375-en');
      await page.setViewportSize({ width: 768, height: 900 });
      // Each page's own content first: the console (and the previous page) stays on screen while the
      // router renders the next one. (Rendered, not necessarily shown: at 768 px the lists show cards.)
      for (const [route, ready] of [
        ['/dashboard/myapi', page.getByTestId('my-api-row').filter({ hasText: '手机查询' })],
        [`/dashboard/myapi/${phoneId}/edit`, page.getByTestId('api-form')],
        ['/dashboard/apikeys', page.getByTestId('api-key-row').filter({ hasText: '手机' })],
      ] as const) {
        await e2e.go(route);
        await page.getByTestId('desktop-console').waitFor();
        await ready.waitFor({ state: 'attached' });
        await noOverflow();
      }
      await shot('creator-edit-768-en');
      await page.getByTestId('lang-toggle').click();
    });
  },
);
