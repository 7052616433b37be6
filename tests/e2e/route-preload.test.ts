import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApi,
  buildCategory,
  buildUser,
  type BuiltUser,
} from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

/**
 * Issue #35: on a lazy main route, index.html asks for the route's chunks (modulepreload) and its first
 * query while the entry downloads (client/build/route-preload.ts), and the page takes that answer
 * (client/src/app/route-data.ts) instead of asking again once its code has run.
 */
describe.skipIf(!hasChromium)('a main route loads its code and data with the entry', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  let apiId = 0;
  beforeAll(async () => {
    e2e = await startE2E();
    creator = await buildUser(e2e.server, { username: '预载测试' });
    const category = await buildCategory(e2e.server, { name: '预载分类', nameEn: 'Preload' });
    const api = await buildApi(e2e.server, {
      creator,
      category: category.id,
      name: '预载接口',
      nameEn: 'Preloaded API',
      address: 'builtin:hash',
      parameters: [{ name: 'text', type: 'string', required: true, description: '文本', example: 'hi' }],
    });
    apiId = api.id;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** A cold load of `hash`: the GraphQL operations it sent (by name) and the chunks index.html preloaded. */
  async function coldLoad(
    hash: string,
    ready: (page: Page, operations: string[]) => Promise<unknown>,
    token?: string,
    scripts = true,
  ) {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
    const page = await context.newPage();
    // Without the app's scripts, whatever is asked for comes from index.html itself.
    if (!scripts) await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
    if (token)
      await page.addInitScript(
        ([t, a]) => {
          localStorage.setItem('token', t!);
          localStorage.setItem('account', a!);
        },
        [token, creator.account],
      );
    const operations: string[] = [];
    // Every request's path, in the order the page made them.
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.method() === 'POST')
        operations.push((r.postDataJSON() as { operationName?: string }).operationName ?? '');
    });
    await page.goto(`${e2e.server.url}/#${hash}`);
    await ready(page, operations);
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (l) => l.href),
    );
    return { page, operations, preloaded, requested, close: () => context.close() };
  }

  it(
    'index.html alone asks for an API page’s detail and chunks, and for the console’s list with a token',
    LONG,
    async () => {
      for (const [hash, name, token] of [
        [`/api/Details/${apiId}`, 'ApiDetail', undefined],
        ['/api-market', 'Market', undefined],
        ['/dashboard/myapi', 'MyApis', creator.token],
      ] as const) {
        const load = await coldLoad(
          hash,
          (_, ops) => expect.poll(() => ops, { timeout: 15_000 }).toContain(name),
          token,
          false,
        );
        try {
          expect(load.operations).toEqual([name]);
          expect(load.preloaded.length).toBeGreaterThan(0);
          // The data request and the entry leave before the route's chunks: on HTTP/1.1 (six connections
          // per host) the data request used to wait behind ~60 of them.
          const firstChunk = Math.min(
            ...load.preloaded.map((href) => load.requested.indexOf(new URL(href).pathname)).filter((i) => i >= 0),
          );
          expect(load.requested.indexOf('/graphql'), hash).toBeLessThan(firstChunk);
          expect(load.requested.findIndex((p) => /^\/assets\/index-[\w-]+\.js$/.test(p)), hash).toBeLessThan(firstChunk);
        } finally {
          await load.close();
        }
      }
    },
  );

  it('an API page: its chunk preloaded, its detail asked for once, and shown', LONG, async () => {
    const load = await coldLoad(`/api/Details/${apiId}`, (p) =>
      p.getByTestId('params').getByText('text', { exact: true }).waitFor(),
    );
    try {
      expect(load.preloaded.some((href) => /\/assets\/ApiDetailPage-[\w-]+\.js$/.test(href))).toBe(true);
      expect(load.operations.filter((o) => o === 'ApiDetail')).toHaveLength(1);
      await load.page.getByTestId('detail-header').getByText('预载接口').waitFor();
      // The rest of the page follows the contract: the tester is there too.
      await load.page.getByTestId('test-param').first().waitFor();
    } finally {
      await load.close();
    }
  });

  it(
    'the market with nothing chosen: its first page asked for once; a filtered address asks for itself',
    LONG,
    async () => {
      const plain = await coldLoad('/api-market', (p) => p.getByTestId('api-card').first().waitFor());
      try {
        expect(plain.preloaded.some((href) => /\/assets\/ApiMarketPage-[\w-]+\.js$/.test(href))).toBe(true);
        expect(plain.operations.filter((o) => o === 'Market')).toHaveLength(1);
      } finally {
        await plain.close();
      }
      const filtered = await coldLoad('/api-market?q=%E9%A2%84%E8%BD%BD', (p) =>
        p.getByTestId('api-card').first().waitFor(),
      );
      try {
        expect(filtered.operations.filter((o) => o === 'Market')).toHaveLength(1);
        expect(await filtered.page.getByTestId('api-card').count()).toBe(1);
      } finally {
        await filtered.close();
      }
    },
  );

  it(
    'the console: a signed-in creator’s API list asked for once with the token; nothing sent for a visitor',
    LONG,
    async () => {
      const signedIn = await coldLoad(
        '/dashboard/myapi',
        (p) =>
          p.locator('[data-testid=my-api-card]:visible, [data-testid=my-api-row]:visible').first().waitFor(),
        creator.token,
      );
      try {
        expect(signedIn.operations.filter((o) => o === 'MyApis').length).toBeGreaterThanOrEqual(1);
        expect(signedIn.operations[0]).toBe('MyApis');
        await signedIn.page.getByTestId('my-api-card').getByText('预载接口').waitFor();
      } finally {
        await signedIn.close();
      }
      const visitor = await coldLoad('/dashboard/myapi', (p) => p.getByTestId('login-form').waitFor());
      try {
        expect(visitor.operations).not.toContain('MyApis');
      } finally {
        await visitor.close();
      }
    },
  );
});
