import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { startServer, type Running } from '../../../server.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { ADMIN_PASSWORD, buildApi, setAddress } from '../../../__tests__/support/factories.js';
import { startReceivers } from './receivers.js';

const SECRET = 'probe-lease-webhook-secret';

/** An upstream that counts the probes it gets and can hang on `/hang` until released. */
async function startUpstream() {
  const hits: Array<{ path: string; probe: boolean }> = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    hits.push({ path: req.url ?? '', probe: req.headers['x-apimarket-probe'] === '1' });
    if (req.url?.startsWith('/hang')) {
      hanging.push(res);
      return;
    }
    res.writeHead(req.url?.startsWith('/down') ? 503 : 200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    hits,
    hanging,
    close: () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe('probes: one per interval across two gateways, apart from user calls', () => {
  let a: TestServer;
  let b: Running;
  let bData: string;
  let up: Awaited<ReturnType<typeof startUpstream>>;
  let receivers: Awaited<ReturnType<typeof startReceivers>>;

  beforeAll(async () => {
    up = await startUpstream();
    receivers = await startReceivers(SECRET);
    const env = {
      ADMIN_PASSWORD,
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port},127.0.0.1:${receivers.port}`,
      STATUS_PROBE_TIMEOUT_MS: '20000',
    };
    a = await startTestServer(env);
    // A second gateway on the same database (as a rolling deploy or `--scale gateway=2` runs them).
    bData = mkdtempSync(path.join(os.tmpdir(), 'apimarket-status-b-'));
    b = await startServer(
      loadConfig({
        ...env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        KEEPALIVE_TIMEOUT_MS: '1000', // its stop need not wait out idle sockets (support/server.ts)
        LOG_LEVEL: 'silent',
        DATABASE_URL: a.config.databaseUrl!,
        DATA_DIR: bData,
        SEED_DEMO: 'false',
        STATUS_JOBS: 'false',
      }),
      () => {},
    );
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    rmSync(bData, { recursive: true, force: true });
    await up?.close();
    await receivers?.close();
  });

  it('two gateways claiming at once run each due probe exactly once, and never count it as a call', async () => {
    const apis = [];
    for (let i = 0; i < 5; i++) apis.push(await buildApi(a, { testUrl: `${up.base}/ok/${i}` }));
    const down = await buildApi(a, { testUrl: `${up.base}/down` });
    // Only these are due: APIs of the other tests in this file are not scheduled yet.
    const [ra, rb] = await Promise.all([a.services.probes.tick(), b.services.probes.tick()]);
    expect(ra + rb).toBe(6);
    // Claimed once, none is due again within its interval, on either gateway.
    expect(await Promise.all([a.services.probes.tick(), b.services.probes.tick()])).toEqual([0, 0]);

    const rows: Array<{ api_id: number; n: number; ok: boolean }> = await a.ds.query(
      `SELECT api_id, count(*)::int AS n, bool_and(ok) AS ok FROM status_probe GROUP BY api_id ORDER BY api_id`,
    );
    expect(rows).toEqual([...apis.map((x) => ({ api_id: x.id, n: 1, ok: true })), { api_id: down.id, n: 1, ok: false }]);
    expect(up.hits.filter((h) => h.probe)).toHaveLength(6);
    expect(up.hits.every((h) => h.probe)).toBe(true);
    // The next probe is at the next whole interval (60 s by default), for whichever gateway comes first.
    const [next] = await a.ds.query(`SELECT min(next_at) > now() AS later, count(DISTINCT interval_seconds)::int AS intervals FROM status_probe_schedule`);
    expect(next).toEqual({ later: true, intervals: 1 });
    // Probes are not calls: no call record, no counter, no roll-up (quotas and popularity read those).
    const [counted] = await a.ds.query(
      `SELECT (SELECT count(*) FROM api_call)::int AS calls, (SELECT count(*) FROM api_call_total)::int AS totals, (SELECT count(*) FROM api_call_minute)::int AS minutes`,
    );
    expect(counted).toEqual({ calls: 0, totals: 0, minutes: 0 });
  });

  it('a probe of a hanging upstream holds nothing a user call needs', async () => {
    const hanging = await buildApi(a, { testUrl: `${up.base}/hang` });
    const served = await buildApi(a);
    await setAddress(a, served.id, `${up.base}/ok/user`);
    await a.ds.query(`UPDATE status_probe_schedule SET enabled = false WHERE api_id <> $1`, [hanging.id]);
    await a.ds.query(`UPDATE status_probe_schedule SET next_at = now() - interval '1 second'`);
    await a.ds.query(`INSERT INTO status_probe_schedule (api_id, next_at) VALUES ($1, now()) ON CONFLICT (api_id) DO UPDATE SET next_at = now(), enabled = true`, [hanging.id]);
    await a.ds.query(`INSERT INTO status_probe_schedule (api_id, enabled) VALUES ($1, false) ON CONFLICT (api_id) DO UPDATE SET enabled = false`, [served.id]);
    let probeDone = false;
    const probing = a.services.probes.tick().then((n) => {
      probeDone = true;
      return n;
    });
    await waitFor(() => up.hanging.length === 1, 'the probe waiting on the hanging upstream');
    const call = await a.request('GET', `/api/open/api/${served.id}`);
    expect(call.status).toBe(200);
    // The user's call was answered while the probe still waits.
    expect(probeDone).toBe(false);
    up.hanging.shift()!.writeHead(200).end('{}');
    expect(await probing).toBe(1);
  });

  it('deliveries queued once are sent once, whichever gateways work the queue', async () => {
    const admin = await a.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
    const headers = { authorization: `Bearer ${admin.body.data.token}` };
    const res = await a.request('POST', '/api/system/alert-channels', { kind: 'webhook', name: 'both', url: `${receivers.base}/hook`, secret: SECRET }, headers);
    expect(res.body.code).toBe(200);
    const api = await buildApi(a);
    for (let i = 0; i < 8; i++) {
      // The same event from both gateways (e.g. each saw the change): the dedupe keeps one.
      const event = { key: `burst:${i}`, kind: 'incident' as const, apiId: api.id, title: `t${i}`, titleEn: `t${i}`, text: 'x', textEn: 'x' };
      await Promise.all([a.services.alertDeliveries.enqueue(event), b.services.alertDeliveries.enqueue(event)]);
    }
    await Promise.all([a.services.alertDeliveries.tick(), b.services.alertDeliveries.tick(), a.services.alertDeliveries.tick(), b.services.alertDeliveries.tick()]);
    await waitFor(() => receivers.received.length >= 8, 'eight deliveries');
    await Promise.all([a.services.alertDeliveries.tick(), b.services.alertDeliveries.tick()]);
    const keys = receivers.received.map((r) => r.json.key as string).sort();
    expect(keys).toEqual(Array.from({ length: 8 }, (_, i) => `burst:${i}`).sort());
  });
});
