import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #26.6: a user's sessions can all be ended at once. Every token carries the account's session
 * epoch when it was issued; raising the epoch (a password change) makes every earlier token invalid on
 * every gateway, since each request and each open websocket is checked against the database.
 */
export class SessionEpoch1763826000001 implements MigrationInterface {
  name = 'SessionEpoch1763826000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user ADD COLUMN session_epoch int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user DROP COLUMN session_epoch`);
  }
}
