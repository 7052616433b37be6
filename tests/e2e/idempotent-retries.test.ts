import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  buildApi,
  buildCategory,
  buildProblemType,
  type BuiltApi,
} from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * #16: the client's creates carry an Idempotency-Key — one per composed comment, feedback and admin-added
 * API — so sending the same one again after its answer was lost (the gateway stored it, the browser never
 * heard) stores it once. The first answer is dropped in Chromium after the real gateway has handled the
 * request; the user sends again; the database holds one row and both requests carried the same key.
 */
describe.skipIf(!hasChromium)('retries after a lost answer are stored once', () => {
  let e2e: E2E;
  let page: Page;
  /** A published API: the thread commented on. */
  let api: BuiltApi;
  const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text }).first();
  const count = async (sql: string, params: unknown[]) => Number((await e2e.server.ds.query(sql, params))[0].n);

  /** The first matching request reaches the gateway, but its answer is cut; the keys of all of them are kept. */
  async function loseFirstAnswer(url: string, match: (req: Request) => boolean): Promise<string[]> {
    const keys: string[] = [];
    await page.route(url, async (route) => {
      const req = route.request();
      if (!match(req)) return route.fallback();
      keys.push(req.headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.fallback();
      await route.fetch(); // handled and stored by the gateway…
      return route.abort('failed'); // …and the browser hears nothing
    });
    return keys;
  }
  const operation = (name: string) => (req: Request) =>
    req.method() === 'POST' && (req.postDataJSON() as { operationName?: string } | null)?.operationName === name;

  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    page = e2e.page;
    // What the three forms need: an API to comment on, a problem type to pick, a category for the new API.
    api = await buildApi(e2e.server, { category: null });
    await buildProblemType(e2e.server, { kind: '页面异常', kindEn: 'Page error' });
    await buildCategory(e2e.server, { name: '实用工具', nameEn: 'Utilities' });
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await e2e.screenshot(`failed-idempotent-${ctx.task.name.slice(0, 30)}`);
    // Each test's lost-answer route goes with it, also when the test failed half-way (else the next
    // test's requests would still pass through it).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a comment sent again after its answer was lost appears once; the next comment has a new key', async () => {
    const keys = await loseFirstAnswer('**/graphql', operation('AddComment'));
    await e2e.go(`/api/Details/${api.id}`);
    const composer = page.getByTestId('comment-composer');
    await composer.getByTestId('composer-text').fill('断网后重发的评论');
    await composer.getByTestId('composer-submit').click();
    await toast('发布评论失败').waitFor();
    expect(await composer.getByTestId('composer-text').inputValue()).toBe('断网后重发的评论');
    await composer.getByTestId('composer-submit').click();
    await toast('评论发布成功').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(await count(`SELECT count(*) AS n FROM comment WHERE content = $1`, ['断网后重发的评论'])).toBe(1);
    await page.reload();
    await page.getByTestId('comment').filter({ hasText: '断网后重发的评论' }).first().waitFor();
    expect(await page.getByTestId('comment').filter({ hasText: '断网后重发的评论' }).count()).toBe(1);

    // A new message after a success is a new key.
    await composer.getByTestId('composer-text').fill('第二条评论');
    await composer.getByTestId('composer-submit').click();
    await toast('评论发布成功').waitFor();
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a problem feedback submitted again after its answer was lost is stored once', async () => {
    const keys = await loseFirstAnswer('**/api/submitFeedback', (req) => req.method() === 'POST');
    await e2e.go('/problem');
    await page.getByTestId('problem-type').first().click();
    await page.getByTestId('summary-input').fill('重发的反馈摘要');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('contact-input').fill('retry@example.com');
    await page.getByTestId('wizard-submit').click();
    await toast('提交失败，请稍后重试').waitFor();
    await page.getByTestId('wizard-submit').click();
    await page.getByTestId('success-close').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(await count(`SELECT count(*) AS n FROM feedback WHERE summary = $1`, ['重发的反馈摘要'])).toBe(1);
  });

  it('the admin’s new API submitted again after its answer was lost is added once', async () => {
    const login = await e2e.server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
    await e2e.go('/home');
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('account', 'admin');
    }, login.body.data.token as string);
    await page.reload();
    const keys = await loseFirstAnswer('**/graphql', operation('AdminAddApi'));
    await e2e.go('/dashboard/apiAdd');
    const form = page.getByRole('form', { name: '新增 API' });
    await form.waitFor();
    await form.getByLabel('接口名称').fill('重发的管理接口');
    await form.getByLabel('提供者').fill('平台运维');
    await form.getByLabel('接口地址').fill('https://example.com/retry-api');
    await form.getByLabel('测试地址').fill('https://example.com/retry-test');
    await form.getByLabel('接口分类').selectOption({ index: 1 });
    await form.getByLabel('版权信息').fill('© 平台');
    await form.getByRole('checkbox').first().check({ force: true });
    await form.getByRole('button', { name: '创建 API' }).click();
    await expect.poll(() => keys.length).toBe(1);
    await form.getByRole('button', { name: '创建 API' }).click();
    await page.getByText('API 创建成功', { exact: true }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(await count(`SELECT count(*) AS n FROM api WHERE name = $1`, ['重发的管理接口'])).toBe(1);
  });
});
