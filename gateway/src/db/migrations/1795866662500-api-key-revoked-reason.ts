import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why an API key was revoked (issue #26.6): by its owner, or because the account's password changed, the
 * account was disabled, or its owner signed out everywhere. The owner sees it in the key list and hears it
 * as a notification of kind `keys`.
 */
export class ApiKeyRevokedReason1795866662500 implements MigrationInterface {
  name = 'ApiKeyRevokedReason1795866662500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_key ADD COLUMN IF NOT EXISTS revoked_reason text`);
    await q.query(`UPDATE api_key SET revoked_reason = 'OWNER' WHERE revoked_at IS NOT NULL AND revoked_reason IS NULL`);
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender', 'status', 'quota', 'plan', 'deprecation', 'keys'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind = 'keys'`);
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender', 'status', 'quota', 'plan', 'deprecation'))`,
    );
    await q.query(`ALTER TABLE api_key DROP COLUMN IF EXISTS revoked_reason`);
  }
}
