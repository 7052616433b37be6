import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../config.js';
import { startServer, type Running } from '../../server.js';
import { createFreshDatabase } from './database.js';
import { cuttableRelay } from './tcp-relay.js';

/**
 * The real gateway over a fresh database reached through a TCP relay the test can cut or hang
 * (support/tcp-relay.ts): a database outage as the gateway sees it. `db.url` reaches the database
 * directly, past the relay, for the test's own checks.
 */
export async function startRelayedServer(env: Record<string, string> = {}) {
  const db = await createFreshDatabase(inject('pgAdminUrl'));
  const target = new URL(db.url);
  const relay = await cuttableRelay({ host: target.hostname, port: Number(target.port || 5432) });
  const viaRelay = new URL(db.url);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relay.port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-relayed-'));
  const running: Running = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      KEEPALIVE_TIMEOUT_MS: '1000', // its stop need not wait out idle sockets (support/server.ts)
      LOG_LEVEL: 'silent',
      DATABASE_URL: viaRelay.toString(),
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'false',
      ...env,
    }),
    () => {},
  );
  return {
    running,
    relay,
    db,
    async stop() {
      relay.restore();
      await running.stop().catch(() => undefined);
      await relay.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
