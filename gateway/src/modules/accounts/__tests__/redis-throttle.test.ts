import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { retryAfter } from '../../../__tests__/support/retry-after.js';
import { hasRedis, TEST_REDIS_URL } from '../../../__tests__/support/redis.js';

const REDIS_URL = TEST_REDIS_URL;

describe.skipIf(!hasRedis)('login throttling shared through Redis (two gateways)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = { REDIS_URL, LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60' };
    [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('counts failures for one account and IP across both gateways', async () => {
    // A fresh account name per run: earlier runs' keys in Redis stay out of the way.
    const account = `nobody_${randomBytes(4).toString('hex')}`;
    const attempt = (s: TestServer) =>
      s.request('POST', '/api/login', { account, password: 'wrong-password' });
    const since = Date.now();
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    const blocked = await attempt(b);
    expect(blocked.status).toBe(429);
    retryAfter(blocked, 60, since); // LOGIN_WINDOW_SECONDS
  });
});
