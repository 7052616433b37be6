import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStatus } from '../../catalog/api.entity.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { runSeeds } from '../../../db/seed/index.js';
import { callWith, makeKey, redisEnv, subscribed } from './plans-fixture.js';

const en = { 'accept-language': 'en' };

describe('plans and subscriptions over REST', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(redisEnv());
  });
  afterAll(async () => {
    await server?.stop();
  });

  const planCount = async (apiId: number) =>
    ((await server.ds.query(`SELECT count(*)::int AS n FROM api_plan WHERE api_id = $1`, [apiId])) as Array<{ n: number }>)[0]!.n;
  const subCount = async (userId: number) =>
    ((await server.ds.query(`SELECT count(*)::int AS n FROM api_subscription WHERE user_id = $1`, [userId])) as Array<{ n: number }>)[0]!.n;

  it('lists an API’s plans to anyone with the limits in words', async () => {
    const creator = await buildUser(server);
    const { id } = await buildApi(server, { creator });
    await server.request('POST', `/api/apis/${id}/plans`, { name: '专业版', nameEn: 'Pro', dailyQuota: 10000, ratePerSecond: 20 }, creator.headers);
    await server.request('POST', `/api/apis/${id}/plans`, { name: '免费版', nameEn: 'Free', dailyQuota: 100, ratePerSecond: 5, isDefault: true }, creator.headers);
    const res = await server.request('GET', `/api/apis/${id}/plans`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { name: string; quotaText: string; quotaTextEn: string; isDefault: boolean }) => [p.name, p.quotaText, p.quotaTextEn, p.isDefault])).toEqual([
      ['免费版', '每日 100 次 · 每秒 5 次', '100 calls a day · 5 per second', true],
      ['专业版', '每日 10000 次 · 每秒 20 次', '10000 calls a day · 20 per second', false],
    ]);
    // A second default takes the mark from the first: one default per API.
    await server.request('POST', `/api/apis/${id}/plans`, { name: '企业版', isDefault: true }, creator.headers);
    const defaults = (await server.request('GET', `/api/apis/${id}/plans`)).body.data.filter((p: { isDefault: boolean }) => p.isDefault);
    expect(defaults.map((p: { name: string }) => p.name)).toEqual(['企业版']);
  });

  it('refuses bad plans with a clear message in the caller’s language and stores nothing', async () => {
    const creator = await buildUser(server);
    const { id } = await buildApi(server, { creator });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'x', dailyQuota: -1 }, '每日调用次数需为 1–10,000,000 的整数', 'The daily quota must be a whole number from 1 to 10,000,000'],
      [{ name: 'x', monthlyQuota: 1_000_000_000 }, '每月调用次数需为 1–300,000,000 的整数', 'The monthly quota must be a whole number from 1 to 300,000,000'],
      [{ name: 'x', ratePerSecond: 0 }, '每秒调用次数需为 1–10,000 的整数', 'The rate per second must be a whole number'],
      [{ name: 'x', dailyQuota: 500, monthlyQuota: 100 }, '每日调用次数不能超过每月调用次数', 'The daily quota cannot exceed the monthly quota'],
      [{ name: 'x', overage: 'maybe' }, '超额处理只能是 refuse', 'overage must be "refuse" or "allow"'],
      [{ name: '   ' }, '套餐名称需为 1–40 个字符', 'A plan name must be 1–40 characters'],
    ];
    for (const [body, zh, english] of cases) {
      const a = await server.request('POST', `/api/apis/${id}/plans`, body, creator.headers);
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(a.body.message).toContain(zh);
      const b = await server.request('POST', `/api/apis/${id}/plans`, body, { ...creator.headers, ...en });
      expect(b.body.message).toContain(english);
    }
    expect(await planCount(id)).toBe(0);
  });

  it('lets only the API’s creator change its plans (401 without a token, 404 for anyone else)', async () => {
    const creator = await buildUser(server);
    const other = await buildUser(server);
    const { id } = await buildApi(server, { creator });
    expect((await server.request('POST', `/api/apis/${id}/plans`, { name: 'x' })).status).toBe(401);
    expect((await server.request('POST', `/api/apis/${id}/plans`, { name: 'x' }, other.headers)).status).toBe(404);
    const plan = (await server.request('POST', `/api/apis/${id}/plans`, { name: '基础版', dailyQuota: 10 }, creator.headers)).body.data;
    expect((await server.request('PUT', `/api/plans/${plan.id}`, { name: 'y' }, other.headers)).status).toBe(404);
    expect((await server.request('DELETE', `/api/plans/${plan.id}`, undefined, other.headers)).status).toBe(404);
    expect((await server.request('PUT', `/api/plans/999999`, { name: 'y' }, creator.headers)).status).toBe(404);
    const removed = await server.request('DELETE', `/api/plans/${plan.id}`, undefined, creator.headers);
    expect(removed.status).toBe(200);
    expect((await server.request('GET', `/api/apis/${id}/plans`)).body.data).toEqual([]);
  });

  it('refuses bad subscriptions: another user’s key, an unpublished API, an unknown plan, twice', async () => {
    const creator = await buildUser(server);
    const { id } = await buildApi(server, { creator });
    const draft = await buildApi(server, { creator, status: ApiStatus.Draft });
    const plan = (await server.request('POST', `/api/apis/${id}/plans`, { name: '免费版', dailyQuota: 10 }, creator.headers)).body.data;
    const draftPlan = (await server.request('POST', `/api/apis/${draft.id}/plans`, { name: '免费版' }, creator.headers)).body.data;
    const caller = await buildUser(server);
    const stranger = await buildUser(server);
    const { keyId } = await makeKey(server, caller);
    const theirs = await makeKey(server, stranger);
    const sub = (body: object, lang: Record<string, string> = {}) =>
      server.request('POST', '/api/subscriptions', body, { ...caller.headers, ...lang });

    const foreign = await sub({ apiId: id, planId: plan.id, keyId: theirs.keyId }, en);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'API key not found or revoked']);
    // A draft is someone else's: indistinguishable from a missing API (issue #26.5).
    const unpublished = await sub({ apiId: draft.id, planId: draftPlan.id, keyId });
    expect([unpublished.status, unpublished.body.message]).toEqual([404, `接口 ${draft.id} 不存在`]);
    const unknown = await sub({ apiId: id, planId: 999999, keyId }, en);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Plan not found']);
    const planOfOther = await sub({ apiId: id, planId: draftPlan.id, keyId });
    expect(planOfOther.status).toBe(404);
    expect(await subCount(caller.id)).toBe(0);

    expect((await sub({ apiId: id, planId: plan.id, keyId })).status).toBe(200);
    const twice = await sub({ apiId: id, planId: plan.id, keyId });
    expect([twice.status, twice.body.message]).toEqual([409, '你已订阅该接口：请切换套餐或先退订']);
    expect(await subCount(caller.id)).toBe(1);
  });

  it('ends parallel subscribe calls in one subscription, and parallel unsubscribes in one ended one', async () => {
    const creator = await buildUser(server);
    const { id } = await buildApi(server, { creator });
    const plan = (await server.request('POST', `/api/apis/${id}/plans`, { name: '免费版', dailyQuota: 10 }, creator.headers)).body.data;
    const caller = await buildUser(server);
    const { keyId } = await makeKey(server, caller);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => server.request('POST', '/api/subscriptions', { apiId: id, planId: plan.id, keyId }, caller.headers)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
    const subId = answers.find((a) => a.status === 200)!.body.data.id;
    const ends = await Promise.all(
      Array.from({ length: 6 }, () => server.request('DELETE', `/api/subscriptions/${subId}`, undefined, caller.headers)),
    );
    expect(ends.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await server.ds.query(`SELECT status FROM api_subscription WHERE user_id = $1`, [caller.id])).toEqual([{ status: 'ended' }]);
  });

  it('stops counting at once on unsubscribe, and shows only the caller their own subscriptions', async () => {
    const s = await subscribed(server, { dailyQuota: 1 });
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);
    const other = await buildUser(server);
    expect((await server.request('DELETE', `/api/subscriptions/${s.subscriptionId}`, undefined, other.headers)).status).toBe(404);
    expect((await server.request('GET', '/api/user/subscriptions', undefined, other.headers)).body.data).toEqual([]);
    expect((await server.request('DELETE', `/api/subscriptions/${s.subscriptionId}`, undefined, s.caller.headers)).status).toBe(200);
    const after = await callWith(server, s.apiId, s.key);
    expect(after.status).toBe(200);
    expect(after.headers.get('ratelimit')).toBeNull();
    expect((await server.request('GET', '/api/user/subscriptions')).status).toBe(401);
  });

  it('applies a plan’s new limits from the next window and tells its subscribers', async () => {
    const s = await subscribed(server, { dailyQuota: 2 });
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    const changed = await server.request('PUT', `/api/plans/${s.planId}`, { name: '免费版', dailyQuota: 5 }, s.creator.headers);
    expect(changed.body.data).toMatchObject({ dailyQuota: 5, quotaText: '每日 5 次' });
    // Today still has the limit in force when the day began.
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);
    const [row] = await server.ds.query(`SELECT to_char(prev_daily_day, 'YYYY-MM-DD') AS day, prev_daily_quota AS q FROM api_plan WHERE id = $1`, [s.planId]);
    expect(row.q).toBe(2);
    // From the next day on (the same row read with tomorrow's date) the new limit applies.
    const { limitsIn } = await import('../quota.service.js');
    const { windowsAt } = await import('../plan.rules.js');
    const sub = await server.services.quota.subscription(s.keyId, s.apiId);
    expect(limitsIn(sub!, windowsAt(Date.now())).daily).toBe(2);
    expect(limitsIn(sub!, windowsAt(Date.now() + 86_400_000)).daily).toBe(5);
    const notes = (await server.request('GET', '/api/notifications', undefined, s.caller.headers)).body.data;
    expect(notes.map((n: { kind: string; message: string }) => [n.kind, n.message])).toContainEqual([
      'plan',
      expect.stringContaining('已调整为：每日 5 次（次日/次月起生效）'),
    ]);
  });

  it('switches plans keeping this window’s unused part pro rata', async () => {
    const s = await subscribed(server, { dailyQuota: 10 });
    const pro = (await server.request('POST', `/api/apis/${s.apiId}/plans`, { name: '专业版', dailyQuota: 1000 }, s.creator.headers)).body.data;
    for (let i = 0; i < 3; i++) expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    const { windowsAt, proRata } = await import('../plan.rules.js');
    const before = windowsAt(Date.now());
    const res = await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: pro.id }, s.caller.headers);
    const after = windowsAt(Date.now());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ planId: pro.id, usedToday: 3 });
    // The old plan's 10 for the part of the day gone by, the new plan's 1000 for the rest.
    const bounds = [proRata(10, 1000, 3, after.dayLeft)!, proRata(10, 1000, 3, before.dayLeft)!];
    expect(res.body.data.dailyLimit).toBeGreaterThanOrEqual(bounds[0]);
    expect(res.body.data.dailyLimit).toBeLessThanOrEqual(bounds[1]);
    expect(res.body.data.leftToday).toBe(res.body.data.dailyLimit - 3);
    const same = await server.request('PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: pro.id }, s.caller.headers);
    expect(same.status).toBe(409);
  });

  it('lets an administrator list and suspend a subscription, and the caller sees the reason', async () => {
    const s = await subscribed(server, { dailyQuota: 10 });
    const admin = await buildUser(server, { role: 'ADMIN' });
    expect((await server.request('GET', '/api/system/subscriptions', undefined, s.caller.headers)).body.code).toBe(40001);
    const list = await server.request('GET', `/api/system/subscriptions?apiId=${s.apiId}`, undefined, admin.headers);
    expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([s.subscriptionId]);
    const gql = await server.graphql<{ adminSubscriptions: { total: number; items: Array<{ id: number; account: string }> } }>(
      `query ($s: String, $k: String) { adminSubscriptions(status: $s, keyword: $k, limit: 20, offset: 0) { total items { id account apiName planName status suspendReason usedToday dailyLimit } } }`,
      { s: null, k: s.caller.account },
      admin.headers,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.adminSubscriptions.items.map((x) => x.id)).toEqual([s.subscriptionId]);
    // The API's names in both languages (the English console shows the English one).
    const [api] = (await server.ds.query(`SELECT name, name_en FROM api WHERE id = $1`, [s.apiId])) as Array<{ name: string; name_en: string }>;
    expect(api!.name_en).not.toBe('');
    expect(list.body.data[0]).toMatchObject({ apiName: api!.name, apiNameEn: api!.name_en });
    const noReason = await server.request('PUT', `/api/system/subscriptions/${s.subscriptionId}`, { suspended: true }, admin.headers);
    expect(noReason.status).toBe(400);
    const done = await server.request('PUT', `/api/system/subscriptions/${s.subscriptionId}`, { suspended: true, reason: '滥用接口' }, admin.headers);
    expect(done.body.data).toMatchObject({ status: 'suspended', suspendReason: '滥用接口' });
    const refused = await callWith(server, s.apiId, s.key);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('该订阅已被管理员暂停：滥用接口');
    const mine = await server.request('GET', '/api/user/subscriptions', undefined, s.caller.headers);
    expect(mine.body.data[0]).toMatchObject({ status: 'suspended', suspendReason: '滥用接口' });
    await server.request('PUT', `/api/system/subscriptions/${s.subscriptionId}`, { suspended: false }, admin.headers);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
  });

  it('holds a subscription to a plan that needs approval until the creator approves it', async () => {
    const s = await subscribed(server, { dailyQuota: 1, needsApproval: true });
    const mine = await server.request('GET', '/api/user/subscriptions', undefined, s.caller.headers);
    expect(mine.body.data[0].status).toBe('pending');
    const stranger = await buildUser(server);
    expect((await server.request('POST', `/api/subscriptions/${s.subscriptionId}/approve`, undefined, stranger.headers)).status).toBe(404);
    const ok = await server.request('POST', `/api/subscriptions/${s.subscriptionId}/approve`, undefined, s.creator.headers);
    expect(ok.body.data.status).toBe('active');
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);
  });

  it('refuses keys without a subscription when an api-key-only API requires one', async () => {
    const s = await subscribed(server, { dailyQuota: 5 });
    await server.ds.query(`INSERT INTO api_publish_config (api_id, token_rule) VALUES ($1, 'api-key-only')`, [s.apiId]);
    const stranger = await buildUser(server);
    const theirs = await makeKey(server, stranger);
    // Not required yet: a key without a subscription is served, unmetered.
    expect((await callWith(server, s.apiId, theirs.key)).status).toBe(200);
    const other = await buildUser(server);
    expect((await server.request('PUT', `/api/apis/${s.apiId}/planSettings`, { requiresSubscription: true }, other.headers)).status).toBe(404);
    const set = await server.request('PUT', `/api/apis/${s.apiId}/planSettings`, { requiresSubscription: true }, s.creator.headers);
    expect(set.body.data).toEqual({ requiresSubscription: true });
    const refused = await callWith(server, s.apiId, theirs.key, 'en');
    expect([refused.status, refused.body.message]).toEqual([
      401,
      'This API needs a subscription: subscribe this API key to a plan on the API’s page first',
    ]);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
  });

  it('seeds a few demo APIs with realistic plans, once', async () => {
    await runSeeds(server.ds);
    await runSeeds(server.ds);
    const [{ id }] = await server.ds.query(`SELECT id FROM api WHERE slug = 'hitokoto'`);
    const plans = (await server.request('GET', `/api/apis/${id}/plans`)).body.data;
    expect(plans.map((p: { name: string; quotaText: string }) => `${p.name} ${p.quotaText}`)).toEqual([
      '免费版 每日 100 次 · 每秒 5 次',
      '基础版 每日 5000 次 · 每月 100000 次 · 每秒 20 次',
      '专业版 每日 50000 次 · 每月 1000000 次 · 每秒 100 次',
    ]);
  });

  it('answers the same over GraphQL', async () => {
    const s = await subscribed(server, { dailyQuota: 3 });
    await callWith(server, s.apiId, s.key);
    const res = await server.graphql<{ apiPlans: Array<{ name: string }>; mySubscriptions: Array<{ usedToday: number; leftToday: number }> }>(
      `query ($apiId: Int!) { apiPlans(apiId: $apiId) { name quotaText } mySubscriptions { usedToday leftToday } }`,
      { apiId: s.apiId },
      s.caller.headers,
    );
    expect(res.data?.apiPlans.map((p) => p.name)).toEqual(['免费版']);
    expect(res.data?.mySubscriptions[0]).toEqual({ usedToday: 1, leftToday: 2 });
    const bad = await server.graphql(
      `mutation ($apiId: Int!) { createPlan(apiId: $apiId, input: { name: "x", dailyQuota: -5 }) { id } }`,
      { apiId: s.apiId },
      s.creator.headers,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
