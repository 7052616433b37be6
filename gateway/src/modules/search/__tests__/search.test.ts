import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  buildApi,
  buildCategory,
  type Caller,
  signInAdmin,
} from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Named = { body: { data: Array<{ name: string; apiid: number }>; total: number; code: number } };
const names = (res: Named) => res.body.data.map((a) => a.name);
const MARKET = `query($keywords: String, $sort: MarketSort, $categoryId: Int) {
  market(keywords: $keywords, sort: $sort, categoryId: $categoryId, limit: 10) { total items { id name } facets { category { id } count } } }`;
type MarketData = { market: { total: number; items: Array<{ id: number; name: string }> } };

describe('catalogue search: words, pinyin, synonyms, typos on every door, fresh on every gateway', () => {
  let a: TestServer;
  let b: TestServer;
  let admin: Caller;
  const ids: Record<string, number> = {};
  const search = (server: TestServer, keywords: string, extra: Record<string, unknown> = {}) =>
    server.request('POST', '/api/searchApi', { keywords, catelog: '', ...extra }) as Promise<
      Named & { status: number }
    >;

  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `search-test-${randomUUID()}:`, ADMIN_PASSWORD };
    a = await startTestServer(env);
    b = await startTestServer({ ...env, DATABASE_URL: a.config.databaseUrl! });
    admin = await signInAdmin(a);
    const life = await buildCategory(a, { name: '生活服务', nameEn: 'Lifestyle' });
    const weather = await buildCategory(a, { name: '天气气象', nameEn: 'Weather' });
    const tools = await buildCategory(a, { name: '实用工具', nameEn: 'Utilities' });
    for (const [name, nameEn, category, description] of [
      ['汇率查询', 'Exchange rates', life.id, '人民币与主要外币之间的实时汇率'],
      ['七日天气预报', '7-day weather forecast', weather.id, '未来七天的天气预报'],
      ['二维码生成', 'QR code (SVG)', tools.id, '把一段文本生成二维码图片'],
      ['法定节假日查询', 'Public holidays', life.id, '中国法定节假日与调休安排'],
      ['空气质量指数', 'Air quality index', weather.id, '各城市 AQI 与 PM2.5 浓度'],
      ['User-Agent 解析', 'User-Agent parser', tools.id, '解析浏览器发来的 UA 字符串'],
      ['经典语录', 'Classic quotes', life.id, '名人名言与经典台词'],
      ['绿色出行指数', 'Green travel index', life.id, '适合骑行和步行的日子'],
    ] as const) {
      ids[name] = (await buildApi(a, { name, nameEn, category, description, descriptionEn: nameEn })).id;
    }
    // A creator's own draft and a private API are never found.
    await buildApi(a, { name: '汇率草稿', status: -1 });
    await buildApi(a, { name: '汇率内部版', visibility: 'private' });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('POST /api/searchApi keeps its envelope and finds by words, pinyin, initials, mixed, synonyms and typos', async () => {
    const cases: Array<[string, string]> = [
      ['汇率', '汇率查询'],
      ['huilv', '汇率查询'],
      ['hui lv', '汇率查询'],
      ['hl', '汇率查询'],
      ['汇lv', '汇率查询'],
      ['货币换算', '汇率查询'],
      ['tianqi', '七日天气预报'],
      ['天汽预报', '七日天气预报'],
      ['erweima', '二维码生成'],
      ['二唯码', '二维码生成'],
      ['qrcode', '二维码生成'],
      ['放假安排', '法定节假日查询'],
      ['雾霾', '空气质量指数'],
      ['user agent', 'User-Agent 解析'],
      ['lvse', '绿色出行指数'],
      ['exchnage rates', '汇率查询'],
    ];
    for (const [q, expected] of cases) {
      const res = await search(a, q);
      expect(res.status, q).toBe(200);
      expect(res.body.code, q).toBe(200);
      expect(names(res)[0], q).toBe(expected);
      expect(res.body.total, q).toBe(res.body.data.length);
    }
    const drafts = await search(a, '汇率');
    expect(names(drafts)).not.toContain('汇率草稿');
    expect(names(drafts)).not.toContain('汇率内部版');
  });

  it('a traditional query finds the simplified API and a simplified one the traditional API, on every door', async () => {
    for (const [q, expected] of [
      ['匯率', '汇率查询'],
      ['天氣預報', '七日天气预报'],
      ['二維碼', '二维码生成'],
    ] as const) {
      expect(names(await search(a, q))[0], q).toBe(expected);
      const market = await b.graphql<MarketData>(MARKET, { keywords: q });
      expect(market.data!.market.items[0].name, q).toBe(expected);
    }
    await buildApi(a, { name: '郵遞區號查詢', nameEn: 'Postal codes (TW)', description: '以地址查詢郵遞區號' });
    expect(names(await search(b, '邮递区号'))).toEqual(['郵遞區號查詢']);
    const page = await b.request('GET', `/api/search/suggest?q=${encodeURIComponent('邮递')}`);
    expect(page.body.data.map((s: { text: string }) => s.text)).toContain('郵遞區號查詢');
  });

  it('REST doors: suggestions for everyone, synonym groups for administrators only', async () => {
    const visitor = await a.request('GET', `/api/search/suggest?q=hui&limit=3`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.map((s: { text: string }) => s.text)).toContain('汇率查询');
    expect((await a.request('GET', '/api/search/suggest?q=%20')).body.data).toEqual([]);
    expect((await a.request('GET', '/api/system/search/synonyms')).status).toBe(401);
    const added = await a.request('POST', '/api/system/search/synonyms', { terms: ['兑钱', '汇率'] }, admin.headers);
    expect(added.body.data.terms).toEqual(['兑钱', '汇率']);
    expect(names(await search(b, '兑钱'))[0]).toBe('汇率查询');
    const bad = await a.request('POST', '/api/system/search/synonyms', { terms: ['一个', ' 一个 '] }, { ...admin.headers, 'accept-language': 'en' });
    expect([bad.status, bad.body.message]).toEqual([400, 'A synonym group needs 2 to 20 different terms']);
    // A term with a right-to-left override (or a control character) is refused on both doors, in the caller's language.
    const bidi = await a.request('POST', '/api/system/search/synonyms', { terms: ['兑\u202e钱', '汇率'] }, admin.headers);
    expect([bidi.status, bidi.body.message]).toEqual([400, '同义词不能包含控制字符、换行或文字方向控制符']);
    const bell = await a.graphql(`mutation($t: [String!]!) { addSearchSynonyms(input: { terms: $t }) { id } }`, { t: ['兑钱\u0007', '汇率'] }, {
      ...admin.headers,
      'accept-language': 'en',
    });
    expect(bell.errors?.[0]).toMatchObject({
      message: 'A synonym cannot contain control characters, line breaks or text direction controls',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const removed = await b.request('DELETE', `/api/system/search/synonyms/${added.body.data.id}`, undefined, (await signInAdmin(b)).headers);
    expect(removed.body.data).toBe(true);
    const again = await a.request('DELETE', `/api/system/search/synonyms/${added.body.data.id}`, undefined, admin.headers);
    expect(again.status).toBe(404);
    expect(names(await search(a, '兑钱'))).toEqual([]);
  });

  it('the catalogue keeps no trigram index over the API texts (the in-memory index replaced ILIKE)', async () => {
    const rows = await a.ds.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'api' AND indexdef LIKE '%gin_trgm_ops%'`);
    expect(rows).toEqual([]);
  });

  it('never answers a hanzi query with a homophone (景点 is not 经典), and typos rank below exact words', async () => {
    expect(names(await search(a, '景点'))).toEqual([]);
    expect(names(await search(a, '经典'))).toEqual(['经典语录']);
    const exact = await a.graphql<MarketData>(MARKET, { keywords: '天气预报' });
    const typo = await a.graphql<MarketData>(MARKET, { keywords: '天汽预报' });
    expect(exact.data!.market.items[0].name).toBe('七日天气预报');
    expect(typo.data!.market.items[0].name).toBe('七日天气预报');
  });

  it('answers bad input quickly and sensibly, never a 500', async () => {
    for (const q of ['', '   ']) expect((await search(a, q)).body.total).toBeGreaterThanOrEqual(8);
    for (const q of ['😀😀😀', "'; DROP TABLE api; --", '%_\\', '——？！']) {
      const res = await search(a, q);
      expect(res.status, `${q} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data, q).toEqual([]);
    }
    const nul = await search(a, 'a\u0000b');
    expect(nul.status).toBe(400); // the gateway's input guard: a clear message
    const sql = await search(a, "汇率' OR 1=1 --");
    expect(sql.status).toBe(200);
    expect(['汇率查询']).toEqual(expect.arrayContaining(names(sql)));
    const long = await a.request(
      'POST',
      '/api/searchApi',
      { keywords: '汇'.repeat(10_000) },
      { 'accept-language': 'en' },
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('100');
    const gql = await a.graphql(MARKET, { keywords: 'x'.repeat(10_000) });
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const emoji = await a.graphql<MarketData>(MARKET, { keywords: '🙂' });
    expect(emoji.data!.market.total).toBe(0);
    const suggest = await a.graphql<{ searchSuggestions: unknown[] }>(
      `query($p: String!) { searchSuggestions(prefix: $p) { text } }`,
      {
        p: 'x'.repeat(10_000),
      },
    );
    expect(suggest.data!.searchSuggestions).toEqual([]);
  });

  it('the market orders by relevance with keywords and keeps its explicit sorts and facets', async () => {
    const res = await a.graphql<MarketData>(MARKET, { keywords: 'huilv' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.market.items[0].name).toBe('汇率查询');
    const stars = await a.graphql<MarketData>(MARKET, { keywords: '指数', sort: 'STARS' });
    expect(stars.errors).toBeUndefined();
    expect(stars.data!.market.items.map((i) => i.name).sort()).toEqual(
      ['空气质量指数', '绿色出行指数'].sort(),
    );
    const gql = await a.graphql<{ searchApis: { items: Array<{ name: string }> } }>(
      `{ searchApis(keywords: "ewm") { items { name } } }`,
    );
    expect(gql.data!.searchApis.items[0].name).toBe('二维码生成');
  });

  it('suggests names and categories while typing, in hanzi, English, pinyin and initials', async () => {
    const suggest = async (p: string) =>
      (
        await a.graphql<{ searchSuggestions: Array<{ text: string; kind: string }> }>(
          `query($p: String!) { searchSuggestions(prefix: $p, limit: 6) { text kind apiId } }`,
          { p },
        )
      ).data!.searchSuggestions.map((s) => s.text);
    expect(await suggest('汇')).toContain('汇率查询');
    expect(await suggest('hui')).toContain('汇率查询');
    expect(await suggest('ewm')).toContain('二维码生成');
    expect(await suggest('Exch')).toContain('汇率查询');
    expect(await suggest('tianqi')).toContain('天气气象');
    expect(await suggest('  ')).toEqual([]);
  });

  it('a publish, an edit and an unpublish are searched at once, on this gateway and on another', async () => {
    const api = await buildApi(a, { name: '快递单号追踪', status: -1 });
    expect(names(await search(b, 'kuaidi'))).toEqual([]);
    await a.ds.query(`UPDATE api SET status = 1 WHERE id = $1`, [api.id]);
    expect(names(await search(b, 'kuaidi'))).toEqual(['快递单号追踪']);
    await a.ds.query(`UPDATE api SET name = '物流轨迹追踪' WHERE id = $1`, [api.id]);
    expect(names(await search(b, '快递单号'))).toEqual(['物流轨迹追踪']); // 快递 ↔ 物流 (curated)
    expect(names(await search(b, '物流轨迹'))).toEqual(['物流轨迹追踪']);
    await a.ds.query(`UPDATE api SET visibility = 'private' WHERE id = $1`, [api.id]);
    expect(names(await search(b, '物流轨迹'))).toEqual([]);
  });

  it('a synonym an administrator adds in the console works at once on a second gateway, and can be removed', async () => {
    expect(names(await search(b, '换钱'))).toEqual([]);
    const add = await a.graphql<{ addSearchSynonyms: { id: number; terms: string[] } }>(
      `mutation($terms: [String!]!) { addSearchSynonyms(input: { terms: $terms }) { id terms } }`,
      { terms: [' 换钱 ', '汇率'] },
      admin.headers,
    );
    expect(add.errors).toBeUndefined();
    expect(add.data!.addSearchSynonyms.terms).toEqual(['换钱', '汇率']);
    expect(names(await search(b, '换钱'))[0]).toBe('汇率查询');
    const list = await b.graphql<{ searchSynonyms: Array<{ id: number | null; terms: string[] }> }>(
      `{ searchSynonyms { id terms } }`,
      undefined,
      (await signInAdmin(b)).headers,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.searchSynonyms[0].terms).toEqual(['换钱', '汇率']);
    expect(list.data!.searchSynonyms.some((g) => g.id === null && g.terms.includes('二维码'))).toBe(true);
    const bad = await a.graphql(
      `mutation { addSearchSynonyms(input: { terms: ["单个"] }) { id } }`,
      undefined,
      admin.headers,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const visitor = await a.graphql(
      `mutation { addSearchSynonyms(input: { terms: ["甲乙", "丙丁"] }) { id } }`,
    );
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await a.graphql(
      `mutation($id: Int!) { removeSearchSynonyms(id: $id) }`,
      { id: add.data!.addSearchSynonyms.id },
      admin.headers,
    );
    expect(names(await search(b, '换钱'))).toEqual([]);
  });

  it('records searches and clicks off the search path; administrators see top and zero-result queries and turn one into an API request', async () => {
    const term = `量子纠缠${randomUUID().slice(0, 4)}`;
    await search(a, term);
    await search(b, term);
    await a.graphql(MARKET, { keywords: 'huilv' });
    await a.graphql(`mutation($q: String!, $id: Int!) { recordSearchClick(query: $q, apiId: $id) }`, {
      q: 'HuiLv',
      id: ids['汇率查询'],
    });
    const ANALYTICS = `{ searchAnalytics(days: 7) { searches zeroResultSearches clicks
      topQueries { query searches clicks clickThrough results }
      zeroResultQueries { query searches results tenderRequestId } } }`;
    type Analytics = {
      searchAnalytics: {
        clicks: number;
        topQueries: Array<{
          query: string;
          searches: number;
          clicks: number;
          clickThrough: number;
          results: number;
        }>;
        zeroResultQueries: Array<{ query: string; searches: number; tenderRequestId: number | null }>;
      };
    };
    let seen: Analytics['searchAnalytics'] | undefined;
    await waitFor(async () => {
      seen = (await a.graphql<Analytics>(ANALYTICS, undefined, admin.headers)).data?.searchAnalytics;
      const gap = seen?.zeroResultQueries.find((q) => q.query === term);
      const huilv = seen?.topQueries.find((q) => q.query === 'huilv');
      return gap?.searches === 2 && huilv?.clicks === 1;
    }, 'the searches and the click to be recorded');
    const huilv = seen!.topQueries.find((q) => q.query === 'huilv')!;
    expect(huilv.clickThrough).toBeCloseTo(1 / huilv.searches);
    expect(seen!.zeroResultQueries.find((q) => q.query === term)).toMatchObject({ tenderRequestId: null });

    const turn = await a.graphql<{ turnSearchIntoRequest: number }>(
      `mutation($q: String!) { turnSearchIntoRequest(query: $q) }`,
      { q: term },
      admin.headers,
    );
    expect(turn.errors).toBeUndefined();
    const [row] = await a.ds.query(`SELECT title, status FROM tender_request WHERE id = $1`, [
      turn.data!.turnSearchIntoRequest,
    ]);
    expect(row).toEqual({ title: term, status: 'open' });
    const again = await a.graphql<{ turnSearchIntoRequest: number }>(
      `mutation($q: String!) { turnSearchIntoRequest(query: $q) }`,
      { q: term },
      admin.headers,
    );
    expect(again.data!.turnSearchIntoRequest).toBe(turn.data!.turnSearchIntoRequest);
    const after = await a.graphql<Analytics>(ANALYTICS, undefined, admin.headers);
    expect(after.data!.searchAnalytics.zeroResultQueries.find((q) => q.query === term)?.tenderRequestId).toBe(
      turn.data!.turnSearchIntoRequest,
    );
    const notZero = await a.graphql(
      `mutation { turnSearchIntoRequest(query: "huilv") }`,
      undefined,
      admin.headers,
    );
    expect(notZero.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const visitor = await a.graphql(ANALYTICS);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
  it('turns a zero-result query into ONE API request when administrators click at the same moment on two gateways', async () => {
    const term = `暗物质探测${randomUUID().slice(0, 4)}`;
    await search(a, term);
    await a.services.searchLog.flush();
    const TURN = `mutation($q: String!) { turnSearchIntoRequest(query: $q) }`;
    const adminB = await signInAdmin(b);
    const turns = await Promise.all([
      a.graphql<{ turnSearchIntoRequest: number }>(TURN, { q: term }, admin.headers),
      b.graphql<{ turnSearchIntoRequest: number }>(TURN, { q: term }, adminB.headers),
      a.graphql<{ turnSearchIntoRequest: number }>(TURN, { q: term }, admin.headers),
    ]);
    for (const t of turns) expect(t.errors).toBeUndefined();
    const ids = new Set(turns.map((t) => t.data!.turnSearchIntoRequest));
    expect(ids.size).toBe(1);
    const rows = await a.ds.query(`SELECT id FROM tender_request WHERE title = $1`, [term]);
    expect(rows).toEqual([{ id: [...ids][0] }]);
  });
  it('keeps no control or text-direction character of a visitor’s query in the analytics, nor in the API request made of it', async () => {
    const tag = randomUUID().slice(0, 4);
    // U+202E would show the request's title reversed after it; U+0007 is a bell.
    await search(a, `反物质\u202e引擎\u0007${tag}`);
    await a.services.searchLog.flush();
    const clean = `反物质引擎 ${tag}`;
    const ANALYTICS = `{ searchAnalytics(days: 1) { zeroResultQueries { query } } }`;
    const seen = await a.graphql<{ searchAnalytics: { zeroResultQueries: Array<{ query: string }> } }>(ANALYTICS, undefined, admin.headers);
    const queries = seen.data!.searchAnalytics.zeroResultQueries.map((q) => q.query);
    expect(queries).toContain(clean);
    expect(queries.some((q) => q.includes('\u202e') || q.includes('\u0007'))).toBe(false);
    const [stored] = await a.ds.query(`SELECT query, norm FROM search_query WHERE norm = $1`, [clean]);
    expect(stored).toEqual({ query: `反物质引擎 ${tag}`, norm: clean });
    const turn = await a.graphql<{ turnSearchIntoRequest: number }>(`mutation($q: String!) { turnSearchIntoRequest(query: $q) }`, { q: clean }, admin.headers);
    expect(turn.errors).toBeUndefined();
    const [row] = await a.ds.query(`SELECT title FROM tender_request WHERE id = $1`, [turn.data!.turnSearchIntoRequest]);
    expect(row.title).toBe(clean);
  });
});
