import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a suspended subscription was before (issue #27, review r2): resuming one gives it back that state.
 * Resuming always made it `active`, so a subscription suspended while it waited for the creator's approval
 * came back approved without the creator ever approving it.
 */
export class SubscriptionSuspendedFrom1795900000000 implements MigrationInterface {
  name = 'SubscriptionSuspendedFrom1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE api_subscription ADD COLUMN IF NOT EXISTS suspended_from text CHECK (suspended_from IN ('pending', 'active'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_subscription DROP COLUMN IF EXISTS suspended_from`);
  }
}
