import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Interface alerts can be acknowledged (who, when); alarm and shutdown policies carry the unit of
 * their threshold (ms, ‰ of calls, calls per minute, a count) so the console can show and check it.
 */
export class AlertAckPolicyUnits1763798000000 implements MigrationInterface {
  name = 'AlertAckPolicyUnits1763798000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_alert ADD COLUMN acknowledged_at timestamptz`);
    await q.query(`ALTER TABLE api_alert ADD COLUMN acknowledged_by int REFERENCES app_user(id) ON DELETE SET NULL`);
    for (const table of ['alarm_policy', 'shutdown_policy']) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN unit text NOT NULL DEFAULT 'count'
           CHECK (unit IN ('ms', 'permille', 'perMinute', 'count'))`,
      );
    }
    // The seeded rows say their unit in their names.
    const name = { alarm_policy: 'alarmpolicy', shutdown_policy: 'policy' } as const;
    for (const [table, col] of Object.entries(name)) {
      await q.query(`UPDATE ${table} SET unit = 'ms' WHERE ${col} LIKE '%毫秒%'`);
      await q.query(`UPDATE ${table} SET unit = 'permille' WHERE ${col} LIKE '%‰%'`);
      await q.query(`UPDATE ${table} SET unit = 'perMinute' WHERE ${col} LIKE '%每分钟%'`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shutdown_policy DROP COLUMN unit`);
    await q.query(`ALTER TABLE alarm_policy DROP COLUMN unit`);
    await q.query(`ALTER TABLE api_alert DROP COLUMN acknowledged_by`);
    await q.query(`ALTER TABLE api_alert DROP COLUMN acknowledged_at`);
  }
}
