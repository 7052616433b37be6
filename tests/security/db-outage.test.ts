import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { loadConfig } from '../../gateway/src/config.js';
import { startServer, type Running } from '../../gateway/src/server.js';
import { cuttableRelay } from '../../gateway/src/__tests__/support/tcp-relay.js';
import { ADMIN_PASSWORD } from './support.js';


/** #16.8: while PostgreSQL is down, paths answer 503 + Retry-After; built-in open calls keep working. */
describe('database outage', () => {
  let running: Running;
  let proxy: Awaited<ReturnType<typeof cuttableRelay>>;
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let uuidApi: number;

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    const url = new URL(db.url);
    proxy = await cuttableRelay({ host: new URL(db.url).hostname, port: Number(new URL(db.url).port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-outage-'));
    running = await startServer(
      loadConfig({
        NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(),
        DATA_DIR: dataDir, CLIENT_DIST: path.join(dataDir, 'none'), ADMIN_PASSWORD, SEED_DEMO: 'false',
        KEEPALIVE_TIMEOUT_MS: '1000', // its stop need not wait out idle sockets (support/server.ts)
      }),
      () => {},
    );
    const rows = await running.ds.query(
      `INSERT INTO api (name, address, status, request_method) VALUES ('uuid', 'builtin:uuid', 1, 'GET') RETURNING id`,
    );
    uuidApi = rows[0].id;
  });
  afterAll(async () => {
    proxy?.restore();
    await running?.stop().catch(() => undefined);
    await proxy?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => fetch(running.url + p, { headers });

  it('answers 503 with Retry-After and a clear message; built-in calls keep working and are recorded afterwards', async () => {
    // Warm: the built-in API has been called once (its row and policy are cached).
    expect((await get(`/api/open/api/${uuidApi}`)).status).toBe(200);
    await running.services.callRecorder.flush();
    const before = Number((await running.ds.query(`SELECT count(*)::int AS n FROM api_call`))[0].n);

    proxy.cut();
    try {
      const list = await get('/api/apiList', { 'x-lang': 'en' });
      expect(list.status).toBe(503);
      expect(list.headers.get('retry-after')).toBe('5');
      expect(await list.json()).toEqual({ code: 503, data: null, message: 'The database is temporarily unavailable; retry in 5 s' });
      const zh = await get('/api/api/details/1');
      expect(zh.status).toBe(503);
      expect((await zh.json()).message).toBe('数据库暂时不可用，请 5 秒后重试');
      const search = await fetch(running.url + '/api/searchApi', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"keywords":"a","catelog":""}' });
      expect(search.status).toBe(503);
      const gql = await fetch(running.url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { id } }' }) });
      const gqlBody = await gql.json();
      expect(gqlBody.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

      // Built-in APIs need no database: they keep answering for 3 s of outage (past the caches' refresh),
      // at least 11 calls — however slowly a loaded machine answers each (the count was asserted after a
      // 3 s loop, which a slow machine ended with fewer calls).
      const started = Date.now();
      for (let calls = 0; calls <= 10 || Date.now() - started < 3000; calls++) {
        const res = await get(`/api/open/api/${uuidApi}`);
        expect(res.status, await res.clone().text()).toBe(200);
        await new Promise((r) => setTimeout(r, 100));
      }
      // (Rows sit in the buffer, or in a flush attempt that is failing: counted once the database is back.)
    } finally {
      proxy.restore();
    }
    // The records waited in memory and are written once the database is back.
    await expect
      .poll(async () => Number((await running.ds.query(`SELECT count(*)::int AS n FROM api_call`).catch(() => [{ n: 0 }]))[0].n), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(before + 11);
    expect((await get('/api/apiList')).status).toBe(200);
  });
});
