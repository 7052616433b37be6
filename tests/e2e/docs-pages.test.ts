import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/** SPEC §2.12 docs pages in Chromium: the menu scrolls to its section, copy buttons copy what is shown. */
describe.skipIf(!hasChromium)('docs pages', () => {
  let e2e: E2E;
  beforeAll(async () => {
    // The docs pages are the OpenAPI document and the client's own examples: no data is built.
    e2e = await startE2E();
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
  });
  afterAll(async () => {
    await e2e?.close();
  });
  const clipboard = () => e2e.page.evaluate(() => navigator.clipboard.readText());

  it('/docs/rest-api renders the OpenAPI document with a menu by tag and copyable examples', LONG, async () => {
    const { page } = e2e;
    await e2e.go('/docs/rest-api');
    await page.getByRole('heading', { name: 'REST API 参考' }).waitFor();
    await page.getByTestId('docs-operation').first().waitFor();
    const doc = (await (await fetch(`${e2e.server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    // One section at a time: each tag of the menu shows its own operations, all of them together every one.
    const nav = page.getByRole('navigation', { name: '目录' });
    const groups = await nav.locator('[data-testid^="docs-menu-tag-"]').evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-testid')!),
    );
    let shown = 0;
    for (const group of groups) {
      await nav.getByTestId(group).click();
      await expect.poll(() => nav.getByTestId(group).getAttribute('aria-current')).toBe('true');
      const id = group.replace('docs-menu-', '');
      await page.locator(`section#${id}`).waitFor();
      expect(await page.locator('section[id^="tag-"]').count()).toBe(1);
      shown += await page.getByTestId('docs-operation').count();
    }
    expect(shown).toBe(operations);
    await nav.getByTestId('docs-menu-tag-community').click();
    await expect
      .poll(
        () =>
          page.evaluate(
            () => Math.abs(document.getElementById('tag-community')!.getBoundingClientRect().top) < 200,
          ),
        { timeout: 8000 },
      )
      .toBe(true);
    const section = page.locator('#op-postComments');
    await section.getByTestId('docs-copy').last().click();
    // The copy is an asynchronous clipboard write: read once it has landed.
    await expect.poll(clipboard).toContain(`curl -s -X POST '${e2e.server.url}/api/comments'`);
    expect(await clipboard()).toContain('"userId":"my-app-user-42"');
    // The screen the reader is on: a full-page shot of the whole reference (every operation, tens of
    // thousands of pixels tall) took over 30 s on a loaded machine and timed the test out.
    await shoot(page, 'docs-rest-1280');
  });

  it('/docs/websocket and /docs/sdk show the protocol 1.2 and SDK 2.1.0 examples with this server’s address', async () => {
    const { page } = e2e;
    await e2e.go('/docs/websocket');
    await page.getByRole('heading', { name: 'WebSocket 订阅' }).waitFor();
    await expect.poll(() => page.getByText('协议版本 1.2').count()).toBeGreaterThan(0);
    await page.getByTestId('ws-url').getByTestId('docs-copy').click();
    await expect.poll(clipboard).toBe(
      `${e2e.server.url.replace('http', 'ws')}/graphql`,
    );
    for (const topic of ['systemMetrics', 'commentAdded', 'apiChanged', 'notificationAdded', 'activityLog']) {
      await expect.poll(() => page.getByRole('cell', { name: topic }).count()).toBe(1);
    }
    await e2e.go('/docs/sdk');
    await page.getByRole('heading', { name: 'SDK 与代码调用' }).waitFor();
    await expect.poll(() => page.getByText('SDK 版本 2.1.0').count()).toBeGreaterThan(0);
    await page.getByTestId('example-sdk-openapi-fetch').getByTestId('docs-copy').click();
    await expect.poll(clipboard).toContain("import createClient from 'openapi-fetch';");
    expect(await clipboard()).toContain(`baseUrl: '${e2e.server.url}'`);
    await e2e.screenshot('docs-sdk-1280');
  });

  it('works at 375 px in dark mode and in English', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => {
      localStorage.setItem('darkMode', 'true');
      localStorage.setItem('lang', 'en');
    });
    await e2e.go('/docs/sdk');
    await page.reload();
    await page.getByRole('heading', { name: 'SDK and calling from code' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await e2e.screenshot('docs-sdk-375-dark');
    await e2e.go('/docs/rest-api');
    await page.getByTestId('docs-operation').first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(1);
    await shoot(page, 'docs-rest-375-dark');
  });
});
