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
 * The home first screen's categories, notice and announcements are one statement per request
 * (front-page.service.ts, issue #35), answering what the catalogue and content services answer.
 */
describe('front page: categories, notice and announcements in one statement', () => {
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

  it('answers as the services for every type and page', async () => {
    const { frontPage, content, catalog } = server.services;
    for (const type of [null, undefined, '', 'all', 'ALL ', 'system', 'update', 'activity']) {
      for (const [offset, limit] of [[0, 5], [1, 2], [4, 10], [9, 5]] as const) {
        const request = {};
        const [categories, notice, page] = await Promise.all([
          frontPage.categories(request),
          frontPage.currentNotice(request),
          frontPage.announcements(request, { type, offset, limit }),
        ]);
        expect(page, JSON.stringify({ type, offset, limit })).toEqual(await content.announcements({ type, offset, limit }));
        expect(notice).toEqual(await content.currentNotice());
        expect(categories).toEqual(await catalog.listCategories());
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

  it('the home first screen is two statements: the market page and the front page', async () => {
    const res = await server.graphql<{ announcements: { total: number }; currentNotice: { id: number } | null }>(HOME);
    expect(res.errors).toBeUndefined();
    expect(res.data!.announcements.total).toBe(5);
    expect(res.data!.currentNotice).not.toBeNull();
    expect(await fewestStatements(() => server.graphql(HOME), 2)).toBe(2);
  });

  it('two pages of announcements in one request (aliases) each get their own answer', async () => {
    const res = await server.graphql<Record<'a' | 'b', { total: number; items: Array<{ type: string }> }>>(
      `{ a: announcements(type: "update", limit: 5) { total items { type } } b: announcements(type: "system", offset: 1, limit: 5) { total items { type } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.a).toEqual({ total: 2, items: [{ type: 'update' }, { type: 'update' }] });
    expect(res.data!.b).toEqual({ total: 2, items: [{ type: 'system' }] });
  });

  it('an unknown announcement type is still BAD_USER_INPUT in the caller’s language', async () => {
    await expect(server.services.frontPage.announcements({}, { type: 'nope', offset: 0, limit: 5 })).rejects.toMatchObject({
      message: expect.stringContaining('nope'),
    });
    const res = await server.graphql(`{ announcements(type: "nope") { total } }`, undefined, { 'accept-language': 'en' });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});
