import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  buildApis,
  buildCategory,
  buildProblemType,
  buildUser,
  unique,
  type BuiltUser,
} from '../../gateway/src/__tests__/support/factories.js';
import { poll, sideways, signInPage } from './admin-session.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

/** Seven categories in their order; 网络工具 last, 实用工具 the one in use. */
const CATEGORIES: Array<[name: string, nameEn: string]> = [
  ['实用工具', 'Utilities'],
  ['文本处理', 'Text'],
  ['安全加密', 'Security'],
  ['天气气象', 'Weather'],
  ['生活服务', 'Lifestyle'],
  ['数据转换', 'Data conversion'],
  ['网络工具', 'Network'],
];

describe.skipIf(!hasChromium)('categories, problem feedback, the bug centre and /feedback-workspace', () => {
  let e2e: E2E;
  /** The creator who reports a problem. */
  let creator: BuiltUser;
  let problemTypeId: number;
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    const categories = [];
    for (const [name, nameEn] of CATEGORIES) categories.push(await buildCategory(e2e.server, { name, nameEn }));
    creator = await buildUser(e2e.server, { username: '林语' });
    // Two APIs of that creator in 实用工具: the category in use that cannot be deleted.
    await buildApis(e2e.server, 2, { creator, category: categories[0]!.id });
    problemTypeId = (await buildProblemType(e2e.server, { kind: '页面异常', kindEn: 'Page error' })).id;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('an administrator creates, renames, reorders and deletes a category; one in use cannot be deleted', LONG, async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/categorymanagement');
    const table = page.getByRole('table', { name: '分类列表' });
    await poll(() => table.getByTestId('admin-row').count()).toBe(7);
    const form = page.getByRole('form', { name: '新建分类' });
    await form.getByRole('button', { name: '添加' }).click();
    await poll(() => form.getByText('请输入中文名称').count()).toBe(1);
    await form.getByRole('textbox', { name: '中文名称' }).fill('人工智能');
    await form.getByRole('textbox', { name: '英文名称' }).fill('AI');
    await form.getByRole('button', { name: '添加' }).click();
    await poll(() => table.getByTestId('admin-row').count()).toBe(8);
    await poll(() => table.getByTestId('admin-row').last().textContent()).toContain('人工智能');

    await table.getByRole('button', { name: '上移 人工智能' }).click();
    await poll(() => table.getByTestId('admin-row').nth(6).textContent()).toContain('人工智能');
    await poll(async () =>
      ((await e2e.server.ds.query(`SELECT name FROM category ORDER BY sort_order, id`)) as Array<{ name: string }>)
        .map((r) => r.name)
        .slice(-2),
    ).toEqual(['人工智能', '网络工具']);

    await table.getByRole('button', { name: '重命名 人工智能' }).click();
    const rename = page.getByRole('form', { name: '重命名分类' });
    await rename.getByRole('textbox', { name: '中文名称' }).fill('智能服务');
    await rename.getByRole('textbox', { name: '英文名称' }).fill('AI services');
    await rename.getByRole('button', { name: '保存' }).click();
    await poll(() => table.getByTestId('admin-row').nth(6).textContent()).toContain('智能服务');
    // The public category list (market, home search) follows.
    const pub = await e2e.server.graphql<{ categories: Array<{ nameEn: string }> }>(`{ categories { nameEn } }`);
    expect(pub.data!.categories.map((c) => c.nameEn)).toContain('AI services');

    await table.getByRole('button', { name: '删除 实用工具' }).click();
    const refuse = page.getByRole('alertdialog', { name: '删除分类「实用工具」？' });
    await poll(() => refuse.getByTestId('category-delete-body').textContent()).toBe('有 2 个接口在用，不能删除');
    expect(await refuse.getByRole('button', { name: '删除' }).isDisabled()).toBe(true);
    await refuse.getByRole('button', { name: '取消' }).click();

    await table.getByRole('button', { name: '删除 智能服务' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await poll(() => table.getByTestId('admin-row').count()).toBe(7);
    await e2e.screenshot('admin-categories-1280');
  });

  it('feedback: the user sees their own reports, the administrator moves them on, files a report and works it in the bug centre', async () => {
    const { page } = e2e;
    const creatorPage = await (await e2e.browser.newContext({ locale: 'zh-CN' })).newPage();
    const creatorToken = await signInPage(e2e, creatorPage, creator.account, creator.password);
    const summary = `登录后页面空白${unique('')}`;
    const sent = await e2e.server.graphql(
      `mutation ($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { id } }`,
      { input: { problemType: problemTypeId, summary, description: '刷新后才恢复', severity: 'high', contact: 'linyu@example.com' } },
      { authorization: `Bearer ${creatorToken}` },
    );
    expect(sent.errors).toBeUndefined();
    await creatorPage.goto(`${e2e.server.url}/#/feedback-workspace`);
    const mine = creatorPage.getByRole('table', { name: '反馈' });
    await poll(() => mine.getByTestId('admin-row').count()).toBe(1);
    await poll(() => mine.getByTestId('feedback-status').textContent()).toBe('待处理');

    // The administrator's inbox: mark it in progress.
    await e2e.go('/dashboard/problemfeedback');
    const inbox = page.getByRole('table', { name: '反馈' });
    const item = inbox.getByTestId('admin-row').filter({ hasText: summary });
    await item.waitFor();
    const control = item.getByRole('form', { name: `更改「${summary}」的状态` });
    await control.getByLabel('标记为').selectOption({ label: '处理中' });
    await control.getByRole('button', { name: '保存状态' }).click();
    await poll(() => item.getByTestId('feedback-status').textContent()).toBe('处理中');
    // The list's filters: applied with 查询, cleared with 重置.
    const filters = page.getByRole('form', { name: '筛选反馈' });
    await filters.getByLabel('状态').selectOption({ label: '已解决' });
    await filters.getByRole('button', { name: '查询' }).click();
    await poll(() => page.getByText('没有符合条件的反馈').count()).toBe(1);
    await filters.getByRole('button', { name: '重置' }).click();
    await poll(() => inbox.getByTestId('admin-row').count()).toBe(1);
    await creatorPage.reload();
    await poll(() => mine.getByTestId('feedback-status').textContent()).toBe('处理中');
    await creatorPage.context().close();

    // The report form (SPEC §5): incomplete → the message; complete → listed and assigned.
    await page.getByRole('tab', { name: '提交问题报告' }).click();
    const report = page.getByRole('form', { name: '管理员问题报告' });
    await report.getByRole('button', { name: '提交报告' }).click();
    await poll(() => report.getByTestId('report-incomplete').textContent()).toBe('请填写完整信息');
    await report.getByRole('textbox', { name: '问题描述' }).fill('短描述');
    await report.getByRole('button', { name: '提交报告' }).click();
    await poll(() => report.getByText('问题描述至少 10 个字符').count()).toBe(1);
    await report.getByRole('textbox', { name: '问题描述' }).fill('网关在高峰期偶发 502，需要排查上游超时');
    await report.getByLabel('紧急程度').selectOption('high');
    await report.getByLabel('处理人').selectOption('admin');
    await report.getByLabel('问题类型').selectOption({ index: 1 });
    await report.getByRole('button', { name: '提交报告' }).click();
    await poll(() => page.getByRole('tab', { name: '反馈列表', selected: true }).count()).toBe(1);
    await poll(() => inbox.getByTestId('admin-row').count()).toBe(2);
    const [stored] = await e2e.server.ds.query(`SELECT kind, urgency, workspace_id FROM feedback WHERE kind = 'admin'`);
    expect(stored).toEqual({ kind: 'admin', urgency: 'high', workspace_id: 1 });

    // The bug centre: reports assigned to me; resolve with a note.
    await e2e.go('/dashboard/mybug');
    const bugs = page.getByRole('table', { name: '反馈' });
    await poll(() => bugs.getByTestId('admin-row').count()).toBe(1);
    const ctl = bugs.getByRole('form');
    await ctl.getByLabel('标记为').selectOption('resolved');
    await ctl.getByRole('textbox', { name: '处理说明（选填，最多 500 字）' }).fill('调大了上游超时');
    await ctl.getByRole('button', { name: '保存状态' }).click();
    await poll(() => bugs.getByTestId('feedback-status').textContent()).toBe('已解决');
    expect(await bugs.getByTestId('admin-row').textContent()).toContain('调大了上游超时');
    await e2e.screenshot('admin-bug-center-1280');
  });

  it('at 375 px: the mobile feedback screen and /feedback-workspace for a visitor, without sideways scroll', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await e2e.go('/admin/mobile/feedback');
    await poll(() => page.getByRole('list', { name: '反馈' }).getByTestId('admin-row').count()).toBe(2);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot('admin-feedback-375');
    await page.evaluate(() => localStorage.clear());
    await e2e.go('/feedback-workspace');
    await page.reload();
    await page.getByTestId('feedback-workspace-signin').waitFor();
    expect(await page.getByRole('link', { name: '去登录' }).count()).toBe(1);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
