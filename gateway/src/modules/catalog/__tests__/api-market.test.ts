import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildCategory, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { HISTOGRAM_PRECISION } from '../../open-call/call-history.service.js';

interface MarketItem {
  id: number;
  name: string;
  stars: number;
  category: { id: number; slug: string } | null;
  weekly: { calls: number; medianMs: number | null; successRate: number | null };
}
interface Market {
  market: {
    total: number;
    allCount: number;
    items: MarketItem[];
    facets: Array<{ category: { id: number; slug: string; name: string } | null; count: number }>;
  };
}

const MARKET = `query($keywords: String, $categoryId: Int, $creatorId: Int, $sort: MarketSort, $offset: Int, $limit: Int) {
  market(keywords: $keywords, categoryId: $categoryId, creatorId: $creatorId, sort: $sort, offset: $offset, limit: $limit) {
    total allCount
    items { id name stars category { id slug } weekly { calls medianMs successRate } }
    facets { category { id slug name } count }
  }
}`;

describe('API market: facets, keyword, sort, paging and 7-day figures', () => {
  let server: TestServer;
  const market = async (vars: Record<string, unknown>) => {
    const res = await server.graphql<Market>(MARKET, vars);
    expect(res.errors).toBeUndefined();
    return res.data!.market;
  };
  const ids: Record<string, number> = {};
  const idOf = async (key: string): Promise<number> => ids[key]!;
  let maker: BuiltUser;

  beforeAll(async () => {
    server = await startTestServer();
    // Three categories (one left empty), nine APIs: seven listed (one offline), a draft and a private one.
    const weather = await buildCategory(server, { name: '天气气象', nameEn: 'Weather' });
    const tools = await buildCategory(server, { name: '实用工具', nameEn: 'Utilities' });
    await buildCategory(server, { name: '空分类', nameEn: 'Empty' });
    maker = await buildUser(server);
    ids.weatherNow = (await buildApi(server, { name: '实时天气', category: weather.id })).id;
    ids.forecast = (await buildApi(server, { name: '天气预报', category: weather.id })).id;
    ids.uuid = (await buildApi(server, { name: 'UUID 生成', category: tools.id, creator: maker })).id;
    ids.hash = (await buildApi(server, { name: '哈希计算', category: tools.id, creator: maker })).id;
    ids.qrcode = (await buildApi(server, { name: '二维码', category: tools.id })).id;
    ids.ip = (await buildApi(server, { name: 'IP 查询', category: tools.id })).id;
    ids.offline = (await buildApi(server, { name: '已下线', category: tools.id, status: 0, creator: maker })).id;
    await buildApi(server, { name: '草稿', category: tools.id, status: -1, creator: maker });
    await buildApi(server, { name: '私有', category: tools.id, visibility: 'private', creator: maker });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('counts every listed API per category, zero counts included, and the chosen category narrows only the items', async () => {
    const rows: Array<{ slug: string; n: number }> = await server.ds.query(
      `SELECT c.slug, count(a.id)::int AS n FROM category c
         LEFT JOIN api a ON a.category_id = c.id AND a.status > 0 AND a.visibility = 'public'
        GROUP BY c.slug, c.sort_order ORDER BY c.sort_order`,
    );
    const all = await market({ limit: 100 });
    expect(all.facets.map((f) => [f.category?.slug, f.count])).toEqual(rows.map((r) => [r.slug, r.n]));
    // The API taken offline (已下架) is not on the market (issue #34 item 5): tools counts 4 of its 5.
    expect(all.facets.map((f) => f.count)).toEqual([2, 4, 0]);
    expect(all.items.map((a) => a.id)).not.toContain(ids.offline);
    expect(all.allCount).toBe(rows.reduce((s, r) => s + r.n, 0));
    expect(all.total).toBe(all.allCount);
    expect(all.items).toHaveLength(Math.min(100, all.total));

    const weather = all.facets.find((f) => f.category?.slug === 'weather')!;
    const one = await market({ categoryId: weather.category!.id, limit: 100 });
    expect(one.total).toBe(weather.count);
    expect(one.items.every((i) => i.category?.slug === 'weather')).toBe(true);
    // Facets keep counting the other categories, so the rail can switch without losing them.
    expect(one.facets).toEqual(all.facets);
  });

  it('a keyword narrows the facets and the items (the trigram search rule)', async () => {
    const res = await market({ keywords: '天气', limit: 100 });
    expect(res.total).toBe(2);
    expect(res.items.map((i) => i.name).sort()).toEqual(['天气预报', '实时天气'].sort());
    expect(res.facets.find((f) => f.category?.slug === 'weather')!.count).toBe(res.total);
    expect(res.facets.filter((f) => f.category?.slug !== 'weather').every((f) => f.count === 0)).toBe(true);
    // Its exact name finds nothing on the market: an API taken offline is not offered.
    expect(await market({ keywords: '已下线' })).toMatchObject({ total: 0, items: [] });
    const none = await market({ keywords: '没有这样的接口zzz' });
    expect(none).toMatchObject({ total: 0, allCount: 0, items: [] });
  });

  it('POPULAR orders by calls in the last 7 days; older calls do not count', async () => {
    const [uuid, hash, qr] = [await idOf('uuid'), await idOf('hash'), await idOf('qrcode')];
    const insert = (apiId: number, n: number, daysAgo: number, ms: number, success = true) =>
      server.ds.query(
        `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
         SELECT $1, $4, '203.0.113.9', $5, 200, now() - make_interval(days => $3) FROM generate_series(1, $2)`,
        [apiId, n, daysAgo, ms, success],
      );
    await insert(hash, 5, 1, 30);
    await insert(hash, 1, 2, 10, false);
    await insert(uuid, 3, 0, 20);
    await insert(qr, 50, 8, 5); // outside the window
    const res = await market({ sort: 'POPULAR', limit: 5 });
    expect(res.items.slice(0, 2).map((i) => i.id)).toEqual([hash, uuid]);
    // Medians come from the roll-ups' latency histogram, within its stated precision.
    const near = (got: number | null, exact: number) =>
      expect(Math.abs(got! - exact) / exact).toBeLessThanOrEqual(HISTOGRAM_PRECISION);
    expect(res.items[0]!.weekly).toMatchObject({ calls: 6, successRate: 5 / 6 });
    near(res.items[0]!.weekly.medianMs, 30);
    expect(res.items[1]!.weekly).toMatchObject({ calls: 3, successRate: 1 });
    near(res.items[1]!.weekly.medianMs, 20);
    const qrItem = (await market({ sort: 'NEWEST', limit: 100 })).items.find((i) => i.id === qr)!;
    expect(qrItem.weekly).toEqual({ calls: 0, medianMs: null, successRate: null });
  });

  it('NEWEST orders by listing time and STARS by real stars', async () => {
    const newest = await market({ sort: 'NEWEST', limit: 100 });
    const created: Array<{ id: number }> = await server.ds.query(
      `SELECT id FROM api WHERE status > 0 AND visibility = 'public' ORDER BY created_at DESC, id DESC`,
    );
    expect(newest.items.map((i) => i.id)).toEqual(created.map((r) => r.id));

    const ip = await idOf('ip');
    const fans = [await buildUser(server), await buildUser(server)];
    for (const f of fans) {
      const res = await server.graphql(`mutation($id: Int!) { setApiStar(apiId: $id, starred: true) { id } }`, { id: ip }, f.headers);
      expect(res.errors).toBeUndefined();
    }
    const stars = await market({ sort: 'STARS', limit: 3 });
    expect(stars.items[0]).toMatchObject({ id: ip, stars: 2 });
  });

  it('pages never repeat or skip an API, in every order', async () => {
    for (const sort of ['POPULAR', 'NEWEST', 'STARS']) {
      const whole = await market({ sort, limit: 100 });
      const seen: number[] = [];
      for (let offset = 0; offset < whole.total; offset += 7) {
        const page = await market({ sort, offset, limit: 7 });
        expect(page.total).toBe(whole.total);
        seen.push(...page.items.map((i) => i.id));
      }
      expect(seen).toEqual(whole.items.map((i) => i.id));
      const past = await market({ sort, offset: whole.total + 10, limit: 7 });
      expect(past).toMatchObject({ items: [], total: whole.total });
    }
  });

  it('creatorId keeps one creator’s public works; drafts, private and unlisted APIs stay out', async () => {
    const creatorId = maker.creatorId;
    const expected: Array<{ id: number }> = await server.ds.query(
      `SELECT id FROM api WHERE creator_id = $1 AND status > 0 AND visibility = 'public'`,
      [creatorId],
    );
    expect(expected).toHaveLength(2);
    const [hidden] = expected;
    await server.ds.query(`UPDATE api SET visibility = 'private' WHERE id = $1`, [hidden!.id]);
    const res = await market({ creatorId, sort: 'NEWEST', limit: 100 });
    expect(res.items.map((i) => i.id).sort()).toEqual(expected.slice(1).map((r) => r.id).sort());
    await server.ds.query(`UPDATE api SET visibility = 'public' WHERE id = $1`, [hidden!.id]);
  });

  it('bad input answers BAD_USER_INPUT in the caller’s language, never a 500', async () => {
    const unknown = await server.graphql(MARKET, { categoryId: 99999 }, { 'accept-language': 'en' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Unknown category: 99999',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await server.graphql(MARKET, { keywords: 'x'.repeat(101) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const big = await server.graphql(MARKET, { limit: 1000 });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await server.graphql(MARKET, { sort: 'LOUDEST' });
    expect(bad.status).toBe(400);
  });
});
