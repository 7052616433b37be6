import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from './support/axe.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { hashPath, poll, signInPage } from './admin-session.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

/** A multi-operation OpenAPI document; version 2 adds a query parameter to one operation and changes one answer. */
function openapi(version: 1 | 2): string {
  const ok = (example: unknown) => ({ 200: { description: 'ok', content: { 'application/json': { example } } } });
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: '图书服务', version: `${version}.0` },
    servers: [{ url: 'https://books.example.org/v1' }],
    paths: {
      '/books': {
        get: { summary: '图书列表', responses: ok(version === 1 ? { items: [] } : { items: [], total: 0 }) },
        post: { summary: '新增图书', requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string', description: '书名' } } } } } }, responses: ok({ id: 1 }) },
      },
      '/books/{id}': {
        get: {
          summary: '图书详情',
          parameters: [
            { name: 'id', in: 'path', required: true, description: '图书编号', schema: { type: 'integer' } },
            ...(version === 2 ? [{ name: 'lang', in: 'query', description: '语言', schema: { type: 'string' } }] : []),
          ],
          responses: ok({ id: 1, title: '三体' }),
        },
        delete: { summary: '删除图书', parameters: [{ name: 'id', in: 'path', required: true, description: '图书编号', schema: { type: 'integer' } }], responses: ok({}) },
      },
    },
  });
}

