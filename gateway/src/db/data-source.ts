import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export function createDataSource(url: string, extra: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: entities as MixedList<string | EntitySchema | (new () => unknown)>,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: { max: extra.poolSize ?? 10 },
  });
}

/** Connects and applies every committed migration that has not run yet. */
export async function openDatabase(url: string): Promise<DataSource> {
  const ds = createDataSource(url);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}
