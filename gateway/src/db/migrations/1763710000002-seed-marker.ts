import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Demo seed steps that must run once per database (not on every start): rows an admin later deletes
 * (a parameter, a tag link) must not come back at the next restart.
 */
export class SeedMarker1763710000002 implements MigrationInterface {
  name = 'SeedMarker1763710000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE seed_marker (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE seed_marker`);
  }
}
