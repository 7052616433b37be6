import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { ADMIN_PASSWORD, buildApi, signIn } from '../../../__tests__/support/factories.js';
import { startReceivers } from './receivers.js';

const SECRET = 'status-jobs-webhook-secret';

describe('the background jobs of a running gateway (STATUS_JOBS)', () => {
  let server: TestServer;
  let receivers: Awaited<ReturnType<typeof startReceivers>>;

  beforeAll(async () => {
    receivers = await startReceivers(SECRET);
    server = await startTestServer({
      ADMIN_PASSWORD,
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${receivers.port}`,
      STATUS_JOBS: 'true',
      STATUS_TICK_MS: '200',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await receivers?.close();
  });

  it('probes a new published API and delivers an interface alert to a channel without anyone asking', async () => {
    const admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    const channel = await server.request('POST', '/api/system/alert-channels', { kind: 'webhook', name: 'jobs', url: `${receivers.base}/hook`, secret: SECRET, events: ['interface_alert'] }, admin);
    expect(channel.body.code).toBe(200);
    // Its test address answers 404 from the receiver: alive (below 500), so the probe passes.
    const api = await buildApi(server, { testUrl: `${receivers.base}/nothing-here` });
    await waitFor(async () => (await server.ds.query(`SELECT 1 FROM status_probe WHERE api_id = $1`, [api.id])).length > 0, 'the first probe');
    const [probe] = await server.ds.query(`SELECT ok, status FROM status_probe WHERE api_id = $1`, [api.id]);
    expect(probe).toEqual({ ok: true, status: 404 });

    await server.services.alerts.raise(api.id, 'alert', { calls: 30, failed: 9, slow: 0 }, 60, 'jobs');
    await waitFor(() => receivers.received.some((r) => r.json.event === 'interface_alert'), 'the alert at the webhook');
    expect(receivers.received.filter((r) => r.json.event === 'interface_alert')).toHaveLength(1);
  });
});

describe('stopping a gateway while a probe waits on a hanging upstream', () => {
  const held: http.ServerResponse[] = [];
  const upstream = http.createServer((_req, res) => held.push(res));
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    port = (upstream.address() as AddressInfo).port;
    server = await startTestServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${port}`, STATUS_JOBS: 'true', STATUS_TICK_MS: '200', STATUS_PROBE_TIMEOUT_MS: '60000' });
  });
  afterAll(async () => {
    await server?.stop();
    upstream.closeAllConnections();
    await new Promise<void>((r) => upstream.close(() => r()));
  });

  it('stops without waiting for the upstream, and writes nothing after the stop', async () => {
    await buildApi(server, { testUrl: `http://127.0.0.1:${port}/hang` });
    await waitFor(() => held.length > 0, 'the probe at the hanging upstream');
    await server.services.statusJobs.stop();
    // The probe is still waiting (the upstream never answered), yet the jobs have stopped.
    expect(held.length).toBe(1);
    held[0]!.writeHead(200).end('{}');
    await waitFor(() => held[0]!.writableFinished, 'the late answer sent');
    await server.services.probes.tick();
    const [row] = await server.ds.query(`SELECT count(*)::int AS n FROM status_probe`);
    expect(row.n).toBe(0);
  });
});
