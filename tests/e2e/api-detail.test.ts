import { createHash } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildBugFix, buildCategory, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { AxeBuilder } from './support/axe.js';
import { hasChromium, shoot, startE2E, type E2E } from './support/browser.js';

/** SPEC §2.6 in Chromium against the real gateway: read, call, compare and discuss a built-in API. */
describe.skipIf(!hasChromium)('API detail page', () => {
  let e2e: E2E;
  let page: Page;
  let hashId = 0;
  let uuidId = 0;
  let b64Id = 0;
  const dialogs: string[] = [];

  beforeAll(async () => {
    e2e = await startE2E();
    page = e2e.page;
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    // Three built-in APIs the platform itself answers: 陈浩's hash digest (two parameters, a sample answer,
    // a bug fix), a UUID generator and the POST Base64 one whose parameters all have examples.
    const s = e2e.server;
    const chen = await buildUser(s, { username: '陈浩' });
    const security = await buildCategory(s, { name: '安全加密', nameEn: 'Security' });
    const hash = await buildApi(s, {
      creator: chen,
      category: security.id,
      name: '哈希计算',
      nameEn: 'Hash digest',
      address: 'builtin:hash',
      parameters: [
        { name: 'text', type: 'string', required: true, description: '要计算的文本', example: 'hello' },
        { name: 'algorithm', type: 'string', required: false, description: 'md5、sha1、sha256 或 sha512', example: 'sha256' },
      ],
      responseExample: JSON.stringify(
        { code: 200, data: { algorithm: 'sha256', hex: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824' } },
        null,
        2,
      ),
    });
    await buildBugFix(s, { api: hash, version: '1.0.2', fixedOn: '2026-07-18', description: '算法名大小写不敏感' });
    hashId = hash.id;
    const utility = await buildCategory(s, { name: '实用工具', nameEn: 'Utilities' });
    uuidId = (
      await buildApi(s, {
        category: utility.id,
        name: 'UUID 生成',
        nameEn: 'UUID generator',
        address: 'builtin:uuid',
        parameters: [{ name: 'count', type: 'number', required: false, description: '数量，1–100', example: '3' }],
      })
    ).id;
    b64Id = (
      await buildApi(s, {
        category: utility.id,
        name: 'Base64 编解码',
        nameEn: 'Base64 encode and decode',
        method: 'POST',
        address: 'builtin:base64',
        parameters: [
          { name: 'text', type: 'string', required: true, description: '要处理的文本', example: '你好，API Market' },
          { name: 'mode', type: 'string', required: false, description: 'encode 或 decode', example: 'encode' },
          { name: 'urlSafe', type: 'boolean', required: false, description: '使用 URL 安全字符集', example: 'false' },
        ],
      })
    ).id;
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** One block at its real size (the full-page shots are scaled down too far to judge details). */
  const shotOf = async (testId: string, name: string) => {
    await shoot(page.getByTestId(testId), name);
  };

  const toast = (text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
  /**
   * Opens an API's detail page and waits for that API's own heading: the previous detail page has the
   * same blocks (header, tester), and the router renders the new one a moment after the URL changes.
   */
  const openDetail = async (id: number, name: string) => {
    await e2e.go(`/api/Details/${id}`);
    await page.getByTestId('detail-header').getByRole('heading', { level: 1, name, exact: true }).waitFor();
  };

  it('shows the header, basic info, parameters, response example and bug fixes of a built-in API', async () => {
    await e2e.go(`/api/Details/${hashId}`);
    const header = page.getByTestId('detail-header');
    await header.waitFor();
    expect(await header.getByRole('heading', { level: 1 }).textContent()).toBe('哈希计算');
    expect(await page.getByTestId('detail-status').textContent()).toBe('正常');
    expect(await page.getByTestId('author').textContent()).toContain('陈浩');
    expect(await page.getByTestId('call-count').textContent()).toContain('0');
    expect(await page.getByTestId('hot-tag').count()).toBe(0);
    // The address uses the server's public base URL, asked for separately once the page is idle.
    await expect.poll(() => page.getByTestId('api-address').textContent()).toBe(
      `${e2e.server.url}/api/open/api/${hashId}`,
    );
    const params = page.getByTestId('params');
    expect(await params.getByText('text', { exact: true }).count()).toBe(1);
    expect(await params.getByText('algorithm', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('response-example').textContent()).toContain('"algorithm": "sha256"');
    expect(await page.getByTestId('bug-fixes').textContent()).toContain('1.0.2');
    // The lower-case route is the same page.
    await e2e.go(`/api/details/${hashId}`);
    await page.getByTestId('detail-header').waitFor();
  });

  it('shows the hot tag from 20 recorded calls and 未知 for an API without an author', async () => {
    for (let i = 0; i < 20; i++) expect((await e2e.server.request('GET', `/api/open/api/${uuidId}`)).status).toBe(200);
    await e2e.server.ds.query('UPDATE api SET creator_id = NULL WHERE id = $1', [uuidId]);
    // Call records are written in batches: wait until all 20 are counted.
    await expect
      .poll(async () => (await e2e.server.request('GET', `/api/histroy/count/api/${uuidId}`)).body.data, { timeout: 5000 })
      .toBe(20);
    await openDetail(uuidId, 'UUID 生成');
    await page.getByTestId('hot-tag').waitFor();
    await expect.poll(() => page.getByTestId('author').textContent()).toContain('未知');
    await expect.poll(() => page.getByTestId('call-count').textContent()).toContain('20');
    await openDetail(hashId, '哈希计算');
  });

  it('copies the address with a 2 s copied indicator', async () => {
    await page.getByTestId('copy-address').click();
    await toast('复制成功').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${e2e.server.url}/api/open/api/${hashId}`,
    );
    await expect.poll(() => page.getByTestId('copy-address').textContent()).toContain('已复制');

    // The 2 s themselves, on Playwright's clock (time moves only when the test moves it): a read after
    // "about 2 s" of real time on a loaded machine could land on either side.
    const context = await e2e.browser.newContext({ locale: 'zh-CN' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    const timed = await context.newPage();
    try {
      const start = new Date('2026-11-21T08:00:00Z');
      await timed.clock.install({ time: start });
      await timed.clock.pauseAt(new Date(start.getTime() + 1_000));
      await timed.goto(`${e2e.server.url}/#/api/Details/${hashId}`);
      const button = timed.getByTestId('copy-address');
      await button.click();
      await expect.poll(() => button.textContent()).toContain('已复制');
      await timed.clock.runFor(1_900);
      expect(await button.textContent()).toContain('已复制');
      await timed.clock.runFor(200);
      await expect.poll(() => button.textContent()).not.toContain('已复制');
      expect(await button.textContent()).toContain('复制');
    } finally {
      await context.close();
    }
  });

  it('runs a test with a parameter, shows the JSON answer, and the history and chart grow by one', async () => {
    const history = page.getByTestId('call-history');
    await history.getByTestId('history-total').waitFor();
    expect(await history.getByTestId('history-total').textContent()).toBe('共 0 次调用');
    const rows = page.getByTestId('test-param');
    expect(await rows.count()).toBe(2);
    await rows.nth(0).getByRole('textbox').nth(1).fill('hello world');
    await page.getByRole('button', { name: '开始测试' }).click();
    const body = page.getByTestId('test-body');
    await body.waitFor();
    const digest = createHash('sha256').update('hello world').digest('hex');
    // The empty algorithm row took its example (sha256), as SPEC §5 says.
    await expect.poll(() => body.textContent()).toContain(digest);
    expect(await page.getByTestId('test-status').textContent()).toContain('200');
    expect(await page.getByTestId('test-time').textContent()).toMatch(/\d+ 毫秒/);
    // The page reads its figures again when the gateway says the call is recorded (callRecorded): wait on that.
    await expect.poll(() => history.getByTestId('history-total').textContent(), { timeout: 10_000 }).toBe('共 1 次调用');
    await expect.poll(() => history.getByTestId('history-row').count()).toBe(1);
    await expect.poll(() => history.getByTestId('history-row').first().textContent()).toContain('成功');
    await expect
      .poll(() => page.locator('[data-testid="trend-chart"] svg circle').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('call-count').textContent(), { timeout: 10_000 }).toContain('1');
    // Another window still holds the call.
    await history.getByRole('button', { name: '24小时' }).click();
    await expect.poll(() => history.getByRole('button', { name: '24小时' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('[data-testid="trend-chart"] svg circle').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await history.getByRole('button', { name: '1小时' }).click();
    // The recorded call is the real one the server saw.
    const log = await e2e.server.request('GET', `/api/histroy/log/api/${hashId}`);
    expect(log.body.data.apiRequestStatList).toHaveLength(1);
  });

  it('a solid button under the pointer keeps its label’s contrast (light and dark)', async () => {
    const start = page.getByRole('button', { name: '开始测试' });
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await page.mouse.move(0, 0);
      const resting = await start.evaluate((el) => getComputedStyle(el).backgroundColor);
      await start.hover();
      // Chakra's hover colour arrives over a 0.2 s transition: wait until it has changed; analyze() then
      // waits for the transition itself to finish (animationsSettled), not a fixed time.
      await expect.poll(() => start.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(resting);
      const found = await new AxeBuilder({ page }).include('[data-testid="tester"]').withRules(['color-contrast']).analyze();
      expect(found.violations.flatMap((v) => v.nodes.map((n) => `${dark ? 'dark' : 'light'}: ${n.failureSummary}`))).toEqual([]);
    }
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.mouse.move(0, 0);
  });

  it('a failing test toasts 测试失败 with the reason', async () => {
    const algorithm = page.getByTestId('test-param').nth(1).getByRole('textbox').nth(1);
    await algorithm.fill('rot13');
    await page.getByRole('button', { name: '开始测试' }).click();
    // The gateway's own message is the reason.
    await toast(/^测试失败: .*algorithm/)
      .first()
      .waitFor();
    await expect.poll(() => page.getByTestId('test-status').textContent()).toMatch(/4\d\d/);
    await algorithm.fill('');
  });

  it('a test that never reaches the gateway says 网络错误, not the browser’s own words', async () => {
    // The call is cut before any answer (offline, a proxy dropping it): fetch rejects with "Failed to fetch".
    if (!page.url().includes('/api/Details/')) await openDetail(hashId, '哈希计算');
    await page.route(/\/api\/(open|mock)\//, (route) => route.abort('internetdisconnected'));
    try {
      await page.getByRole('button', { name: '开始测试' }).click();
      await toast('测试失败: 网络错误').first().waitFor();
      expect(await toast(/Failed to fetch|TypeError/).count()).toBe(0);
    } finally {
      await page.unroute(/\/api\/(open|mock)\//);
    }
  });

  it('a POST API starts on POST and every empty value sends its example', async () => {
    await openDetail(b64Id, 'Base64 编解码');
    await expect.poll(() => page.getByTestId('test-method').inputValue()).toBe('POST');
    await page.getByRole('button', { name: '开始测试' }).click();
    // Base64 of the example text 你好，API Market.
    await expect.poll(() => page.getByTestId('test-body').textContent()).toContain('5L2g5aW977yMQVBJIE1hcmtldA==');
    await openDetail(hashId, '哈希计算');
    await page.getByTestId('test-param').nth(0).getByRole('textbox').nth(1).fill('hello world');
  });

  it('generates the Python sample of the real request and copies it', async () => {
    await page.getByTestId('code-tab-python').click();
    const code = page.locator('[data-testid="code-sample"][data-language="python"]');
    await code.waitFor();
    const text = (await code.textContent()) ?? '';
    expect(text).toContain('import requests');
    expect(text).toContain(`/api/open/api/${hashId}`);
    expect(text).toContain('"text":"hello world"');
    expect(text).toContain('"algorithm":"sha256"');
    expect(text).toContain('timeout=10');
    await page.getByTestId('copy-code').click();
    await toast('复制成功').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    for (const lang of ['java', 'node', 'php', 'curl']) {
      await page.getByTestId(`code-tab-${lang}`).click();
      await page.locator(`[data-testid="code-sample"][data-language="${lang}"]`).waitFor();
    }
    await e2e.screenshot('api-detail');
  });

  it('a blank comment cannot be sent', async () => {
    const composer = page.getByTestId('comment-composer');
    const submit = composer.getByTestId('composer-submit');
    expect(await submit.isDisabled()).toBe(true);
    await composer.getByTestId('composer-text').fill('   \n  ');
    await expect.poll(() => composer.getByTestId('char-counter').textContent()).toBe('6/500');
    expect(await submit.isDisabled()).toBe(true);
    await composer.getByTestId('composer-cancel').click();
    await expect.poll(() => composer.getByTestId('composer-text').inputValue()).toBe('');
  });

  it('a comment whose request is cut says it was not posted, never the browser’s raw error', async () => {
    const cut = (route: Route) =>
      route.request().postData()?.includes('AddComment') ? route.abort('internetdisconnected') : route.fallback();
    if (!page.url().includes('/api/Details/')) await openDetail(hashId, '哈希计算');
    await page.route('**/graphql', cut);
    try {
      const composer = page.getByTestId('comment-composer');
      await composer.getByTestId('composer-text').fill('网络断开时发的评论');
      await composer.getByTestId('composer-submit').click();
      await toast('发布评论失败').first().waitFor();
      expect(await toast(/Failed to fetch|TypeError|Error/).count()).toBe(0);
      await composer.getByTestId('composer-cancel').click();
    } finally {
      await page.unroute('**/graphql', cut);
    }
  });

  it('the empty composer stays open while focus moves to its own buttons (the click lands)', async () => {
    const composer = page.getByTestId('comment-composer');
    await composer.getByTestId('composer-text').focus();
    await expect.poll(() => composer.getAttribute('data-expanded')).not.toBeNull();
    const before = await composer.getByTestId('emoji-button').boundingBox();
    // A click that expanded → collapsed → moved the toolbar would miss the button; this one opens the panel.
    await composer.getByTestId('emoji-button').click();
    await composer.getByTestId('emoji-panel').waitFor();
    expect(await composer.getAttribute('data-expanded')).not.toBeNull();
    expect((await composer.getByTestId('emoji-button').boundingBox())?.y).toBe(before?.y);
    await composer.getByTestId('emoji-button').click();
    await expect.poll(() => composer.getByTestId('emoji-panel').count()).toBe(0);
    expect(await composer.getAttribute('data-expanded')).not.toBeNull();
    // Focus leaving the box collapses it again; so does cancel.
    await page.getByTestId('nickname').focus();
    await expect.poll(() => composer.getAttribute('data-expanded')).toBeNull();
    await composer.getByTestId('composer-text').focus();
    await expect.poll(() => composer.getAttribute('data-expanded')).not.toBeNull();
    await composer.getByTestId('composer-cancel').click();
    await expect.poll(() => composer.getAttribute('data-expanded')).toBeNull();
  });

  it('posts a comment with an emoji, replies to it and likes it', async () => {
    await page.getByTestId('nickname').fill('测试者');
    const composer = page.getByTestId('comment-composer');
    await composer.getByTestId('composer-text').fill('很好用');
    await expect.poll(() => composer.getAttribute('data-expanded')).not.toBeNull();
    await composer.getByTestId('emoji-button').click();
    const emoji = composer.locator('[data-testid="emoji-panel"] button[data-epr-unified="1f600"]');
    await emoji.waitFor({ timeout: 10_000 });
    await emoji.click();
    await expect.poll(() => composer.getByTestId('composer-text').inputValue()).toBe('很好用😀');
    await composer.getByTestId('composer-submit').click();
    await toast('评论发布成功').first().waitFor();
    const comment = page.getByTestId('comment').filter({ hasText: '很好用😀' });
    await comment.waitFor();
    expect(await comment.getByTestId('author-name').first().textContent()).toBe('测试者');
    expect(await comment.getByTestId('comment-time').first().textContent()).toBe('刚刚');
    await expect.poll(() => page.getByTestId('comments-total').textContent()).toBe('共 1 条');

    await comment.getByTestId('reply-button').click();
    const reply = comment.getByTestId('reply-composer');
    await reply.getByTestId('composer-text').fill('同意！');
    await reply.getByTestId('composer-submit').click();
    await toast('回复发布成功').first().waitFor();
    const replyItem = comment.getByTestId('reply').filter({ hasText: '同意！' });
    await replyItem.waitFor();
    expect(await replyItem.getByTestId('reply-target').textContent()).toBe('回复 测试者');
    await expect.poll(() => comment.getByTestId('replies-count').textContent()).toBe('(1)');

    const like = comment.getByTestId('like-button').first();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.getByTestId('like-count').textContent()).toBe('1');
    // Its name holds what it shows (WCAG 2.5.3): found by role and name, count included.
    await comment.getByRole('button', { name: '取消点赞 1', exact: true }).first().waitFor();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    await comment.getByRole('button', { name: '点赞 0', exact: true }).first().waitFor();
    await expect.poll(() => like.getByTestId('like-count').textContent()).toBe('0');
    await like.click();
    await expect.poll(() => like.getByTestId('like-count').textContent()).toBe('1');
    await shotOf('comment-list', 'api-detail-comment-thread');
    // Stored on the server, not only on screen.
    await page.reload();
    const again = page.getByTestId('comment').filter({ hasText: '很好用😀' });
    await again.waitFor();
    expect(await again.getByTestId('like-count').first().textContent()).toBe('1');
    expect(await again.getByTestId('reply').count()).toBe(1);
  });

  it('shows a <script> comment as text', async () => {
    const payload = '<script>alert("xss")</script><img src=x onerror=alert(1)>';
    const composer = page.getByTestId('comment-composer');
    await composer.getByTestId('composer-text').fill(payload);
    await composer.getByTestId('composer-submit').click();
    const item = page.getByTestId('comment-content').filter({ hasText: '<script>' });
    await item.waitFor();
    expect(await item.textContent()).toBe(payload);
    expect(
      await page.locator('[data-testid="comment-list"] script, [data-testid="comment-list"] img').count(),
    ).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('comments and replies from another visitor appear live', async () => {
    const other = await e2e.browser.newContext({ locale: 'zh-CN' });
    try {
      const second = await other.newPage();
      await second.goto(`${e2e.server.url}/#/api/Details/${hashId}`);
      const composer = second.getByTestId('comment-composer');
      await composer.getByTestId('composer-text').fill('来自另一位访客');
      await composer.getByTestId('composer-submit').click();
      await second.getByTestId('toast').filter({ hasText: '评论发布成功' }).first().waitFor();
      await page.getByTestId('comment').filter({ hasText: '来自另一位访客' }).waitFor({ timeout: 10_000 });
      expect(
        await page
          .getByTestId('comment')
          .filter({ hasText: '来自另一位访客' })
          .getByTestId('author-name')
          .textContent(),
      ).toBe('匿名用户');
    } finally {
      await other.close();
    }
  });

  it('loads more comments 10 at a time', async () => {
    for (let i = 1; i <= 9; i++) {
      const r = await e2e.server.graphql(
        `mutation($input: AddCommentInput!) { addComment(input: $input) { id } }`,
        { input: { apiId: hashId, content: `批量评论 ${i}` } },
        // One visitor may post 5 a minute (RATE_LIMIT_COMMENT_VISITOR): nine visitors post one each.
        { 'x-visitor-id': `anon_e2eLoadMoreVisitor0${i}` },
      );
      expect(r.errors).toBeUndefined();
    }
    await page.reload();
    await page.getByTestId('comment-list').waitFor();
    await expect.poll(() => page.getByTestId('comment').count()).toBe(10);
    await page.getByTestId('load-more').click();
    await expect.poll(() => page.getByTestId('comment').count()).toBe(12);
    await expect.poll(() => page.getByTestId('load-more').count()).toBe(0);
  });

  it('the image button only says it is coming soon', async () => {
    await page.getByTestId('comment-composer').getByTestId('image-button').click();
    await toast('图片上传功能即将上线').first().waitFor();
  });

  it('looks right in dark mode, in English and at 375 px', async () => {
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await page.getByTestId('comment-list').waitFor();
    await page.locator('[data-testid="trend-chart"] svg').waitFor();
    await e2e.screenshot('api-detail-dark');
    await shotOf('call-history', 'api-detail-dark-history');
    await shotOf('comments', 'api-detail-dark-comments');
    await shotOf('tester', 'api-detail-dark-tester');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    await page.reload();
    await page.getByTestId('comment-list').waitFor();
    await page.locator('[data-testid="trend-chart"] svg').waitFor();
    // The chart measures its box after layout (ResizeObserver): the page's width settles a frame later.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await e2e.screenshot('api-detail-375');
    for (const id of [
      'detail-header',
      'basic-info',
      'params',
      'tester',
      'code-samples',
      'call-history',
      'comments',
    ]) {
      await shotOf(id, `api-detail-375-${id}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByTestId('comment-list').waitFor();
    expect(await page.getByRole('button', { name: 'Start test' }).count()).toBe(1);
    await e2e.screenshot('api-detail-375-en');
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
  });

  it('an unknown id shows the error state with a retry', async () => {
    await e2e.go('/api/Details/999999');
    await page.getByTestId('detail-error').waitFor();
    await toast('获取API详情失败').first().waitFor();
    expect(await page.getByTestId('detail-error').textContent()).toContain('获取API详情失败');
    await page.getByTestId('detail-retry').click();
    await page.getByTestId('detail-error').waitFor();
    await e2e.go('/api/Details/abc');
    await page.getByTestId('detail-error').waitFor();
  });

  it('a visitor is asked to sign in to star; a signed-in user stars on the page and the count is stored', async () => {
    const stars = async () =>
      ((await e2e.server.ds.query(`SELECT stars FROM api WHERE id = $1`, [hashId])) as Array<{ stars: number }>)[0]!
        .stars;
    const before = await stars();
    expect(before).toBe(0);
    await e2e.go(`/api/Details/${hashId}`);
    const star = page.getByTestId('detail-header').getByTestId('star-button');
    await star.click();
    await toast('登录后即可收藏').first().waitFor();
    expect(await stars()).toBe(before);

    // A new account per attempt (the factory's default), so a retry can pass.
    const user = await buildUser(e2e.server, { username: '星标用户' });
    await page.evaluate(
      ([token, account]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('account', account!);
      },
      [user.token, user.account],
    );
    await page.reload();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => star.getByTestId('star-count').textContent()).toBe(String(before + 1));
    await expect.poll(stars).toBe(before + 1);
    // The same API's card in the market shows the star and the new count.
    await e2e.go(`/api-market?q=${encodeURIComponent('哈希计算')}`);
    const card = page.getByTestId('api-card').filter({ hasText: '哈希计算' });
    await expect.poll(() => card.getByTestId('star-button').getAttribute('aria-pressed')).toBe('true');
    await card.getByTestId('star-button').click();
    await expect.poll(() => card.getByTestId('star-count').textContent()).toBe(String(before));
    await expect.poll(stars).toBe(before);
    await page.evaluate(() => localStorage.clear());
  });
});
