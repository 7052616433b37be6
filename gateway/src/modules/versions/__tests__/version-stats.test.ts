import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { apiForm, buildApi, buildUser, signInAdmin, type BuiltUser, type Caller } from '../../../__tests__/support/factories.js';
import { startUpstream, type LocalUpstream } from '../../open-call/__tests__/upstream-fixture.js';
import { HISTOGRAM_PRECISION } from '../../open-call/call-history.service.js';

/**
 * Issue #30, statistics per version: `apiCallStats` breaks the period's calls down by version (calls,
 * failures and their share, p50/p95) and takes a version filter for the trend (everyone's and the caller's
 * own) — read from the per-version roll-ups, so the answers stay when the raw rows are gone.
 */
describe('call statistics per version', () => {
  let server: TestServer;
  let up: LocalUpstream;
  let creator: BuiltUser;
  let visitor: BuiltUser;
  let admin: Caller;
  let id: number;
  const at = (v: string) => `${up.url}/mode?v=${v}`;

  const STATS = `query($a: Int!, $p: StatsPeriod!, $v: String) {
    apiCallStats(apiId: $a, period: $p, version: $v) {
      platform { calls successCalls p95Ms series { calls } }
      mine { calls }
      versions { version calls failed errorShare avgMs p50Ms p95Ms }
    }
  }`;
  type Stats = {
    platform: { calls: number; successCalls: number; p95Ms: number | null; series: Array<{ calls: number }> };
    mine: { calls: number };
    versions: Array<{ version: string; calls: number; failed: number; errorShare: number | null; avgMs: number | null; p50Ms: number | null; p95Ms: number | null }>;
  };
  const stats = async (p: string, v: string | null = null, headers = visitor.headers) => {
    const r = await server.graphql<{ apiCallStats: Stats }>(STATS, { a: id, p, v }, headers);
    expect(r.errors).toBeUndefined();
    return r.data!.apiCallStats;
  };

  beforeAll(async () => {
    up = await startUpstream();
    server = await startTestServer({ ADMIN_PASSWORD: 'admin-test-password', UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}` });
    creator = await buildUser(server);
    visitor = await buildUser(server);
    admin = await signInAdmin(server);
    const created = await server.request('POST', '/api/apis', apiForm({ apiurl: at('one'), respose: '{"version":"one","mode":"ok"}' }), creator.headers);
    id = created.body.data.apiid;
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    // A breaking release: v2.
    expect((await server.request('PUT', `/api/apis/${id}`, apiForm({ apiurl: at('two'), respose: '{"release":"two"}' }), creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    server.services.openCall.invalidate(id);
    server.services.versions.invalidate(id);
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  it('breaks the period down by version, filters the trend by version, and reads roll-ups only', async () => {
    // The visitor: 3 calls of v1 (pinned), 2 of v2 (the default).
    for (let i = 0; i < 3; i++) {
      const r = await server.request('GET', `/api/open/api/${id}`, undefined, { ...visitor.headers, 'api-version': 'v1' });
      expect(r.headers.get('api-version')).toBe('v1');
    }
    for (let i = 0; i < 2; i++) expect((await server.request('GET', `/api/open/api/${id}`, undefined, visitor.headers)).headers.get('api-version')).toBe('v2');
    await server.services.callRecorder.flush();
    // Others' calls of v1, as the recorder writes them (one statement, so the trigger keeps the roll-ups):
    // two slow failures a minute ago, one success three hours ago (in the 24-hour view, not the hour's).
    // Slow: a minute each, far beyond any call above however loaded the machine (at 900 ms a call that
    // waited a second for a core became v1's p95, and p50 no longer a quick call's).
    const SLOW_MS = 60_000;
    const now = Date.now();
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at, version)
       VALUES ($1, $4, '203.0.113.5', false, 502, $2, 'v1'), ($1, $4, '203.0.113.5', false, 502, $2, 'v1'),
              ($1, 40, '203.0.113.6', true, 200, $3, 'v1')`,
      [id, new Date(now - 60_000).toISOString(), new Date(now - 3 * 3600_000).toISOString(), SLOW_MS],
    );

    const hour = await stats('HOUR');
    expect(hour.platform.calls).toBe(7);
    expect(hour.versions.map(({ version, calls, failed, errorShare }) => ({ version, calls, failed, errorShare }))).toEqual([
      { version: 'v1', calls: 5, failed: 2, errorShare: 0.4 },
      { version: 'v2', calls: 2, failed: 0, errorShare: 0 },
    ]);
    const v1 = hour.versions[0]!;
    // p95 of v1 is one of the slow failures (within the histogram's precision); p50 one of the quick calls.
    expect(Math.abs(v1.p95Ms! - SLOW_MS) / SLOW_MS).toBeLessThanOrEqual(HISTOGRAM_PRECISION);
    expect(v1.p50Ms!).toBeLessThan(SLOW_MS * (1 - HISTOGRAM_PRECISION));
    expect(v1.avgMs!).toBeGreaterThan(300);

    // The version filter: everyone's trend and the caller's own, for that version only.
    const onlyV1 = await stats('HOUR', 'v1');
    expect([onlyV1.platform.calls, onlyV1.platform.successCalls, onlyV1.mine.calls]).toEqual([5, 3, 3]);
    expect(onlyV1.platform.series.reduce((n, b) => n + b.calls, 0)).toBe(5);
    expect(Math.abs(onlyV1.platform.p95Ms! - SLOW_MS) / SLOW_MS).toBeLessThanOrEqual(HISTOGRAM_PRECISION);
    const onlyV2 = await stats('REALTIME', 'v2');
    expect([onlyV2.platform.calls, onlyV2.platform.successCalls, onlyV2.mine.calls]).toEqual([2, 2, 2]);
    // The breakdown is every version's, whatever the filter.
    expect(onlyV2.versions.map((v) => v.version)).toEqual(['v1', 'v2']);
    // 24 hours: the call three hours ago counts too.
    expect((await stats('DAY')).versions.map((v) => [v.version, v.calls])).toEqual([['v1', 6], ['v2', 2]]);
    expect((await stats('DAY', 'v1')).platform.calls).toBe(6);

    // From roll-ups only: with the raw rows gone every answer stays (the series left out: a slow machine may
    // cross a bucket boundary between the two reads, which shifts the buckets but not the totals).
    const read = async () =>
      (await Promise.all([stats('HOUR'), stats('DAY', 'v1'), stats('REALTIME', 'v2')])).map((x) => ({
        ...x,
        platform: { ...x.platform, series: undefined },
      }));
    const before = await read();
    await server.ds.query(`DELETE FROM api_call WHERE api_id = $1`, [id]);
    expect(await read()).toEqual(before);

    // A version without calls in the period is listed with zeros; a name that is not v + number is refused.
    const v3less = await stats('HOUR', 'v9');
    expect([v3less.platform.calls, v3less.mine.calls]).toEqual([0, 0]);
    const bad = await server.graphql(STATS, { a: id, p: 'HOUR', v: 'two' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('an API never released since versions exist has its v1, without calls: zeros', async () => {
    const quiet = await buildApi(server);
    const r = await server.graphql<{ apiCallStats: Stats }>(STATS, { a: quiet.id, p: 'WEEK', v: null });
    expect(r.data!.apiCallStats.versions).toEqual([
      { version: 'v1', calls: 0, failed: 0, errorShare: null, avgMs: null, p50Ms: null, p95Ms: null },
    ]);
  });
});
