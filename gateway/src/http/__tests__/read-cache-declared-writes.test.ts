import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltApi, type BuiltUser } from '../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { RequestWrites, trackWrites } from '../../core/request-writes.js';

/**
 * Issue #33 item 6 for the status, monitor and open-call features: each declares its writes in its
 * `<f>.cache.ts`. A write no cached answer shows must leave the cached catalogue in place (undeclared, it
 * would empty the whole cache); a write a cached answer shows (a recorded call: the API's call count) must
 * still empty that answer.
 */
describe('read cache: the writes of status, monitor and open-call take away only what shows them', () => {
  let server: TestServer;
  let admin: BuiltUser;
  let creator: BuiltUser;
  let api: BuiltApi;
  beforeAll(async () => {
    server = await startTestServer();
    [admin, creator] = [await buildUser(server, { role: 'ADMIN' }), await buildUser(server)];
    api = await buildApi(server, { creator });
    // Seen just now: the requests below are no presence write.
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id = ANY($1)`, [[admin.id, creator.id]]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const cache = () => server.services.readCache;
  /** The REST detail of the API (cached per API); whether it was answered from the cache. */
  const detail = async () => {
    const before = cache().hits;
    const res = await server.request('GET', `/api/api/details/${api.id}`);
    expect(res.status).toBe(200);
    return { callCount: (res.body.data as { callCount: number }).callCount, hit: cache().hits === before + 1 };
  };
  /** Primes the detail, so the next read is a hit unless a write emptied it. */
  const primed = async () => {
    await detail();
    expect((await detail()).hit).toBe(true);
  };
  const mutate = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
    const res = await server.graphql<Record<string, unknown>>(query, variables, headers);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  it('status (status.cache.ts): following, an incident update, maintenance, probe settings and alert channels leave the cached detail', async () => {
    // An open incident, written as the evaluator would (the test server's own writes empty the cache: before priming).
    const [incident] = await server.ds.query<Array<{ id: string }>>(
      `INSERT INTO status_incident (api_id, state, automatic, title, title_en, started_at) VALUES ($1, 'open', true, '故障', 'Outage', now()) RETURNING id`,
      [api.id],
    );
    await primed();
    await mutate(`mutation($id: Int!) { followApiStatus(apiId: $id, follow: true) }`, { id: api.id }, creator.headers);
    expect((await detail()).hit).toBe(true);

    await mutate(
      `mutation($id: Int!, $input: IncidentUpdateInput!) { postIncidentUpdate(incidentId: $id, input: $input) { id state } }`,
      { id: Number(incident!.id), input: { phase: 'resolved', body: '已恢复', bodyEn: 'Recovered' } },
      admin.headers,
    );
    expect((await detail()).hit).toBe(true);

    const starts = new Date(Date.now() + 3_600_000);
    const window = await mutate(
      `mutation($input: MaintenanceInput!) { scheduleMaintenance(input: $input) { id } }`,
      { input: { apiId: api.id, startsAt: starts.toISOString(), endsAt: new Date(starts.getTime() + 3_600_000).toISOString(), title: '维护', titleEn: 'Maintenance' } },
      admin.headers,
    );
    await mutate(`mutation($id: Int!) { cancelMaintenance(id: $id) }`, { id: (window.scheduleMaintenance as { id: number }).id }, admin.headers);
    await mutate(`mutation($id: Int!) { setProbeSettings(apiId: $id, intervalSeconds: 120, enabled: false) { intervalSeconds } }`, { id: api.id }, admin.headers);
    expect((await detail()).hit).toBe(true);

    const channel = await mutate(
      `mutation($input: AlertChannelInput!) { createAlertChannel(input: $input) { id } }`,
      { input: { kind: 'webhook', name: '缓存无关', url: 'https://hooks.example.com/alerts', secret: 'a-secret-of-sixteen-or-more' } },
      admin.headers,
    );
    const id = (channel.createAlertChannel as { id: number }).id;
    await mutate(`mutation($id: Int!) { setAlertChannelEnabled(id: $id, enabled: false) { enabled } }`, { id }, admin.headers);
    await mutate(`mutation($id: Int!) { deleteAlertChannel(id: $id) }`, { id }, admin.headers);
    expect((await detail()).hit).toBe(true);
  });

  it('monitor (monitor.cache.ts): an activity entry and a machine sample touch nothing, where an undeclared write touches the catalogue', async () => {
    const touched = async (work: () => Promise<unknown>) => {
      const writes = new RequestWrites();
      await trackWrites(writes, work);
      return { wrote: writes.wrote, touched: [...writes.touched] };
    };
    // What the declarations change: the same kind of write, undeclared, empties the whole catalogue.
    const raw = `INSERT INTO activity_event (kind, title, title_en, actor) VALUES ('ALERT_RAISED', '未声明', 'Undeclared', '')`;
    expect(await touched(() => server.ds.query(raw))).toEqual({
      wrote: true,
      touched: ['catalog'],
    });
    const entry = () => server.services.activity.record({ kind: 'ALERT_RAISED', title: '缓存无关的活动', titleEn: 'An entry no cached answer shows', apiId: api.id });
    expect(await touched(entry)).toEqual({ wrote: true, touched: [] });
    const sample = await server.services.metrics.current();
    expect(await touched(() => server.services.metrics.history.record(sample))).toEqual({ wrote: true, touched: [] });
  });

  it('open-call (open-call.cache.ts): an alert acknowledged leaves the cached detail; the API’s recorded calls empty it at once', async () => {
    await server.services.alerts.raise(api.id, 'alert', { calls: 20, failed: 12, slow: 0 }, 60, api.name);
    const [alert] = await server.ds.query<Array<{ id: number }>>(`SELECT id::int FROM api_alert WHERE api_id = $1`, [api.id]);
    await primed();
    await mutate(`mutation($id: Int!) { acknowledgeAlert(id: $id) { id acknowledgedAt } }`, { id: alert!.id }, admin.headers);
    const kept = await detail();
    expect(kept.hit).toBe(true);

    const { callRecorder } = server.services;
    callRecorder.record({ apiId: api.id, responseTimeMs: 5, requestIp: '127.0.0.1', success: true, status: 200, userId: null, requestedAt: new Date() });
    await callRecorder.flush();
    const after = await detail();
    expect(after.hit).toBe(false);
    expect(after.callCount).toBe(kept.callCount + 1);
  });
});
