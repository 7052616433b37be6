import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { buildApi, buildUser } from '../../__tests__/support/factories.js';

describe('RATE_LIMIT_WRITE on write paths without a limit of their own', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_WRITE: '3/60' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('limits a creator’s REST writes per user with 429 and Retry-After, and leaves reads alone', async () => {
    const creator = await buildUser(server);
    const other = await buildUser(server);
    const form = {
      name: '限流测试',
      apiurl: 'https://example.com/a',
      testurl: 'https://example.com/t',
      rqsType: 'GET',
    };
    for (let i = 0; i < 3; i++) {
      expect((await server.request('POST', '/api/apis', form, creator.headers)).status).toBe(200);
    }
    const limited = await server.request('POST', '/api/apis', form, {
      ...creator.headers,
      'accept-language': 'en',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(429);
    expect(limited.body.message).toMatch(/Too many requests/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing was written by the refused call.
    const rows = await server.ds.query(`SELECT count(*)::int AS n FROM api WHERE name = '限流测试'`);
    expect(rows[0].n).toBe(3);
    // Another user has a budget of their own; reads are not counted.
    expect((await server.request('POST', '/api/apis', form, other.headers)).status).toBe(200);
    expect(
      (await server.request('GET', '/api/system/api/author/getApiList', undefined, creator.headers)).status,
    ).toBe(200);
    // Nor are the reads SPEC §7 sends by POST.
    for (let i = 0; i < 5; i++) {
      const search = await server.request(
        'POST',
        '/api/searchApi',
        { keywords: '天气', catelog: 'all' },
        creator.headers,
      );
      expect(search.status).toBe(200);
    }
  });

  it('counts GraphQL mutations too, but not the ones with limits of their own', async () => {
    const admin = await buildUser(server);
    const mutation = `mutation { markAllNotificationsRead }`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await server.graphql(mutation, {}, admin.headers));
    expect(results.slice(0, 3).every((r) => !r.errors)).toBe(true);
    expect(results[3]!.status).toBe(429);
    expect(results[3]!.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Visitors' comments are governed by the comment limits, not this one.
    const { id: apiId } = await buildApi(server);
    const comment = await server.graphql(`mutation($i: AddCommentInput!) { addComment(input: $i) { id } }`, {
      i: { apiId, content: 'hello', visitorId: 'anon_abcdefghijklmnop' },
    });
    expect(comment.errors).toBeUndefined();
  });

  it('counts each aliased mutation field as a write of its own, and answers 429 with Retry-After over HTTP', async () => {
    const fresh = await buildUser(server);
    const twice = `mutation { a: markAllNotificationsRead b: markAllNotificationsRead }`;
    const send = () =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fresh.headers },
        body: JSON.stringify({ query: twice }),
      });
    // 2 of the 3 points, then 2 more than are left.
    expect((await send()).status).toBe(200);
    const res = await send();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { data?: unknown; errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(body.data).toBeUndefined();
  });
});
