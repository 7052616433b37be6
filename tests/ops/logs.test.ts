import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { startRedisServer } from '../../gateway/src/__tests__/support/redis-server.js';
import { cuttableRelay } from '../../gateway/src/__tests__/support/tcp-relay.js';
import { waitFor } from '../../gateway/src/__tests__/support/wait.js';
import { freePort, startGateway, tempDataDir, type Proc } from './support/processes.js';

describe('what an operator reads on the console', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  const procs: Proc[] = [];
  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    data = tempDataDir();
  });
  afterEach(async () => {
    for (const p of procs.splice(0)) {
      if (p.child.exitCode === null) p.child.kill('SIGTERM');
      await p.exited;
    }
  });
  afterAll(async () => {
    await db?.drop();
    data?.remove();
  });

  const start = async (env: Record<string, string> = {}) => {
    const port = await freePort();
    const proc = startGateway({
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
      // Each test's stop would otherwise wait ~3 s for fetch's idle kept-alive sockets (support/server.ts).
      KEEPALIVE_TIMEOUT_MS: '1000',
      ...env,
    });
    procs.push(proc);
    await proc.waitFor(/running on/);
    return { base: `http://127.0.0.1:${port}`, proc };
  };

  it('pretty logs: one readable line per API request; health checks and static files stay out at info', async () => {
    const { base, proc } = await start();
    for (const p of ['/livez', '/readyz', '/healthz', '/', '/index.html', '/api/apiList?page=1&pageSize=2']) {
      await (await fetch(base + p)).arrayBuffer();
    }
    // The last request's line is the event to wait for; everything before it has been written.
    await proc.waitFor(/GET \/api\/apiList\?page=1&pageSize=2 200/);
    const requestLines = proc.stdout.split('\n').filter((l) => / (GET|POST) \//.test(l));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/apiList\?page=1&pageSize=2 200 [\d.]+ ms$/);
    expect(proc.stdout).not.toMatch(/^\{/m);
  });

  it('says where the admin password is kept on every start', async () => {
    const file = path.join(data.dir, 'admin-password.txt');
    // This database's admin was created by the first test's start: the password is in the file.
    const { proc } = await start();
    expect(proc.stdout).toContain(`admin password: in ${file}`);
    const given = await start({ ADMIN_PASSWORD: 'a-password-from-env' });
    expect(given.proc.stdout).toContain('admin password: the ADMIN_PASSWORD variable');
  });

  it('json logs: every line one JSON object — request lines with one reqId, the banner, outages told once when they start and once when they end, the stop', async () => {
    const target = new URL(db.url);
    const relay = await cuttableRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const redis = await startRedisServer();
    try {
      const viaRelay = new URL(db.url);
      viaRelay.hostname = '127.0.0.1';
      viaRelay.port = String(relay.port);
      const { base, proc } = await start({ LOG_FORMAT: 'json', DATABASE_URL: viaRelay.toString(), REDIS_URL: redis.url, REDIS_PREFIX: `t-logs-${process.pid}:` });
      const lines = () => proc.stdout.split('\n').filter((l) => l !== '');
      const parsed = () => lines().map((l) => JSON.parse(l) as Record<string, unknown>);
      const outageLines = (dependency: string, event: string) =>
        parsed().filter((l) => l.outage === dependency && l.event === event);
      await waitFor(async () => ((await (await fetch(`${base}/readyz`)).json()) as { redis: string }).redis === 'up', 'Redis to be up');

      await (await fetch(`${base}/api/apiList?page=1&pageSize=2`, { headers: { 'x-request-id': 'log-probe-1' } })).arrayBuffer();
      await proc.waitFor(/log-probe-1/);
      const request = lines().find((l) => l.includes('log-probe-1'))!;
      expect(request.match(/"reqId"/g)).toHaveLength(1);
      expect(JSON.parse(request)).toMatchObject({ reqId: 'log-probe-1', method: 'GET', statusCode: 200 });
      expect(parsed().some((l) => /^API Market is running on .* admin password: /.test(String(l.msg)))).toBe(true);

      // The database goes away: requests answer 503 (and the call recorder fails) while it is out.
      // (On a loaded machine a query may pass its deadline before the cut and start an outage of its own,
      // which then swallows the cut's — one line per outage: counted once that one has ended, as for Redis.)
      await waitFor(() => outageLines('database', 'start').length === outageLines('database', 'end').length, 'no database outage under way');
      const dbBefore = outageLines('database', 'start').length;
      relay.cut();
      for (let i = 0; i < 5; i++) expect((await fetch(`${base}/api/histroy/count/api/1`)).status).toBe(503);
      await waitFor(() => outageLines('database', 'start').length === dbBefore + 1, 'the database outage to be logged');
      for (let i = 0; i < 5; i++) expect((await fetch(`${base}/api/histroy/count/api/1`)).status).toBe(503);
      relay.restore();
      await waitFor(() => outageLines('database', 'end').length === dbBefore + 1, 'the end of the database outage to be logged');
      expect(outageLines('database', 'start')).toHaveLength(dbBefore + 1);

      // Redis hangs: /readyz's probe finds it out; it answers again.
      // (On a loaded machine a command may pass REDIS_TIMEOUT_MS before the hang too: counted from here.)
      await waitFor(() => outageLines('redis', 'start').length === outageLines('redis', 'end').length, 'no Redis outage under way');
      const redisBefore = outageLines('redis', 'start').length;
      redis.hang();
      await waitFor(async () => ((await (await fetch(`${base}/readyz`)).json()) as { redis: string }).redis === 'down', '/readyz to see Redis down');
      await waitFor(() => outageLines('redis', 'start').length === redisBefore + 1, 'the Redis outage to be logged');
      redis.resume();
      await waitFor(() => outageLines('redis', 'end').length === redisBefore + 1, 'the end of the Redis outage to be logged');
      expect(outageLines('redis', 'start')).toHaveLength(redisBefore + 1);

      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      const msgs = parsed().map((l) => String(l.msg));
      expect(msgs).toContain('stopped');
      expect(msgs.some((m) => m.startsWith('SIGTERM: finishing in-flight requests'))).toBe(true);
      // Every line, from the first to the last, is one JSON object.
      expect(lines().filter((l) => !/^\{.*\}$/.test(l))).toEqual([]);
      expect(proc.stderr).toBe('');
    } finally {
      redis.resume();
      await redis.kill();
      await relay.close();
    }
  });
});
