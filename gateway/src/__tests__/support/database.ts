import { inject } from 'vitest';
import { createDatabase } from '../../../../scripts/lib/fresh-database.mjs';
import { runDatabasePrefix } from './run-databases.js';

type Database = { url: string; drop(): Promise<void> };

/**
 * The next copy of the template, made while the current test uses its own: a copy takes ~0.4 s of
 * PostgreSQL work that would otherwise stand between every test file (and every server) and its start.
 * The last one a worker makes is dropped by the global teardown with the run's other leftovers.
 */
let next: { key: string; db: Promise<Database> } | undefined;

function copyOfTemplate(adminUrl: string, template: string): Promise<Database> {
  const db = createDatabase(adminUrl, runDatabasePrefix(template), template);
  db.catch(() => undefined); // a failed prefetch is reported to the test that takes it, not as unhandled
  return db;
}

/**
 * A fresh database next to `adminUrl`; `drop()` removes it. It is a copy of the run's migrated template
 * (made once by the global setup), so a server started on it finds every migration applied;
 * `{ empty: true }` gives a database with nothing in it, for the tests of migrating itself. `drop()`
 * returns at once: the drop itself runs behind the worker's next files (dropLater below).
 */
export async function createFreshDatabase(adminUrl: string, { empty = false }: { empty?: boolean } = {}): Promise<Database> {
  const template = inject('pgTemplate');
  let mine: Promise<Database>;
  if (empty) mine = createDatabase(adminUrl, runDatabasePrefix(template), 'template0');
  else {
    const key = `${adminUrl} ${template}`;
    mine = next?.key === key ? next.db : copyOfTemplate(adminUrl, template);
    next = { key, db: copyOfTemplate(adminUrl, template) };
  }
  const db = await mine;
  return { url: db.url, drop: async () => dropLater(db) };
}

/**
 * Drops a test database without making the test file wait for it. PostgreSQL answers a DROP DATABASE
 * only after a checkpoint it requests (measured on the machine's PostgreSQL 15 while eight suites ran:
 * `pg_stat_bgwriter.checkpoints_req` +1 per drop, 4–17 s per drop against ~0.2 s of the server's own
 * stop), so a file that waited for its drop held its worker for seconds after its last test. The drops
 * of a worker run one at a time behind its tests; what a worker has not dropped when the run ends is
 * dropped by the global teardown with the run's other leftovers.
 */
let drops: Promise<void> = Promise.resolve();
export function dropLater(db: Database): void {
  drops = drops.then(() => db.drop()).catch(() => undefined);
}
