import { AxeBuilder } from './support/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  buildApi,
  buildCalls,
  buildBlogPost,
  buildCategory,
  buildUser,
  type BuiltUser,
} from '../../gateway/src/__tests__/support/factories.js';
import { hashPath, poll, showAt, signInPage } from './admin-session.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/**
 * Issue #34.10 and #26.6 in Chromium: catalogue cards whose status agrees with their figures (暂无调用
 * before any call, 异常 beside a failing success rate), a details dialog as tall as its content, and the
 * screens of the review-then-release order (#34.6) and of "sign out everywhere" — each at 1280 and 375,
 * light and dark, with no serious or critical axe violation.
 */
/** The smallest PNG there is: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!hasChromium)('screens people trust: cards, details, release and sign-out everywhere', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  let approvedId = 0;

  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    creator = await buildUser(e2e.server, { username: '信任测试' });
    const category = await buildCategory(e2e.server, { name: '信任分类', nameEn: 'Trust' });
    await buildApi(e2e.server, { creator, category: category.id, name: '从未调用接口', nameEn: 'Never called' });
    const failing = await buildApi(e2e.server, { creator, category: category.id, name: '全部失败接口', nameEn: 'Always failing' });
    await buildCalls(e2e.server, { api: failing, count: 4, failed: 4 });
    const healthy = await buildApi(e2e.server, { creator, category: category.id, name: '健康接口', nameEn: 'Healthy' });
    await buildCalls(e2e.server, { api: healthy, count: 5 });
    // An API its creator submitted and an administrator passed: approved, waiting for its release.
    const draft = await buildApi(e2e.server, { creator, category: category.id, name: '待发布接口', status: -1 });
    approvedId = draft.id;
    const admin = await e2e.server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
    const submit = await e2e.server.request('PUT', `/api/apis/${draft.id}/status`, { status: 1 }, creator.headers);
    expect(submit.body.code).toBe(200);
    const pass = await e2e.server.request('GET', `/api/system/passApi?apiId=${draft.id}`, undefined, {
      authorization: `Bearer ${admin.body.data.token}`,
    });
    expect(pass.body.code).toBe(200);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await e2e.screenshot(`failed-${ctx.task.name.slice(0, 40)}`);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const violations = async (label: string) => {
    const result = await new AxeBuilder({ page: e2e.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${label}: ${v.id} ${n.html.slice(0, 140)}`));
  };
  /**
   * The screen at its address, light and dark, 1280 and 375 — each rendered anew without a reload
   * (showAt): a screenshot of each and axe's serious/critical findings. It ends dark, back at 1280 px.
   */
  const everyWay = async (name: string, ready: () => Promise<unknown>): Promise<string[]> => {
    const found: string[] = [];
    const route = hashPath(e2e.page);
    for (const dark of [false, true]) {
      for (const width of [1280, 375]) {
        await showAt(e2e.page, route, { width, height: width === 375 ? 800 : 900, dark });
        await ready();
        const label = `${name}-${width}${dark ? '-dark' : ''}`;
        found.push(...(await violations(label)));
        await shoot(e2e.page, `trust-${label}`, { fullPage: true });
      }
    }
    await e2e.page.setViewportSize({ width: 1280, height: 900 });
    return found;
  };

  it('cards: 暂无调用 before any call, 异常 beside a failing success rate, 正常 beside a healthy one', LONG, async () => {
    const { page } = e2e;
    await e2e.go('/api-market');
    const card = (name: string) => page.getByTestId('api-card').filter({ hasText: name }).first();
    await card('健康接口').waitFor();
    await poll(() => card('从未调用接口').getByTestId('no-calls').textContent()).toBe('暂无调用');
    expect(await card('从未调用接口').getByTestId('success-rate').count()).toBe(0);
    expect(await card('从未调用接口').getByTestId('api-status').textContent()).toBe('正常');
    expect(await card('全部失败接口').getByTestId('success-rate').textContent()).toBe('0.0%');
    expect(await card('全部失败接口').getByTestId('api-status').textContent()).toBe('异常');
    expect(await card('健康接口').getByTestId('success-rate').textContent()).toBe('100.0%');
    expect(await card('健康接口').getByTestId('api-status').textContent()).toBe('正常');
    expect(await everyWay('market', () => card('健康接口').waitFor())).toEqual([]);
  });

  it('the details dialog is as tall as its content (a dialog, not a full-height sheet), at 375 and 1280', LONG, async () => {
    const { page } = e2e;
    await e2e.go('/api-market');
    const found: string[] = [];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const card = page.getByTestId('api-card').filter({ hasText: '全部失败接口' }).first();
      await card.getByTestId('api-details').click();
      const dialog = page.getByRole('dialog', { name: /全部失败接口/ });
      await dialog.waitFor();
      await poll(() => dialog.textContent()).toContain('调用格式');
      expect(await dialog.getByRole('term').count()).toBeGreaterThan(4);
      const box = (await page.getByTestId('api-details-dialog').boundingBox())!;
      expect(box.height).toBeLessThan(800 - 40);
      expect(box.width).toBeLessThanOrEqual(width);
      found.push(...(await violations(`details-${width}`)));
      await shoot(page, `trust-details-${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(found).toEqual([]);
  });

  it('My API: an approved API reads 待发布 and 发布 opens its publish configuration', LONG, async () => {
    const { page } = e2e;
    await signInPage(e2e, page, creator.account, creator.password);
    await e2e.go('/dashboard/myapi');
    // The table at 1280, the cards at 375: whichever shows.
    const row = page.locator(`[data-api-id="${approvedId}"]:visible`);
    const found = await everyWay('myapi-approved', () => row.first().getByTestId('status-tag').waitFor());
    await poll(() => row.first().getByTestId('status-tag').textContent()).toBe('待发布');
    await row.first().getByTestId('row-actions').click();
    await page.getByRole('menuitem', { name: '发布', exact: true }).click();
    const dialog = page.getByTestId('publish-dialog');
    await dialog.getByTestId('publish-release').waitFor();
    found.push(...(await violations('publish-release')));
    await shoot(page, 'trust-publish-release-1280');
    await page.keyboard.press('Escape');
    expect(found).toEqual([]);
    expect(
      (await e2e.server.ds.query(`SELECT status FROM api WHERE id = $1`, [approvedId]))[0].status,
    ).toBe(-1);
  });

  it('sign out everywhere: confirmed, it ends the session and revokes the keys; the key list says why', LONG, async () => {
    const { page } = e2e;
    const token = await signInPage(e2e, page, creator.account, creator.password);
    const key = await e2e.server.request('POST', '/api/user/apiKeys', { name: '生产服务器' }, { authorization: `Bearer ${token}` });
    expect(key.body.code).toBe(200);
    await e2e.go('/home');
    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out-everywhere').click();
    const dialog = page.getByRole('alertdialog', { name: '退出所有设备并吊销 API 密钥？' });
    await dialog.waitFor();
    await dialog.getByText('API 密钥照常可用').waitFor();
    const found = await violations('sign-out-everywhere');
    await shoot(page, 'trust-sign-out-everywhere-1280');
    await dialog.getByRole('button', { name: '退出并吊销' }).click();
    await poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(null);
    expect((await e2e.server.request('GET', '/api/me', undefined, { authorization: `Bearer ${token}` })).status).toBe(401);

    await signInPage(e2e, page, creator.account, creator.password);
    await e2e.go('/dashboard/apikeys');
    const revoked = page.getByTestId('api-key-row').filter({ hasText: '生产服务器' }).first();
    found.push(...(await everyWay('apikeys-revoked', () => revoked.getByTestId('api-key-revoked-reason').waitFor())));
    expect(await revoked.getByTestId('api-key-revoked-reason').textContent()).toBe('已退出所有设备');
    expect(found).toEqual([]);
  });

  it('blog covers: drawn or uploaded (checked as an image), shown on the blog list and the post', LONG, async () => {
    const { page } = e2e;
    const found: string[] = [];
    // A title of its own, so that a retry finds its own post.
    const title = `带封面的文章${Date.now() % 100000}`;
    await buildBlogPost(e2e.server, { title: '没有封面的旧文' });
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/blog/createBlog');
    const form = page.getByRole('form', { name: '博客编辑' });
    await form.getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await form.getByRole('textbox', { name: '正文', exact: true }).click();
    await page.keyboard.type('封面的故事。');
    const covers = form.getByRole('radiogroup', { name: '封面' });
    await covers.getByRole('radio', { name: '安全' }).click();
    await poll(() => covers.getByRole('radio', { name: '安全' }).getAttribute('aria-checked')).toBe('true');
    // Not an image, whatever its name says: refused by the server, in words.
    await form.getByTestId('cover-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
    await page.getByText(/封面只能是 PNG、JPEG、GIF 或 WebP 图片/).first().waitFor();
    await form.getByTestId('cover-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await form.getByTestId('cover-preview').waitFor();
    found.push(...(await violations('blog-editor-cover')));
    await shoot(page, 'trust-blog-editor-1280', { fullPage: true });
    await form.getByRole('button', { name: '发布', exact: true }).click();
    await poll(async () => (await e2e.server.ds.query(`SELECT cover FROM blog_post WHERE title = $1`, [title]))[0]?.cover ?? '').toMatch(/^upload:\d+$/);
    // The editor goes back to the post list once its answer is in: wait for that, or it would take this
    // page away from the blog opened next.
    await poll(() => page.url()).toMatch(/#\/dashboard\/blog$/);

    await e2e.go('/doc/blog');
    const item = page.getByTestId('blog-item').filter({ hasText: title });
    await item.getByRole('img').or(item.locator('img')).first().waitFor();
    expect(await item.locator('img').getAttribute('src')).toMatch(/^\/api\/blog\/covers\/\d+$/);
    // Loaded, not only in the page: the image arrives after its element.
    await poll(() => item.locator('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    found.push(...(await everyWay('blog-list', () => item.waitFor())));
    await item.getByRole('link').first().click();
    await page.getByTestId('blog-post').getByTestId('blog-cover').waitFor();
    found.push(...(await everyWay('blog-post', () => page.getByTestId('blog-post').getByTestId('blog-cover').waitFor())));
    expect(found).toEqual([]);
  });

  it('docs: each REST example runs from the page through this gateway and shows the answer; a write asks first', LONG, async () => {
    const { page } = e2e;
    await signInPage(e2e, page, creator.account, creator.password);
    await e2e.go('/docs/rest-api');
    const ops = page.getByTestId('docs-operation');
    await ops.first().waitFor();
    const read = ops.filter({ has: page.getByText('GET', { exact: true }) }).first();
    const path = (await read.locator('code').first().textContent())!;
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === path.replace(/\{[^}]+\}/g, '1') && r.request().method() === 'GET');
    await read.getByTestId('docs-run-button').click();
    const answered = await sent;
    await poll(() => read.getByTestId('docs-run-status').textContent()).toMatch(new RegExp(`^HTTP ${answered.status()} · \\d+ ms$`));
    expect(((await read.getByTestId('docs-run-answer').textContent()) ?? '').length).toBeGreaterThan(10);
    // A write is not sent on the first click: it asks, and cancelling sends nothing.
    const write = ops.filter({ hasNot: page.getByText('GET', { exact: true }) }).first();
    if (await write.count()) {
      let wrote = 0;
      page.on('request', (r) => {
        if (r.method() !== 'GET' && r.url().includes('/api/') && !r.url().includes('/graphql')) wrote++;
      });
      await write.getByTestId('docs-run-button').click();
      await poll(() => write.getByTestId('docs-run-button').textContent()).toContain('确认运行');
      await write.getByRole('button', { name: '取消' }).click();
      expect(wrote).toBe(0);
    }
    await read.getByTestId('docs-run-button').scrollIntoViewIfNeeded();
    const found = await violations('docs-run');
    await shoot(page, 'trust-docs-run-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await read.getByTestId('docs-run-answer').scrollIntoViewIfNeeded();
    found.push(...(await violations('docs-run-375')));
    await shoot(page, 'trust-docs-run-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(found).toEqual([]);
  });
});
