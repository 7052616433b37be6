import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApi, buildUser } from '../../__tests__/support/factories.js';
import { startRedisServer } from '../../__tests__/support/redis-server.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { subscriptionsStarted, waitFor } from '../../__tests__/support/wait.js';
import { asVisitor, newVisitor } from '../../modules/community/__tests__/support.js';

/** A client that gives up after `ms`: a request Redis holds up longer than that fails the test. */
const PATIENCE_MS = 3000;

async function call(server: TestServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(PATIENCE_MS),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a hung Redis (SIGSTOP: connections open, nothing answered)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let server: TestServer;
  let apiId: number;
  beforeAll(async () => {
    redis = await startRedisServer();
    server = await startTestServer({ REDIS_URL: redis.url, RATE_LIMIT_COMMENT_VISITOR: '3/60', RATE_LIMIT_COMMENT_IP: '100000/60' });
    apiId = (await buildApi(server)).id;
  });
  afterAll(async () => {
    redis?.resume();
    await server?.stop();
    await redis?.kill();
  });

  it('holds no request past its deadline: writes are limited in memory, /readyz says degraded, and Redis is used again once it answers', async () => {
    await waitFor(async () => (await call(server, 'GET', '/readyz')).body.redis === 'up', 'Redis to be up');
    const before = asVisitor(newVisitor(), 'en');
    expect((await call(server, 'POST', '/api/comments', { apiId, content: 'before the hang' }, before)).status).toBe(200);

    const account = await buildUser(server);
    redis.hang();
    // Sign-in is throttled through Redis too: a wrong and a right password are answered while it hangs.
    const wrong = await call(server, 'POST', '/api/login', { account: account.account, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const right = await call(server, 'POST', '/api/login', { account: account.account, password: account.password });
    expect([right.status, right.body.code]).toEqual([200, 200]);
    // Parallel writers, as on a busy site: every one answered, none waiting on Redis.
    const visitors = Array.from({ length: 12 }, () => asVisitor(newVisitor(), 'en'));
    const answers = await Promise.all(
      visitors.map((v, i) => call(server, 'POST', '/api/comments', { apiId, content: `during the hang ${i}` }, v)),
    );
    expect(answers.map((a) => a.status)).toEqual(visitors.map(() => 200));
    // GraphQL writes count against RATE_LIMIT_WRITE the same way.
    const gql = await call(server, 'POST', '/graphql', {
      query: `mutation($apiId: Int!) { addComment(input: { apiId: $apiId, content: "graphql during the hang" }) { id } }`,
      variables: { apiId },
    }, visitors[0]);
    expect(gql.status).toBe(200);
    expect(gql.body.errors).toBeUndefined();

    expect(await call(server, 'GET', '/readyz')).toEqual({ status: 200, body: { status: 'degraded', database: 'up', redis: 'down' } });

    // The limits still hold, counted in this gateway's memory: one visitor's 4th comment in the minute is refused.
    const one = visitors[1]!;
    const more = [];
    for (let i = 0; i < 3; i++) more.push(await call(server, 'POST', '/api/comments', { apiId, content: `again ${i}` }, one));
    expect(more.map((a) => a.status)).toEqual([200, 200, 429]);

    const stored = await server.ds.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM comment WHERE api_id = $1 AND content LIKE 'during the hang %'`,
      [apiId],
    );
    expect(stored[0]!.n).toBe(12);

    redis.resume();
    await waitFor(async () => (await call(server, 'GET', '/readyz')).body.status === 'ready', '/readyz to say ready again');
    expect(await call(server, 'GET', '/readyz')).toEqual({ status: 200, body: { status: 'ready', database: 'up', redis: 'up' } });
  });
});

describe('subscription events with Redis killed', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let server: TestServer;
  beforeAll(async () => {
    redis = await startRedisServer();
    server = await startTestServer({ REDIS_URL: redis.url, RATE_LIMIT_COMMENT_IP: '100000/60' });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.kill();
  });

  it('still reach the subscribers on the gateway that caused them, every one', async () => {
    const { id: apiId } = await buildApi(server);
    await waitFor(async () => (await call(server, 'GET', '/readyz')).body.redis === 'up', 'Redis to be up');
    const client = createClient({ url: server.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, lazy: true });
    const heard: string[] = [];
    try {
      const startedBefore = server.app.ws.operationsStarted();
      client.subscribe<{ commentAdded: { comment: { content: string } | null } }>(
        { query: `subscription($apiId: Int!) { commentAdded(apiId: $apiId) { comment { content } } }`, variables: { apiId } },
        {
          next: (msg) => {
            if (msg.data?.commentAdded.comment) heard.push(msg.data.commentAdded.comment.content);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      await subscriptionsStarted(server, startedBefore);

      await redis.kill();
      await waitFor(async () => (await call(server, 'GET', '/readyz')).body.redis === 'down', '/readyz to see Redis gone');
      const sent = Array.from({ length: 30 }, (_, i) => `after Redis died ${i}`);
      for (const content of sent) {
        expect((await call(server, 'POST', '/api/comments', { apiId, content }, asVisitor(newVisitor()))).status).toBe(200);
      }
      await waitFor(() => heard.length >= sent.length, 'all 30 events to reach the subscriber');
      expect([...heard].sort()).toEqual([...sent].sort());
    } finally {
      await client.dispose();
    }
  });
});
