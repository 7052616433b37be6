import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, signIn } from '../../gateway/src/__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';
import { callWith, subscribed } from '../../gateway/src/modules/plans/__tests__/plans-fixture.js';

/**
 * Review r2: a quota crossing reaches the alert channels once per quota window, and the windows are days
 * of UTC+8. Keyed by the UTC date, the crossing of a Beijing morning (before 08:00) took the key of the
 * day before's and was dropped as a duplicate: the channel never heard of it.
 */
describe('r2: quota alerts of two Beijing days both reach the channel', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a crossing at 07:00 Beijing time is not taken for the day before’s', async () => {
    const admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    // Only queued (STATUS_JOBS is off in tests): the queue row is what a channel is sent.
    const channel = await server.request(
      'POST',
      '/api/system/alert-channels',
      { kind: 'webhook', name: 'Quota days', url: 'https://example.com/hook', secret: 'r2-quota-days-secret-1234', events: ['quota'] },
      admin,
    );
    expect(channel.body.code, channel.text).toBe(200);
    const s = await subscribed(server, { dailyQuota: 1 });
    // Polled by count, not by the clock: Date stands still here.
    const until = async (n: number, what: string) => {
      for (let i = 0; i < 200 && (await queued()).length < n; i++) await new Promise((r) => setTimeout(r, 50));
      expect((await queued()).length, what).toBe(n);
    };
    const queued = async () =>
      (await server.ds.query(`SELECT event_key FROM alert_delivery WHERE channel_id = $1 AND event_kind = 'quota' ORDER BY id`, [channel.body.data.id])) as Array<{ event_key: string }>;

    // 09:00 in Beijing on 1 December (01:00 UTC): the day's one call is its 100 %.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T01:00:00Z') });
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    await until(1, 'the first day’s alert');

    // 07:00 in Beijing on 2 December (still 1 December in UTC): a new day, a new quota, a new crossing.
    vi.setSystemTime(new Date('2026-12-01T23:00:00Z'));
    expect((await callWith(server, s.apiId, s.key)).status).toBe(200);
    await until(2, 'the second day’s alert');
    const keys = (await queued()).map((r) => r.event_key);
    expect(new Set(keys).size).toBe(2);
  });
});
