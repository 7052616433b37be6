import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Import and export (issue #29): the JSON schema of an API's answer when its source document gives one
 * (`api.response_schema`, added with IF NOT EXISTS: other features may add it too), and where each
 * imported API came from — the source URL for re-sync, the operation's key in that document and what
 * the last import wrote (so a re-import changes only what the source changed, keeping local edits).
 */
export class ApiImportSources1795865417664 implements MigrationInterface {
  name = 'ApiImportSources1795865417664';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api ADD COLUMN IF NOT EXISTS response_schema jsonb`);
    await q.query(`
      CREATE TABLE api_import_source (
        api_id int PRIMARY KEY REFERENCES api(id) ON DELETE CASCADE,
        source_url text,
        source_format text NOT NULL,
        operation_key text NOT NULL,
        snapshot jsonb NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX api_import_source_url ON api_import_source (source_url) WHERE source_url IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS api_import_source`);
  }
}
