import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versions a caller can pin (issue #30): `api_version` (v1, v2… of an API, each with the contract it
 * serves, its deprecation, sunset and successor), the classified changes of a revision and the
 * administrator's recorded override of the new-version rule, the version of each recorded call, the
 * notices sent to a deprecated version's callers (one per version and stage), the `drift` alert kind
 * and the `deprecation` notification kind, and `api.response_schema` (shared with other features).
 */
export class ApiVersions1795865410780 implements MigrationInterface {
  name = 'ApiVersions1795865410780';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api ADD COLUMN IF NOT EXISTS response_schema jsonb`);
    await q.query(`
      CREATE TABLE api_version (
        id serial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        number int NOT NULL CHECK (number >= 1),
        address text NOT NULL,
        request_method text NOT NULL,
        response_example text NOT NULL DEFAULT '',
        revision_number int,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deprecated_at timestamptz,
        deprecated_by int REFERENCES app_user(id) ON DELETE SET NULL,
        sunset_at timestamptz,
        successor int,
        UNIQUE (api_id, number)
      )`);
    await q.query(`
      ALTER TABLE api_contract_revision
        ADD COLUMN IF NOT EXISTS classification jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN IF NOT EXISTS breaking boolean NOT NULL DEFAULT false,
        ADD COLUMN IF NOT EXISTS version_override_by int REFERENCES app_user(id) ON DELETE SET NULL,
        ADD COLUMN IF NOT EXISTS version_override_reason text,
        ADD COLUMN IF NOT EXISTS version_number int`);
    await q.query(`ALTER TABLE api_call ADD COLUMN IF NOT EXISTS version text`);
    await q.query(`
      CREATE TABLE api_version_notice (
        version_id int NOT NULL REFERENCES api_version(id) ON DELETE CASCADE,
        stage text NOT NULL CHECK (stage IN ('deprecated', 'd30', 'd7', 'd1')),
        sent_at timestamptz NOT NULL DEFAULT now(),
        recipients int NOT NULL DEFAULT 0,
        PRIMARY KEY (version_id, stage)
      )`);
    await q.query(`ALTER TABLE api_alert DROP CONSTRAINT IF EXISTS api_alert_kind_check`);
    await q.query(
      `ALTER TABLE api_alert ADD CONSTRAINT api_alert_kind_check CHECK (kind IN ('alert', 'shutdown', 'promote', 'rollback', 'drift'))`,
    );
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender', 'status', 'quota', 'plan', 'deprecation'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind = 'deprecation'`);
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender', 'status', 'quota', 'plan'))`,
    );
    await q.query(`DELETE FROM api_alert WHERE kind = 'drift'`);
    await q.query(`ALTER TABLE api_alert DROP CONSTRAINT IF EXISTS api_alert_kind_check`);
    await q.query(`ALTER TABLE api_alert ADD CONSTRAINT api_alert_kind_check CHECK (kind IN ('alert', 'shutdown', 'promote', 'rollback'))`);
    await q.query(`DROP TABLE api_version_notice`);
    await q.query(`ALTER TABLE api_call DROP COLUMN IF EXISTS version`);
    await q.query(`ALTER TABLE api_contract_revision DROP COLUMN classification, DROP COLUMN breaking,
      DROP COLUMN version_override_by, DROP COLUMN version_override_reason, DROP COLUMN version_number`);
    await q.query(`DROP TABLE api_version`);
  }
}
