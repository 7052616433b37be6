import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi } from '../../../__tests__/support/factories.js';
import { retryAfter } from '../../../__tests__/support/retry-after.js';
import { hasRedis, TEST_REDIS_URL } from '../../../__tests__/support/redis.js';

const REDIS_URL = TEST_REDIS_URL;

/** Two gateways with REDIS_URL share attack-protection counters (CI machines run Redis on 6379). */
describe.skipIf(!hasRedis)('attack protection across gateways', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const env = { REDIS_URL, TRUST_PROXY: 'true' };
    [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('counts one IP’s calls on every gateway against the same limit', async () => {
    // Built the same way on both databases, the same id on both; one random caller so earlier runs' counters do not interfere.
    const { id } = await buildApi(a, { address: 'builtin:uuid' });
    expect((await buildApi(b, { address: 'builtin:uuid' })).id).toBe(id);
    for (const s of [a, b]) {
      await s.ds.query(`INSERT INTO api_publish_config (api_id, attack_protection) VALUES ($1, '5')`, [id]);
    }
    const ip = {
      'x-forwarded-for': `198.51.100.${randomInt(1, 255)}, 10.${randomInt(0, 255)}.${randomInt(0, 255)}.1`,
    };
    const statuses: number[] = [];
    const since = Date.now();
    for (const s of [a, b, a, b, a])
      statuses.push((await s.request('GET', `/api/open/api/${id}`, undefined, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const blocked = await b.request('GET', `/api/open/api/${id}`, undefined, ip);
    expect(blocked.status).toBe(429);
    retryAfter(blocked, 60, since); // attack protection counts calls per minute
  });
});
