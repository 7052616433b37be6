import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnnouncement, buildApi, buildCategory, buildNotice } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { fewestStatements } from '../../../__tests__/support/statements.js';

/** The home page's first request, as client/src/features/home/graphql/first-screen.ts sends it. */
const HOME = `query HomeFirstScreen {
  market(sort: POPULAR, offset: 0, limit: 12) { allCount items { id name stars isNew hot category { id slug } weekly { calls medianMs successRate } } }
  categories { id name nameEn slug }
  currentNotice { id content contentEn createdAt }
  announcements(type: null, offset: 0, limit: 5) { total items { id type title titleEn summary summaryEn publishedAt } }
}`;

/**
 * The home first screen — the market, categories, notice and announcements — is one statement per
 * request (front-page.service.ts, issue #35), answering what the catalogue and content services answer.
 */
describe('front page: the market, categories, notice and announcements in one statement', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ READ_CACHE_MAX_BYTES: '0' }); // every request computed
    await buildCategory(server);
    await buildCategory(server);
    // More cards than EXACT_FIGURES_UP_TO: their call figures come with the market page (catalog.cache.ts).
    for (let i = 0; i < 6; i++) await buildApi(server);
    await buildNotice(server, { daysAgo: 2 });
    await buildNotice(server, { daysAgo: 0, active: false }); // newer, but not shown
    for (const [type, daysAgo] of [['system', 3], ['update', 1], ['activity', 0], ['update', 5], ['system', 1]] as const)
      await buildAnnouncement(server, { type, daysAgo });
    // Two published at the same moment: the larger id first, as the service orders them.
    await server.ds.query(`UPDATE announcement SET published_at = (SELECT min(published_at) FROM announcement)
                            WHERE id IN (SELECT id FROM announcement ORDER BY id LIMIT 2)`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers as the services for every type and page, with the market page and without', async () => {
    const { frontPage, content, catalog, marketPageReads } = server.services;
    const q = { categoryId: null, creatorId: null, sort: 'POPULAR', offset: 0, limit: 12, weekly: true, counts: true } as const;
    for (const withMarket of [false, true]) {
      for (const type of [null, undefined, '', 'all', 'ALL ', 'system', 'update', 'activity']) {
        for (const [offset, limit] of [[0, 5], [1, 2], [4, 10], [9, 5]] as const) {
          const request = {};
          const [categories, notice, page, market] = await Promise.all([
            frontPage.categories(request),
            frontPage.currentNotice(request),
            frontPage.announcements(request, { type, offset, limit }),
            withMarket ? frontPage.marketPage(request, q) : null,
          ]);
          const asked = JSON.stringify({ withMarket, type, offset, limit });
          expect(page, asked).toEqual(await content.announcements({ type, offset, limit }));
          expect(notice, asked).toEqual(await content.currentNotice());
          expect(categories, asked).toEqual(await catalog.listCategories());
          if (market) expect(market, asked).toEqual(await marketPageReads.page(q));
        }
      }
    }
    // No active notice: null, as the service.
    await server.ds.query(`UPDATE notice SET active = false`);
    try {
      expect(await server.services.frontPage.currentNotice({})).toBeNull();
    } finally {
      await server.ds.query(`UPDATE notice SET active = true WHERE created_at = (SELECT min(created_at) FROM notice)`);
    }
  });

  it('the home first screen is one statement: the market page carries the front parts', async () => {
    const res = await server.graphql<{ announcements: { total: number }; currentNotice: { id: number } | null }>(HOME);
    expect(res.errors).toBeUndefined();
    expect(res.data!.announcements.total).toBe(5);
    expect(res.data!.currentNotice).not.toBeNull();
    expect(await fewestStatements(() => server.graphql(HOME), 1)).toBe(1);
    // Without the market, the categories, notice and announcements are one statement of their own.
    const front = HOME.replace(/market\(sort[^\n]*\n/, '');
    expect(front).not.toContain('market');
    expect(await fewestStatements(() => server.graphql(front), 1)).toBe(1);
  });

  it('two pages of announcements in one request (aliases) each get their own answer', async () => {
    const res = await server.graphql<Record<'a' | 'b', { total: number; items: Array<{ type: string }> }>>(
      `{ a: announcements(type: "update", limit: 5) { total items { type } } b: announcements(type: "system", offset: 1, limit: 5) { total items { type } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.a).toEqual({ total: 2, items: [{ type: 'update' }, { type: 'update' }] });
    expect(res.data!.b).toEqual({ total: 2, items: [{ type: 'system' }] });
  });

  it('an unknown category fails the market only: the notice read with it is still answered', async () => {
    const { frontPage, content } = server.services;
    const request = {};
    const q = { categoryId: 99999, creatorId: null, sort: 'POPULAR', offset: 0, limit: 12, weekly: false, counts: false } as const;
    const [market, notice] = await Promise.allSettled([frontPage.marketPage(request, q), frontPage.currentNotice(request)]);
    expect(market).toMatchObject({ status: 'rejected', reason: { code: 'BAD_USER_INPUT', message: 'Unknown category: 99999' } });
    expect(notice).toEqual({ status: 'fulfilled', value: await content.currentNotice() });
    const res = await server.graphql(`{ market(categoryId: 99999) { total } currentNotice { id } }`, undefined, { 'accept-language': 'en' });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ message: 'Unknown category: 99999', path: ['market'], extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('an unknown announcement type is still BAD_USER_INPUT in the caller’s language', async () => {
    await expect(server.services.frontPage.announcements({}, { type: 'nope', offset: 0, limit: 5 })).rejects.toMatchObject({
      message: expect.stringContaining('nope'),
    });
    const res = await server.graphql(`{ announcements(type: "nope") { total } }`, undefined, { 'accept-language': 'en' });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});
