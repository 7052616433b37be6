import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildCategory, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('the toolbox calls the real gateway', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    // The toolbox lists the published built-in APIs: the four these tests use (Base64 is a POST one).
    const creator = await buildUser(e2e.server);
    const category = await buildCategory(e2e.server, { name: '实用工具', nameEn: 'Utilities' });
    for (const [builtin, name, method] of [
      ['uuid', 'UUID 生成', 'GET'],
      ['hash', '哈希计算', 'GET'],
      ['base64', 'Base64 编解码', 'POST'],
      ['qrcode', '二维码生成', 'GET'],
    ] as const) {
      await buildApi(e2e.server, { creator, category: category.id, name, method, address: `builtin:${builtin}` });
    }
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const tool = (builtin: string) => e2e.page.locator(`[data-testid="tool-card"][data-builtin="${builtin}"]`);
  const answer = async (builtin: string) => {
    const result = tool(builtin).getByTestId('tool-answer');
    await result.waitFor();
    return JSON.parse((await result.textContent()) ?? '') as { code: number; data: unknown };
  };
  const calls = async (builtin: string) =>
    Number(
      (
        await e2e.server.ds.query(
          `SELECT count(*)::int AS n FROM api_call c JOIN api a ON a.id = c.api_id WHERE a.address = $1`,
          [`builtin:${builtin}`],
        )
      )[0].n,
    );

  it('UUID, hash and Base64 tools answer with the gateway’s real results, recorded as calls', async () => {
    await e2e.go('/tools');
    await tool('uuid').waitFor();

    await tool('uuid').getByLabel('数量').fill('4');
    await tool('uuid').getByTestId('tool-run').click();
    const uuids = (await answer('uuid')).data as string[];
    expect(uuids).toHaveLength(4);
    for (const u of uuids)
      expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await tool('hash').getByLabel('文本').fill('abc');
    await tool('hash').getByLabel('算法').selectOption('md5');
    await tool('hash').getByTestId('tool-run').click();
    expect((await answer('hash')).data).toEqual({
      algorithm: 'md5',
      hex: '900150983cd24fb0d6963f7d28e17f72',
    });

    // Base64 is a POST built-in: the JSON body goes through the gateway too.
    await tool('base64').getByLabel('文本').fill('你好');
    await tool('base64').getByTestId('tool-run').click();
    expect((await answer('base64')).data).toEqual({ mode: 'encode', result: '5L2g5aW9' });
    await e2e.screenshot('toolbox-answers');

    // A caller mistake comes back as the gateway's 400, shown, not hidden.
    await tool('base64').getByLabel('文本').fill('%%%');
    await tool('base64').getByLabel('模式').selectOption('decode');
    await tool('base64').getByTestId('tool-run').click();
    await expect
      .poll(() => tool('base64').getByTestId('tool-result').getAttribute('data-status'))
      .toBe('400');
    await expect.poll(() => tool('base64').getByTestId('tool-answer').textContent()).toContain('不是有效的 Base64 文本');

    await expect.poll(() => calls('uuid')).toBe(1);
    await expect.poll(() => calls('hash')).toBe(1);
    await expect.poll(() => calls('base64')).toBe(2);
  });

  it('a tool offers the code snippet of the same request', async () => {
    await tool('hash').getByTestId('tool-code').click();
    const sample = e2e.page.getByTestId('code-sample');
    await sample.waitFor();
    await e2e.page.getByTestId('code-tab-curl').click();
    await expect
      .poll(() => sample.textContent())
      .toMatch(/^curl --max-time 10 [\s\S]*\/api\/open\/api\/\d+\?text=abc&algorithm=md5/);
    await e2e.page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await e2e.page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('the QR tool shows the generated picture; /devtools and /ertools work in the browser', async () => {
    await tool('qrcode').getByTestId('tool-run').click();
    await tool('qrcode').getByTestId('tool-qr').waitFor();

    await e2e.go('/devtools?tab=regex');
    await expect.poll(() => e2e.page.getByTestId('dev-regex-count').textContent()).toBe('匹配 2 处');
    await e2e.page.getByTestId('dev-regex-pattern').fill('([');
    await e2e.page.getByTestId('dev-regex-error').waitFor();
    await e2e.page.getByTestId('dev-tab-base64').click();
    await e2e.page.getByTestId('dev-base64-encode').click();
    await expect.poll(() => e2e.page.getByTestId('dev-base64-out').textContent()).toBe('5L2g5aW977yMQVBJIE1hcmtldA==');

    await e2e.go('/ertools');
    await e2e.page.getByTestId('er-qr').waitFor();
    await expect.poll(() => e2e.page.getByTestId('er-barcode').locator('rect').count()).toBeGreaterThan(10);
    await e2e.page.getByTestId('er-bar-value').fill('12AB');
    await e2e.page.getByTestId('er-bar-invalid').waitFor();
  });

  it('/dsChatBot stores a notify-me request on the server', async () => {
    await e2e.go('/dsChatBot');
    await e2e.page.getByTestId('waitlist-form').waitFor();
    await e2e.page.getByTestId('waitlist-email').fill('not-an-email');
    await e2e.page.getByTestId('waitlist-submit').click();
    await e2e.page.getByText('请输入有效的邮箱地址').waitFor();
    await e2e.page.getByTestId('waitlist-email').fill('reader@example.com');
    await e2e.page.getByLabel('你最希望它做什么？（可选）').fill('比较天气接口');
    await e2e.page.getByTestId('waitlist-submit').click();
    await e2e.page.getByTestId('waitlist-done').waitFor();
    // The form it replaces is gone: the outcome is a status, said aloud, and holds the focus.
    expect(await e2e.page.getByRole('status').filter({ hasText: '已记录！助手上线时我们会通知你。' }).count()).toBe(1);
    await expect.poll(() => e2e.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('waitlist-done');
    expect(await e2e.server.ds.query(`SELECT email, wish FROM assistant_waitlist`)).toEqual([
      { email: 'reader@example.com', wish: '比较天气接口' },
    ]);
  });

  it('the free tester (/test) places each parameter where it travels, as the API page does (#29)', async () => {
    const creator = await buildUser(e2e.server);
    const key = Date.now().toString(36).slice(-5);
    const api = await buildApi(e2e.server, {
      creator,
      name: `带请求头的接口${key}`,
      parameters: [
        { name: 'city', description: '城市', example: '北京' },
        { name: `X-Tenant-${key}`, description: '租户编号', example: 't1', location: 'header' },
      ],
    });
    await e2e.go(`/test?api=${api.id}`);
    const row = (name: string) => e2e.page.getByTestId('test-param').filter({ has: e2e.page.locator(`input[value="${name}"]`) });
    await row(`X-Tenant-${key}`).waitFor();
    expect(await row(`X-Tenant-${key}`).getAttribute('data-location')).toBe('header');
    expect(await row('city').getAttribute('data-location')).toBe('query');
  });
});
