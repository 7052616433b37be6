import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, buildApi, signIn } from '../../../__tests__/support/factories.js';

const MINUTE = 60_000;

/**
 * Maintenance windows silence only their own time: an outage outside every window is judged, reported as
 * an incident and alerted — also when it is judged (or its alert queued) while a later window is already
 * running — and adjacent windows or a one-minute gap between two windows swallow nothing outside them.
 */
describe('status: outages around back-to-back maintenance windows', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reports and alerts the outage before the windows, counts the gap between them, and nothing inside them', async () => {
    const admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    const channel = await server.request('POST', '/api/system/alert-channels', { kind: 'webhook', name: '值班', url: 'https://hooks.example/status', secret: 'maintenance-windows-secret', events: ['incident'] }, admin);
    expect(channel.body.code, channel.text).toBe(200);
    const api = await buildApi(server);
    // Minute 29 ends a minute before this one began: complete whatever the seconds now (the evaluator's grace).
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 31 * MINUTE;
    const at = (m: number) => new Date(base + m * MINUTE);
    await server.ds.query(`UPDATE api SET created_at = $2 WHERE id = $1`, [api.id, at(0)]);
    // Minutes 0–3 fail (an outage: incident from minute 0), 4–8 answer (resolved at minute 4), 9–29 fail.
    for (let m = 0; m < 30; m++) {
      const ok = m >= 4 && m <= 8;
      await server.ds.query(`INSERT INTO status_probe (api_id, probed_at, ok, status, response_time_ms) VALUES ($1, $2, $3, $4, 10)`, [
        api.id, new Date(at(m).getTime() + 20_000), ok, ok ? 200 : 503,
      ]);
    }
    // Windows 9–12 and 12–14 (back to back), a one-minute gap (14), then 15 until an hour from now.
    for (const [from, to] of [[at(9), at(12)], [at(12), at(14)], [at(15), new Date(Date.now() + 60 * MINUTE)]] as const) {
      await server.ds.query(`INSERT INTO status_maintenance (api_id, starts_at, ends_at, title, title_en) VALUES ($1, $2, $3, '维护', 'Maintenance')`, [api.id, from, to]);
    }

    await server.services.statusEvaluator.evaluate();
    const res = await server.request('GET', `/api/status/api/${api.id}`);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.incidents.map((i: { startedAt: string; resolvedAt: string }) => [i.startedAt, i.resolvedAt])).toEqual([
      [at(0).toISOString(), at(4).toISOString()],
    ]);
    const sum = (k: 'downMinutes' | 'maintenanceMinutes') => s.days.reduce((n: number, d: Record<string, number>) => n + d[k], 0);
    // Down: minutes 0–3 and the gap, 14. Maintenance: 9–13 and 15–29.
    expect(sum('downMinutes')).toBe(5);
    expect(sum('maintenanceMinutes')).toBe(5 + 15);
    expect(s.state).toBe('maintenance');

    // The outage happened outside every window: its opening and its resolution are alerted, though the
    // last window is running when they are judged.
    const queued = await server.ds.query(`SELECT event_key FROM alert_delivery WHERE channel_id = $1 ORDER BY id`, [channel.body.data.id]);
    const incident = s.incidents[0].id;
    expect(queued.map((r: { event_key: string }) => r.event_key)).toEqual([`incident:${incident}:opened`, `incident:${incident}:resolved`]);
  });

  it('a window scheduled to the second covers only its whole minutes: an outage in a minute it partly covers is counted', async () => {
    const admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    const MAINT = `mutation($input: MaintenanceInput!) { scheduleMaintenance(input: $input) { startsAt endsAt active } }`;
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 31 * MINUTE;
    const at = (m: number, seconds = 0) => new Date(base + m * MINUTE + seconds * 1000);
    const outage = async () => {
      const api = await buildApi(server);
      await server.ds.query(`UPDATE api SET created_at = $2 WHERE id = $1`, [api.id, at(0)]);
      // Every probe from minute 5 to 29 fails.
      for (let m = 5; m < 30; m++) {
        await server.ds.query(`INSERT INTO status_probe (api_id, probed_at, ok, status, response_time_ms) VALUES ($1, $2, false, 503, 10)`, [api.id, at(m, 20)]);
      }
      return api;
    };
    const minutes = async (apiId: number) => {
      const days = (await server.request('GET', `/api/status/api/${apiId}`)).body.data.days as Array<Record<string, number>>;
      return { down: days.reduce((n, d) => n + d.downMinutes!, 0), maintenance: days.reduce((n, d) => n + d.maintenanceMinutes!, 0) };
    };

    // Scheduled from 9:30 (mid-minute) until an hour from now, 30 s past a minute: stored as 10:00 and the minute before.
    const scheduled = await outage();
    const end = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 60 * MINUTE + 30_000);
    const res = await server.graphql<{ scheduleMaintenance: { startsAt: string; endsAt: string; active: boolean } }>(
      MAINT,
      { input: { apiId: scheduled.id, startsAt: at(9, 30).toISOString(), endsAt: end.toISOString(), title: '维护', titleEn: 'Maintenance' } },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.scheduleMaintenance).toEqual({ startsAt: at(10).toISOString(), endsAt: new Date(end.getTime() - 30_000).toISOString(), active: true });

    // A window stored to the second before the rounding (9:30–12:30): minutes 9 and 12 are judged, not hidden.
    const legacy = await outage();
    await server.ds.query(`INSERT INTO status_maintenance (api_id, starts_at, ends_at, title, title_en) VALUES ($1, $2, $3, '维护', 'Maintenance')`, [
      legacy.id, at(9, 30), at(12, 30),
    ]);

    await server.services.statusEvaluator.evaluate();
    // Down 5–9 (minute 9 was half before the window), maintenance 10–29.
    expect(await minutes(scheduled.id)).toEqual({ down: 5, maintenance: 20 });
    // Down 5–9 and 12–29, maintenance 10 and 11.
    expect(await minutes(legacy.id)).toEqual({ down: 5 + 18, maintenance: 2 });

    // Times that hold no whole minute are refused, saying why (zh and en).
    const future = Math.floor(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
    const input = { apiId: scheduled.id, startsAt: new Date(future + 10_000).toISOString(), endsAt: new Date(future + 50_000).toISOString(), title: '维护', titleEn: 'Maintenance' };
    for (const [lang, message] of [
      ['zh', '维护窗口须包含至少一个完整的分钟（开始时间向后、结束时间向前取整到分钟）'],
      ['en', 'A maintenance window must hold at least one whole minute (its start is rounded up and its end down to the minute)'],
    ]) {
      const refused = await server.graphql(MAINT, { input }, { ...admin, 'accept-language': lang });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
