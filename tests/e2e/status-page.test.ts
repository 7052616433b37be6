import { AxeBuilder } from './support/axe.js';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { startReceivers } from '../../gateway/src/modules/status/__tests__/receivers.js';
import { hashPath, poll, signInPage } from './admin-session.js';
import { eachLook } from './looks.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

const SECRET = 'e2e-status-webhook-secret';
const MINUTE = 60_000;

/** axe-core's serious and critical findings on the page as it is now (none is the goal). */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  // Signed-in screens are checked within themselves: the header's account menu and the console's tab
  // strip are other screens' (issue #34 works on them).
  if (within) builder.include(within);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.skipIf(!hasChromium)('status page and alert channels in Chromium', () => {
  let e2e: E2E;
  let receivers: Awaited<ReturnType<typeof startReceivers>>;
  let weather: number;

  beforeAll(async () => {
    receivers = await startReceivers(SECRET);
    e2e = await startE2E({ env: { ADMIN_PASSWORD, UPSTREAM_ALLOW_LIST: `127.0.0.1:${receivers.port}` } });
    const s = e2e.server;
    // Two APIs with an hour of probes: one healthy, one with a 6-minute outage (an incident) in it.
    const healthy = await buildApi(s, { name: '汇率换算', nameEn: 'Currency exchange', category: null });
    const flaky = await buildApi(s, { name: '天气预报', nameEn: 'Weather forecast', category: null });
    weather = flaky.id;
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 60 * MINUTE;
    for (const api of [healthy, flaky]) {
      await s.ds.query(`UPDATE api SET created_at = $2 WHERE id = $1`, [api.id, new Date(base)]);
      await s.ds.query(
        `INSERT INTO status_probe (api_id, probed_at, ok, status, response_time_ms)
         SELECT $1, $2::timestamptz + make_interval(mins => g) + interval '20 seconds', NOT ($3 AND g BETWEEN 20 AND 25), 200, 30 + g
           FROM generate_series(0, 57) g`,
        [api.id, new Date(base), api.id === flaky.id],
      );
    }
    await s.services.statusEvaluator.evaluate();
    await s.services.readCache.bump();
  }, LONG.timeout);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await e2e.screenshot(`failed-status-${ctx.task.name.slice(0, 30)}`);
  });
  afterAll(async () => {
    await e2e?.close();
    await receivers?.close();
  });

  it('the public status page at 375 and 1280 px, light and dark: figures, bars, incidents; no serious axe finding', LONG, async () => {
    await eachLook(
      e2e,
      '/status',
      (page) => page.getByTestId('status-api').nth(1).waitFor(),
      async ({ page, width, name }) => {
        await poll(() => page.getByTestId('status-overall').textContent()).toContain('所有服务运行正常');
        const row = page.getByTestId('status-api').filter({ hasText: '天气预报' });
        // 52 up and 6 down minutes of 58: 89.65%.
        await poll(() => row.textContent()).toContain('89.65%');
        expect(await row.getByRole('img', { name: /天气预报 最近 90 天每日可用率/ }).count()).toBe(1);
        // 90 bars on the desktop layout, the last 30 in the mobile one (≤ 768 px).
        const visible = await row.getByTestId('status-bar').evaluateAll((bars) => bars.filter((b) => (b as HTMLElement).offsetWidth > 0).length);
        expect(visible).toBe(width > 768 ? 90 : 30);
        const incidents = page.getByRole('list', { name: '近 14 天的故障' });
        expect(await incidents.getByTestId('status-incident').textContent()).toContain('持续 6 分钟');
        await shoot(page, `status-${name}`, { fullPage: true });
        if (width !== 768) expect(await seriousViolations(page)).toEqual([]);
      },
    );
  });

  it('an API’s page shows its incident; a signed-in visitor follows it; the detail page’s badge links there', LONG, async () => {
    const visitor = await buildUser(e2e.server);
    await signInPage(e2e, e2e.page, visitor.account, visitor.password);
    const { page } = e2e;
    await e2e.go(`/api/Details/${weather}`);
    const badge = page.getByRole('link', { name: /服务状态：/ });
    await poll(() => badge.textContent()).toMatch(/正常运行|暂无数据/);
    await badge.click();
    await poll(() => hashPath(page)).toBe(`/status/${weather}`);
    await page.getByRole('heading', { name: '天气预报', level: 1 }).waitFor();
    await poll(() => page.getByTestId('uptime-h24').textContent()).toBe('89.65%');
    const incident = page.getByRole('list', { name: '故障记录（90 天）' }).getByTestId('status-incident');
    await poll(() => incident.textContent()).toContain('已恢复');
    await page.getByRole('button', { name: '关注状态' }).click();
    await page.getByTestId('status-following').waitFor();
    const [row] = await e2e.server.ds.query(`SELECT count(*)::int AS n FROM status_follow WHERE user_id = $1 AND api_id = $2`, [visitor.id, weather]);
    expect(row.n).toBe(1);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await e2e.screenshot('status-api-1280');
  });

  it('the API’s creator posts an update that resolves its open incident and schedules maintenance', LONG, async () => {
    const creator = await buildUser(e2e.server);
    const api = await buildApi(e2e.server, { creator, name: '快递查询', nameEn: 'Parcel tracking', category: null });
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 8 * MINUTE;
    await e2e.server.ds.query(`UPDATE api SET created_at = $2 WHERE id = $1`, [api.id, new Date(base)]);
    await e2e.server.ds.query(
      `INSERT INTO status_probe (api_id, probed_at, ok, status, response_time_ms)
       SELECT $1, $2::timestamptz + make_interval(mins => g) + interval '20 seconds', false, 503, 40 FROM generate_series(0, 5) g`,
      [api.id, new Date(base)],
    );
    await e2e.server.services.statusEvaluator.evaluate();
    const { page } = e2e;
    await signInPage(e2e, page, creator.account, creator.password);
    await e2e.go(`/status/${api.id}`);
    await page.getByRole('heading', { name: '快递查询', level: 1 }).waitFor();
    await poll(() => page.getByTestId('status-state').first().textContent()).toBe('服务中断');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: '为「快递查询 服务异常」发布更新' }).click();
    const dialog = page.getByRole('dialog', { name: '发布故障更新' });
    await dialog.getByRole('combobox', { name: '阶段' }).selectOption('resolved');
    await dialog.getByRole('textbox', { name: '中文内容' }).fill('上游证书已续期，服务恢复');
    await dialog.getByRole('textbox', { name: '英文内容' }).fill('The upstream certificate was renewed');
    await dialog.getByRole('button', { name: '提交' }).click();
    await page.getByText('故障更新已发布').first().waitFor();
    const incident = page.getByRole('list', { name: '故障记录（90 天）' }).getByTestId('status-incident');
    await poll(() => incident.textContent()).toContain('上游证书已续期，服务恢复');
    await poll(() => incident.textContent()).toContain('已恢复');

    await page.getByRole('button', { name: '安排维护' }).click();
    const maint = page.getByRole('dialog', { name: '安排维护窗口' });
    await maint.getByRole('textbox', { name: '中文标题' }).fill('机房迁移');
    await maint.getByRole('textbox', { name: '英文标题' }).fill('Data centre move');
    await maint.getByRole('button', { name: '提交' }).click();
    await page.getByText('维护窗口已安排').first().waitFor();
    await page.getByRole('heading', { name: '维护计划' }).waitFor();
    expect(await page.getByText('快递查询 · 机房迁移').count()).toBe(1);
    await e2e.screenshot('status-manage-1280');
  });

  it('an administrator adds a webhook channel, sends a test message and sees it in the delivery log', LONG, async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/alertchannels');
    await page.getByText('还没有告警渠道，添加一个 Webhook 或机器人开始接收告警').waitFor();
    await page.getByRole('button', { name: '添加渠道' }).click();
    const dialog = page.getByRole('dialog', { name: '添加告警渠道' });
    await dialog.getByRole('combobox', { name: '渠道类型' }).selectOption('webhook');
    await dialog.getByRole('textbox', { name: '渠道名称' }).fill('值班 Webhook');
    await dialog.getByRole('textbox', { name: '地址' }).fill(`${receivers.base}/hook`);
    // The server's rule (@api-market/rules), said at the field before anything is sent — not a failure toast.
    await dialog.getByLabel('密钥').fill('too-short');
    await dialog.getByRole('button', { name: '保存渠道' }).click();
    await dialog.getByText('签名密钥至少 16 个字符').waitFor();
    expect(await page.getByText('操作失败：Webhook 签名密钥至少 16 个字符').count()).toBe(0);
    await dialog.getByLabel('密钥').fill(SECRET);
    await dialog.getByRole('button', { name: '保存渠道' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    const table = page.getByTestId('alert-channel-table');
    await table.getByText('值班 Webhook').waitFor();
    expect(await seriousViolations(page, '[data-testid="alert-channels-page"]')).toEqual([]);
    await page.getByRole('button', { name: '向 值班 Webhook 发送测试消息' }).click();
    await page.getByText('测试消息已送达 值班 Webhook').first().waitFor();
    const hook = receivers.received.find((r) => r.json.event === 'test')!;
    expect(hook.signatureOk).toBe(true);

    const log = page.getByTestId('alert-delivery-log');
    await poll(() => log.getByTestId('delivery-state').first().textContent()).toBe('已送达');
    expect(await log.textContent()).toContain('HTTP 200');
    expect(await log.textContent()).toContain('测试消息');
    await e2e.screenshot('alert-channels-1280');
    // Switched off and on again from its row.
    await page.getByRole('button', { name: '停用 值班 Webhook' }).click();
    await table.getByText('已停用').waitFor();
    await page.getByRole('button', { name: '启用 值班 Webhook' }).click();
    await poll(() => table.getByText('已停用').count()).toBe(0);
  });

  it('the console screen at 375 px dark: channels and log as cards, no sideways scroll, no serious axe finding', LONG, async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'zh-CN', colorScheme: 'dark' });
    const page = await context.newPage();
    try {
      const res = await e2e.server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
      await page.goto(`${e2e.server.url}/#/home`);
      await page.evaluate((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('account', 'admin');
        localStorage.setItem('darkMode', 'true');
      }, res.body.data.token as string);
      await page.goto(`${e2e.server.url}/#/admin/mobile/alert-channels`);
      await page.getByTestId('alert-channels-page').getByText('值班 Webhook').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      expect(await seriousViolations(page, '[data-testid="alert-channels-page"]')).toEqual([]);
      await shoot(page, 'alert-channels-375-dark', { fullPage: true });
    } finally {
      await context.close();
    }
  });
});