/** Issue #29 "Done means": a creator imports a multi-operation OpenAPI file, previews, imports three, edits one, re-imports a changed file and sees the diff. */
describe.skipIf(!hasChromium)('the creator imports APIs from an OpenAPI file', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  const dir = mkdtempSync(path.join(tmpdir(), 'import-e2e-'));
  const file = (version: 1 | 2) => {
    const f = path.join(dir, `books-v${version}.json`);
    writeFileSync(f, openapi(version));
    return f;
  };
  const seriousViolations = async () =>
    (await new AxeBuilder({ page: e2e.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 120)}`);

  beforeAll(async () => {
    e2e = await startE2E();
    creator = await buildUser(e2e.server);
    await signInPage(e2e, e2e.page, creator.account, creator.password);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('previews, imports three, and after a local edit sees the changed file’s diff', LONG, async () => {
    const { page } = e2e;
    await e2e.go('/dashboard/myapi');
    await page.getByTestId('my-apis').getByRole('link', { name: '导入接口' }).click();
    await page.getByRole('tab', { name: '上传文件' }).click();
    await page.getByTestId('import-file').setInputFiles(file(1));
    await page.getByRole('button', { name: '预览' }).click();
    const rows = page.getByTestId('import-row');
    await poll(() => rows.count()).toBe(4);
    expect(await seriousViolations()).toEqual([]);
    // Three of the four: the delete stays out.
    await page.getByRole('checkbox', { name: '导入 DELETE /books/{id}' }).click({ force: true });
    await page.getByRole('button', { name: '导入所选（3）' }).click();
    await page.getByTestId('import-results').getByText('新建 3 个，更新 0 个，跳过 1 个，失败 0 个').waitFor();
    // The button is gone: the focus is on the outcome, a status a screen reader says.
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('role') + ' ' + document.activeElement?.textContent)).toMatch(/^status 导入完成/);
    const stored = async () =>
      (await e2e.server.ds.query(`SELECT id, name, request_method AS method FROM api WHERE creator_id = $1 ORDER BY id`, [creator.creatorId])) as Array<{ id: number; name: string; method: string }>;
    await poll(async () => (await stored()).map((a) => a.name)).toEqual(['图书列表', '新增图书', '图书详情']);

    // A local edit of one imported API.
    const detail = (await stored()).find((a) => a.name === '图书详情')!;
    await e2e.go(`/dashboard/myapi/${detail.id}/edit`);
    const description = page.getByLabel('接口描述');
    await poll(() => description.isVisible()).toBe(true);
    await description.fill('本地补充的说明');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '更新成功' }).first().waitFor();
    // The saved form leaves for the list after its toast: wait until it has (navigating before that, the app's
    // own navigation could land after ours — the race creator-edit and schema-and-prototype met in CI).
    await poll(() => hashPath(page)).not.toContain('edit');

    // The changed file: the edited API matches, its diff shows the new parameter, the local edit stays.
    await e2e.go('/dashboard/myapi/import');
    await page.getByRole('tab', { name: '上传文件' }).click();
    await page.getByTestId('import-file').setInputFiles(file(2));
    await page.getByRole('button', { name: '预览' }).click();
    const edited = page.locator('[data-testid="import-row"][data-key="GET /books/{id}"]');
    await edited.getByRole('button', { name: /1 处变化/ }).click();
    const diff = page.getByTestId('import-diff');
    await diff.getByRole('region', { name: '参数' }).waitFor();
    expect(await diff.getByText('"lang"').count()).toBeGreaterThan(0);
    expect(await diff.getByRole('region', { name: '描述' }).count()).toBe(0);
    await diff.getByRole('button', { name: '关闭' }).click();
    await poll(() => page.locator('[data-testid="import-row"][data-key="GET /books"]').getByRole('button', { name: /1 处变化/ }).count()).toBe(1);
  });

  it('a document it cannot read is refused with the gateway’s sentence, in the page’s language', LONG, async () => {
    const { page } = e2e;
    for (const [lang, said] of [
      ['zh', '无法识别的文档'],
      ['en', 'Not a recognised document'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await e2e.go('/dashboard/myapi/import');
      await page.reload();
      await page.getByTestId('import-paste').fill('this is not an API description');
      await page.getByRole('button', { name: lang === 'zh' ? '预览' : 'Preview' }).click();
      // Not the screen's catch-all "try again later": the document is wrong, and the creator is told what is read.
      await page.getByTestId('api-import').getByRole('alert').filter({ hasText: said }).waitFor();
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });

  it('past the gateway’s limit of APIs per import the page says so and sends nothing until some are deselected', LONG, async () => {
    const { page } = e2e;
    const paths = Object.fromEntries(
      Array.from({ length: 201 }, (_, i) => [`/limit/${i}`, { get: { summary: `限额 ${i}`, responses: { 200: { description: 'ok' } } } }]),
    );
    const doc = JSON.stringify({ openapi: '3.0.3', info: { title: '限额', version: '1' }, servers: [{ url: 'https://limit.example.org' }], paths });
    await e2e.go('/dashboard/myapi/import');
    await page.reload(); // the page as a visit finds it (the test before left it in English)
    await page.getByTestId('import-paste').fill(doc);
    await page.getByRole('button', { name: '预览' }).click();
    await poll(() => page.getByTestId('import-row').count()).toBe(201);
    const send = page.getByRole('button', { name: '导入所选（201）' });
    expect(await send.isDisabled()).toBe(true);
    const said = page.getByRole('status').filter({ hasText: '一次最多导入 200 个接口，当前选了 201 个' });
    await said.waitFor();
    expect(await send.getAttribute('aria-describedby')).toBe(await said.getAttribute('id'));
    await page.getByRole('checkbox', { name: '导入 GET /limit/0' }).click({ force: true });
    const now = page.getByRole('button', { name: '导入所选（200）' });
    await poll(() => now.isEnabled()).toBe(true);
    expect(await said.count()).toBe(0);
    expect(await e2e.server.ds.query(`SELECT id FROM api WHERE name LIKE '限额 %'`)).toEqual([]);
  });

  it('the import screen at 375 px, dark: no serious or critical axe violation, nothing wider than the screen', LONG, async () => {
    const { page } = e2e;
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.setViewportSize({ width: 375, height: 800 });
    await e2e.go('/admin/mobile/import-api');
    await page.reload();
    await page.getByTestId('import-paste').fill(openapi(1));
    await page.getByRole('button', { name: '预览' }).click();
    await poll(() => page.getByTestId('import-row').count()).toBe(4);
    expect(await seriousViolations()).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
