import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { entities } from './entities.js';
import { pooledDriver } from './pool.js';
import { migrations } from './migrations/index.js';
import { RequestWritesSubscriber } from './request-writes.subscriber.js';

/** How long the gateway waits on PostgreSQL (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
export interface DatabaseDeadlines {
  /** A new connection, and a query waiting for a free one in the pool. */
  connectMs: number;
  /** An answer on an open connection (a hung server: the connection stays open and carries nothing). */
  queryMs: number;
  /** A statement, ended by the server itself (SQLSTATE 57014). */
  statementMs: number;
}

export function createDataSource(url: string, extra: { poolSize?: number; deadlines?: DatabaseDeadlines } = {}): DataSource {
  const deadlines = extra.deadlines;
  const ds: DataSource = new DataSource({
    type: 'postgres',
    url,
    // node-postgres with the gateway's pool (db/pool.ts: poolOf(ds), each checkout's wait announced).
    driver: pooledDriver(() => ds),
    entities: entities as MixedList<string | EntitySchema | (new () => unknown)>,
    migrations,
    // Each write committed during a request marks it as having written (the read cache follows it).
    subscribers: [RequestWritesSubscriber],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: {
      max: extra.poolSize ?? 10,
      ...(deadlines && {
        connectionTimeoutMillis: deadlines.connectMs,
        query_timeout: deadlines.queryMs,
        statement_timeout: deadlines.statementMs,
      }),
    },
  });
  return ds;
}

/** Advisory lock keys (one number space per database, shared by every gateway on it). */
export const LockKey = {
  /** Migrations: one gateway applies them while the others wait, then find nothing left to do. */
  Migrations: 727273,
  /** The demo seed (a transaction-level lock, see seed/index.ts). */
  Seed: 727274,
} as const;

/**
 * Runs `work` while holding the session-level advisory lock `key` on a connection of its own, so
 * gateways started together on one database take turns (rolling deploys, `--scale gateway=3`).
 */
export async function withAdvisoryLock<T>(ds: DataSource, key: number, work: () => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock($1)`, [key]);
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [key]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Connects and applies every committed migration that has not run yet (under the migration lock), then
 * `prepare` (the demo seed). With `deadlines` these run without them (a migration or a wait for another
 * gateway's lock may take long) on a connection of their own, and the data source returned to serve
 * requests has them.
 */
export async function openDatabase(
  url: string,
  opts: { deadlines?: DatabaseDeadlines; prepare?: (ds: DataSource) => Promise<void> } = {},
): Promise<DataSource> {
  const setup = createDataSource(url, opts.deadlines ? { poolSize: 2 } : {});
  await setup.initialize();
  try {
    await withAdvisoryLock(setup, LockKey.Migrations, () => setup.runMigrations({ transaction: 'each' }));
    await opts.prepare?.(setup);
  } catch (err) {
    await setup.destroy();
    throw err;
  }
  if (!opts.deadlines) return setup;
  await setup.destroy();
  const ds = createDataSource(url, { deadlines: opts.deadlines });
  await ds.initialize();
  return ds;
}
