import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, unique } from '../../gateway/src/__tests__/support/factories.js';
import { hashPath, poll, sideways, signInPage } from './admin-session.js';
import { hasChromium, shoot, startE2E, type E2E } from './support/browser.js';

const ADMIN_PASSWORD = 'e2e-tender-admin';
// Words that no API of this test has (relevance search finds 天气指数 Pro for any query with 天气 or 指数).
const TITLE = '冷门龙舟赛程查询';
const OTHER = '港口船期查询';

describe.skipIf(!hasChromium)('API requests (需求征集): a visitor asks, others vote, the administrator fulfils it', () => {
  let e2e: E2E;
  let apiId: number;
  let otherId: number;
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    // The API that will fulfil the request (the only one), and a request filed by a signed-in user for the vote.
    ({ id: apiId } = await buildApi(e2e.server, { name: '天气指数 Pro', description: '生活指数', category: null }));
    const asker = await buildUser(e2e.server, { account: 'tender_asker', username: '提需求的人' });
    const res = await e2e.server.graphql<{ submitTenderRequest: { id: number } }>(
      `mutation($input: SubmitTenderRequestInput!) { submitTenderRequest(input: $input) { id } }`,
      { input: { title: OTHER, description: '按港口和日期查询集装箱船的到港与离港计划' } },
      asker.headers,
    );
    otherId = res.data!.submitTenderRequest.id;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a visitor finds nothing in the market, submits a request from there and sees it listed; votes for another', async () => {
    const { page } = e2e;
    await e2e.go(`/api-market?q=${encodeURIComponent(TITLE)}`);
    await page.getByTestId('market-empty').waitFor();
    await page.getByRole('link', { name: '没有找到？提交 API 需求' }).click();
    await poll(() => hashPath(page)).toContain('/api-requests');
    const form = page.getByRole('form', { name: '提交 API 需求' });
    await poll(() => form.getByRole('textbox', { name: '需求标题' }).inputValue()).toBe(TITLE);
    // The server's limits, checked in the form first.
    await form.getByRole('textbox', { name: '需求描述' }).fill('太短');
    await form.getByRole('button', { name: '提交需求' }).click();
    await poll(() => form.getByText('需求描述需为 10–2000 个字符').count()).toBe(1);
    await form.getByRole('textbox', { name: '需求描述' }).fill('需要按城市查询钓鱼、洗车、晾晒等冷门生活指数，按天更新');
    await form.getByRole('textbox', { name: /联系方式/ }).fill('visitor@example.com');
    await form.getByRole('button', { name: '提交需求' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    const list = page.getByRole('list', { name: 'API 需求列表' });
    const mine = list.getByRole('listitem').filter({ hasText: TITLE });
    await poll(() => mine.getByTestId('tender-status').textContent()).toBe('待处理');
    await poll(() => mine.getByTestId('tender-votes').textContent()).toBe('1 人需要');
    // The requester's own vote is in: the button says so and does nothing more.
    await poll(() => mine.getByRole('button', { name: `我也需要：${TITLE}` }).isDisabled()).toBe(true);
    // Nobody else sees the contact.
    expect(await page.getByText('visitor@example.com').count()).toBe(0);
    const [row] = await e2e.server.ds.query(`SELECT contact, requester_id FROM tender_request WHERE title = $1`, [TITLE]);
    expect(row).toEqual({ contact: 'visitor@example.com', requester_id: null });

    const other = list.getByRole('listitem').filter({ hasText: OTHER });
    await other.getByRole('button', { name: `我也需要：${OTHER}` }).click();
    await poll(() => other.getByTestId('tender-votes').textContent()).toBe('2 人需要');
    await poll(() => other.getByRole('button', { name: `我也需要：${OTHER}` }).getAttribute('aria-pressed')).toBe('true');
    const [{ votes }] = await e2e.server.ds.query(`SELECT votes FROM tender_request WHERE id = $1`, [otherId]);
    expect(votes).toBe(2);
    expect(await sideways(page)).toBe(0);
    await e2e.screenshot('tender-public-1280');
  });

  it('the administrator sees it with the contact in the console tab and sets it fulfilled with the API; the visitor sees 已实现', async () => {
    const adminPage = await (await e2e.browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })).newPage();
    await signInPage(e2e, adminPage, 'admin', ADMIN_PASSWORD);
    await adminPage.goto(`${e2e.server.url}/#/dashboard/tenderRequest`);
    await poll(() => adminPage.getByRole('tab', { name: /API 需求/ }).count()).toBe(1);
    const table = adminPage.getByRole('table', { name: 'API 需求管理' });
    const row = table.getByTestId('admin-row').filter({ hasText: TITLE });
    await poll(() => row.getByTestId('tender-contact').textContent()).toBe('visitor@example.com');
    expect(await row.textContent()).toContain('访客');

    await row.getByRole('button', { name: `处理需求：${TITLE}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `处理需求：${TITLE}` });
    await dialog.getByLabel('新状态').selectOption('fulfilled');
    await dialog.getByRole('button', { name: '保存' }).click();
    await poll(() => dialog.getByText('标记为已实现时，请关联实现该需求的接口').count()).toBe(1);
    await dialog.getByRole('searchbox', { name: '搜索实现该需求的接口' }).fill('天气指数');
    const option = `天气指数 Pro (#${apiId})`;
    await poll(() => dialog.getByRole('option', { name: option }).count()).toBe(1);
    await dialog.getByLabel('关联接口').selectOption({ label: option });
    await dialog.getByRole('textbox', { name: /回复说明/ }).fill('已接入，欢迎试用');
    await dialog.getByRole('button', { name: '保存' }).click();
    await poll(() => adminPage.getByRole('dialog').count()).toBe(0);
    await poll(() => row.getByTestId('tender-status').textContent()).toBe('已实现');
    const [saved] = await e2e.server.ds.query(`SELECT status, fulfilled_api_id, response_note FROM tender_request WHERE title = $1`, [TITLE]);
    expect(saved).toEqual({ status: 'fulfilled', fulfilled_api_id: apiId, response_note: '已接入，欢迎试用' });
    await e2e.screenshot('tender-admin-1280');

    const { page } = e2e;
    await page.reload();
    const card = page.getByRole('list', { name: 'API 需求列表' }).getByRole('listitem').filter({ hasText: TITLE });
    await poll(() => card.getByTestId('tender-status').textContent()).toBe('已实现');
    await poll(() => card.getByTestId('tender-answer').textContent()).toContain('已接入，欢迎试用');
    // Closed: no more votes asked for.
    expect(await card.getByRole('button', { name: `我也需要：${TITLE}` }).count()).toBe(0);
    await card.getByRole('link', { name: '天气指数 Pro' }).click();
    await poll(() => hashPath(page)).toBe(`/api/Details/${apiId}`);
    await adminPage.context().close();
  });

  it('at 375 px in the mobile area: cards, no sideways scroll; the administrator moves a request to 处理中', async () => {
    const page = await (await e2e.browser.newContext({ locale: 'zh-CN', viewport: { width: 375, height: 800 } })).newPage();
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await page.goto(`${e2e.server.url}/#/admin/mobile/tender-request`);
    const cards = page.getByRole('list', { name: 'API 需求管理' });
    await poll(() => cards.getByTestId('admin-row').count()).toBe(2);
    expect(await sideways(page)).toBe(0);
    const card = cards.getByTestId('admin-row').filter({ hasText: OTHER });
    expect(await card.textContent()).toContain('tender_asker');
    await card.getByRole('button', { name: `处理需求：${OTHER}` }).click();
    const dialog = page.getByRole('dialog', { name: `处理需求：${OTHER}` });
    await dialog.getByLabel('新状态').selectOption('in_progress');
    await dialog.getByRole('button', { name: '保存' }).click();
    await poll(() => card.getByTestId('tender-status').textContent()).toBe('处理中');
    // The signed-in requester is told.
    const notes = await e2e.server.ds.query(
      `SELECT n.message FROM notification n JOIN app_user u ON u.id = n.user_id WHERE u.account = 'tender_asker' AND n.kind = 'tender'`,
    );
    expect(notes.map((n: { message: string }) => n.message)).toEqual([`你提交的 API 需求「${OTHER}」状态更新为：处理中`]);
    expect(await sideways(page)).toBe(0);
    await shoot(page, 'tender-admin-375', { fullPage: true });
    await page.context().close();
  });

  it('a creator opening the admin tab gets the permission message', async () => {
    const creator = await buildUser(e2e.server, { account: unique('tender_creator_'), username: '创作者' });
    const page = await (await e2e.browser.newContext({ locale: 'zh-CN' })).newPage();
    await signInPage(e2e, page, creator.account, creator.password);
    await page.goto(`${e2e.server.url}/#/dashboard/tenderRequest`);
    await poll(() => page.getByTestId('no-permission-message').textContent()).toContain('需要管理员权限');
    expect(await page.getByRole('table', { name: 'API 需求管理' }).count()).toBe(0);
    await page.context().close();
  });
});
