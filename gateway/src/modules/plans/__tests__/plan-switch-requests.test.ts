import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { proRata, windowsAt } from '../plan.rules.js';
import { callWith, makeKey, redisEnv, subscribed, type Subscribed } from './plans-fixture.js';

const en = { 'accept-language': 'en' };

/** A switch to a plan that needs the creator's approval is a request (issue #27). */
describe('plan switch requests', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(redisEnv());
  });
  afterAll(async () => {
    await server?.stop();
  });

  const notes = async (who: Subscribed['caller']) =>
    ((await server.request('GET', '/api/notifications', undefined, who.headers)).body.data as Array<{ kind: string; message: string }>)
      .map((n) => n.message);
  const mine = async (s: Subscribed) => (await server.request('GET', '/api/user/subscriptions', undefined, s.caller.headers)).body.data[0];
  const enterprise = async (s: Subscribed) =>
    (await server.request('POST', `/api/apis/${s.apiId}/plans`, { name: '企业版', nameEn: 'Enterprise', dailyQuota: 1000, needsApproval: true }, s.creator.headers))
      .body.data as { id: number };

  it('keeps the current plan working while a switch waits, and makes it pro rata when the creator approves', async () => {
    const s = await subscribed(server, { dailyQuota: 10 });
    const ent = await enterprise(s);
    for (let i = 0; i < 2; i++) expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    const asked = await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: ent.id }, s.caller.headers);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'active', planId: s.planId, requestedPlanId: ent.id, requestedPlanName: '企业版', dailyLimit: 10, usedToday: 2 });
    expect(asked.body.data.requestedAt).toEqual(expect.any(String));
    // The creator is told; the old plan goes on being counted meanwhile.
    expect(await notes(s.creator)).toContainEqual(expect.stringContaining(`${s.caller.account} 申请在`));
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    const again = await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: ent.id }, { ...s.caller.headers, ...en });
    expect([again.status, again.body.message]).toEqual([409, 'This plan is already requested and waits for the creator’s approval']);

    const stranger = await buildUser(server);
    // The creator sees it among the API's subscriptions; a stranger cannot answer it.
    const list = await server.request('GET', `/api/apis/${s.apiId}/subscriptions`, undefined, s.creator.headers);
    expect(list.body.data[0]).toMatchObject({ id: s.subscriptionId, requestedPlanId: ent.id });
    const other = await server.request('POST', '/api/subscriptions', { apiId: s.apiId, planId: s.planId, keyId: (await makeKey(server, stranger)).keyId }, stranger.headers);
    expect(other.body.data.status).toBe('active');
    const waiting = await server.request('GET', `/api/apis/${s.apiId}/subscriptions?waiting=true`, undefined, s.creator.headers);
    expect(waiting.body.data.map((x: { id: number }) => x.id)).toEqual([s.subscriptionId]);
    expect((await server.request('POST', `/api/subscriptions/${s.subscriptionId}/approve`, undefined, stranger.headers)).status).toBe(404);

    const before = windowsAt(Date.now());
    const ok = await server.request('POST', `/api/subscriptions/${s.subscriptionId}/approve`, undefined, s.creator.headers);
    const after = windowsAt(Date.now());
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ planId: ent.id, requestedPlanId: null, usedToday: 3 });
    // The old plan's 10 for the part of the day gone by, the new plan's 1000 for the rest, as any switch.
    expect(ok.body.data.dailyLimit).toBeGreaterThanOrEqual(proRata(10, 1000, 3, after.dayLeft)!);
    expect(ok.body.data.dailyLimit).toBeLessThanOrEqual(proRata(10, 1000, 3, before.dayLeft)!);
    expect(await notes(s.caller)).toContainEqual(expect.stringContaining('切换到套餐「企业版」的申请已通过'));
    const twice = await server.request('POST', `/api/subscriptions/${s.subscriptionId}/approve`, undefined, s.creator.headers);
    expect(twice.status).toBe(409);
  });

  it('lets the creator decline a switch with a reason: the subscription stays on its plan', async () => {
    const s = await subscribed(server, { dailyQuota: 1 });
    const ent = await enterprise(s);
    await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: ent.id }, s.caller.headers);
    const long = await server.request('POST', `/api/subscriptions/${s.subscriptionId}/decline`, { reason: 'x'.repeat(201) }, s.creator.headers);
    expect(long.status).toBe(400);
    const no = await server.request('POST', `/api/subscriptions/${s.subscriptionId}/decline`, { reason: '请先说明用途' }, s.creator.headers);
    expect(no.status, no.text).toBe(200);
    expect(no.body.data).toMatchObject({ status: 'active', planId: s.planId, requestedPlanId: null });
    expect(await notes(s.caller)).toContainEqual('你在「' + no.body.data.apiName + '」切换到套餐「企业版」的申请未通过，订阅仍为「免费版」：请先说明用途');
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);
    const nothing = await server.request('POST', `/api/subscriptions/${s.subscriptionId}/decline`, {}, { ...s.creator.headers, ...en });
    expect([nothing.status, nothing.body.message]).toEqual([409, 'This subscription has no request waiting for approval']);
  });

  it('declines a pending subscription: it ends, and the caller may ask again', async () => {
    const s = await subscribed(server, { dailyQuota: 5, needsApproval: true });
    expect(await notes(s.creator)).toContainEqual(expect.stringContaining(`${s.caller.account} 申请订阅`));
    const no = await server.request('POST', `/api/subscriptions/${s.subscriptionId}/decline`, undefined, { ...s.creator.headers, ...en });
    expect(no.status, no.text).toBe(200);
    expect(no.body.data.status).toBe('ended');
    expect(await notes(s.caller)).toContainEqual(expect.stringContaining('的订阅申请未通过'));
    const again = await server.request('POST', '/api/subscriptions', { apiId: s.apiId, planId: s.planId, keyId: s.keyId }, s.caller.headers);
    expect(again.body.data.status).toBe('pending');
  });

  it('withdraws a request when the caller picks the current plan, and replaces it with a plain switch', async () => {
    const s = await subscribed(server, { dailyQuota: 10 });
    const ent = await enterprise(s);
    const basic = (await server.request('POST', `/api/apis/${s.apiId}/plans`, { name: '基础版', dailyQuota: 100 }, s.creator.headers)).body.data;
    await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: ent.id }, s.caller.headers);
    const back = await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: s.planId }, s.caller.headers);
    expect(back.body.data).toMatchObject({ planId: s.planId, requestedPlanId: null });
    expect((await server.request('POST', `/api/subscriptions/${s.subscriptionId}/approve`, undefined, s.creator.headers)).status).toBe(409);
    await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: ent.id }, s.caller.headers);
    const plain = await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: basic.id }, s.caller.headers);
    expect(plain.body.data).toMatchObject({ planId: basic.id, requestedPlanId: null });
  });

  it('drops a request for a plan the creator deletes, and tells the caller', async () => {
    const s = await subscribed(server, { dailyQuota: 10 });
    const ent = await enterprise(s);
    await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: ent.id }, s.caller.headers);
    expect((await server.request('DELETE', `/api/plans/${ent.id}`, undefined, s.creator.headers)).status).toBe(200);
    expect(await mine(s)).toMatchObject({ planId: s.planId, requestedPlanId: null, status: 'active' });
    expect(await notes(s.caller)).toContainEqual(expect.stringContaining('套餐「企业版」已被删除，切换申请已取消'));
    expect((await server.request('POST', `/api/subscriptions/${s.subscriptionId}/approve`, undefined, s.creator.headers)).status).toBe(409);
  });

  it('answers the same over GraphQL', async () => {
    const s = await subscribed(server, { dailyQuota: 10 });
    const ent = await enterprise(s);
    const asked = await server.graphql<{ switchPlan: { planId: number; requestedPlanId: number | null; requestedPlanNameEn: string } }>(
      `mutation ($id: Int!, $p: Int!) { switchPlan(id: $id, planId: $p) { planId requestedPlanId requestedPlanNameEn } }`,
      { id: s.subscriptionId, p: ent.id },
      s.caller.headers,
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.switchPlan).toEqual({ planId: s.planId, requestedPlanId: ent.id, requestedPlanNameEn: 'Enterprise' });
    const declined = await server.graphql<{ declineSubscription: { planId: number; requestedPlanId: number | null } }>(
      `mutation ($id: Int!) { declineSubscription(id: $id, reason: null) { planId requestedPlanId } }`,
      { id: s.subscriptionId },
      s.creator.headers,
    );
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.declineSubscription).toEqual({ planId: s.planId, requestedPlanId: null });
    await server.graphql(`mutation ($id: Int!, $p: Int!) { switchPlan(id: $id, planId: $p) { id } }`, { id: s.subscriptionId, p: ent.id }, s.caller.headers);
    const approved = await server.graphql<{ approveSubscription: { planId: number } }>(
      `mutation ($id: Int!) { approveSubscription(id: $id) { planId } }`,
      { id: s.subscriptionId },
      s.creator.headers,
    );
    expect(approved.data?.approveSubscription.planId).toBe(ent.id);
    expect((await mine(s)).planId).toBe(ent.id);
  });
});
