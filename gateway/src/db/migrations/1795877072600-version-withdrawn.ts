import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version whose starting release was rolled back (issue #30): it never became what callers are served, so
 * it is set aside (`withdrawn_at`) — not listed, not the default, a call pinning it is served the live
 * version (named in Api-Version) — until the API's next release takes its number again.
 */
export class VersionWithdrawn1795877072600 implements MigrationInterface {
  name = 'VersionWithdrawn1795877072600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_version ADD COLUMN IF NOT EXISTS withdrawn_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_version DROP COLUMN IF EXISTS withdrawn_at`);
  }
}
