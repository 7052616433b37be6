import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { HISTOGRAM_PRECISION, histogramQuantile } from '../call-history.service.js';
import { addApi } from './upstream-fixture.js';

describe('open-call storage: partitions, counters and roll-ups', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CALL_RETENTION_DAYS: '30' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const exactQuantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(q * xs.length) - 1]!;

  it('keeps api_call partitioned by day, with days ahead ready', async () => {
    const [{ strategy }] = await server.ds.query(
      `SELECT partstrat AS strategy FROM pg_partitioned_table WHERE partrelid = 'api_call'::regclass`,
    );
    expect(strategy).toBe('r');
    await server.services.callStorage.run();
    const days: Array<{ relname: string }> = await server.ds.query(
      `SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'api_call'::regclass AND c.relname ~ '^api_call_[0-9]{8}$'`,
    );
    const names = days.map((d) => d.relname);
    for (let ahead = 0; ahead <= 3; ahead++) {
      const d = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
      expect(names).toContain(`api_call_${d}`);
    }
  });

  it('records response times to the microsecond and serves counts and percentiles from the roll-ups', async () => {
    const apiId = await addApi(server, 'builtin:uuid');
    // A built-in call through the real proxy: well under a millisecond, never shown as 0.
    const res = await server.request('GET', `/api/open/api/${apiId}`);
    expect(res.status).toBe(200);
    await server.services.callRecorder.flush();
    const log = await server.request('GET', `/api/histroy/log/api/${apiId}`);
    const first = log.body.data.apiRequestStatList[0].responseTime as number;
    expect(first).toBeGreaterThan(0); // the machine's real time for it: only 'not rounded to 0' is knowable
    expect(Number.isInteger(first * 1000) || first * 1000 - Math.floor(first * 1000) < 1e-6).toBe(true);

    // A known spread of times, written the way the recorder writes them.
    const now = new Date();
    const times = Array.from({ length: 400 }, (_, i) => 0.05 * 1.03 ** i); // 0.05 ms … ~6 s
    for (const [i, ms] of times.entries()) {
      server.services.callRecorder.record({
        apiId,
        responseTimeMs: Math.round(ms * 1000) / 1000,
        requestIp: `10.0.0.${i % 200}`,
        success: i % 10 !== 0,
        status: i % 10 !== 0 ? 200 : 500,
        userId: null,
        requestedAt: new Date(now.getTime() - (i % 50) * 1000),
      });
    }
    await server.services.callRecorder.flush();
    const all = [first, ...times.map((ms) => Math.round(ms * 1000) / 1000)];

    const count = await server.request('GET', `/api/histroy/count/api/${apiId}`);
    expect(count.body.data).toBe(401);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`, [apiId]);
    expect(n).toBe(401);

    const stats = await server.graphql<{
      apiCallStats: { platform: { calls: number; p50Ms: number; p95Ms: number; series: Array<{ calls: number }> } };
    }>(
      `query($id: Int!) { apiCallStats(apiId: $id, period: HOUR) { platform { calls p50Ms p95Ms series { calls } } } }`,
      { id: apiId },
    );
    const platform = stats.data!.apiCallStats.platform;
    expect(platform.calls).toBe(401);
    expect(platform.series.reduce((s, p) => s + p.calls, 0)).toBe(401);
    for (const [q, got] of [
      [0.5, platform.p50Ms],
      [0.95, platform.p95Ms],
    ] as const) {
      const exact = exactQuantile(all, q);
      expect(Math.abs(got - exact) / exact).toBeLessThanOrEqual(HISTOGRAM_PRECISION + 0.01);
    }
    // The 7-day view reads the hourly roll-ups: the same totals.
    const week = await server.graphql<{ apiCallStats: { platform: { calls: number } } }>(
      `query($id: Int!) { apiCallStats(apiId: $id, period: WEEK) { platform { calls } } }`,
      { id: apiId },
    );
    expect(week.data!.apiCallStats.platform.calls).toBe(401);
  });

  it('drops whole days past the retention window, and the counters keep their history', async () => {
    const apiId = await addApi(server, 'builtin:uuid');
    const old = new Date(Date.now() - 40 * 86_400_000);
    await server.ds.query(`SELECT api_call_ensure_partitions($1::date, $1::date)`, [old.toISOString().slice(0, 10)]);
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
       SELECT $1, 1.5, '10.1.1.1', true, 200, $2::timestamptz FROM generate_series(1, 25)`,
      [apiId, old.toISOString()],
    );
    const dropped = await server.services.callStorage.run();
    // The one day partition made above for that old day.
    expect(dropped).toBe(1);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`, [apiId]);
    expect(n).toBe(0);
    expect((await server.request('GET', `/api/histroy/count/api/${apiId}`)).body.data).toBe(25);
    expect((await server.request('GET', `/api/histroy/log/api/${apiId}`)).body.data.apiRequestStatList).toEqual([]);
  });

  it('keeps working whatever lands in the default partition: a day made later takes its rows, old ones go', async () => {
    const apiId = await addApi(server, 'builtin:uuid');
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const partitionOf = (d: string) => `api_call_${d.replaceAll('-', '')}`;
    // A day no partition exists for yet (ahead of the maintenance's window), and one past the retention.
    const ahead = Date.now() + 12 * 86_400_000;
    const old = Date.now() - 45 * 86_400_000;
    expect((await server.ds.query(`SELECT to_regclass($1) AS t`, [partitionOf(day(ahead))]))[0].t).toBeNull();
    for (const at of [ahead, old]) {
      await server.ds.query(
        `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
         SELECT $1, 2.5, '10.2.2.2', true, 200, $2::timestamptz FROM generate_series(1, 7)`,
        [apiId, new Date(at).toISOString()],
      );
    }
    const inDefault = async () =>
      (await server.ds.query(`SELECT count(*)::int AS n FROM api_call_default WHERE api_id = $1`, [apiId]))[0].n as number;
    expect(await inDefault()).toBe(14);

    // The round whose window reaches that day: it makes the day's partition and moves its rows there.
    expect(await server.services.callStorage.run(new Date(ahead - 2 * 86_400_000))).not.toBeNull();
    const moved = await server.ds.query(`SELECT count(*)::int AS n FROM ${partitionOf(day(ahead))} WHERE api_id = $1`, [apiId]);
    expect(moved[0].n).toBe(7);
    // Today's round drops the old day's rows from the default partition, and later rounds keep working.
    expect(await server.services.callStorage.run()).not.toBeNull();
    expect(await inDefault()).toBe(0);
    expect(await server.services.callStorage.run()).not.toBeNull();
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`, [apiId]);
    expect(n).toBe(7);
    // The counters counted each call once: moving rows between partitions is not a new call.
    expect((await server.request('GET', `/api/histroy/count/api/${apiId}`)).body.data).toBe(14);
  });

  it('reads a percentile from a histogram as its bucket’s middle', () => {
    const hist = Array(72).fill(0);
    hist[30] = 10; // 16 µs · 2^(30/3) = 16.4 ms … 20.6 ms
    expect(histogramQuantile(hist, 0.5)).toBeCloseTo(0.016 * 2 ** (30.5 / 3), 6);
    expect(histogramQuantile(Array(72).fill(0), 0.5)).toBeNull();
  });
});
