import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A comment or bug report may carry one of its author's recorded open calls as a reproducible request:
 * a snapshot (call id, method, parameters, status, response time, time) taken and checked when attached.
 */
export class CallAttachments1763752000000 implements MigrationInterface {
  name = 'CallAttachments1763752000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE comment ADD COLUMN attached_call jsonb`);
    await q.query(`ALTER TABLE feedback ADD COLUMN attached_call jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE feedback DROP COLUMN attached_call`);
    await q.query(`ALTER TABLE comment DROP COLUMN attached_call`);
  }
}
