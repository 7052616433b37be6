import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../../__tests__/support/database.js';
import { loadConfig } from '../../../config.js';
import { startServer } from '../../../server.js';
import { startUpstream, type LocalUpstream } from './upstream-fixture.js';

describe('call records across a graceful restart', () => {
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let up: LocalUpstream;

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-restart-'));
    up = await startUpstream();
  });
  afterAll(async () => {
    await up?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'false',
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`,
      // Nothing is written by the timer during the test: what is buffered at stop must be written by stop.
      CALL_FLUSH_MS: '600000',
    });

  it('loses no record: buffered rows and calls still in flight at stop are written before the database closes', async () => {
    const first = await startServer(config(), () => {});
    const [{ id }]: Array<{ id: number }> = await first.ds.query(
      `INSERT INTO api (name, address, status) VALUES ('slow', $1, 1) RETURNING id`,
      [`${up.url}/slow?ms=300`],
    );
    const [{ id: fast }]: Array<{ id: number }> = await first.ds.query(
      `INSERT INTO api (name, address, status) VALUES ('fast', 'builtin:uuid', 1) RETURNING id`,
    );
    for (let i = 0; i < 40; i++) expect((await fetch(`${first.url}/api/open/api/${fast}`)).status).toBe(200);
    // Still in memory: the periodic flush has not run yet.
    expect(first.services.callRecorder.pending).toBe(40);
    const inFlight = Array.from({ length: 10 }, () =>
      fetch(`${first.url}/api/open/api/${id}`).then((r) => r.status),
    );
    // Stop while all ten are inside the gateway, waiting for the upstream.
    await up.waitForRequests(10);
    await first.stop();
    expect(await Promise.all(inFlight)).toEqual(Array(10).fill(200));

    const second = await startServer(config(), () => {});
    try {
      const count = async (apiId: number) =>
        ((await (await fetch(`${second.url}/api/histroy/count/api/${apiId}`)).json()) as { data: number })
          .data;
      expect(await count(fast)).toBe(40);
      expect(await count(id)).toBe(10);
    } finally {
      await second.stop();
    }
  });
});
