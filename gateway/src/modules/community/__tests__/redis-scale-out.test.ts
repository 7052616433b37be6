import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi } from '../../../__tests__/support/factories.js';
import { subscriptionsStarted, waitFor } from '../../../__tests__/support/wait.js';
import { asVisitor, newVisitor} from './support.js';
import { hasRedis, TEST_REDIS_URL } from '../../../__tests__/support/redis.js';

const REDIS_URL = TEST_REDIS_URL;

describe.skipIf(!hasRedis)('two gateways sharing Redis (REDIS_URL): rate limits and commentAdded', () => {
  let a: TestServer;
  let b: TestServer;
  let apiA: number, apiB: number;
  beforeAll(async () => {
    // Random visitors keep keys of earlier runs out of the way; the IP budget is generous for the same reason.
    const env = { REDIS_URL, RATE_LIMIT_COMMENT_VISITOR: '2/60', RATE_LIMIT_COMMENT_IP: '100000/60' };
    [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
    // Two databases: each gateway's API is its own.
    [apiA, apiB] = [(await buildApi(a)).id, (await buildApi(b)).id];
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('counts one visitor’s comments across both gateways', async () => {
    const v = asVisitor(newVisitor(), 'en');
    expect(
      (await a.request('POST', '/api/comments', { apiId: apiA, content: 'on A' }, v)).status,
    ).toBe(200);
    expect(
      (await b.request('POST', '/api/comments', { apiId: apiB, content: 'on B' }, v)).status,
    ).toBe(200);
    const third = await a.request(
      'POST',
      '/api/comments',
      { apiId: apiA, content: 'again on A' },
      v,
    );
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many requests/);
  });

  it('pushes a comment posted on one gateway to a subscriber of the other', async () => {
    const apiId = apiA;
    const startedBefore = a.app.ws.operationsStarted();
    const client = createClient({
      url: a.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      lazy: true,
    });
    try {
      const got = new Promise<{ content: string; createTime: string }>((resolve, reject) => {
        client.subscribe<{ commentAdded: { comment: { content: string; createTime: string } | null } }>(
          {
            query: `subscription($apiId: Int!) { commentAdded(apiId: $apiId) { comment { content createTime } } }`,
            variables: { apiId },
          },
          {
            next: (msg) =>
              msg.errors
                ? reject(new Error(JSON.stringify(msg.errors)))
                : msg.data?.commentAdded.comment && resolve(msg.data.commentAdded.comment),
            error: reject,
            complete: () => undefined,
          },
        );
      });
      await subscriptionsStarted(a, startedBefore);
      // A's subscription reaches Redis a little after the websocket start, and nothing on A says
      // when: comment on B until A hears one (each one a real comment, numbered).
      let sent = 0;
      let heard = false;
      void got.finally(() => (heard = true));
      await waitFor(async () => {
        if (heard) return true;
        sent++;
        await b.request(
          'POST',
          '/api/comments',
          { apiId, content: `来自 B 的评论 ${sent}` },
          asVisitor(newVisitor()),
        );
        await Promise.race([got, new Promise((r) => setTimeout(r, 300))]);
        return heard;
      }, 'a comment posted on B to reach the subscriber on A');
      const comment = await got;
      expect(comment.content).toMatch(/^来自 B 的评论 \d+$/);
      expect(Number.isNaN(Date.parse(comment.createTime))).toBe(false);
    } finally {
      await client.dispose();
    }
  });
});
