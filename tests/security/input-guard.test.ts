import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCreator, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';
import { PAGE_MAX } from '../../gateway/src/core/paging.js';

/** #16.7: NUL bytes, lone surrogates and out-of-range integers are a 400 in the caller's language, at one place. */
describe('input guard: text the database cannot store, integers it cannot hold', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: Caller;
  beforeAll(async () => {
    server = await startSecurityServer();
    admin = await signInAdmin(server);
    creator = await newCreator(server);
  });
  afterAll(async () => server?.stop());

  const en = { 'x-lang': 'en' };

  it.each([
    ['POST', '/api/searchApi', { keywords: 'a\u0000b', catelog: '' }, 'body.keywords'],
    ['POST', '/api/login', { account: 'ad\u0000min', password: 'whatever-pw' }, 'body.account'],
    ['POST', '/api/comments', { content: 'hi\u0000', apiId: 1, userId: 'anon_abcdefghijklmnop' }, 'body.content'],
    ['POST', '/api/register', { account: 'x\u0000y', username: 'n', password: 'password-1' }, 'body.account'],
    ['POST', '/api/device-info', { deviceInfo: { userAgent: '\ud800' } }, 'body.deviceInfo.userAgent'],
    ['GET', '/api/system/userList?account=a%00b', undefined, 'querystring.account'],
  ])('%s %s → 400 naming the field', async (method, url, body, field) => {
    const res = await server.request(method, url, body, { ...admin.headers, ...en });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: 400, data: null });
    expect(res.body.message).toContain(field);
    expect(res.body.message).toMatch(/NUL character|invalid Unicode/);
    const zh = await server.request(method, url, body, admin.headers);
    expect(zh.body.message).toMatch(/^请求参数无效：/);
  });

  it('a lone surrogate in a JSON body is refused, not stored mangled', async () => {
    const raw = '{"keywords":"\\ud800x","catelog":""}';
    const res = await server.request('POST', '/api/searchApi', raw, en);
    expect(res.status).toBe(400);
  });

  it('GraphQL: NUL in a literal or in a variable → BAD_USER_INPUT, HTTP 400, nothing executed', async () => {
    const lit = await server.graphql('{ searchApis(keywords: "a\\u0000b", category: "") { total } }', undefined, en);
    expect(lit.status).toBe(400);
    expect(lit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(lit.errors?.[0]?.message).toMatch(/keywords contains a NUL character/);
    // Each parsed document is walked once (Apollo caches it): the same text sent again is refused again,
    // and a clean document is not refused for having been seen.
    const again = await server.graphql('{ searchApis(keywords: "a\\u0000b", category: "") { total } }', undefined, en);
    expect(again.status).toBe(400);
    expect(again.errors?.[0]?.message).toMatch(/keywords contains a NUL character/);
    for (let i = 0; i < 2; i++) expect((await server.graphql('{ searchApis(keywords: "ab", category: "") { total } }')).status).toBe(200);
    const v = await server.graphql(
      'mutation L($input: LoginInput!) { login(input: $input) { token } }',
      { input: { account: 'admin\u0000', password: 'x-password' } },
    );
    expect(v.status, JSON.stringify(v)).toBe(400);
    expect(v.errors?.[0]?.message).toMatch(/^请求参数无效：variables\.input\.account/);
    const created = await server.graphql(
      'mutation C($input: ApiFormInput!) { createApi(input: $input) { id } }',
      { input: { name: 'x\u0000', address: 'https://example.com/a', testUrl: 'https://example.com/t' } },
      creator.headers,
    );
    expect(created.status).toBe(400);
    expect(await server.ds.query(`SELECT 1 FROM api WHERE name LIKE 'x%'`)).toEqual([]);
  });

  it('every GET path of the route table answers 99999999999999999999 in an integer-like parameter with a 4xx, never a 5xx', async () => {
    const numeric = ['page', 'pageSize', 'apiId', 'status', 'role', 'modeId', 'limit', 'offset', 'type', 'tenantId', 'id', 'categoryId'];
    const failures: string[] = [];
    // The open call is the proxy (its query goes upstream); the docs viewer serves static files.
    const gets = server.app.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !/^\/api\/(open\/|docs)|\*/.test(r.url));
    expect(gets.length).toBeGreaterThan(20);
    await Promise.all(
      gets.map(async (r) => {
        const url = r.url.replace(/:(\w+)/g, '1');
        // Declared integer parameters, or for a route without a query schema every integer-like name.
        const props = (r.schema as { querystring?: { properties?: Record<string, { type?: unknown }> } } | undefined)?.querystring?.properties;
        const names = props ? Object.keys(props).filter((k) => [props[k]?.type].flat().includes('integer')) : numeric;
        for (const p of names) {
          const res = await server.request('GET', `${url}?${p}=99999999999999999999`, undefined, { ...admin.headers, ...en });
          if (res.status >= 500) failures.push(`${url}?${p} → ${res.status} ${res.text.slice(0, 100)}`);
        }
        const huge = await server.request('GET', r.url.replace(/:(\w+)/g, '99999999999999999999'), undefined, admin.headers);
        if (huge.status >= 500) failures.push(`${r.url} with a huge id → ${huge.status}`);
      }),
    );
    expect(failures).toEqual([]);
  });

  it('an integer query parameter past 32 bits is a 400 with a clear message in the caller’s language', async () => {
    const res = await server.request('GET', '/api/system/userList?page=99999999999999999999', undefined, { ...admin.headers, ...en });
    expect(res.status).toBe(400);
    // Every REST list stops at page PAGE_MAX (core/paging.ts, one paging schema), far below 2^31 − 1.
    expect(res.body.message).toMatch(new RegExp(`^Invalid request: querystring/page must be <= ${PAGE_MAX}`));
  });
});
