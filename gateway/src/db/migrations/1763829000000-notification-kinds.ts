import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every kind of in-app notification at once: the status page's (`status`, 1763801000000) and the plans'
 * (`quota`, `plan`, 1763812700000) came from two branches, and the later one's check left `status` out.
 */
export class NotificationKinds1763829000000 implements MigrationInterface {
  name = 'NotificationKinds1763829000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender', 'status', 'quota', 'plan'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind = 'status'`);
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender', 'quota', 'plan'))`,
    );
  }
}
