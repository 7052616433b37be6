import 'reflect-metadata';
import { chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { ensureBuilt } from '../../../../scripts/build-state.mjs';
import { createDatabase } from '../../../../scripts/lib/fresh-database.mjs';
import { openDatabase } from '../../db/data-source.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded.js';
import { runDatabasePrefix } from './run-databases.js';
import { makeRunFolder, sweepStaleRunFolders } from './temp-folders.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL on which tests may create and drop their own databases. */
    pgAdminUrl: string;
    /** A database on that server with every migration applied: each test database is a copy of it. */
    pgTemplate: string;
    /** Whether the tests' Redis (support/redis.ts) answered a PING when the run started. */
    redisAvailable: boolean;
  }
}

/** PINGs the tests' Redis once; says in one line what is skipped when it does not answer. */
async function probeRedis(): Promise<boolean> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    if (process.env.TEST_REDIS === 'required') throw new Error(`TEST_REDIS=required but no Redis answers at ${url}`);
    console.warn(
      `\n[tests] no Redis at ${url}: the tests of shared rate limits, pubsub and read cache across gateways are skipped ` +
        '(start redis-server on 127.0.0.1:6379 or set TEST_REDIS_URL; TEST_REDIS=required fails instead)\n',
    );
    return false;
  } finally {
    redis.disconnect();
  }
}

let embedded: EmbeddedDatabase | undefined;
let dir: string | undefined;
let template: { url: string; drop(): Promise<void> } | undefined;
let adminUrl: string | undefined;

/**
 * Tests use TEST_DATABASE_URL or DATABASE_URL's server when given (CI sets the machine's PostgreSQL),
 * else a throwaway embedded PostgreSQL. Either way every test file creates a fresh database on it,
 * copied from a template migrated once here (migrating is the slow part of a fresh database).
 */
export async function setup(project: TestProject): Promise<void> {
  // The gateway imports @api-market/rules and @api-market/snippets from their builds: fresh before any test.
  ensureBuilt(['rules', 'snippets']);
  adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  // What an interrupted run left in the temp folder (embedded clusters, data folders) goes first.
  const swept = await sweepStaleRunFolders();
  if (swept.length) console.log(`[tests] removed ${swept.length} folder(s) an interrupted run left in ${os.tmpdir()}`);
  if (!adminUrl) {
    dir = makeRunFolder('apimarket-pg-');
    // As root the server runs as the `postgres` user, which must be able to traverse this folder.
    chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    adminUrl = embedded.url;
  }
  project.provide('pgAdminUrl', adminUrl);
  project.provide('redisAvailable', await probeRedis());
  const db = await createDatabase(adminUrl, 'apimarket_tpl');
  template = db;
  const ds = await openDatabase(db.url);
  await ds.destroy();
  project.provide('pgTemplate', new URL(db.url).pathname.slice(1));
}

export async function teardown(): Promise<void> {
  if (template) {
    // The run's test databases a file did not drop (each worker's last prefetched copy, a crashed file's).
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const prefix = runDatabasePrefix(new URL(template.url).pathname.slice(1));
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
        [`${prefix}_`],
      );
      for (const { datname } of rows) {
        // A worker's last drop may still be under way (support/database.ts dropLater): that one goes anyway.
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
      }
    } finally {
      await client.end();
    }
  }
  await template?.drop();
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
