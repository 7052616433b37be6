import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open calls: API keys, the release state the gray rollout needs (the last address served at full
 * release, the address a rollback withdrew) and interface alerts raised by the policies.
 * `api_call` itself is created by the catalogue migration.
 */
export class OpenCalls1763740000000 implements MigrationInterface {
  name = 'OpenCalls1763740000000';

  async up(q: QueryRunner): Promise<void> {
    // Only a SHA-256 of the key is stored; the key itself is shown once, at creation.
    await q.query(`
      CREATE TABLE api_key (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        name text NOT NULL,
        prefix text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_key_user_idx ON api_key (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE api_release_state (
        api_id int PRIMARY KEY REFERENCES api(id) ON DELETE CASCADE,
        stable_address text,
        promote_after_calls int NOT NULL DEFAULT 1000 CHECK (promote_after_calls BETWEEN 1 AND 100000000),
        -- set when a gray release was rolled back: that address is not served again until it changes
        rolled_back_address text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE api_alert (
        id bigserial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('alert', 'shutdown', 'promote', 'rollback')),
        message text NOT NULL,
        message_en text NOT NULL,
        calls int NOT NULL,
        failed int NOT NULL,
        slow int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX api_alert_created_idx ON api_alert (created_at DESC)`);
    await q.query(`CREATE INDEX api_alert_api_idx ON api_alert (api_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_alert`);
    await q.query(`DROP TABLE api_release_state`);
    await q.query(`DROP TABLE api_key`);
  }
}
