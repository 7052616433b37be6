import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addApi,
  startUpstream,
  type LocalUpstream,
} from '../../gateway/src/modules/open-call/__tests__/upstream-fixture.js';
import { ADMIN_PASSWORD, buildCategory, buildUser, unique, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { hashPath, poll, signInPage } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

// The administrator's desk in Chromium: API management, review (pass, reject, batch, mode), publish.

async function tokenOf(e2e: E2E, account: string, password: string): Promise<string> {
  const res = await e2e.server.request('POST', '/api/login', { account, password });
  expect(res.body.code).toBe(200);
  return res.body.data.token as string;
}

describe.skipIf(!hasChromium)('the administrator’s desk', () => {
  let e2e: E2E;
  let up: LocalUpstream;
  /** The creator whose APIs are reviewed (and who is refused the admin pages). */
  let creator: BuiltUser;
  const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    e2e.server.graphql<T>(query, variables, creator.headers);

  /** A creator's API submitted for review (manual mode): draft, then status 1. */
  async function submitted(name: string): Promise<number> {
    const created = await gql<{ createApi: { id: number } }>(
      `mutation ($input: ApiFormInput!) { createApi(input: $input) { id } }`,
      {
        input: {
          name,
          address: 'https://example.com/a',
          testUrl: 'https://example.com/t',
          description: `${name} 的说明`,
        },
      },
    );
    const id = created.data!.createApi.id;
    const res = await gql(`mutation ($id: Int!) { setApiStatus(id: $id, status: 1) { published } }`, { id });
    expect(res.errors).toBeUndefined();
    return id;
  }
  const statusOf = async (id: number) =>
    (
      await gql<{ myApis: Array<{ id: number; status: number }> }>(`{ myApis { id status } }`)
    ).data!.myApis.find((a) => a.id === id)?.status;
  const noticesFor = async (id: number) =>
    (
      await gql<{ notifications: { items: Array<{ apiId: number | null; kind: string; message: string }> } }>(
        `{ notifications { items { apiId kind message } } }`,
      )
    ).data!.notifications.items.filter((n) => n.apiId === id);

  beforeAll(async () => {
    // A local upstream the SSRF guard allows, answering 500 on /mode: the traffic policies' alerts.
    up = await startUpstream();
    up.mode = 'fail';
    e2e = await startE2E({
      env: { ADMIN_PASSWORD, UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`, POLICY_MIN_CALLS: '5' },
    });
    creator = await buildUser(e2e.server, { username: '林语' });
    // The one category the admin form offers.
    await buildCategory(e2e.server, { name: '实用工具', nameEn: 'Utilities' });
  });
  afterEach(async (ctx) => {
    // What the browser showed when a journey failed.
    if (ctx.task.result?.state === 'fail') await e2e.screenshot(`failed-${ctx.task.name.slice(0, 40)}`);
  });
  afterAll(async () => {
    await e2e?.close();
    await up?.close();
  });

  it('reviews pending APIs: pass, reject with a comment, batch refused with 40001, mode switch; the creator’s rows and notices follow', async () => {
    const passId = await submitted('待审接口甲');
    const rejectId = await submitted('待审接口乙');
    const { page } = e2e;
    await signInPage(e2e, e2e.page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/apimanagement');
    const apis = page.getByRole('table', { name: '接口列表' });
    await apis.waitFor();
    // Filtered by name: only the matching rows, with their status.
    await page.getByLabel('接口名称').fill('待审接口');
    await page.getByRole('button', { name: '查询' }).click();
    await poll(() => apis.getByTestId('admin-row').count()).toBe(2);
    await poll(() => page.getByTestId('pager-total').textContent()).toBe('共 2 条');
    await e2e.screenshot('admin-apis-1280');

    // The review tab: both submissions wait there.
    await page.getByTestId('console-menu-desktop').getByRole('link', { name: '审核上线' }).click();
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/apireview');
    const pending = page.getByRole('table', { name: '待审核的接口' });
    await pending.getByRole('row', { name: /待审接口甲/ }).waitFor();

    await pending.getByRole('button', { name: '通过 待审接口甲' }).click();
    await page.getByText('API 已通过', { exact: true }).waitFor();
    await poll(() => pending.getByRole('row', { name: /待审接口甲/ }).count()).toBe(0);
    // Approved, not released (#34.6): the release is 审核记录 发布 or the creator's publish configuration.
    await poll(async () => (await noticesFor(passId)).map((n) => n.kind)).toContain('passed');
    expect(await statusOf(passId)).toBe(-1);

    await pending.getByRole('button', { name: '驳回 待审接口乙' }).click();
    const dialog = page.getByRole('dialog', { name: '驳回 待审接口乙' });
    await dialog.getByLabel('驳回原因（将通知创作者）').fill('地址无法访问，请修正后重新提交');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await page.getByText('API 已驳回', { exact: true }).waitFor();
    await poll(() => statusOf(rejectId)).toBe(-3);
    await poll(async () => (await noticesFor(rejectId)).map((n) => n.kind)).toContain('rejected');
    const reason = await gql<{ apiRejectReason: string }>(`query ($id: Int!) { apiRejectReason(id: $id) }`, {
      id: rejectId,
    });
    expect(reason.data!.apiRejectReason).toBe('地址无法访问，请修正后重新提交');

    // The audit list shows both outcomes, the reason with the rejected one.
    await page.getByRole('tab', { name: '审核记录' }).click();
    const audit = page.getByRole('table', { name: '审核记录' });
    await poll(() =>
      audit
        .getByRole('row', { name: /待审接口乙/ })
        .first()
        .textContent(),
    ).toContain('地址无法访问');
    await poll(() =>
      audit
        .getByRole('row', { name: /待审接口甲/ })
        .first()
        .textContent(),
    ).toContain('已通过');

    // Batch review: an account that lost the administrator role meanwhile is refused (40001):
    // the batch button goes and the server's message stays.
    const c = await submitted('批量接口一');
    const d = await submitted('批量接口二');
    await page.getByRole('tab', { name: /待审核/ }).click();
    await pending.getByRole('row', { name: /批量接口二/ }).waitFor();
    await page.getByRole('button', { name: '全选' }).click();
    await e2e.server.ds.query(`UPDATE app_user SET role = 0 WHERE account = 'admin'`);
    try {
      await page.getByRole('button', { name: '批量通过' }).click();
      await poll(() => page.getByTestId('batch-forbidden').textContent()).toContain('需要管理员权限');
      await poll(() => page.getByRole('button', { name: '批量通过' }).count()).toBe(0);
    } finally {
      await e2e.server.ds.query(`UPDATE app_user SET role = 1 WHERE account = 'admin'`);
    }
    expect([await statusOf(c), await statusOf(d)]).toEqual([-1, -1]);

    // The review mode: switched on the server, and back.
    await page.getByRole('radio', { name: '自动通过' }).check({ force: true });
    await page.getByText('审核模式已切换').first().waitFor();
    const mode = async () =>
      (
        await e2e.server.request('GET', '/api/system/reviewMode', undefined, {
          authorization: `Bearer ${await tokenOf(e2e, 'admin', ADMIN_PASSWORD)}`,
        })
      ).body.currentMode;
    await poll(mode).toBe(2);
    await page.getByRole('radio', { name: '人工审核' }).check({ force: true });
    await poll(mode).toBe(1);
    await e2e.screenshot('admin-review-1280');
  });

  it('creates an API through the admin form (each rule with its message) and publishes it gray with 1000 pre-filled; the stored config shows', async () => {
    const { page } = e2e;
    await signInPage(e2e, e2e.page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/apiAdd');
    const form = page.getByRole('form', { name: '新增 API' });
    await form.waitFor();
    await form.getByRole('button', { name: '创建 API' }).click();
    for (const msg of [
      '请输入接口名称',
      '请输入提供者',
      '请输入接口地址',
      '请输入测试地址',
      '请选择接口分类',
      '请输入版权信息',
      '请选择标签',
    ]) {
      await form.getByText(msg, { exact: true }).waitFor();
    }
    await form.getByLabel('接口名称').fill('管理员新增接口');
    await form.getByLabel('提供者').fill('平台运维');
    await form.getByLabel('接口地址').fill('ftp://example.com/a');
    await form.getByLabel('测试地址').fill('https://example.com/test');
    await form.getByLabel('接口地址').blur();
    await form.getByText('必须是 http(s) 地址或以 / 开头的路径').waitFor();
    await form.getByLabel('接口地址').fill('https://example.com/admin-api');
    await form.getByLabel('接口分类').selectOption({ index: 1 });
    const category = await form.getByLabel('接口分类').inputValue();
    await form.getByLabel('版权信息').fill('© 平台');
    await form.getByRole('checkbox').first().check({ force: true });
    await form.getByLabel('相关文章（选填）').fill('快速上手， 鉴权说明');
    await form.getByRole('button', { name: '创建 API' }).click();
    await page.getByText('API 创建成功', { exact: true }).waitFor();
    const [row] = await e2e.server.ds.query(
      `SELECT id, status, category_id, visibility, related_articles, provider FROM api WHERE name = '管理员新增接口'`,
    );
    expect(row).toMatchObject({
      status: -1,
      category_id: Number(category),
      visibility: 'public',
      provider: '平台运维',
    });
    expect(row.related_articles).toEqual(['快速上手', '鉴权说明']);
    await e2e.screenshot('admin-api-add-1280');

    // Publish it from API management: gray with 1000 pre-filled (also after switching away and back).
    await page.getByTestId('api-created').getByRole('link').click();
    await poll(() => hashPath(e2e.page)).toBe('/dashboard/apimanagement');
    // The address changes before the router renders the page (a transition), and the add form has a
    // 接口名称 field too: fill the list's own filter.
    const filters = page.getByTestId('api-filters');
    await filters.getByLabel('接口名称').fill('管理员新增接口');
    await filters.getByRole('button', { name: '查询' }).click();
    const apis = page.getByRole('table', { name: '接口列表' });
    await poll(() => apis.getByTestId('admin-row').count()).toBe(1);
    await page.getByRole('button', { name: '管理员新增接口 的操作' }).click();
    await page.getByRole('menuitem', { name: '发布…' }).click();
    const dialog = page.getByRole('dialog', { name: '发布「管理员新增接口」' });
    await dialog.getByTestId('stored-config').getByText('该接口还没有发布配置').waitFor();
    const threshold = dialog.getByLabel('灰度阈值');
    await poll(() => threshold.inputValue()).toBe('1000');
    await threshold.fill('500');
    await dialog.getByText('全量发布', { exact: true }).click();
    await dialog.getByText('灰度发布', { exact: true }).click();
    await poll(() => threshold.inputValue()).toBe('1000');
    await dialog.getByLabel('告警阈值（‰）').fill('1200');
    await dialog.getByRole('button', { name: '发布' }).click();
    await dialog.getByText('须为 0–1000 的整数').waitFor();
    await dialog.getByLabel('告警阈值（‰）').fill('100');
    await dialog.getByLabel('延迟阈值（ms）').fill('800');
    await dialog.getByRole('button', { name: '发布' }).click();
    await page.getByText('发布成功', { exact: true }).waitFor();
    await poll(() => apis.getByTestId('admin-row').first().textContent()).toContain('已发布');
    const admin = { authorization: `Bearer ${await tokenOf(e2e, 'admin', ADMIN_PASSWORD)}` };
    const stored = await e2e.server.graphql<{ apiPublishConfig: Record<string, unknown> }>(
      `query ($id: Int!) { apiPublishConfig(apiId: $id) { deployType threshold delayThreshold alertThreshold } }`,
      { id: row.id },
      admin,
    );
    expect(stored.data!.apiPublishConfig).toEqual({
      deployType: 'gray',
      threshold: 1000,
      delayThreshold: 800,
      alertThreshold: 100,
    });
    // Opened again, the dialog shows and pre-fills the stored config.
    await page.getByRole('button', { name: '管理员新增接口 的操作' }).click();
    await page.getByRole('menuitem', { name: '发布…' }).click();
    await poll(() => dialog.getByTestId('stored-config').textContent()).toContain('灰度发布，阈值 1000');
    await poll(() => dialog.getByLabel('延迟阈值（ms）').inputValue()).toBe('800');
    await e2e.screenshot('admin-publish-1280');
    await page.keyboard.press('Escape');
  });

  it('shows an alert raised by a failing upstream live, acknowledges it; edits the policies for real', async () => {
    const { page } = e2e;
    await signInPage(e2e, e2e.page, 'admin', ADMIN_PASSWORD);
    const admin = { authorization: `Bearer ${await tokenOf(e2e, 'admin', ADMIN_PASSWORD)}` };
    const failing = `会失败的接口${unique('')}`;
    const id = await addApi(e2e.server, `${up.url}/mode`, { name: failing });
    const cfg = await e2e.server.graphql(
      `mutation ($input: PublishApiInput!) { publishApi(input: $input) }`,
      // Its own shutdown threshold keeps it up (else the platform's shutdown policies would apply).
      { input: { apiId: id, type: 'FULL', alertThreshold: 100, offThreshold: 1000 } },
      admin,
    );
    expect(cfg.errors).toBeUndefined();
    // The page subscribes before the calls fail.
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (ws) =>
        ws.on('framesent', (f) => {
          if (String(f.payload).includes('InterfaceAlertRaised')) resolve();
        }),
      ),
    );
    await e2e.go('/dashboard/interfacealert');
    await page.getByText('暂无告警，接口运行平稳').waitFor();
    await subscribed;
    for (let i = 0; i < 6; i++)
      expect((await e2e.server.request('GET', `/api/open/api/${id}`)).status).toBe(500);
    const table = page.getByRole('table', { name: '接口告警' });
    const row = table.getByRole('row', { name: new RegExp(failing) });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('告警');
    await page.getByText('收到新的接口告警').first().waitFor();
    await row.getByRole('button', { name: `确认 ${failing} 的告警` }).click();
    await poll(() => row.getByTestId('alert-acknowledged').textContent()).toMatch(/^admin 于 .* 确认$/);
    const [stamp] = await e2e.server.ds.query(
      `SELECT u.account FROM api_alert al JOIN app_user u ON u.id = al.acknowledged_by WHERE al.api_id = $1`,
      [id],
    );
    expect(stamp.account).toBe('admin');
    await e2e.screenshot('admin-alerts-1280');

    // Policies: create (range checked per unit), change the threshold, delete after confirming.
    await page.getByTestId('console-menu-desktop').getByRole('link', { name: '策略管理' }).click();
    await page.getByRole('button', { name: '新增策略' }).click();
    const create = page.getByRole('dialog', { name: '新增策略' });
    await create.getByLabel('策略名称').fill('错误率过高');
    await create.getByLabel('英文名称').fill('Error rate too high');
    await create.getByLabel('单位').selectOption('permille');
    await create.getByLabel('阈值').fill('1200');
    await create.getByRole('button', { name: '创建' }).click();
    await create.getByText('须为 0–1000 的整数').waitFor();
    await create.getByLabel('阈值').fill('80');
    await create.getByRole('button', { name: '创建' }).click();
    const alarms = page.getByRole('table', { name: '告警策略' });
    // Each list keeps its own rows (alarm and shutdown ids both start at 1).
    await poll(() => alarms.textContent()).toContain('平均响应时间超过阈值（毫秒）');
    expect(await alarms.textContent()).not.toContain('时下架');
    await poll(() => page.getByRole('table', { name: '下架策略' }).textContent()).toContain('连续失败次数达到阈值时下架');
    const mine = alarms.getByRole('row', { name: /错误率过高/ });
    await poll(() => mine.getByTestId('policy-threshold').textContent()).toBe('80 ‰');
    await mine.getByRole('button', { name: '修改阈值：错误率过高' }).click();
    const edit = page.getByRole('dialog', { name: '修改「错误率过高」的阈值' });
    await edit.getByLabel('阈值（千分比 ‰）').fill('120');
    await edit.getByRole('button', { name: '保存' }).click();
    await poll(() => mine.getByTestId('policy-threshold').textContent()).toBe('120 ‰');
    const [stored] = await e2e.server.ds.query(
      `SELECT threshold, unit FROM alarm_policy WHERE alarmpolicy = '错误率过高'`,
    );
    expect(stored).toEqual({ threshold: 120, unit: 'permille' });
    await e2e.screenshot('admin-policies-1280');
    await mine.getByRole('button', { name: '删除 错误率过高' }).click();
    await page
      .getByRole('alertdialog', { name: '删除「错误率过高」？' })
      .getByRole('button', { name: '删除' })
      .click();
    // (While the confirmation is open the page behind it is hidden from the accessibility tree.)
    await poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await poll(() => mine.count()).toBe(0);
    expect(await e2e.server.ds.query(`SELECT 1 FROM alarm_policy WHERE alarmpolicy = '错误率过高'`)).toEqual(
      [],
    );
  });

  it('filters the access log by IP, with each user agent parsed', async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    for (const [ip, ua] of [
      ['203.0.113.9', chrome],
      ['203.0.113.9', iphone],
      ['198.51.100.4', chrome],
    ]) {
      await e2e.server.ds.query(`INSERT INTO access_log (ip_address, user_agent) VALUES ($1, $2)`, [
        ip,
        JSON.stringify({ userAgent: ua }),
      ]);
    }
    const { page } = e2e;
    await signInPage(e2e, e2e.page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/logmanagement');
    await page.getByLabel('IP 地址').fill('203.0.113.9');
    await page.getByRole('button', { name: '查询' }).click();
    const table = page.getByRole('table', { name: '访问日志' });
    await poll(() => table.getByTestId('admin-row').count()).toBe(2);
    const text = await table.textContent();
    expect(text).toContain('Chrome 120.0.0.0');
    expect(text).toContain('iOS 17.0');
    expect(text).toContain('手机');
    expect(text).not.toContain('198.51.100.4');
    await poll(() => page.getByTestId('pager-total').textContent()).toBe('共 2 条');
    // Its scrolling box (70vh) takes the keyboard focus, named as the table: these rows hold no button.
    const box = page.getByRole('region', { name: '访问日志' });
    expect(await box.getAttribute('tabindex')).toBe('0');
    await box.focus();
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await e2e.screenshot('admin-logs-1280');
  });

  it('at 375 px: the review journey in /admin/mobile/api-review (dark too); a creator gets the permission message on each admin page', async () => {
    const id = await submitted('手机审核接口');
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await signInPage(e2e, e2e.page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/admin/mobile/api-review');
    const pending = page.getByRole('list', { name: '待审核的接口' });
    const card = pending.getByRole('listitem').filter({ hasText: '手机审核接口' });
    await card.waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const pass = card.getByRole('button', { name: '通过 手机审核接口' });
    expect((await pass.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await e2e.screenshot('admin-review-375');
    await pass.click();
    await page.getByText('API 已通过', { exact: true }).waitFor();
    // Approved, not released (#34.6); 审核记录 发布 releases it with the chosen rollout.
    expect(await statusOf(id)).toBe(-1);
    await page.getByRole('tab', { name: '审核记录' }).click();
    await page
      .getByRole('list', { name: '审核记录' })
      .getByRole('listitem')
      .filter({ hasText: '手机审核接口' })
      .first()
      .waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: '发布 手机审核接口' }).first().click();
    await page.getByTestId('publish-dialog').getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('发布成功', { exact: true }).first().waitFor();
    await poll(() => statusOf(id)).toBe(1);
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await page
      .getByRole('list', { name: '审核记录' })
      .or(page.getByRole('list', { name: '待审核的接口' }))
      .or(page.getByText('没有待审核的接口'))
      .first()
      .waitFor();
    await e2e.screenshot('admin-review-375-dark');
    // The other admin screens at 375 px, dark: no sideways scroll.
    for (const [path, ready] of [
      ['/dashboard/apimanagement', 'api-filters'],
      ['/dashboard/apiAdd', 'admin-api-form'],
      ['/dashboard/interfacealert', 'alerts-page'],
      ['/dashboard/policymanagement', 'policies-page'],
      ['/dashboard/logmanagement', 'logs-page'],
    ]) {
      await e2e.go(path);
      await page.getByTestId(ready).waitFor();
      expect(await overflow(), path).toBeLessThanOrEqual(0);
      await e2e.screenshot(`admin-375-dark-${path.split('/').pop()}`);
    }
    await page.evaluate(() => localStorage.setItem('darkMode', 'false'));

    await signInPage(e2e, e2e.page, creator.account, creator.password);
    for (const path of [
      '/dashboard/apimanagement',
      '/dashboard/apiAdd',
      '/dashboard/apireview',
      '/dashboard/interfacealert',
      '/dashboard/policymanagement',
      '/dashboard/logmanagement',
      '/admin/mobile/api-review',
      '/admin/mobile/add-interface',
    ]) {
      await e2e.go(path);
      await poll(() => page.getByTestId('no-permission-message').textContent()).toContain('需要管理员权限');
    }
  });
});
