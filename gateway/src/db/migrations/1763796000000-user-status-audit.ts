import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail of account status changes: every enable/disable an administrator makes (who, whom,
 * from, to, why, from which address, when). A disabled account's tokens stop working at once; this is
 * the record of who did it.
 */
export class UserStatusAudit1763796000000 implements MigrationInterface {
  name = 'UserStatusAudit1763796000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_status_event (
        id bigserial PRIMARY KEY,
        user_id int NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        actor_id int REFERENCES app_user(id) ON DELETE SET NULL,
        from_status smallint NOT NULL,
        to_status smallint NOT NULL CHECK (to_status IN (0, 1)),
        reason text NOT NULL DEFAULT '' CHECK (char_length(reason) <= 200),
        ip text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_status_event_user_idx ON user_status_event (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX user_status_event_created_idx ON user_status_event (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_status_event`);
  }
}
