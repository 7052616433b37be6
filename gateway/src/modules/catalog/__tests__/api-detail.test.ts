import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { runSeeds } from '../../../db/seed/index.js';
import { seedApis } from '../../../db/seed/demo-catalog.data.js';

const DETAIL_FIELDS = [
  'apiName',
  'name',
  'address',
  'description',
  'note',
  'requestMethod',
  'responseFormat',
  'updateTime',
  'authorName',
  'status',
  'callCount',
  'requestParamList',
  'responseExample',
  'bugFixHistory',
].sort();

describe('API detail, developers and base URL (REST and GraphQL)', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  let chen: BuiltUser;
  let zhou: BuiltUser;
  beforeAll(async () => {
    server = await startTestServer();
    // Three creators: 王磊 (timestamp with two parameters and a bug fix, uuid, hash, password), 陈浩 (two APIs, one a
    // draft), 周敏 (one API).
    const wang = await buildUser(server, { username: '王磊' });
    ids.timestamp = (
      await buildApi(server, {
        creator: wang,
        name: '时间戳转换',
        parameters: [
          { name: 'ts', type: 'number', required: false, description: 'Unix 时间戳（秒）', example: '1767225600' },
          { name: 'tz', type: 'string', required: false, description: 'IANA 时区', example: 'Asia/Shanghai' },
        ],
        responseExample: JSON.stringify({ code: 200, data: { ts: 1767225600, tz: 'Asia/Shanghai' } }),
      })
    ).id;
    await server.services.bugFixes.add(wang.auth, ids.timestamp, { version: '1.2.0', fixTime: '2026-10-20', fixBug: '毫秒时间戳被误判为秒的问题已修复' });
    for (const key of ['uuid', 'hash', 'password']) ids[key] = (await buildApi(server, { creator: wang })).id;
    await server.ds.query(
      `INSERT INTO api_tag (api_id, tag_id) SELECT $1, id FROM tag WHERE name IN ('免费', '安全', '官方')`,
      [ids.hash],
    );
    chen = await buildUser(server, { username: '陈浩' });
    await buildApi(server, { creator: chen });
    await buildApi(server, { creator: chen, status: -1 });
    zhou = await buildUser(server, { username: '周敏' });
    await server.ds.query(`UPDATE creator SET name_en = 'Zhou Min' WHERE id = $1`, [zhou.creatorId]);
    await buildApi(server, { creator: zhou });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('GET /api/api/details/{id} answers the SPEC detail fields with params and bug fixes', async () => {
    const res = await server.request('GET', `/api/api/details/${ids.timestamp}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(typeof res.body.message).toBe('string');
    const d = res.body.data;
    expect(Object.keys(d).sort()).toEqual(DETAIL_FIELDS);
    expect(d.apiName).toBe('时间戳转换');
    expect(d.name).toBe('时间戳转换');
    expect(d.address).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/open/api/${ids.timestamp}$`));
    expect(d.requestMethod).toBe('GET');
    expect(d.responseFormat).toBe('JSON');
    expect(d.authorName).toBe('王磊');
    expect(d.status).toBe(1);
    expect(d.callCount).toBe(0);
    expect(Number.isNaN(Date.parse(d.updateTime))).toBe(false);
    expect(JSON.parse(d.responseExample).data.tz).toBe('Asia/Shanghai');
    expect(d.requestParamList).toHaveLength(2);
    for (const p of d.requestParamList) {
      expect(Object.keys(p).sort()).toEqual(['eg', 'id', 'location', 'need', 'note', 'paramsName', 'paramsType']);
      expect(['query', 'path', 'header', 'cookie', 'body']).toContain(p.location);
      expect(typeof p.id).toBe('number');
      expect([0, 1]).toContain(p.need);
    }
    expect(d.requestParamList[0]).toMatchObject({
      paramsName: 'ts',
      paramsType: 'number',
      need: 0,
      eg: '1767225600',
    });
    expect(d.bugFixHistory).toEqual([
      { version: '1.2.0', fixTime: '2026-10-20', fixBug: '毫秒时间戳被误判为秒的问题已修复' },
    ]);
  });

  it('the demo seed gives every demo API a response example and bug-fix history, once per database', async () => {
    await runSeeds(server.ds);
    const [row] = await server.ds.query(
      `SELECT count(*)::int AS apis,
              count(*) FILTER (WHERE response_example <> '')::int AS with_example,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM api_bug_fix b WHERE b.api_id = api.id))::int AS with_fixes,
              (SELECT count(*)::int FROM api_param) AS params
         FROM api WHERE slug IS NOT NULL`,
    );
    expect(row.apis).toBe(seedApis.length);
    expect(row.with_example).toBe(row.apis);
    expect(row.with_fixes).toBe(row.apis);
    const [{ id: seededTimestamp }] = await server.ds.query(`SELECT id FROM api WHERE slug = 'timestamp'`);
    await runSeeds(server.ds);
    const [again] = await server.ds.query(`SELECT (SELECT count(*)::int FROM api_param) AS params`);
    expect(again.params).toBe(row.params);
    // Seeded once per database: a row deleted by an admin stays deleted after a restart.
    const [{ n: before }] = await server.ds.query(`SELECT count(*)::int AS n FROM api_param WHERE api_id = $1`, [seededTimestamp]);
    await server.ds.query(`DELETE FROM api_param WHERE api_id = $1 AND name = 'tz'`, [seededTimestamp]);
    await server.ds.query(`DELETE FROM announcement WHERE slug = 'feedback-week'`);
    await server.ds.query(`DELETE FROM api WHERE slug = 'cat-fact'`);
    await runSeeds(server.ds);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM api_param WHERE api_id = $1`, [seededTimestamp]);
    expect(n).toBe(before - 1);
    const gone = await server.ds.query(`SELECT 1 FROM announcement WHERE slug = 'feedback-week'`);
    expect(gone).toEqual([]);
    expect(await server.ds.query(`SELECT 1 FROM api WHERE slug = 'cat-fact'`)).toEqual([]);
    // The seeded rows leave this file's own figures: the APIs and creators below are the built ones.
    await server.ds.query(`DELETE FROM api WHERE slug IS NOT NULL`);
    await server.ds.query(`DELETE FROM creator WHERE slug NOT LIKE 'u\\_%'`);
  });

  it('links APIs to tags (GraphQL tags field)', async () => {
    const res = await server.graphql<{ api: { tags: Array<{ name: string }> } }>(
      `query($id: Int!) { api(id: $id) { tags { name nameEn } } }`,
      {
        id: ids.hash,
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.api.tags.map((t) => t.name).sort()).toEqual(['免费', '安全', '官方'].sort());
  });

  it('counts recorded calls (api_call rows) in callCount and the hot flag', async () => {
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
       SELECT $1, 20 + g, '198.51.100.7', g % 5 <> 0, CASE WHEN g % 5 = 0 THEN 502 ELSE 200 END, now() - g * interval '1 minute'
       FROM generate_series(1, 21) g`,
      [ids.uuid],
    );
    const res = await server.request('GET', `/api/api/details/${ids.uuid}`);
    expect(res.body.data.callCount).toBe(21);
    const gql = await server.graphql<{ api: { callCount: number; hot: boolean } }>(
      `query($id: Int!) { api(id: $id) { callCount hot } }`,
      { id: ids.uuid },
    );
    expect(gql.data!.api).toEqual({ callCount: 21, hot: true });
    const text = await server.graphql<{ api: { statusText: string } }>(
      `query($id: Int!) { api(id: $id) { statusText } }`,
      { id: ids.uuid },
      { 'accept-language': 'en' },
    );
    expect(text.data!.api.statusText).toBe('Normal');
    const cold = await server.graphql<{ api: { callCount: number; hot: boolean } }>(
      `query($id: Int!) { api(id: $id) { callCount hot } }`,
      { id: ids.hash },
    );
    expect(cold.data!.api).toEqual({ callCount: 0, hot: false });
  });

  it('answers 404 for an unknown or non-public API and 400 for a non-numeric id', async () => {
    const missing = await server.request('GET', '/api/api/details/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
    expect(missing.body.message).toContain('999999');
    await server.ds.query(`UPDATE api SET status = -1 WHERE id = $1`, [ids.password]);
    const draft = await server.request('GET', `/api/api/details/${ids.password}`);
    expect(draft.status).toBe(404);
    const bad = await server.request('GET', '/api/api/details/abc', undefined, { 'accept-language': 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toMatch(/invalid/i);
    const gql = await server.graphql(`{ api(id: 999999) { id } }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('serves the detail typed over GraphQL', async () => {
    const res = await server.graphql<{
      api: {
        name: string;
        responseFormat: string;
        address: string;
        author: { name: string; apiCount: number } | null;
        requestParams: Array<{ name: string; required: boolean; example: string }>;
        bugFixHistory: Array<{ version: string; fixedOn: string; description: string }>;
      };
    }>(
      `query($id: Int!) { api(id: $id) { name responseFormat address author { name apiCount }
         requestParams { name required example } bugFixHistory { version fixedOn description } } }`,
      { id: ids.timestamp },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.api.author?.name).toBe('王磊');
    // Four built, the password API made a draft by the test before.
    expect(res.data!.api.author!.apiCount).toBe(3);
    expect(res.data!.api.requestParams.map((p) => p.name)).toEqual(['ts', 'tz']);
    expect(res.data!.api.bugFixHistory[0]).toEqual({
      version: '1.2.0',
      fixedOn: '2026-10-20',
      description: '毫秒时间戳被误判为秒的问题已修复',
    });
    expect(res.data!.api.address).toMatch(/\/api\/open\/api\/\d+$/);
  });

  it('GET /api/findDevelopers lists the creators with derived API counts', async () => {
    const res = await server.request('GET', '/api/findDevelopers');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.data.map((c: { name: string }) => c.name).sort()).toEqual(['周敏', '王磊', '陈浩'].sort());
    for (const c of res.body.data) {
      expect(Object.keys(c).sort()).toEqual(
        ['activity', 'apiCount', 'icon', 'id', 'isOnline', 'name', 'rating', 'responseRate', 'title'].sort(),
      );
      // Measured, not seeded (null until measured): see the creators module's tests for each figure.
      expect(c.rating === null || typeof c.rating === 'number').toBe(true);
      expect(c).toMatchObject({ responseRate: null, isOnline: false, activity: expect.any(Number) });
    }
    expect(res.body.data.find((c: { name: string }) => c.name === '陈浩').apiCount).toBe(1);
    const gql = await server.graphql<{ creators: { total: number; items: Array<{ name: string }> } }>(
      `{ creators(limit: 2) { total items { name } } }`,
    );
    expect(gql.data!.creators.total).toBe(res.body.data.length);
    expect(gql.data!.creators.items).toHaveLength(2);
  });

  it('creator(id) answers a profile with its API count, NOT_FOUND for an unknown id', async () => {
    const id = zhou.creatorId;
    const res = await server.graphql<{
      creator: { name: string; nameEn: string; apiCount: number; rating: number | null };
    }>(
      `query($id: Int!) { creator(id: $id) { name nameEn title bio apiCount rating activity responseRate isOnline } }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.creator).toMatchObject({ name: '周敏', nameEn: 'Zhou Min', rating: null, isOnline: false });
    expect(res.data!.creator.apiCount).toBe(1);
    const missing = await server.graphql(`{ creator(id: 999999) { name } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('GET /api/getBaseUrl/bocker answers the server origin without PUBLIC_BASE_URL', async () => {
    const res = await server.request('GET', '/api/getBaseUrl/bocker');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe(server.url);
  });
});

describe('GET /api/getBaseUrl/bocker with PUBLIC_BASE_URL', () => {
  it('answers the configured public base URL', async () => {
    const server = await startTestServer({ PUBLIC_BASE_URL: 'https://open.example.com/' });
    try {
      const res = await server.request('GET', '/api/getBaseUrl/bocker');
      expect(res.body).toEqual({
        code: 200,
        data: 'https://open.example.com',
        message: 'https://open.example.com',
      });
      const { id } = await buildApi(server);
      const detail = await server.request('GET', `/api/api/details/${id}`);
      expect(detail.body.data.address).toBe(`https://open.example.com/api/open/api/${id}`);
    } finally {
      await server.stop();
    }
  });
});
