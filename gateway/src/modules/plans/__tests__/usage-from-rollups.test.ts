import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { callWith, redisEnv, subscribed } from './plans-fixture.js';

/**
 * Issue #27 "reads do not grow with history": the usage page, a subscription's figures and the
 * creator's per-plan / per-subscriber analytics come from the per-day roll-up and the quota counters,
 * never from the raw call rows — emptying those rows changes no answer.
 */
describe('usage reads from roll-ups and counters only', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...redisEnv(), CALL_FLUSH_MS: '50' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers the same after the raw call rows are gone', async () => {
    const s = await subscribed(server, { dailyQuota: 3 });
    for (let i = 0; i < 5; i++) await callWith(server, s.apiId, s.key);
    const raw = async () =>
      ((await server.ds.query(`SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`, [s.apiId])) as Array<{ n: number }>)[0]!.n;
    await waitFor(async () => {
      const rows: Array<{ billable: number; refused_daily: number }> = await server.ds.query(
        `SELECT billable, refused_daily FROM api_usage_day WHERE subscription_id = $1`,
        [s.subscriptionId],
      );
      return rows[0]?.billable === 3 && rows[0]?.refused_daily === 2 && (await raw()) >= 3;
    }, 'usage and call rows written');

    const read = async () => ({
      usage: (await server.request('GET', `/api/user/usage?apiId=${s.apiId}`, undefined, s.caller.headers)).body.data,
      mine: (await server.request('GET', '/api/user/subscriptions', undefined, s.caller.headers)).body.data,
      analytics: (await server.request('GET', `/api/apis/${s.apiId}/planAnalytics?days=7`, undefined, s.creator.headers)).body.data,
      gql: (
        await server.graphql(
          `query ($a: Int) { myUsage(apiId: $a) { day calls billable refusedDaily } mySubscriptions { usedToday leftToday } }`,
          { a: s.apiId },
          s.caller.headers,
        )
      ).data,
    });
    const before = await read();
    expect(before.usage).toEqual([expect.objectContaining({ subscriptionId: s.subscriptionId, billable: 3, refusedDaily: 2 })]);
    expect(before.mine[0]).toMatchObject({ usedToday: 3, leftToday: 0 });
    expect(before.analytics.subscribers[0]).toMatchObject({ billable: 3, refused: 2 });

    await server.ds.query(`DELETE FROM api_call WHERE api_id = $1`, [s.apiId]);
    expect(await raw()).toBe(0);
    expect(await read()).toEqual(before);
  });
});
