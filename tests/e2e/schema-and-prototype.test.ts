import { AxeBuilder } from './support/axe.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { hashPath, poll, sideways, signInPage } from './admin-session.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/** axe-core's serious and critical findings within one block of the page (none is the goal). */
async function seriousViolations(page: Page, within: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(within).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const LOOKS = [
  { width: 375, dark: false },
  { width: 1280, dark: false },
  { width: 1280, dark: true },
  { width: 375, dark: true },
];

/** Each look (375 and 1280 px, light and dark) of a signed-in page: resized, themed with the header's button, reloaded at `route`. */
async function eachLook(page: Page, url: string, ready: () => Promise<unknown>, check: (look: { width: number; name: string }) => Promise<void>) {
  for (const { width, dark } of LOOKS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await ready();
    if (dark !== (await page.evaluate(() => document.documentElement.classList.contains('dark')))) {
      await page.getByTestId('dark-toggle').click();
      await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
    }
    // The same address again does not reload: the page re-lays itself out for the new width (the review
    // desk swaps its table for cards below 768 px) — wait for that, then nothing may scroll sideways.
    await poll(() => sideways(page)).toBeLessThanOrEqual(0);
    await check({ width, name: `${width}-${dark ? 'dark' : 'light'}` });
  }
}

const SCHEMA = { type: 'object', required: ['city'], properties: { city: { type: 'string' }, temperature: { type: 'number' } } };

/** Issue #29: the API form's response schema (console and mobile), and the review desk's 原型 flag. */
describe.skipIf(!hasChromium)('the response schema field and the prototype flag on the review desk', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  const stored = async (id: number) => (await e2e.server.ds.query(`SELECT response_schema FROM api WHERE id = $1`, [id]))[0].response_schema as unknown;

  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    creator = await buildUser(e2e.server);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it.each([
    ['desktop', (id: number) => `/dashboard/myapi/${id}/edit`, 1280],
    ['mobile', (id: number) => `/admin/mobile/edit/${id}`, 375],
  ])('%s: the creator edits the response schema; what is not a JSON schema is refused with a clear message', LONG, async (_where, route, width) => {
    // The file's own page (a new browser context loads the app cold: about twice the CPU of a warm load).
    const { page } = e2e;
    await page.setViewportSize({ width, height: 900 });
    await signInPage(e2e, page, creator.account, creator.password);
    const api = await buildApi(e2e.server, { creator, status: -1, name: `天气结构${Date.now() % 1_000_000}` });
    await page.goto(`${e2e.server.url}/#${route(api.id)}`);
    const field = page.getByLabel('响应结构（JSON Schema）');
    await poll(() => page.getByLabel('接口描述').inputValue()).toContain('的说明');
    // Not an object: the form says so before sending.
    await field.fill('[1, 2]');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('响应结构须为 JSON 对象').first().waitFor();
    // An object that is no JSON schema: the server's message, in the creator's language.
    await field.fill('{"type": 5}');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '响应结构不是有效的 JSON Schema' }).first().waitFor();
    expect(await stored(api.id)).toBeNull();
    await field.fill(JSON.stringify(SCHEMA));
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '更新成功' }).first().waitFor();
    await poll(() => stored(api.id)).toEqual(SCHEMA);
    // The saved form leaves for the list after its toast: once it has, open the form again (going there
    // before that, the app navigated away after us and the reload loaded the list — CI 2026-11-29 12:00,
    // passed on its retry; the same race as creator-edit's).
    await poll(() => hashPath(page)).not.toContain(`${api.id}`);
    // Opened again (a fresh load), the form shows the stored schema.
    await page.goto(`${e2e.server.url}/#${route(api.id)}`);
    await page.reload();
    await poll(async () => JSON.parse((await field.inputValue()) || 'null')).toEqual(SCHEMA);
  });

  it('one click on 保存 right after typing a bad schema checks the whole form (the click is not lost)', LONG, async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInPage(e2e, page, creator.account, creator.password);
    await page.goto(`${e2e.server.url}/#/dashboard/myapi/new`);
    const form = page.getByTestId('api-form');
    // The schema field is the last before 保存: its own error must not move the button from under the click.
    await form.getByLabel('响应结构（JSON Schema）').fill('{"type": "object", ');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请输入接口名称').waitFor();
    await form.getByText('响应结构须为 JSON 对象').first().waitFor();
  });

  it('the form field at 375 and 1280 px, light and dark, with no serious axe finding', LONG, async () => {
    const api = await buildApi(e2e.server, { creator, status: -1 });
    await e2e.server.ds.query(`UPDATE api SET response_schema = $2 WHERE id = $1`, [api.id, JSON.stringify(SCHEMA)]);
    const { page } = e2e;
    await signInPage(e2e, page, creator.account, creator.password);
    await eachLook(
      page,
      `${e2e.server.url}/#/dashboard/myapi/${api.id}/edit`,
      () => poll(() => page.getByLabel('响应结构（JSON Schema）').inputValue()).toContain('temperature'),
      async ({ name }) => {
        await shoot(page, `form-schema-${name}`);
        expect(await seriousViolations(page, 'form')).toEqual([]);
      },
    );
  });

  it('the review desk marks a prototype submission 原型 (and not the others), at 375 and 1280 px, light and dark, no serious axe finding', LONG, async () => {
    const admin = await e2e.server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
    await e2e.server.graphql(`mutation { changeReviewMode(modeId: 1) }`, {}, { authorization: `Bearer ${admin.body.data.token}` });
    const submit = async (name: string, prototype: boolean) => {
      const api = await buildApi(e2e.server, { creator, status: -1, name });
      if (prototype) await e2e.server.ds.query(`UPDATE api SET prototype = true WHERE id = $1`, [api.id]);
      const res = await e2e.server.graphql(`mutation { setApiStatus(id: ${api.id}, status: 1) { published } }`, {}, creator.headers);
      expect(res.errors).toBeUndefined();
    };
    const tag = Date.now() % 1_000_000;
    await submit(`原型待审${tag}`, true);
    await submit(`真实待审${tag}`, false);
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    // A table at 1280 px, a list of cards at 375 px: the same label, a row or an item per submission.
    const pending = page.getByTestId('pending-table');
    const entry = (name: string) => pending.locator('tr, li').filter({ hasText: name });
    await eachLook(
      page,
      `${e2e.server.url}/#/dashboard/apireview`,
      () => entry(`原型待审${tag}`).waitFor(),
      async ({ name }) => {
        await poll(() => entry(`原型待审${tag}`).textContent()).toContain('原型：上游尚未接入');
        expect(await entry(`真实待审${tag}`).textContent()).not.toContain('原型');
        await shoot(page, `review-prototype-${name}`);
        expect(await seriousViolations(page, '[data-testid="pending-table"]')).toEqual([]);
      },
    );
  });
});
