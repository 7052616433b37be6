import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { seedApis, seedCreators } from '../../gateway/src/db/seed/demo-catalog.data.js';
import { freePort, startGateway, tempDataDir, type Proc } from './support/processes.js';

describe('three gateways started at once on one fresh database', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  const gateways: Proc[] = [];
  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'), { empty: true });
    data = tempDataDir();
  });
  afterAll(async () => {
    for (const g of gateways) g.child.kill('SIGKILL');
    await Promise.all(gateways.map((g) => g.exited));
    await db?.drop();
    data?.remove();
  });

  it('all become ready: migrations and the demo seed run once, under a lock', async () => {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    // One DATA_DIR for all, as `docker compose --scale gateway=3` shares one volume. With the demo seed
    // (the default, said here): the seed running once under its lock is what this test is about.
    for (const port of ports) {
      gateways.push(startGateway({ PORT: String(port), DATABASE_URL: db.url, DATA_DIR: data.dir, SEED_DEMO: 'true' }));
    }
    await Promise.all(gateways.map((g) => g.waitFor(/running on/)));
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(res.status).toBe(200);
    }
    for (const g of gateways) expect(g.stderr).toBe('');

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const q = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows;
      expect(await q(`SELECT count(*)::int AS n FROM app_user WHERE account = 'admin'`)).toEqual([{ n: 1 }]);
      expect(await q(`SELECT slug FROM api GROUP BY slug HAVING count(*) > 1`)).toEqual([]);
      // Every demo API and demo creator account, each once.
      expect(await q(`SELECT count(*)::int AS n FROM api`)).toEqual([{ n: seedApis.length }]);
      const accounts = seedCreators.map((c) => c.account);
      expect(await q(`SELECT count(*)::int AS n FROM app_user WHERE account = ANY($1)`, [accounts])).toEqual([
        { n: accounts.length },
      ]);
      expect(await q(`SELECT name FROM migrations GROUP BY name HAVING count(*) > 1`)).toEqual([]);
      // Each gateway signs tokens with the one secret they share: a token from one works on the others
      // (signed in as a seeded demo creator, whose account the seed made).
      const login = await fetch(`http://127.0.0.1:${ports[0]}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'linyu', password: 'apimarket-demo' }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      for (const port of ports) {
        const me = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
      }
    } finally {
      await client.end();
    }
  });
});
