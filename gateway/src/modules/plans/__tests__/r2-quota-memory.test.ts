import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import type { MeteredSubscription, QuotaService } from '../quota.service.js';
import { redisEnv } from './plans-fixture.js';

/** What a gateway keeps in memory per caller, API and window: its maps. */
const maps = (q: QuotaService) => q as unknown as { lastSeen: Map<string, number>; memory: Map<string, unknown> };

/** A metered subscription of caller `userId` (nothing stored: the counters alone are exercised). */
const sub = (userId: number): MeteredSubscription => ({
  id: 1_000_000 + userId, userId, apiId: 1, planId: 1, status: 'active', suspendReason: null,
  dailyQuota: 100, monthlyQuota: 1000, ratePerSecond: 10, overage: 'refuse',
  prevDailyDay: null, prevDailyQuota: null, prevMonthlyMonth: null, prevMonthlyQuota: null,
  dayWindow: null, dayLimit: null, monthWindow: null, monthLimit: null,
});

/**
 * Review r2: the quota counters a gateway keeps in memory are bounded. The last counts Redis answered
 * (`lastSeen`, the fallback's seeds) were never dropped, so a long-running gateway's memory grew with every
 * caller, API and day; the per-second counters of the fallback likewise.
 */
describe('r2: the quota service’s memory stays bounded', () => {
  let withRedis: TestServer;
  let alone: TestServer;

  beforeAll(async () => {
    withRedis = await startTestServer({ ...redisEnv(), REDIS_TIMEOUT_MS: '30000' });
    alone = await startTestServer();
  });
  afterAll(async () => {
    await withRedis?.stop();
    await alone?.stop();
  });

  it('the last counts Redis gave stay within the bound', async () => {
    const q = withRedis.services.quota;
    q.trackedMax = 10;
    for (let u = 1; u <= 40; u++) (await q.reserve(sub(u))).finish(200, 1);
    expect(maps(q).lastSeen.size).toBeLessThanOrEqual(10);
    // Still counting right: the last caller's second call is its second.
    const t = await q.reserve(sub(40));
    expect(t.headers['X-Quota-Remaining-Day']).toBe('98');
  });

  it('the per-gateway counters (no Redis) stay within the bound', async () => {
    const q = alone.services.quota;
    q.trackedMax = 10;
    for (let u = 1; u <= 40; u++) (await q.reserve(sub(u))).finish(200, 1);
    expect(maps(q).memory.size).toBeLessThanOrEqual(10);
  });
});
