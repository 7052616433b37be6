import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { startUpstream, type LocalUpstream } from '../../open-call/__tests__/upstream-fixture.js';
import { callWith, redisEnv, subscribed } from './plans-fixture.js';

/** Quota enforcement on the open-call path, with the real Redis and PostgreSQL. */
describe('quotas on open calls with a key', () => {
  let server: TestServer;
  let up: LocalUpstream;

  beforeAll(async () => {
    up = await startUpstream();
    // REDIS_TIMEOUT_MS: these tests are of the counters in Redis. At the default 500 ms a loaded machine
    // (a stalled event loop) took a reply for a failed Redis, and the gateway counted in its own memory
    // from the last count Redis gave it (the per-gateway fallback, tested in quota-gateways.test.ts).
    server = await startTestServer({ ...redisEnv(), UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`, CALL_FLUSH_MS: '50', REDIS_TIMEOUT_MS: '30000' });
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  const usageRows = async (subId: number) =>
    server.ds.query(`SELECT calls, billable, overage, refused_daily, refused_rate FROM api_usage_day WHERE subscription_id = $1`, [subId]);

  it('answers 429 past the daily quota, in the caller’s language, with Retry-After and the RateLimit headers', async () => {
    const s = await subscribed(server, { dailyQuota: 3, monthlyQuota: 100 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await callWith(server, s.apiId, s.key));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe(`"daily";q=3;w=86400, "monthly";q=100;w=${answers[0]!.headers.get('ratelimit-policy')!.match(/monthly";q=100;w=(\d+)/)![1]}`);
    expect(answers[0]!.headers.get('ratelimit')).toMatch(/^"daily";r=2;t=\d+, "monthly";r=99;t=\d+$/);
    expect(answers.map((a) => a.headers.get('x-quota-remaining-day'))).toEqual(['2', '1', '0']);
    expect(answers[2]!.headers.get('x-quota-remaining-month')).toBe('97');

    const refused = await callWith(server, s.apiId, s.key);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, data: null });
    expect(refused.body.message).toMatch(/^今日调用次数已用完（每日 3 次）/);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86_400);
    expect(refused.headers.get('ratelimit')).toMatch(/^"daily";r=0;t=\d+/);
    const en = await callWith(server, s.apiId, s.key, 'en');
    expect(en.body.message).toMatch(/^Daily quota of 3 calls used up; retry in \d+ s/);

    await waitFor(async () => (await usageRows(s.subscriptionId))[0]?.refused_daily === 2, 'refusals written');
    expect(await usageRows(s.subscriptionId)).toEqual([{ calls: 3, billable: 3, overage: 0, refused_daily: 2, refused_rate: 0 }]);
  });

  it('counts only calls the upstream answered with 2xx', async () => {
    const s = await subscribed(server, { dailyQuota: 2 }, { address: `${up.url}/mode` });
    up.mode = 'fail';
    for (let i = 0; i < 3; i++) expect((await callWith(server, s.apiId, s.key)).status).toBe(500);
    up.mode = 'ok';
    const ok = [await callWith(server, s.apiId, s.key), await callWith(server, s.apiId, s.key)];
    expect(ok.map((r) => r.status)).toEqual([200, 200]);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);
    // The refusal is counted after the five calls: a flush between them writes the calls first.
    await waitFor(async () => (await usageRows(s.subscriptionId))[0]?.refused_daily === 1, 'usage written');
    expect(await usageRows(s.subscriptionId)).toEqual([{ calls: 5, billable: 2, overage: 0, refused_daily: 1, refused_rate: 0 }]);
  });

  it('answers past the quota of an overage plan and counts those calls as overage', async () => {
    const s = await subscribed(server, { dailyQuota: 1, overage: 'allow' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await callWith(server, s.apiId, s.key)).status);
    expect(statuses).toEqual([200, 200, 200]);
    await waitFor(async () => (await usageRows(s.subscriptionId))[0]?.billable === 3, 'usage written');
    expect(await usageRows(s.subscriptionId)).toEqual([{ calls: 3, billable: 3, overage: 2, refused_daily: 0, refused_rate: 0 }]);
  });

  it('refuses calls past the rate per second', async () => {
    const s = await subscribed(server, { ratePerSecond: 2 });
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => callWith(server, s.apiId, s.key)))).map((r) => r.status);
    // Six at once: they may straddle a second's boundary, so at most four pass, and some are refused.
    expect(statuses.filter((x) => x === 200).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(2);
    const refused = await callWith(server, s.apiId, s.key, 'en');
    if (refused.status === 429) expect(refused.body.message).toMatch(/at most 2 per second/);
  });

  it('does not meter a call without a key, nor with a key that holds no subscription', async () => {
    const s = await subscribed(server, { dailyQuota: 1 });
    expect((await server.request('GET', `/api/open/api/${s.apiId}`)).headers.get('ratelimit')).toBeNull();
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);
    expect((await server.request('GET', `/api/open/api/${s.apiId}`)).status).toBe(200);
  });

  it('tells the caller at 80 % and 100 % of the quota, once each', async () => {
    const s = await subscribed(server, { dailyQuota: 5 });
    for (let i = 0; i < 6; i++) await callWith(server, s.apiId, s.key);
    const mine = async () => (await server.request('GET', '/api/notifications', undefined, s.caller.headers)).body.data;
    await waitFor(async () => (await mine()).filter((n: { kind: string }) => n.kind === 'quota').length === 2, 'two warnings');
    const messages = (await mine()).filter((n: { kind: string }) => n.kind === 'quota').map((n: { message: string }) => n.message);
    expect(messages.some((m: string) => m.includes('今日调用次数已用 80%（4/5）'))).toBe(true);
    expect(messages.some((m: string) => m.includes('今日调用次数已用完（5/5）'))).toBe(true);
  });

  it('gives the creator calls, billable calls, refusals and p50/p95 per plan and per subscriber', async () => {
    const s = await subscribed(server, { dailyQuota: 2 });
    for (let i = 0; i < 3; i++) await callWith(server, s.apiId, s.key);
    const read = async () =>
      (await server.request('GET', `/api/apis/${s.apiId}/planAnalytics?days=7`, undefined, s.creator.headers)).body.data;
    await waitFor(async () => (await read()).subscribers[0]?.refused === 1, 'usage written');
    const figures = await read();
    expect(figures.plans).toEqual([
      expect.objectContaining({ planId: s.planId, subscribers: 1, calls: 2, billable: 2, refused: 1, refusedDaily: 1 }),
    ]);
    expect(figures.plans[0].p50Ms).toBeGreaterThan(0);
    expect(figures.plans[0].p95Ms).toBeGreaterThanOrEqual(figures.plans[0].p50Ms);
    expect(figures.subscribers).toEqual([
      expect.objectContaining({ subscriptionId: s.subscriptionId, account: s.caller.account, calls: 2, billable: 2, daysAtLimit: 1 }),
    ]);
    // Anyone but the creator: the API answers like a missing one.
    expect((await server.request('GET', `/api/apis/${s.apiId}/planAnalytics`, undefined, s.caller.headers)).status).toBe(404);
  });
});
