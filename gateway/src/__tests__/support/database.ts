import { createDatabase } from '../../../../scripts/lib/fresh-database.mjs';

/** Creates a fresh, empty database next to `adminUrl`; `drop()` removes it. */
export function createFreshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabase(adminUrl, `apimarket_t_${Date.now().toString(36)}`);
}
