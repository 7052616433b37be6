import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';
import { callWith, makeKey, redisEnv, subscribed } from '../../gateway/src/modules/plans/__tests__/plans-fixture.js';

/**
 * Review r2 (plans and quotas, as an attacker): a caller must not escape an administrator's suspension or
 * a day's quota by leaving the API and subscribing again (with the same key or a fresh one).
 */
describe('r2: plans and quotas cannot be reset by the caller', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...redisEnv(), CALL_FLUSH_MS: '50', REDIS_TIMEOUT_MS: '30000' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a suspended subscription cannot be ended and taken again to get around the suspension', async () => {
    const s = await subscribed(server, { dailyQuota: 100 });
    const admin = await buildUser(server, { role: 'ADMIN' });
    const done = await server.request('PUT', `/api/system/subscriptions/${s.subscriptionId}`, { suspended: true, reason: '滥用接口' }, admin.headers);
    expect(done.body.code, done.text).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(401);

    const left = await server.request('DELETE', `/api/subscriptions/${s.subscriptionId}`, undefined, { ...s.caller.headers, 'accept-language': 'en' });
    expect(left.status).toBe(409);
    expect(left.body.message).toMatch(/suspended/);
    const again = await server.request('POST', '/api/subscriptions', { apiId: s.apiId, planId: s.planId, keyId: s.keyId }, s.caller.headers);
    expect(again.status).toBe(409);
    // Still refused, with the administrator's reason.
    const call = await callWith(server, s.apiId, s.key);
    expect(call.status).toBe(401);
    expect(call.body.message).toContain('滥用接口');
    // GraphQL says the same.
    const gql = await server.graphql(`mutation ($id: Int!) { unsubscribePlan(id: $id) { id status } }`, { id: s.subscriptionId }, s.caller.headers);
    expect(gql.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // Resumed, it can be ended as any other.
    await server.request('PUT', `/api/system/subscriptions/${s.subscriptionId}`, { suspended: false }, admin.headers);
    expect((await server.request('DELETE', `/api/subscriptions/${s.subscriptionId}`, undefined, s.caller.headers)).status).toBe(200);
  });

  it('resuming a subscription suspended while it waited for approval does not approve it', async () => {
    const s = await subscribed(server, { dailyQuota: 100, needsApproval: true });
    const admin = await buildUser(server, { role: 'ADMIN' });
    const mine = async () =>
      ((await server.request('GET', '/api/user/subscriptions', undefined, s.caller.headers)).body.data as Array<{ id: number; status: string }>)
        .find((x) => x.id === s.subscriptionId)!.status;
    expect(await mine()).toBe('pending');
    const put = (body: object) => server.request('PUT', `/api/system/subscriptions/${s.subscriptionId}`, body, admin.headers);
    expect((await put({ suspended: true, reason: '核查中' })).body.data.status).toBe('suspended');
    const resumed = await put({ suspended: false });
    expect(resumed.body.code, resumed.text).toBe(200);
    expect(resumed.body.data.status).toBe('pending');
    expect(await mine()).toBe('pending');
    // The creator still decides.
    const approved = await server.request('POST', `/api/subscriptions/${s.subscriptionId}/approve`, undefined, s.creator.headers);
    expect(approved.body.data.status).toBe('active');
    // An active one suspended and resumed is active again.
    await put({ suspended: true, reason: '核查中' });
    expect((await put({ suspended: false })).body.data.status).toBe('active');
  });

  it('subscribing again the same day goes on with the day’s count instead of a fresh quota', async () => {
    const s = await subscribed(server, { dailyQuota: 2, monthlyQuota: 50 });
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);

    // Leave, and subscribe again with the same key.
    expect((await server.request('DELETE', `/api/subscriptions/${s.subscriptionId}`, undefined, s.caller.headers)).status).toBe(200);
    const again = await server.request('POST', '/api/subscriptions', { apiId: s.apiId, planId: s.planId, keyId: s.keyId }, s.caller.headers);
    expect(again.body.code, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ usedToday: 2, leftToday: 0 });
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);

    // Revoke that key, take a fresh one and subscribe again: still the same day's count.
    expect((await server.request('DELETE', `/api/subscriptions/${again.body.data.id}`, undefined, s.caller.headers)).status).toBe(200);
    const fresh = await makeKey(server, s.caller);
    const third = await server.request('POST', '/api/subscriptions', { apiId: s.apiId, planId: s.planId, keyId: fresh.keyId }, s.caller.headers);
    expect(third.body.code, third.text).toBe(200);
    const refused = await callWith(server, s.apiId, fresh.key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-quota-remaining-month')).toBe('48');
  });

  it('another caller of the same API keeps a quota of their own', async () => {
    const s = await subscribed(server, { dailyQuota: 1 });
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);
    const other = await buildUser(server);
    const k = await makeKey(server, other);
    const sub = await server.request('POST', '/api/subscriptions', { apiId: s.apiId, planId: s.planId, keyId: k.keyId }, other.headers);
    expect(sub.body.code, sub.text).toBe(200);
    expect((await callWith(server, s.apiId, k.key)).status).toBe(200);
  });
});
