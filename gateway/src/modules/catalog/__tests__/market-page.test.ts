import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { fewestStatements } from '../../../__tests__/support/statements.js';
import { buildApi, buildCategory, buildUser } from '../../../__tests__/support/factories.js';
import { isHotApi, isNewApi } from '../api.rules.js';
import type { MarketSortName } from '../api-market.service.js';

const MARKET = `query($categoryId: Int, $creatorId: Int, $sort: MarketSort, $offset: Int, $limit: Int) {
  market(categoryId: $categoryId, creatorId: $creatorId, sort: $sort, offset: $offset, limit: $limit) {
    total allCount
    items { id name stars isNew hot callCount category { id slug name nameEn } weekly { calls medianMs successRate } }
    facets { category { id slug } count }
  }
}`;

interface Page {
  total: number;
  allCount: number;
  items: Array<Record<string, unknown> & { id: number }>;
  facets: Array<{ category: { id: number; slug: string } | null; count: number }>;
}

/**
 * The market without keywords is one prepared statement (market-page.reads.ts) whose items' call figures
 * prime the field loaders (issue #35). It must answer what the market service and the loaders answered.
 */
describe('market page without keywords: one statement, the same answer', () => {
  let server: TestServer;
  let creatorId: number;
  let categories: number[] = [];

  beforeAll(async () => {
    // Every request computed (no read cache), so each one is a miss.
    server = await startTestServer({ READ_CACHE_MAX_BYTES: '0' });
    const maker = await buildUser(server);
    creatorId = maker.creatorId;
    categories = [(await buildCategory(server)).id, (await buildCategory(server)).id];
    const ids: number[] = [];
    for (let i = 0; i < 9; i++) {
      const category = i === 8 ? null : categories[i % 2]!;
      ids.push((await buildApi(server, { category, creator: i < 3 ? maker : undefined })).id);
    }
    await buildApi(server, { status: 0, category: categories[0] }); // offline: not on the market
    await buildApi(server, { visibility: 'private', category: categories[0] });
    // Calls of the last week (some failed, varied times), one older than the week, and stars.
    const insert = (apiId: number, n: number, daysAgo: number, ms: number, success = true) =>
      server.ds.query(
        `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
         SELECT $1, $4 + g, '203.0.113.9', $5, 200, now() - make_interval(days => $3) FROM generate_series(1, $2) g`,
        [apiId, n, daysAgo, ms, success],
      );
    await insert(ids[4]!, 30, 1, 40);
    await insert(ids[4]!, 3, 2, 900, false);
    await insert(ids[1]!, 12, 0, 10);
    await insert(ids[6]!, 25, 3, 200);
    await insert(ids[7]!, 60, 9, 5); // outside the window: counts in callCount, not in weekly
    await server.ds.query(`UPDATE api SET stars = $2 WHERE id = $1`, [ids[2], 4]);
    await server.ds.query(`UPDATE api SET stars = $2 WHERE id = $1`, [ids[5], 2]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const market = async (vars: Record<string, unknown>): Promise<Page> => {
    const res = await server.graphql<{ market: Page }>(MARKET, vars);
    expect(res.errors).toBeUndefined();
    return res.data!.market;
  };

  /** What the market service and the catalogue's loaders answered for the same page (the path before). */
  const before = async (q: { categoryId: number | null; creatorId: number | null; sort: MarketSortName; offset: number; limit: number }) => {
    const { market: service, catalog, callFigures, apiDetails } = server.services;
    const [result, all] = await Promise.all([service.list({ keywords: '', ...q }), catalog.listCategories()]);
    const ids = result.items.map((a) => a.id);
    const [weekly, counts] = [await callFigures.weekly(ids), await apiDetails.callCounts(ids)];
    const byCategory = new Map(result.facets.map((f) => [f.categoryId, f.count]));
    const uncategorised = byCategory.get(null) ?? 0;
    return {
      total: result.total,
      allCount: result.facets.reduce((s, f) => s + f.count, 0),
      items: result.items.map((a) => ({
        id: a.id,
        name: a.name,
        stars: a.stars,
        isNew: isNewApi(a.updatedAt),
        hot: isHotApi(counts.get(a.id) ?? 0),
        callCount: counts.get(a.id) ?? 0,
        category: a.category && { id: a.category.id, slug: a.category.slug, name: a.category.name, nameEn: a.category.nameEn },
        weekly: weekly.get(a.id),
      })),
      facets: [
        ...all.map((c) => ({ category: { id: c.id, slug: c.slug }, count: byCategory.get(c.id) ?? 0 })),
        ...(uncategorised ? [{ category: null, count: uncategorised }] : []),
      ],
    };
  };

  it('answers every order, category, creator and page as the market service with the loaders did', async () => {
    for (const sort of ['POPULAR', 'RELEVANCE', 'NEWEST', 'STARS'] as const) {
      for (const [categoryId, creator, offset, limit] of [
        [null, null, 0, 12],
        [null, null, 5, 12],
        [categories[1]!, null, 0, 12],
        [null, creatorId, 0, 12],
        [null, null, 2, 3], // a short page: its figures follow the tags, read by the loaders
        [null, null, 40, 12], // past the end
      ] as const) {
        const q = { categoryId, creatorId: creator, sort, offset, limit };
        const got = await market(q);
        expect(got, JSON.stringify(q)).toEqual(await before(q));
      }
    }
    // The figures were really there to compare: the most called API first, with its week's figures.
    const popular = await market({ sort: 'POPULAR', limit: 12 });
    expect(popular.items[0]!.weekly).toMatchObject({ calls: 33, successRate: 30 / 33 });
    expect(popular.items.some((i) => i.callCount === 60 && (i.weekly as { calls: number }).calls === 0)).toBe(true);
  });

  it('the home page’s cards (12, popular, with weekly figures and hot) are one statement', async () => {
    const fewest = await fewestStatements(() => market({ sort: 'POPULAR', offset: 0, limit: 12 }), 1);
    expect(fewest).toBe(1);
  });

  it('an unknown category is still BAD_USER_INPUT in the caller’s language', async () => {
    const res = await server.graphql(MARKET, { categoryId: 99999 }, { 'accept-language': 'en' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Unknown category: 99999', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
