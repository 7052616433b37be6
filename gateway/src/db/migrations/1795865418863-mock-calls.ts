import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mock and sandbox (issue #29):
 * - `api.response_schema`: a JSON schema of the API's answer, when one is known (shared with the import
 *   helpers, hence IF NOT EXISTS); the mock generates data that validates against it.
 * - `api.prototype`: published as a prototype (原型) before its upstream exists; its open calls answer the mock.
 * - `mock_call`: calls answered by the mock. A table of their own, not `api_call`, so that they can never
 *   reach the per-API counters, the roll-ups, the status page, the creators' figures or the quotas, which all
 *   read `api_call`; the call history lists them beside the real calls, marked as mock.
 */
export class MockCalls1795865418863 implements MigrationInterface {
  name = 'MockCalls1795865418863';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api ADD COLUMN IF NOT EXISTS response_schema jsonb`);
    await q.query(`ALTER TABLE api ADD COLUMN IF NOT EXISTS prototype boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE mock_call (
        id bigserial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        response_time_ms double precision NOT NULL,
        request_ip text NOT NULL,
        success boolean NOT NULL,
        status int NOT NULL,
        user_id int,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mock_call_newest_idx ON mock_call (api_id, requested_at DESC, id DESC)`);
    await q.query(`CREATE INDEX mock_call_age_idx ON mock_call (requested_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mock_call`);
    await q.query(`ALTER TABLE api DROP COLUMN prototype`);
    // response_schema may be another feature's too (import): left in place.
  }
}
