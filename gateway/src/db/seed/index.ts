import type { DataSource, EntityManager } from 'typeorm';
import { LockKey } from '../data-source.js';
import { seedCreatorAccounts } from '../../modules/accounts/accounts.seed.js';
import { seedCatalog } from './catalog.seed.js';
import { seedContent } from './content.seed.js';
import { seedBlog } from './blog.seed.js';
import { seedPlansOnce } from '../../modules/plans/plans.seed.js';

type Seeder = (em: EntityManager) => Promise<void>;

/** Demo data in dependency order; each seeder is idempotent. A feature appends its own. */
export const seeders: Array<[name: string, run: Seeder]> = [
  ['catalog', (em) => seedCatalog(em)],
  ['content', (em) => seedContent(em)],
  ['creator-accounts', (em) => seedCreatorAccounts(em)],
  ['blog', (em) => seedBlog(em)],
  ['plans', (em) => seedPlansOnce(em)],
];

export async function runSeeds(ds: DataSource): Promise<void> {
  // One transaction with an advisory lock: two gateways starting together seed once.
  await ds.transaction(async (em) => {
    await em.query(`SELECT pg_advisory_xact_lock($1)`, [LockKey.Seed]);
    for (const [, run] of seeders) await run(em);
  });
}
