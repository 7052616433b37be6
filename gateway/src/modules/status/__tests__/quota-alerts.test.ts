import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildUser, signIn } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { callWith, subscribed } from '../../plans/__tests__/plans-fixture.js';
import { startReceivers } from './receivers.js';

const SECRET = 'quota-alerts-webhook-secret';

/** Issue #31 routes quota crossings (issue #27) to the alert channels that ask for them. */
describe('quota crossings reach the alert channels', () => {
  let server: TestServer;
  let receivers: Awaited<ReturnType<typeof startReceivers>>;

  beforeAll(async () => {
    receivers = await startReceivers(SECRET);
    server = await startTestServer({ ADMIN_PASSWORD, UPSTREAM_ALLOW_LIST: `127.0.0.1:${receivers.port}` });
  });
  afterAll(async () => {
    await server?.stop();
    await receivers?.close();
  });

  it('at 80 % and at 100 % of a daily quota, once each, signed, on a channel that routes quota events only', async () => {
    const admin = { ...(await signIn(server, 'admin', ADMIN_PASSWORD)).headers, 'accept-language': 'en' };
    const channel = await server.request(
      'POST',
      '/api/system/alert-channels',
      { kind: 'webhook', name: 'Quota hook', url: `${receivers.base}/hook`, secret: SECRET, events: ['quota'] },
      admin,
    );
    expect(channel.body.code, JSON.stringify(channel.body)).toBe(200);
    const s = await subscribed(server, { dailyQuota: 5 });
    const hooks = () => receivers.received.filter((r) => r.path === '/hook');
    const delivered = async (n: number) => {
      await server.services.alertDeliveries.tick();
      return hooks().length === n;
    };

    for (let i = 0; i < 4; i++) expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    await waitFor(() => delivered(1), 'the 80 % alert');
    expect(hooks()[0]!.signatureOk).toBe(true);
    expect(hooks()[0]!.body).toContain('80%');

    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    expect((await callWith(server, s.apiId, s.key)).status).toBe(429);
    await waitFor(() => delivered(2), 'the 100 % alert');
    expect(hooks()[1]!.body).toContain('5/5');
    // Nothing more: one message per crossing, however many calls are refused after it.
    await server.services.alertDeliveries.tick();
    expect(hooks()).toHaveLength(2);
  });

  it('a subscriber’s own channel for quota events receives its subscription’s crossings; another account’s does not', async () => {
    const s = await subscribed(server, { dailyQuota: 5 });
    const stranger = await buildUser(server);
    const create = async (headers: Record<string, string>, who: string) => {
      const made = await server.graphql<{ createAlertChannel: { id: number } }>(
        'mutation($i: AlertChannelInput!) { createAlertChannel(input: $i) { id } }',
        { i: { kind: 'webhook', name: who, url: `${receivers.base}/hook?who=${who}`, secret: SECRET, events: ['quota'] } },
        headers,
      );
      expect(made.errors).toBeUndefined();
    };
    await create(s.caller.headers, 'subscriber');
    await create(stranger.headers, 'stranger');
    await create(s.creator.headers, 'creator');
    // Which accounts' channels a crossing of this API went to, and whether each was delivered ('sent': the
    // receiver checked the signature and answered 200).
    const deliveries = async () =>
      (await server.ds.query(
        `SELECT c.name, d.state FROM alert_delivery d JOIN alert_channel c ON c.id = d.channel_id
          WHERE d.event_kind = 'quota' AND d.api_id = $1 AND c.owner_id IS NOT NULL ORDER BY c.name`,
        [s.apiId],
      )) as Array<{ name: string; state: string }>;

    for (let i = 0; i < 4; i++) expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    await waitFor(async () => {
      await server.services.alertDeliveries.tick();
      const d = await deliveries();
      return d.length === 2 && d.every((r) => r.state === 'sent');
    }, 'the 80 % alert delivered on the creator’s and the subscriber’s channels');
    expect((await deliveries()).map((r) => r.name)).toEqual(['creator', 'subscriber']);
  });
});
