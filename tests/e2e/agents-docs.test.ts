import { AxeBuilder } from './support/axe.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

/** "Connect your agent / 连接你的智能体" (/docs/agents, issue #32) in Chromium: copyable configs, zh/en, dark, 375 px, axe. */
describe.skipIf(!hasChromium)('the agent docs page', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
  });
  afterAll(async () => {
    await e2e?.close();
  });
  const clipboard = () => e2e.page.evaluate(() => navigator.clipboard.readText());
  const seriousViolations = async () =>
    (await new AxeBuilder({ page: e2e.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);

  it('shows the server address, each client’s configuration, the tools and the session, copyable', LONG, async () => {
    const { page } = e2e;
    await e2e.go('/docs/agents');
    await page.getByRole('heading', { level: 1, name: '连接你的智能体' }).waitFor();
    await page.getByTestId('mcp-url').getByTestId('docs-copy').click();
    await expect.poll(clipboard).toBe(`${e2e.server.url}/mcp`);
    await page.getByRole('tab', { name: 'Cursor' }).click();
    await page.getByTestId('agent-config-cursor').getByTestId('docs-copy').click();
    await expect.poll(clipboard).toContain(`"url": "${e2e.server.url}/mcp"`);
    expect(JSON.parse(await clipboard())).toEqual({
      mcpServers: { 'api-market': { url: `${e2e.server.url}/mcp`, headers: { 'X-API-Key': 'amk_YOUR_API_KEY' } } },
    });
    for (const tool of ['search_apis', 'describe_api', 'call_api', 'get_code_sample'])
      await expect.poll(() => page.getByRole('cell', { name: tool, exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('example-mcp-call').count()).toBe(1);
    expect(await seriousViolations()).toEqual([]);
    // Reached from the REST reference.
    await e2e.go('/docs/rest-api');
    await page.getByRole('link', { name: '连接你的智能体（MCP）' }).click();
    await page.getByRole('heading', { level: 1, name: '连接你的智能体' }).waitFor();
  });

  it('works at 375 px in dark mode and in English', LONG, async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => {
      localStorage.setItem('darkMode', 'true');
      localStorage.setItem('lang', 'en');
    });
    await e2e.go('/docs/agents');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Connect your agent' }).waitFor();
    await page.getByRole('tab', { name: 'VS Code' }).click();
    await page.getByTestId('agent-config-vscode').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    expect(await seriousViolations()).toEqual([]);
    // The tools table reads at 375 px: the long resource address breaks, so "What it does" is not a
    // column of three words a line under a wide column of short tool names.
    const what = page.getByRole('cell', { name: 'search_apis', exact: true }).locator('xpath=following-sibling::td[1]');
    await expect.poll(async () => (await what.boundingBox())!.width).toBeGreaterThan(150);
    await e2e.screenshot('docs-agents-375-dark');
  });
});
