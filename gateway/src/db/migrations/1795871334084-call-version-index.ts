import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One version's calls (issue #30: its history pages and totals, the 30-day count per version) are read by
 * API, version (null is v1, as the reads say) and time: an index of the partitioned api_call (each day's
 * partition gets its own) that serves those reads without scanning the API's other calls.
 */
export class CallVersionIndex1795871334084 implements MigrationInterface {
  name = 'CallVersionIndex1795871334084';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS api_call_version_idx ON api_call (api_id, (coalesce(version, 'v1')), requested_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS api_call_version_idx`);
  }
}
