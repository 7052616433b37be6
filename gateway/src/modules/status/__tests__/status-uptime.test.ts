import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { ADMIN_PASSWORD, buildApi, buildUser, signIn } from '../../../__tests__/support/factories.js';
import { startReceivers } from './receivers.js';

const MINUTE = 60_000;
const SECRET = 'status-uptime-webhook-secret';

/**
 * The known failure pattern, one entry per minute from `base` (P = probe, C = real calls):
 *   0–9   P ok                          up ×10
 *   10–11 P failed                      down ×2  (a run of 2 < STATUS_OPEN_AFTER 3: no incident)
 *   12    P ok, C 2 of 2 failed         up       (fewer than STATUS_MIN_CALLS 3 calls: calls give no verdict)
 *   13–14 P ok                          up ×2
 *   15–22 C 8 of 10 failed, no probe    down ×8  → incident opens at minute 15
 *   23–24 P ok                          up ×2    (a run of 2 < STATUS_CLOSE_AFTER 5: still open)
 *   25    P failed                      down
 *   26–33 P ok, C 10 of 10 ok           up ×8    → incident resolved at minute 26
 *   34–39 nothing                       not measured
 * up 23, down 11: uptime 23 / 34 = 67.647…% → 67.64 (two decimals, rounded down).
 */
type Minute = { probe?: boolean; calls?: number; failed?: number };
const PATTERN: Minute[] = [
  ...Array.from({ length: 10 }, () => ({ probe: true })),
  { probe: false },
  { probe: false },
  { probe: true, calls: 2, failed: 2 },
  { probe: true },
  { probe: true },
  ...Array.from({ length: 8 }, () => ({ calls: 10, failed: 8 })),
  { probe: true },
  { probe: true },
  { probe: false },
  ...Array.from({ length: 8 }, () => ({ probe: true, calls: 10, failed: 0 })),
];

async function writePattern(server: TestServer, apiId: number, base: number, pattern: Minute[]): Promise<void> {
  for (const [i, m] of pattern.entries()) {
    const at = new Date(base + i * MINUTE + 20_000);
    if (m.probe !== undefined) {
      await server.ds.query(`INSERT INTO status_probe (api_id, probed_at, ok, status, response_time_ms) VALUES ($1, $2, $3, $4, 12.5)`, [
        apiId, at, m.probe, m.probe ? 200 : 503,
      ]);
    }
    if (m.calls) {
      // As the open-call recorder writes them: the statement trigger keeps the per-minute roll-ups.
      await server.ds.query(
        `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
         SELECT $1, 40, '203.0.113.9', g > $3, CASE WHEN g > $3 THEN 200 ELSE 500 END, $4 FROM generate_series(1, $2) g`,
        [apiId, m.calls, m.failed ?? 0, at],
      );
    }
  }
}

