import { AxeBuilder } from './support/axe.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltApi } from '../../gateway/src/__tests__/support/factories.js';
import { signInPage } from './admin-session.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

/**
 * /docs/websocket and /docs/sdk (#34): the examples that can run in a browser have a Run button that does
 * what the code does against this gateway — a real subscription, real frames, real calls — and shows what
 * the code prints; the ones that need a terminal say so.
 */
describe.skipIf(!hasChromium)('docs examples run in the page', () => {
  let e2e: E2E;
  let api: BuiltApi;
  beforeAll(async () => {
    e2e = await startE2E();
    // The auth example signs in as the demo creator, as the code does.
    await buildUser(e2e.server, { account: 'linyu', username: '林语', password: 'apimarket-demo' });
    api = await buildApi(e2e.server, { parameters: [{ name: 'text', example: 'hello', description: '要处理的文字' }] });
  });
  afterAll(async () => {
    await e2e?.close();
  });
  const output = (id: string) => e2e.page.getByTestId(`run-${id}`).getByTestId('docs-run-output');
  const run = (id: string) => e2e.page.getByTestId(`run-${id}`).getByRole('button', { name: '运行' }).click();
  const serious = async () =>
    (await new AxeBuilder({ page: e2e.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);

  it('/docs/websocket: the graphql-ws client prints two monitor ticks; the frames go and come', LONG, async () => {
    const { page } = e2e;
    await e2e.go('/docs/websocket');
    await page.getByRole('heading', { name: 'WebSocket 订阅' }).waitFor();
    await run('ws-client');
    await expect
      .poll(async () => ((await output('ws-client').textContent().catch(() => '')) ?? '').match(/tick \S+ cpu \d+ cores/g)?.length ?? 0, {
        timeout: 20_000,
      })
      .toBe(2);
    await run('ws-frames');
    await expect.poll(async () => (await output('ws-frames').textContent().catch(() => '')) ?? '', { timeout: 20_000 }).toContain('← {"type":"pong"}');
    const frames = (await output('ws-frames').textContent()) ?? '';
    expect(frames).toContain('← {"type":"connection_ack"}');
    expect(frames).toMatch(/← \{"id":"1","type":"next","payload":\{"data":\{"systemMetrics"/);
    expect(await serious()).toEqual([]);
  });

  it('/docs/sdk: typed calls, sign-in and the mock run for real; Python and Java say they need a terminal', LONG, async () => {
    const { page } = e2e;
    await e2e.go('/docs/sdk');
    await page.getByRole('heading', { name: 'SDK 与代码调用' }).waitFor();
    const list = (await (await fetch(`${e2e.server.url}/api/apiList`)).json()) as { data: unknown[]; apiKinds: unknown[] };
    await run('sdk-openapi-fetch');
    await expect
      .poll(async () => (await output('sdk-openapi-fetch').textContent().catch(() => '')) ?? '')
      .toContain(`APIs: ${list.data.length} categories: ${list.apiKinds.length}`);
    await run('sdk-auth-token');
    await expect.poll(async () => (await output('sdk-auth-token').textContent().catch(() => '')) ?? '').toContain('"account":"linyu"');
    // $API_ID: the reader's choice.
    await page.getByLabel('示例中的 $API_ID').fill(String(api.id));
    await run('sdk-mock');
    await expect.poll(async () => (await output('sdk-mock').textContent().catch(() => '')) ?? '').toContain('"mockCall"');
    const mock = (await output('sdk-mock').textContent()) ?? '';
    expect(mock).toContain('HTTP 200');
    expect(mock).toContain('x-mock: true');
    // Creating a key needs the reader's session: a visitor is told to sign in, the button is off.
    await expect.poll(() => page.getByTestId('run-sdk-api-key').getByRole('button', { name: '运行' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('terminal-sdk-python').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('terminal-sdk-java').isVisible()).toBe(true);
    expect(await serious()).toEqual([]);
  });

  it('/docs/sdk signed in: the API-key example asks once more, then creates a real key and calls with it', LONG, async () => {
    const { page } = e2e;
    const user = await buildUser(e2e.server);
    const token = await signInPage(e2e, page, user.account, user.password);
    await e2e.go('/docs/sdk');
    await page.getByRole('heading', { name: 'SDK 与代码调用' }).waitFor();
    await page.getByLabel('示例中的 $API_ID').fill(String(api.id));
    await run('sdk-api-key');
    await page.getByTestId('run-sdk-api-key').getByRole('button', { name: '确认运行' }).click();
    await expect.poll(async () => (await output('sdk-api-key').textContent().catch(() => '')) ?? '').toMatch(/KEY=\S+/);
    const keys = await e2e.server.request('GET', '/api/user/apiKeys', undefined, { authorization: `Bearer ${token}` });
    expect(JSON.stringify(keys.body.data)).toContain('my-server');
  });

  it('375 px, dark: runs and reads the same, nothing wider than the screen, axe clean', LONG, async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await e2e.go('/docs/websocket');
    await page.reload();
    await page.getByRole('heading', { name: 'WebSocket 订阅' }).waitFor();
    await run('ws-client');
    await expect.poll(async () => (await output('ws-client').textContent().catch(() => '')) ?? '', { timeout: 20_000 }).toContain('tick');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    expect(await serious()).toEqual([]);
    await e2e.screenshot('docs-run-375-dark');
  });
});
