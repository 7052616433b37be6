import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltApi, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { cachedHits } from '../../../__tests__/support/read-cache-hits.js';
import { makeKey } from './plans-fixture.js';

/**
 * plans.cache.ts: no cached answer shows a plan, a subscription or a quota, so their writes leave every
 * cached answer in place — while the plans list, read fresh, shows each change at once.
 */
describe('Plans and subscriptions and the read cache (plans.cache.ts)', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let caller: BuiltUser;
  let api: BuiltApi;
  let keyId: number;
  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
    caller = await buildUser(server);
    api = await buildApi(server, { creator, address: 'builtin:uuid' });
    keyId = (await makeKey(server, caller)).keyId;
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id = ANY($1)`, [[creator.id, caller.id]]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** How many of the catalogue list and the API's REST detail were answered from the cache. */
  const hits = () => cachedHits(server, api.id);
  const ok = async (method: string, path: string, body: unknown, who: BuiltUser) => {
    const res = await server.request(method, path, body, who.headers);
    expect(res.body.code, res.text).toBe(200);
    return res.body.data as { id: number };
  };

  it('a plan created, changed and deleted, a subscription taken, switched and ended, and the subscription rule set leave the cached answers in place', async () => {
    await hits();
    expect(await hits()).toBe(2);
    const free = await ok('POST', `/api/apis/${api.id}/plans`, { name: '免费版', nameEn: 'Free', dailyQuota: 100 }, creator);
    expect(await hits()).toBe(2);
    const pro = await ok('POST', `/api/apis/${api.id}/plans`, { name: '专业版', nameEn: 'Pro', dailyQuota: 1000 }, creator);
    await ok('PUT', `/api/plans/${free.id}`, { name: '免费版', nameEn: 'Free', dailyQuota: 200 }, creator);
    expect(await hits()).toBe(2);
    const sub = await ok('POST', '/api/subscriptions', { apiId: api.id, planId: free.id, keyId }, caller);
    expect(await hits()).toBe(2);
    await ok('PUT', `/api/subscriptions/${sub.id}`, { planId: pro.id }, caller);
    await ok('DELETE', `/api/subscriptions/${sub.id}`, undefined, caller);
    expect(await hits()).toBe(2);
    await ok('PUT', `/api/apis/${api.id}/planSettings`, { requiresSubscription: true }, creator);
    await ok('DELETE', `/api/plans/${free.id}`, undefined, creator);
    expect(await hits()).toBe(2);
    // The plans list is read fresh: it shows the changes at once.
    const plans = await server.request('GET', `/api/apis/${api.id}/plans`);
    expect(plans.body.data.map((p: { nameEn: string }) => p.nameEn)).toEqual(['Pro']);
  });
});
