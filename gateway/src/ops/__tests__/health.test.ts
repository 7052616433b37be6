import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelayedServer } from '../../__tests__/support/relayed-server.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import type { Running } from '../../server.js';
import { hasRedis, TEST_REDIS_URL } from '../../__tests__/support/redis.js';


/** Asks until `accept` holds; each attempt is a real request (the pool reconnects on its own time). */
async function until<T>(ask: () => Promise<T>, accept: (v: T) => boolean, attempts = 200): Promise<T> {
  let last = await ask();
  for (let i = 1; i < attempts && !accept(last); i++) last = await ask();
  return last;
}

const readyz = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};

describe('/livez and /readyz through a database outage', () => {
  let gw: Awaited<ReturnType<typeof startRelayedServer>>;
  let relay: Awaited<ReturnType<typeof startRelayedServer>>['relay'];
  let running: Running;

  beforeAll(async () => {
    gw = await startRelayedServer();
    ({ relay, running } = gw);
  });
  afterAll(async () => {
    await gw?.stop();
  });

  it('reports the database and Redis separately, stays live while the database is gone, and recovers', async () => {
    expect(await readyz(running.url)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', redis: 'not configured' },
    });

    relay.cut();
    const down = await readyz(running.url);
    expect(down).toEqual({ status: 503, body: { status: 'unavailable', database: 'down', redis: 'not configured' } });
    const live = await fetch(`${running.url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });

    relay.restore();
    const back = await until(() => readyz(running.url), (r) => r.status === 200);
    expect(back.body).toEqual({ status: 'ready', database: 'up', redis: 'not configured' });
  });
});

describe.skipIf(!hasRedis)('/readyz with Redis', () => {
  let up: TestServer;
  let down: TestServer;
  let closedPort: number;
  beforeAll(async () => {
    const probe = net.createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    closedPort = (probe.address() as net.AddressInfo).port;
    probe.close();
    const redisUrl = TEST_REDIS_URL;
    [up, down] = await Promise.all([
      startTestServer({ REDIS_URL: redisUrl, REDIS_PREFIX: `t-health-${process.pid}:`, SEED_DEMO: 'false' }),
      startTestServer({ REDIS_URL: `redis://127.0.0.1:${closedPort}`, SEED_DEMO: 'false' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([up?.stop(), down?.stop()]);
  });

  it('says Redis is up, or that the gateway is degraded but still ready without it', async () => {
    const ok = await until(() => readyz(up.url), (r) => r.body.redis === 'up');
    expect(ok).toEqual({ status: 200, body: { status: 'ready', database: 'up', redis: 'up' } });
    expect(await readyz(down.url)).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'up', redis: 'down' },
    });
  });
});
