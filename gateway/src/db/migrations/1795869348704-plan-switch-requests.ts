import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A plan switch to a plan that needs the creator's approval is a request (issue #27): the subscription
 * stays on its plan, and `requested_plan_id` names the plan asked for until the creator approves
 * (the switch is made then, pro rata) or declines it (cleared), or the caller withdraws it.
 */
export class PlanSwitchRequests1795869348704 implements MigrationInterface {
  name = 'PlanSwitchRequests1795869348704';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_subscription ADD COLUMN requested_plan_id int REFERENCES api_plan(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE api_subscription ADD COLUMN requested_at timestamptz`);
    // The creator's list of requests to answer.
    await q.query(
      `CREATE INDEX api_subscription_requests_idx ON api_subscription (api_id) WHERE requested_plan_id IS NOT NULL AND status <> 'ended'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS api_subscription_requests_idx`);
    await q.query(`ALTER TABLE api_subscription DROP COLUMN requested_at`);
    await q.query(`ALTER TABLE api_subscription DROP COLUMN requested_plan_id`);
  }
}
