import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../../__tests__/support/database.js';
import { unique } from '../../../__tests__/support/factories.js';
import { cuttableRelay } from '../../../__tests__/support/tcp-relay.js';
import type { TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { loadConfig } from '../../../config.js';
import { startServer } from '../../../server.js';
import { startUpstream } from '../../open-call/__tests__/upstream-fixture.js';
import { REDIS_URL, subscribed, withRequests } from './plans-fixture.js';

/**
 * Gateways sharing one database and one Redis: the quota holds exactly across them, survives a
 * restart, and degrades to per-gateway counting (with /readyz degraded) when Redis goes away.
 */
describe('quotas across gateways', () => {
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  const started: TestServer[] = [];

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-quota-'));
  });
  afterAll(async () => {
    for (const s of started) await s.stop().catch(() => undefined);
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function gateway(env: Record<string, string>): Promise<TestServer> {
    const running = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        KEEPALIVE_TIMEOUT_MS: '1000', // its stop need not wait out idle sockets (support/server.ts)
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        CLIENT_DIST: path.join(dataDir, 'no-client'),
        SEED_DEMO: 'false',
        RATE_LIMIT_WRITE: '100000/60',
        CALL_FLUSH_MS: '50',
        // As startTestServer: a loaded machine may keep a pooled connection waiting past production's 2 s.
        DB_CONNECT_TIMEOUT_MS: '15000',
        ...env,
      }),
      () => {},
    );
    const s = withRequests(running);
    started.push(s);
    return s;
  }

  /** The day counter in Redis of the one subscription under `prefix` (quota.service.ts keys). */
  const dayCount = async (prefix: string) => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    try {
      await redis.connect();
      const [key] = await redis.keys(`${prefix}q:*:d:*`);
      return key === undefined ? null : Number(await redis.get(key));
    } finally {
      redis.disconnect();
    }
  };

  const billable = async (s: TestServer, subId: number) =>
    ((await s.ds.query(`SELECT coalesce(sum(billable), 0)::int AS n FROM api_usage_day WHERE subscription_id = $1`, [subId])) as Array<{ n: number }>)[0]!.n;

  it('answers exactly N of 64 concurrent calls on two gateways with 2xx and counts exactly N', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `${unique('q2gw')}:` };
    const [a, b] = [await gateway(env), await gateway(env)];
    const N = 17;
    const s = await subscribed(a, { dailyQuota: N });
    const calls = Array.from({ length: 64 }, (_, i) =>
      fetch(`${(i % 2 ? a : b).url}/api/open/api/${s.apiId}`, { headers: { 'x-api-key': s.key } }).then((r) => r.status),
    );
    const statuses = await Promise.all(calls);
    expect(statuses.filter((x) => x === 200)).toHaveLength(N);
    expect(statuses.filter((x) => x === 429)).toHaveLength(64 - N);
    await waitFor(async () => (await billable(a, s.subscriptionId)) === N, `${N} billable calls written`);
    const mine = await a.request('GET', '/api/user/subscriptions', undefined, s.caller.headers);
    expect(mine.body.data[0]).toMatchObject({ usedToday: N, leftToday: 0, dailyLimit: N });
    const usage = await b.request('GET', `/api/user/usage?apiId=${s.apiId}`, undefined, s.caller.headers);
    await waitFor(async () => {
      const rows = (await b.request('GET', `/api/user/usage?apiId=${s.apiId}`, undefined, s.caller.headers)).body.data;
      return rows[0]?.refusedDaily === 64 - N;
    }, 'refusals written');
    expect(usage.status).toBe(200);

    // A restart: a new gateway process on the same database and Redis goes on from the same counts.
    await a.stop();
    started.splice(started.indexOf(a), 1);
    const c = await gateway(env);
    const again = await c.request('GET', `/api/open/api/${s.apiId}`, undefined, { 'x-api-key': s.key });
    expect(again.status).toBe(429);
    expect(again.headers.get('x-quota-remaining-day')).toBe('0');
  });

  it('counts per gateway from the last count it saw while Redis is away, and /readyz says degraded', async () => {
    const target = new URL(REDIS_URL);
    const relay = await cuttableRelay({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const g = await gateway({ REDIS_URL: `redis://127.0.0.1:${relay.port}`, REDIS_PREFIX: `${unique('qdown')}:` });
      // Its Redis connections are made through the relay after the start: wait until they are up.
      await waitFor(async () => (await g.request('GET', '/readyz')).body.status === 'ready', '/readyz ready');
      const s = await subscribed(g, { dailyQuota: 5 });
      const call = () => g.request('GET', `/api/open/api/${s.apiId}`, undefined, { 'x-api-key': s.key });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);

      relay.cut();
      await waitFor(async () => (await g.request('GET', '/readyz')).body.status === 'degraded', '/readyz degraded');
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await call()).status);
      // Two were counted in Redis before it went away: three more, then the quota refuses.
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await g.request('GET', '/readyz')).body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    } finally {
      relay.restore();
      await relay.close();
    }
  });

  it('a reservation given back in Redis is given back in the count it seeds from when Redis goes away', async () => {
    const target = new URL(REDIS_URL);
    const relay = await cuttableRelay({ host: target.hostname, port: Number(target.port || 6379) });
    const up = await startUpstream();
    try {
      const prefix = `${unique('qback')}:`;
      const g = await gateway({
        REDIS_URL: `redis://127.0.0.1:${relay.port}`,
        REDIS_PREFIX: prefix,
        UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`,
      });
      await waitFor(async () => (await g.request('GET', '/readyz')).body.status === 'ready', '/readyz ready');
      const s = await subscribed(g, { dailyQuota: 3 }, { address: `${up.url}/mode` });
      const call = () => g.request('GET', `/api/open/api/${s.apiId}`, undefined, { 'x-api-key': s.key });
      expect((await call()).status).toBe(200);
      // Reserved (2 in Redis), then given back (1): the upstream did not answer 2xx.
      up.mode = 'fail';
      expect((await call()).status).toBe(500);
      up.mode = 'ok';
      // The give-back goes after the answer: wait until Redis holds it, so the cut does not lose it.
      await waitFor(async () => (await dayCount(prefix)) === 1, 'the reservation given back in Redis');

      relay.cut();
      await waitFor(async () => (await g.request('GET', '/readyz')).body.status === 'degraded', '/readyz degraded');
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await call()).status);
      // One counted before Redis went away: two more (a seed of the reserved 2 would allow one).
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      relay.restore();
      await relay.close();
      await up.close();
    }
  });
});
