import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../__tests__/support/database.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { loadConfig } from '../../config.js';
import { startServer, type Running } from '../../server.js';
import { cuttableRelay } from '../../__tests__/support/tcp-relay.js';
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
  let db: { url: string; drop(): Promise<void> };
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let running: Running;
  let dataDir: string;

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    const target = new URL(db.url);
    relay = await cuttableRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const viaRelay = new URL(db.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-health-'));
    running = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_URL: viaRelay.toString(),
        DATA_DIR: dataDir,
        CLIENT_DIST: path.join(dataDir, 'no-client'),
        SEED_DEMO: 'false',
      }),
      () => {},
    );
  });
  afterAll(async () => {
    relay?.restore();
    await running?.stop().catch(() => undefined);
    await relay?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
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
