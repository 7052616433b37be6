import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';
import { DEEP_OFFSET } from '../call-log-seek.js';

/**
 * Issue #35, "flat with traffic": the statistics read roll-ups (the raw rows can be emptied and every
 * answer stays), deep history pages equal a plain OFFSET at every page boundary, and slow statistics
 * readers queue on their own pool while pages keep being served.
 */
describe('call reads that do not grow with the day', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ANALYTICS_POOL_SIZE: '2', ANALYTICS_STATEMENT_TIMEOUT_MS: '60000' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Rows as the recorder writes them (one INSERT, so the statement trigger keeps the roll-ups). */
  const insertCalls = (
    apiId: number,
    rows: Array<{ ip: string; userId?: number | null; ms: number; ok?: boolean; at: Date }>,
  ) =>
    server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, user_id, requested_at)
       SELECT $1, u.ms, u.ip, u.ok, CASE WHEN u.ok THEN 200 ELSE 500 END, u.uid, u.at
         FROM unnest($2::float8[], $3::text[], $4::boolean[], $5::int[], $6::timestamptz[]) AS u(ms, ip, ok, uid, at)`,
      [
        apiId,
        rows.map((r) => r.ms),
        rows.map((r) => r.ip),
        rows.map((r) => r.ok ?? true),
        rows.map((r) => r.userId ?? null),
        rows.map((r) => r.at.toISOString()),
      ],
    );

  const STATS = `query Stats($apiId: Int!, $period: StatsPeriod!) {
    apiCallStats(apiId: $apiId, period: $period) {
      platform { calls successCalls avgMs p50Ms p95Ms series { at calls failed avgMs p95Ms } }
      mine { calls successCalls avgMs p50Ms p95Ms series { at calls failed avgMs p95Ms } }
    }
  }`;

  it('answers the 5-minute view and one caller’s statistics from roll-ups: the raw rows emptied, every answer stays', async () => {
    const api = await buildApi(server);
    const user = await buildUser(server);
    const now = Date.now();
    const rows = Array.from({ length: 240 }, (_, i) => ({
      // The test's own requests come from 127.0.0.1: a visitor's "mine" is that address's unsigned calls.
      ip: i % 3 === 0 ? '127.0.0.1' : `198.51.100.${i % 7}`,
      userId: i % 4 === 0 ? user.id : null,
      ms: 1 + (i % 37) * 3.5,
      ok: i % 9 !== 0,
      at: new Date(now - (i % 200) * 1000 - 500),
    }));
    await insertCalls(api.id, rows);
    const ask = async (period: string, headers?: Record<string, string>) => {
      const r = await server.graphql<{ apiCallStats: unknown }>(STATS, { apiId: api.id, period }, headers);
      expect(r.errors).toBeUndefined();
      return r.data!.apiCallStats;
    };
    const periods = ['REALTIME', 'HOUR', 'DAY', 'WEEK'];
    const before: unknown[] = [];
    for (const p of periods) before.push(await ask(p), await ask(p, user.headers));

    const realtime = before[0] as { platform: { calls: number }; mine: { calls: number } };
    const inLastFiveMinutes = rows.filter((r) => r.at.getTime() > now - 290_000);
    expect(realtime.platform.calls).toBe(inLastFiveMinutes.length);
    expect(realtime.mine.calls).toBe(inLastFiveMinutes.filter((r) => r.ip === '127.0.0.1' && r.userId === null).length);
    const signedIn = before[1] as { mine: { calls: number; successCalls: number } };
    expect(signedIn.mine.calls).toBe(inLastFiveMinutes.filter((r) => r.userId === user.id).length);
    expect(signedIn.mine.calls).toBeGreaterThan(0);
    const week = before[7] as { mine: { calls: number; successCalls: number } };
    expect(week.mine.calls).toBe(rows.filter((r) => r.userId === user.id).length);
    expect(week.mine.successCalls).toBe(rows.filter((r) => r.userId === user.id && r.ok).length);

    await server.ds.query(`DELETE FROM api_call WHERE api_id = $1`, [api.id]);
    const after: unknown[] = [];
    for (const p of periods) after.push(await ask(p), await ask(p, user.headers));
    // Every figure stays. A series is compared bucket by bucket where both answers have the bucket: on a
    // loaded machine a bucket boundary may pass between the two reads and shift the window by one bucket.
    type Side = { series: Array<{ at: string }> } & Record<string, unknown>;
    const apart = (answers: unknown[]) =>
      (answers as Array<Record<'platform' | 'mine', Side>>).map((x) => {
        const { series: platformSeries, ...platform } = x.platform;
        const { series: mineSeries, ...mine } = x.mine;
        return { figures: { platform, mine }, series: [platformSeries, mineSeries] };
      });
    const [was, now2] = [apart(before), apart(after)];
    expect(now2.map((x) => x.figures)).toEqual(was.map((x) => x.figures));
    now2.forEach((x, i) =>
      x.series.forEach((series, j) => {
        const old = new Map(was[i]!.series[j]!.map((b) => [b.at, b]));
        const shared = series.filter((b) => old.has(b.at));
        expect(shared.length).toBeGreaterThanOrEqual(old.size - 1);
        for (const b of shared) expect(b).toEqual(old.get(b.at));
      }),
    );
  });

  it('lists the top callers by network from roll-ups (IPv4-mapped as IPv4, IPv6 by /64, what is no address as *)', async () => {
    const api = await buildApi(server);
    const at = new Date(Date.now() - 30_000);
    const ips = ['10.1.2.3', '10.1.2.4', '::ffff:10.1.2.5', '10.9.9.9', '2001:db8:1:2::5', '2001:db8:1:2:ffff::1', 'unknown'];
    await insertCalls(
      api.id,
      ips.map((ip, i) => ({ ip, ms: 5, ok: i !== 1, at })),
    );
    const TOP = `query Top($apiId: Int!) { apiTopCallers(apiId: $apiId, period: HOUR) { requestIp calls failed lastCallAt } }`;
    const ask = async () => {
      const r = await server.graphql<{
        apiTopCallers: Array<{ requestIp: string; calls: number; failed: number; lastCallAt: string }>;
      }>(TOP, { apiId: api.id }, api.creator.headers);
      expect(r.errors).toBeUndefined();
      return r.data!.apiTopCallers;
    };
    const first = await ask();
    expect(first.map(({ requestIp, calls, failed }) => ({ requestIp, calls, failed }))).toEqual([
      { requestIp: '10.1.2.*', calls: 3, failed: 1 },
      { requestIp: '2001:db8:1:2:*', calls: 2, failed: 0 },
      { requestIp: '*', calls: 1, failed: 0 },
      { requestIp: '10.9.9.*', calls: 1, failed: 0 },
    ]);
    expect(new Date(first[0]!.lastCallAt).getTime()).toBe(at.getTime());
    await server.ds.query(`DELETE FROM api_call WHERE api_id = $1`, [api.id]);
    expect(await ask()).toEqual(first);
  });

  it('serves deep history pages exactly as a plain OFFSET would, across minute and hour boundaries and ties', async () => {
    const api = await buildApi(server);
    // 3,000 calls over about two hours, three to a timestamp (ties broken by id), minute-aligned steps.
    const base = Math.floor(Date.now() / 60_000) * 60_000;
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      ip: `203.0.113.${i % 250}`,
      ms: i + 0.5, // identifies the row
      at: new Date(base - Math.floor(i / 3) * 5000),
    }));
    // Written in several statements, so ids do not follow the timestamps.
    for (let k = 0; k < 3; k++) await insertCalls(api.id, rows.filter((_, i) => i % 3 === k));
    const truth = async (limit: number, offset: number) =>
      ((await server.ds.query(
        `SELECT response_time_ms AS ms FROM api_call WHERE api_id = $1 ORDER BY requested_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [api.id, limit, offset],
      )) as Array<{ ms: number }>).map((r) => r.ms);
    const page = async (p: number, size: number) => {
      const r = await server.request('GET', `/api/histroy/log/api/${api.id}?page=${p}&pageSize=${size}`);
      expect(r.status).toBe(200);
      return (r.body.data.apiRequestStatList as Array<{ responseTime: number }>).map((x) => x.responseTime);
    };
    // Pages of 7 (crossing each minute's 36 rows at varied points) and of 36 (a minute's exact count).
    for (const size of [7, 36]) {
      const first = Math.floor(DEEP_OFFSET / size) - 1;
      for (let p = first; (p - 1) * size < 3000 + size; p += size === 7 ? 3 : 1) {
        expect(await page(p, size), `page ${p} of ${size}`).toEqual(await truth(size, (p - 1) * size));
      }
    }
    // Past every row: empty.
    expect(await page(400, 10)).toEqual([]);
    // With the minute roll-ups gone (kept two days), the hour's count is the seek: still exact.
    await server.ds.query(`DELETE FROM api_call_minute WHERE api_id = $1`, [api.id]);
    for (const p of [101, 150, 211, 299]) expect(await page(p, 10)).toEqual(await truth(10, (p - 1) * 10));
    // The GraphQL door pages the same way.
    const g = await server.graphql<{ apiCallHistory: { items: Array<{ responseTimeMs: number }>; total: number } }>(
      `query H($apiId: Int!) { apiCallHistory(apiId: $apiId, offset: 2345, limit: 20) { items { responseTimeMs } total } }`,
      { apiId: api.id },
    );
    expect(g.data!.apiCallHistory.items.map((x) => x.responseTimeMs)).toEqual(await truth(20, 2345));
    expect(g.data!.apiCallHistory.total).toBe(3000);
  });

  it('keeps slow statistics readers on their own small pool: pages are served while it is exhausted', async () => {
    const api = await buildApi(server);
    const key = 735_001;
    const holder = server.ds.createQueryRunner();
    await holder.connect();
    await holder.query(`SELECT pg_advisory_lock($1)`, [key]);
    try {
      // Two readers stuck on the lock hold both analytics connections; ten statistics readers queue behind them.
      const stuck = [1, 2].map(() =>
        server.services.analyticsReads.query(`SELECT pg_advisory_xact_lock_shared($1)`, [key]),
      );
      const waiting = Array.from({ length: 10 }, () =>
        server.graphql(STATS, { apiId: api.id, period: 'REALTIME' }),
      );
      await expect
        .poll(async () => {
          const [{ n }] = await server.ds.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'api-market analytics' AND datname = current_database()`,
          );
          return n;
        })
        .toBe(2);
      // Unrelated pages answer meanwhile (from the main pool).
      const detail = await server.graphql<{ api: { id: number } }>(`query D($id: Int!) { api(id: $id) { id name } }`, {
        id: api.id,
      });
      expect(detail.data!.api.id).toBe(api.id);
      expect((await server.request('GET', `/api/histroy/log/api/${api.id}`)).status).toBe(200);
      expect((await server.request('GET', `/api/histroy/count/api/${api.id}`)).status).toBe(200);
      const [{ n }] = await server.ds.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'api-market analytics' AND datname = current_database()`,
      );
      expect(n).toBe(2);
      await holder.query(`SELECT pg_advisory_unlock($1)`, [key]);
      await Promise.all(stuck);
      for (const r of await Promise.all(waiting)) expect(r.errors).toBeUndefined();
    } finally {
      await holder.query(`SELECT pg_advisory_unlock_all()`);
      await holder.release();
    }
  });

  it('trims the 10 s roll-ups after 70 minutes and the per-caller and per-network ones after their keeping', async () => {
    const api = await buildApi(server);
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await insertCalls(api.id, [
      // 75 minutes apart: always in different hours, whatever the clock says.
      { ip: '192.0.2.10', ms: 3, at: ago(80) },
      { ip: '192.0.2.10', ms: 3, at: ago(5) },
      { ip: '192.0.2.10', ms: 3, at: ago(3 * 24 * 60) },
      { ip: '192.0.2.10', ms: 3, at: ago(9 * 24 * 60) },
    ]);
    const left = async () =>
      (await server.ds.query(
        `SELECT 'tick' AS t, 10 AS grain, count(*)::int AS n FROM api_call_tick WHERE api_id = $1
         UNION ALL SELECT 'caller', grain, count(*)::int FROM api_call_caller WHERE api_id = $1 GROUP BY grain
         UNION ALL SELECT 'net', grain, count(*)::int FROM api_call_net WHERE api_id = $1 GROUP BY grain
         ORDER BY 1, 2`,
        [api.id],
      )) as Array<{ t: string; grain: number; n: number }>;
    expect(await left()).toEqual([
      { t: 'caller', grain: 10, n: 4 },
      { t: 'caller', grain: 3600, n: 4 },
      { t: 'net', grain: 60, n: 4 },
      { t: 'net', grain: 3600, n: 4 },
      { t: 'tick', grain: 10, n: 4 },
    ]);
    await server.services.callStorage.trim(now);
    await server.services.callStorage.run(now);
    expect(await left()).toEqual([
      { t: 'caller', grain: 10, n: 1 },
      { t: 'caller', grain: 3600, n: 3 },
      { t: 'net', grain: 60, n: 2 },
      { t: 'net', grain: 3600, n: 3 },
      { t: 'tick', grain: 10, n: 1 },
    ]);
  });

  it('runs the statistics pool with its own statement timeout', async () => {
    const [{ statement_timeout }] = await server.services.analyticsReads.query<Array<{ statement_timeout: string }>>(
      `SHOW statement_timeout`,
    );
    expect(statement_timeout).toBe('1min');
  });
});
