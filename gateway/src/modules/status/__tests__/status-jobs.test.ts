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
