import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';
import { RequestWritesSubscriber } from './request-writes.subscriber.js';

export function createDataSource(url: string, extra: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: entities as MixedList<string | EntitySchema | (new () => unknown)>,
    migrations,
    // Each write committed during a request marks it as having written (the read cache follows it).
    subscribers: [RequestWritesSubscriber],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: { max: extra.poolSize ?? 10 },
  });
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

/** Connects and applies every committed migration that has not run yet (under the migration lock). */
export async function openDatabase(url: string): Promise<DataSource> {
  const ds = createDataSource(url);
  await ds.initialize();
  try {
    await withAdvisoryLock(ds, LockKey.Migrations, () => ds.runMigrations({ transaction: 'each' }));
  } catch (err) {
    await ds.destroy();
    throw err;
  }
  return ds;
}
