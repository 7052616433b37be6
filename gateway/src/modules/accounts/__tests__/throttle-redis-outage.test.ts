import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';
import { hasRedis, TEST_REDIS_URL } from '../../../__tests__/support/redis.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { cuttableRelay } from '../../../__tests__/support/tcp-relay.js';
import { asVisitor, newVisitor } from '../../community/__tests__/support.js';

const redis = new URL(TEST_REDIS_URL);
const MAX = 5;
const PASSWORD = 'outage-owner-password';

/**
 * The security run's burst under load: 40 parallel guesses got 10 password checks against a limit of 5.
 * A Redis command that missed REDIS_TIMEOUT_MS sent the rest of the burst to this gateway's memory,
 * which had counted nothing — a fresh budget. What this gateway saw itself counts while Redis is away:
 * attempts charged in Redis before it went away still stand.
 */
describe.skipIf(!hasRedis)('throttles charged in Redis hold when Redis goes away mid-window', () => {
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let s: TestServer;
  beforeAll(async () => {
    relay = await cuttableRelay({ host: redis.hostname, port: Number(redis.port || 6379) });
    s = await startTestServer({
      REDIS_URL: `redis://127.0.0.1:${relay.port}`,
      REDIS_PREFIX: `throttle-outage-${randomUUID()}:`,
      LOGIN_MAX_ATTEMPTS: String(MAX),
      LOGIN_WINDOW_SECONDS: '600',
      RATE_LIMIT_COMMENT_VISITOR: '3/600',
    });
  });
  afterAll(async () => {
    await s?.stop();
    await relay?.close();
  });

  it('sign-in: the failures counted in Redis still block once Redis hangs, even the right password', async () => {
    relay.restore();
    const account = `outage${randomBytes(4).toString('hex')}`;
    expect((await s.request('POST', '/api/register', { account, username: account, password: PASSWORD })).body.code).toBe(200);
    const login = (password: string) => s.request('POST', '/api/login', { account, password });
    for (let i = 0; i < MAX; i++) expect((await login(`wrong-guess-${i}`)).status).toBe(401);
    relay.hang();
    expect((await login('wrong-guess-after')).status).toBe(429);
    expect((await login(PASSWORD)).status).toBe(429);
    relay.restore();
  });

  it('write limits: a visitor’s comments counted in Redis still count once Redis is cut', async () => {
    relay.restore();
    const api = await buildApi(s, { creator: await buildUser(s) });
    const visitor = asVisitor(newVisitor());
    const comment = (n: number) => s.request('POST', '/api/comments', { apiId: api.id, content: `outage comment ${n}` }, visitor);
    for (let i = 0; i < 3; i++) expect((await comment(i)).body.code).toBe(200);
    relay.cut();
    expect((await comment(3)).status).toBe(429);
    relay.restore();
  });
});
