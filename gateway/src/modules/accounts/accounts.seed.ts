import { hash } from '@node-rs/argon2';
import type { EntityManager } from 'typeorm';
import { seedCreators } from '../../db/seed/demo-catalog.data.js';
import { RoleCode } from './user.entity.js';

/** The shared password of the demo creator accounts (documented in the README). */
export const DEMO_CREATOR_PASSWORD = 'apimarket-demo';

/** One sign-in account per demo creator, linked to its profile; existing accounts are left untouched. */
export async function seedCreatorAccounts(em: EntityManager): Promise<void> {
  const existing: Array<{ account: string }> = await em.query(
    `SELECT lower(account) AS account FROM app_user WHERE lower(account) = ANY($1)`,
    [seedCreators.map((c) => c.account.toLowerCase())],
  );
  const have = new Set(existing.map((r) => r.account));
  const passwordHash = have.size < seedCreators.length ? await hash(DEMO_CREATOR_PASSWORD) : '';
  for (const c of seedCreators) {
    if (!have.has(c.account.toLowerCase())) {
      await em.query(
        `INSERT INTO app_user (account, username, password_hash, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT ((lower(account))) DO NOTHING`,
        [c.account, c.name, passwordHash, RoleCode.User],
      );
    }
    await em.query(
      `UPDATE creator SET user_id = (SELECT id FROM app_user WHERE lower(account) = lower($2))
        WHERE slug = $1 AND user_id IS NULL`,
      [c.slug, c.account],
    );
  }
}
