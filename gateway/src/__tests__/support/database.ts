import { inject } from 'vitest';
import { createDatabase } from '../../../../scripts/lib/fresh-database.mjs';

/**
 * Creates a fresh database next to `adminUrl`; `drop()` removes it. It is a copy of the run's
 * migrated template (made once by the global setup), so a server started on it finds every
 * migration applied; `{ empty: true }` gives a database with nothing in it, for the tests of
 * migrating itself.
 */
export function createFreshDatabase(
  adminUrl: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabase(adminUrl, `apimarket_t_${Date.now().toString(36)}`, empty ? 'template0' : inject('pgTemplate'));
}