describe('status: uptime and incidents from a known failure pattern', () => {
  let server: TestServer;
  let receivers: Awaited<ReturnType<typeof startReceivers>>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    receivers = await startReceivers(SECRET);
    server = await startTestServer({ ADMIN_PASSWORD, UPSTREAM_ALLOW_LIST: `127.0.0.1:${receivers.port}` });
    admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
  });
  afterAll(async () => {
    await server?.stop();
    await receivers?.close();
  });

  it('gives the percentages and incident boundaries the pattern implies, alerts once per change and tells followers', async () => {
    const api = await buildApi(server, { name: '天气查询状态测试', nameEn: 'Weather status test' });
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 60 * MINUTE;
    await server.ds.query(`UPDATE api SET created_at = $2 WHERE id = $1`, [api.id, new Date(base)]);
    await writePattern(server, api.id, base, PATTERN);
    const channel = await server.request('POST', '/api/system/alert-channels', { kind: 'webhook', name: '值班 Webhook', url: `${receivers.base}/hook`, secret: SECRET, events: ['incident'] }, admin);
    expect(channel.body.code).toBe(200);
    const follower = await buildUser(server);
    const followed = await server.graphql(`mutation($id: Int!) { followApiStatus(apiId: $id, follow: true) }`, { id: api.id }, follower.headers);
    expect(followed.errors).toBeUndefined();

    // Raw rows past 48 hours are pruned when the minutes are judged (the days keep the figures).
    const old = new Date(Date.now() - 72 * 3600_000);
    await server.ds.query(`INSERT INTO status_probe (api_id, probed_at, ok, response_time_ms) VALUES ($1, $2, true, 1)`, [api.id, old]);
    await server.ds.query(`INSERT INTO status_minute (api_id, minute, state, calls, failed, probes, probes_failed) VALUES ($1, $2, 'up', 0, 0, 1, 0)`, [api.id, old]);

    await server.services.statusEvaluator.evaluate();
    const [left] = await server.ds.query(
      `SELECT (SELECT count(*) FROM status_probe WHERE probed_at < now() - interval '48 hours')::int AS probes,
              (SELECT count(*) FROM status_minute WHERE minute < now() - interval '48 hours')::int AS minutes`,
    );
    expect(left).toEqual({ probes: 0, minutes: 0 });

    const res = await server.request('GET', `/api/status/api/${api.id}`);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.uptime.h24).toBe(67.64);
    expect(s.uptime.d7).toBe(67.64);
    expect(s.uptime.d90).toBe(67.64);
    expect(s.days).toHaveLength(90);
    const sum = (k: 'downMinutes' | 'maintenanceMinutes') => s.days.reduce((n: number, d: Record<string, number>) => n + d[k], 0);
    expect(sum('downMinutes')).toBe(11);
    expect(s.incidents).toHaveLength(1);
    expect(s.incidents[0]).toMatchObject({
      state: 'resolved',
      automatic: true,
      startedAt: new Date(base + 15 * MINUTE).toISOString(),
      resolvedAt: new Date(base + 26 * MINUTE).toISOString(),
    });
    expect(s.incidents[0].updates.map((u: { phase: string }) => u.phase)).toEqual(['resolved', 'investigating']);
    // The last measured minute is 33, more than 10 minutes ago: nothing says what it does now.
    expect(s.state).toBe('unknown');

    // The public page lists it with the same figures; the platform sums its APIs.
    const page = await server.request('GET', '/api/status');
    const listed = page.body.data.apis.find((a: { apiId: number }) => a.apiId === api.id);
    expect(listed.uptime).toEqual(s.uptime);
    expect(page.body.data.recentIncidents.map((i: { id: number }) => i.id)).toContain(s.incidents[0].id);

    // Judging again changes nothing: no second incident, no second alert.
    expect(await server.services.statusEvaluator.evaluate()).toBe(0);
    await server.services.alertDeliveries.tick();
    await waitFor(() => receivers.received.length >= 2, 'two signed webhook deliveries');
    await server.services.alertDeliveries.tick();
    const keys = receivers.received.map((r) => r.json.key);
    expect(keys).toEqual([`incident:${s.incidents[0].id}:opened`, `incident:${s.incidents[0].id}:resolved`]);
    expect(receivers.received.every((r) => r.signatureOk && r.headers['x-apimarket-event'] === 'incident')).toBe(true);
    // Each language names the API in its own words.
    expect(receivers.received.map((r) => [r.json.title, r.json.titleEn])).toEqual([
      ['故障：天气查询状态测试', 'Incident: Weather status test'],
      ['已恢复：天气查询状态测试', 'Resolved: Weather status test'],
    ]);

    // The follower heard both changes in the app.
    const notes = await server.request('GET', '/api/notifications', undefined, follower.headers);
    const statusNotes = notes.body.data.filter((n: { kind: string }) => n.kind === 'status');
    expect(statusNotes).toHaveLength(2);
  });

  it('a maintenance window takes its minutes out of uptime and opens no incident', async () => {
    const api = await buildApi(server);
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 30 * MINUTE;
    await server.ds.query(`UPDATE api SET created_at = $2 WHERE id = $1`, [api.id, new Date(base)]);
    await server.ds.query(
      `INSERT INTO status_maintenance (api_id, starts_at, ends_at, title, title_en) VALUES ($1, $2, $3, '数据库升级', 'Database upgrade')`,
      [api.id, new Date(base + 5 * MINUTE), new Date(base + 15 * MINUTE)],
    );
    // 5 up, then 10 failing minutes inside the window, then 5 up.
    await writePattern(server, api.id, base, [
      ...Array.from({ length: 5 }, () => ({ probe: true })),
      ...Array.from({ length: 10 }, () => ({ probe: false })),
      ...Array.from({ length: 5 }, () => ({ probe: true })),
    ]);
    await server.services.statusEvaluator.evaluate();
    const s = (await server.request('GET', `/api/status/api/${api.id}`)).body.data;
    expect(s.uptime.h24).toBe(100);
    expect(s.incidents).toEqual([]);
    expect(s.days.reduce((n: number, d: { maintenanceMinutes: number }) => n + d.maintenanceMinutes, 0)).toBe(10);
  });

  it('the creator posts an update (zh/en) that resolves an open incident; bad input is refused in the caller’s language', async () => {
    const api = await buildApi(server);
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 10 * MINUTE;
    await server.ds.query(`UPDATE api SET created_at = $2 WHERE id = $1`, [api.id, new Date(base)]);
    await writePattern(server, api.id, base, Array.from({ length: 5 }, () => ({ probe: false })));
    await server.services.statusEvaluator.evaluate();
    const s = (await server.request('GET', `/api/status/api/${api.id}`)).body.data;
    expect(s.incidents[0].state).toBe('open');
    expect(s.state).toBe('outage');
    const POST = `mutation($id: Int!, $input: IncidentUpdateInput!) { postIncidentUpdate(incidentId: $id, input: $input) { state updates { phase body bodyEn } } }`;
    const stranger = await buildUser(server);
    const refused = await server.graphql(POST, { id: s.incidents[0].id, input: { phase: 'resolved', body: '已修复', bodyEn: 'Fixed' } }, stranger.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await server.graphql(POST, { id: s.incidents[0].id, input: { phase: 'done', body: '已修复', bodyEn: 'Fixed' } }, { ...api.creator.headers, 'accept-language': 'en' });
    expect(bad.errors?.[0]?.message).toBe('The phase must be one of investigating, identified, monitoring, resolved');
    const done = await server.graphql<{ postIncidentUpdate: { state: string; updates: Array<{ phase: string; body: string }> } }>(
      POST,
      { id: s.incidents[0].id, input: { phase: 'resolved', body: '上游证书已更新', bodyEn: 'The upstream certificate was renewed' } },
      api.creator.headers,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.postIncidentUpdate.state).toBe('resolved');
    expect(done.data!.postIncidentUpdate.updates[0]).toMatchObject({ phase: 'resolved', body: '上游证书已更新' });

    const MAINT = `mutation($input: MaintenanceInput!) { scheduleMaintenance(input: $input) { id active } }`;
    const backwards = await server.graphql(
      MAINT,
      { input: { apiId: api.id, startsAt: new Date(Date.now() + 2 * 3600_000).toISOString(), endsAt: new Date(Date.now() + 3600_000).toISOString(), title: '维护', titleEn: 'Maintenance' } },
      api.creator.headers,
    );
    expect(backwards.errors?.[0]?.message).toBe('结束时间须晚于开始时间');
    const ok = await server.graphql<{ scheduleMaintenance: { active: boolean } }>(
      MAINT,
      { input: { apiId: api.id, startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 3600_000).toISOString(), title: '维护', titleEn: 'Maintenance' } },
      api.creator.headers,
    );
    expect(ok.data?.scheduleMaintenance.active).toBe(true);
    expect((await server.request('GET', `/api/status/api/${api.id}`)).body.data.state).toBe('maintenance');
  });

  it('a private API’s status is not found for visitors, like an unknown id', async () => {
    const api = await buildApi(server, { visibility: 'private' });
    expect((await server.request('GET', `/api/status/api/${api.id}`)).status).toBe(404);
    expect((await server.request('GET', `/api/status/api/${api.id}`, undefined, api.creator.headers)).status).toBe(200);
    const page = await server.request('GET', '/api/status');
    expect(page.body.data.apis.some((a: { apiId: number }) => a.apiId === api.id)).toBe(false);
  });
});
