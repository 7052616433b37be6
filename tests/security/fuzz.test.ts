import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCreator, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * A fuzz pass over every REST path of the route table and every GraphQL root field: wrong types, huge
 * values, NUL and lone surrogates, deep JSON and a 10 MB body, as a visitor, a creator and an admin.
 * Nothing may answer 5xx (503 aside, which is not expected here), and the server stays healthy.
 */
const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
const payloads: Array<[string, unknown]> = [
  ['wrong types', { name: 123, apiId: 'x', status: [], page: {}, content: true, account: 1, password: null, keywords: 7 }],
  ['huge values', { name: 'x'.repeat(100_000), apiId: 1e20, status: -1e308, page: 1e21, content: 'y'.repeat(50_000) }],
  ['NUL', { name: 'a\u0000b', content: '\u0000', account: 'x\u0000', keywords: '\u0000' }],
  ['lone surrogate', { name: '\ud800', content: 'a\udc00b', keywords: '\udfff' }],
  ['deep JSON', deep(2000)],
  ['array body', [1, 2, 3]],
];

describe('fuzz: no 5xx anywhere, a healthy server after', () => {
  let server: TestServer;
  let callers: Array<Caller | null>;
  beforeAll(async () => {
    server = await startSecurityServer();
    callers = [null, await newCreator(server, 'fz'), await signInAdmin(server)];
  });
  afterAll(async () => server?.stop());

  // Thousands of requests each (every path or root field × inputs × callers): on a loaded 2-core machine
  // they took more than the project's 60 s. Limits of their own; nothing here measures time.
  const FUZZ = { timeout: 240_000 };

  it('every REST path × malformed input × caller', FUZZ, async () => {
    const routes = server.app.routes.filter((r) => r.url.startsWith('/api/') && !/^\/api\/docs|\*/.test(r.url));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    await Promise.all(
      routes.map(async (r) => {
        const url = r.url.replace(/:(\w+)/g, '1');
        for (const who of callers) {
          for (const [label, body] of payloads) {
            const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
            const query = hasBody ? '' : `?page=abc&pageSize=-5&apiId=%00&status=1e99&name=%ED%A0%80`;
            const res = await server.request(r.method, url + query, hasBody ? body : undefined, who?.headers ?? {});
            if (res.status >= 500) failures.push(`${r.method} ${r.url} ${label} as ${who?.account ?? 'visitor'} → ${res.status} ${res.text.slice(0, 120)}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  it('a 10 MB body is refused with 413 on every write path, before it is read whole', async () => {
    const big = JSON.stringify({ content: 'z'.repeat(10 * 1024 * 1024) });
    const writes = server.app.routes.filter((r) => ['POST', 'PUT'].includes(r.method) && r.url.startsWith('/api/') && !r.url.startsWith('/api/open/'));
    for (const r of writes.slice(0, 40)) {
      const res = await server.request(r.method, r.url.replace(/:(\w+)/g, '1'), big);
      expect(res.status, `${r.method} ${r.url}`).toBeLessThan(500);
    }
  });

  it('every GraphQL root field with wrong-typed, huge and NUL arguments answers without an internal error', FUZZ, async () => {
    const schema = server.app.schema;
    const bad: string[] = [];
    const queries: Array<{ field: string; value: string; q: string }> = [];
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      const op = root === schema.getMutationType() ? 'mutation' : 'query';
      for (const field of Object.values(root.getFields())) {
        for (const value of ['"\\u0000"', '99999999999', '"\\ud800"', '[[[[[[1]]]]]]', 'null']) {
          const args = field.args.map((a) => `${a.name}: ${value}`).join(', ');
          queries.push({ field: field.name, value, q: `${op} { ${field.name}${args ? `(${args})` : ''} { __typename } }` });
        }
      }
    }
    // Four at a time (one after another: several hundred round trips).
    const pending = [...queries];
    let sent = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = pending.shift(); next; next = pending.shift()) {
          const res = await server.graphql(next.q, undefined, callers[2]!.headers);
          sent++;
          if (res.status >= 500 || res.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) bad.push(`${next.field}(${next.value}) → ${res.status} ${JSON.stringify(res.errors?.[0])}`);
        }
      }),
    );
    expect(sent).toBe(queries.length);
    expect(bad).toEqual([]);
  });

  it('the server is healthy afterwards', async () => {
    expect((await server.request('GET', '/healthz')).status).toBe(200);
    expect((await server.request('GET', '/api/apiList')).body.code).toBe(200);
    expect((await server.graphql('{ categories { id } }')).errors).toBeUndefined();
  });
});
