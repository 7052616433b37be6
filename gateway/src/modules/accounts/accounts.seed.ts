import { hash } from '@node-rs/argon2';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, sqlOn, statement } from '../../core/sql.js';
import { seedCreators } from '../../db/seed/demo-catalog.data.js';
import { RoleCode } from './user.entity.js';

/** The shared password of the demo creator accounts (documented in the README). */
export const DEMO_CREATOR_PASSWORD = 'apimarket-demo';

const accountRow = z.object({ account: z.string() });
const existingStatement = statement<[accounts: string[]], typeof accountRow>(
  'accounts.seed-existing',
  `SELECT lower(account) AS account FROM app_user WHERE lower(account) = ANY($1)`,
  accountRow,
);
const addAccountCommand = command<[account: string, name: string, passwordHash: string, role: number]>(
  'accounts.seed-add',
  `INSERT INTO app_user (account, username, password_hash, role) VALUES ($1, $2, $3, $4)
   ON CONFLICT ((lower(account))) DO NOTHING`,
);
const linkCommand = command<[slug: string, account: string]>(
  'accounts.seed-link',
  `UPDATE creator SET user_id = (SELECT id FROM app_user WHERE lower(account) = lower($2))
    WHERE slug = $1 AND user_id IS NULL`,
);

/** One sign-in account per demo creator, linked to its profile; existing accounts are left untouched. */
export async function seedCreatorAccounts(em: EntityManager): Promise<void> {
  const sql = sqlOn(em);
  const existing = await sql.all(existingStatement, [seedCreators.map((c) => c.account.toLowerCase())]);
  const have = new Set(existing.map((r) => r.account));
  const passwordHash = have.size < seedCreators.length ? await hash(DEMO_CREATOR_PASSWORD) : '';
  for (const c of seedCreators) {
    if (!have.has(c.account.toLowerCase())) {
      await sql.run(addAccountCommand, [c.account, c.name, passwordHash, RoleCode.User]);
    }
    await sql.run(linkCommand, [c.slug, c.account]);
  }
}
