import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Feedback gets the middle state administrators work in (open → in progress → resolved), with who
 * changed it last and when; category names become unique per language so the console's rename and
 * create cannot make two categories that read alike.
 */
export class FeedbackProgressCategories1763796100000 implements MigrationInterface {
  name = 'FeedbackProgressCategories1763796100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE feedback DROP CONSTRAINT feedback_status_check`);
    await q.query(
      `ALTER TABLE feedback ADD CONSTRAINT feedback_status_check CHECK (status IN ('open', 'in_progress', 'resolved'))`,
    );
    await q.query(`
      ALTER TABLE feedback
        ADD COLUMN status_changed_by int REFERENCES app_user(id) ON DELETE SET NULL,
        ADD COLUMN status_changed_at timestamptz`);
    await q.query(`CREATE INDEX feedback_assignee_idx ON feedback (assignee_id, created_at DESC) WHERE assignee_id IS NOT NULL`);
    await q.query(`CREATE INDEX feedback_user_idx ON feedback (user_id, created_at DESC) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX category_name_uq ON category (lower(name))`);
    await q.query(`CREATE UNIQUE INDEX category_name_en_uq ON category (lower(name_en))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX category_name_en_uq`);
    await q.query(`DROP INDEX category_name_uq`);
    await q.query(`DROP INDEX feedback_user_idx`);
    await q.query(`DROP INDEX feedback_assignee_idx`);
    await q.query(`ALTER TABLE feedback DROP COLUMN status_changed_at, DROP COLUMN status_changed_by`);
    await q.query(`UPDATE feedback SET status = 'open' WHERE status = 'in_progress'`);
    await q.query(`ALTER TABLE feedback DROP CONSTRAINT feedback_status_check`);
    await q.query(`ALTER TABLE feedback ADD CONSTRAINT feedback_status_check CHECK (status IN ('open', 'resolved'))`);
  }
}
