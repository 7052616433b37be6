import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi } from '../../../__tests__/support/factories.js';
import { asVisitor, newVisitor } from './support.js';
import { retryAfter } from '../../../__tests__/support/retry-after.js';

describe('community rate limits (set in configuration)', () => {
  let server: TestServer;
  let apiId: number;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_COMMENT_VISITOR: '2/60',
      RATE_LIMIT_COMMENT_IP: '5/60',
      RATE_LIMIT_LIKE_VISITOR: '3/60',
      RATE_LIMIT_LIKE_IP: '100/60',
    });
    apiId = (await buildApi(server)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('limits comments and replies per visitor, then per IP, with 429 and Retry-After', async () => {
    const a = newVisitor();
    const since = Date.now();
    const first = await server.request('POST', '/api/comments', { apiId, content: '1' }, asVisitor(a));
    const commentId = first.body.data.id;
    expect((await server.request('POST', '/api/replies', { commentId, content: '2' }, asVisitor(a))).status).toBe(200);
    const third = await server.request('POST', '/api/comments', { apiId, content: '3' }, asVisitor(a, 'en'));
    expect(third.status).toBe(429);
    expect(third.body.code).toBe(429);
    // RATE_LIMIT_COMMENT_VISITOR 2/60: the message names the header's seconds.
    expect(third.body.message).toBe(`Too many requests, retry in ${retryAfter(third, 60, since)} s`);
    const zh = await server.request('POST', '/api/comments', { apiId, content: '3' }, asVisitor(a, 'zh'));
    expect(zh.body.message).toMatch(/^请求过于频繁/);

    // Other visitors from the same address share the IP budget (5 a minute).
    const b = newVisitor();
    const c = newVisitor();
    expect((await server.request('POST', '/api/comments', { apiId, content: 'b1' }, asVisitor(b))).status).toBe(200);
    expect((await server.request('POST', '/api/comments', { apiId, content: 'b2' }, asVisitor(b))).status).toBe(200);
    expect((await server.request('POST', '/api/comments', { apiId, content: 'c1' }, asVisitor(c))).status).toBe(200);
    const overIp = await server.request('POST', '/api/comments', { apiId, content: 'c2' }, asVisitor(c));
    expect(overIp.status).toBe(429);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM comment WHERE api_id = $1`, [apiId]);
    expect(n).toBe(4);
  });

  it('limits likes per visitor and the GraphQL door shares the same budget', async () => {
    const [{ id: commentId }] = await server.ds.query(`SELECT id FROM comment ORDER BY id LIMIT 1`);
    const v = newVisitor();
    for (let i = 0; i < 2; i++) {
      expect((await server.request('POST', '/api/likes', { targetId: commentId, targetType: 1 }, asVisitor(v))).status).toBe(200);
    }
    const gql = await server.graphql(`mutation($id: Int!) { unlike(targetId: $id, targetType: 1) { likeCount } }`, { id: commentId }, asVisitor(v, 'en'));
    expect(gql.data?.unlike).toEqual({ likeCount: 0 });
    const blocked = await server.graphql(`mutation($id: Int!) { like(targetId: $id, targetType: 1) { likeCount } }`, { id: commentId }, asVisitor(v, 'en'));
    expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors?.[0]?.message).toMatch(/^Too many requests/);
  });
});
