import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { hasRedis, TEST_REDIS_URL } from '../../../__tests__/support/redis.js';

const REDIS_URL = TEST_REDIS_URL;
const ADMIN_PASSWORD = 'admin-test-password';
const INTERVAL = 500;

/** Two gateways behind one Redis, as in a scaled-out deployment. */
describe.skipIf(!hasRedis)('two gateways sharing Redis', () => {
  let a: TestServer;
  let b: TestServer;
  const clients: Client[] = [];
  const ws = (server: TestServer, connectionParams: Record<string, unknown> = {}) => {
    const c = createClient({
      url: server.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
    });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    const env = { REDIS_URL, METRICS_INTERVAL_MS: String(INTERVAL), ADMIN_PASSWORD };
    [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("keeps each host's samples on its own gateway: no interleaving through Redis", async () => {
    // Everything that crosses Redis on a metrics channel, from either gateway.
    const watcher = new Redis(REDIS_URL);
    const crossed: string[] = [];
    watcher.on('pmessage', (_pattern, channel) => crossed.push(channel));
    await watcher.psubscribe('*SYSTEM_METRICS*');
    const stamps: number[] = [];
    const dispose = ws(a).subscribe<{ systemMetrics: { timestamp: string } }>(
      { query: 'subscription { systemMetrics { timestamp } }' },
      {
        next: (m) => void stamps.push(Date.parse(m.data!.systemMetrics.timestamp)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    try {
      // Both gateways sample every INTERVAL; while A delivers four samples, B has taken about as many.
      await waitFor(() => stamps.length >= 4, 'four samples from A');
    } finally {
      dispose();
      watcher.disconnect();
    }
    expect(crossed).toEqual([]);
    expect(new Set(stamps).size).toBe(stamps.length);
    expect([...stamps].sort((x, y) => x - y)).toEqual(stamps);
  });

  it('shares the activity log: an event recorded on one gateway reaches admins on the other', async () => {
    const login = await b.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
    const token = login.body.data.token as string;
    const title = `反馈 ${Date.now()}`;
    let timer: NodeJS.Timeout | undefined;
    const received = new Promise<{ kind: string; title: string; createdAt: string }>((resolve, reject) => {
      ws(b, { token }).subscribe<{ activityLog: { kind: string; title: string; createdAt: string } }>(
        { query: 'subscription { activityLog { kind title createdAt } }' },
        {
          next: (m) => {
            if (m.errors) return reject(new Error(JSON.stringify(m.errors)));
            // Other test servers on the same Redis may publish too: wait for ours.
            if (m.data!.activityLog.title === title) resolve(m.data!.activityLog);
          },
          error: reject,
          complete: () => undefined,
        },
      );
      // Nothing says when B's Redis subscription is live: record on A until B hears one.
      timer = setInterval(() => {
        void a.services.activity.record({ kind: 'FEEDBACK_RECEIVED', title, titleEn: 'Feedback received' });
      }, 300);
    }).finally(() => clearInterval(timer));
    const event = await received;
    expect(event).toMatchObject({ kind: 'FEEDBACK_RECEIVED', title });
    expect(Number.isNaN(Date.parse(event.createdAt))).toBe(false);
  });
});
