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
 * `{ empty: true }` gives a database with nothing in it, for the tests of migrating itself.
 */
export function createFreshDatabase(adminUrl: string, { empty = false }: { empty?: boolean } = {}): Promise<Database> {
  const template = inject('pgTemplate');
  if (empty) return createDatabase(adminUrl, runDatabasePrefix(template), 'template0');
  const key = `${adminUrl} ${template}`;
  const mine = next?.key === key ? next.db : copyOfTemplate(adminUrl, template);
  next = { key, db: copyOfTemplate(adminUrl, template) };
  return mine;
}
