import type { EntityManager } from 'typeorm';

/**
 * Runs a seed step once per database (a `seed_marker` row records it), so demo rows an admin deletes
 * later are not brought back at the next start. Seeds run in one locked transaction (see index.ts).
 */
export async function once(em: EntityManager, name: string, step: () => Promise<void>): Promise<void> {
  const inserted: unknown[] = await em.query(
    `INSERT INTO seed_marker (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name`,
    [name],
  );
  if (inserted.length) await step();
}
