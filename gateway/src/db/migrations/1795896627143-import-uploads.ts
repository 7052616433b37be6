import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents uploaded for the GraphQL import door (issue #29), kept in the database rather than one
 * gateway's memory, so that behind several gateways the preview and the import may reach any of them.
 */
export class ImportUploads1795896627143 implements MigrationInterface {
  name = 'ImportUploads1795896627143';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS import_upload (
      id uuid PRIMARY KEY,
      user_id int NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
      bytes bytea NOT NULL,
      size int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX IF NOT EXISTS import_upload_user ON import_upload (user_id, created_at)`);
    await q.query(`CREATE INDEX IF NOT EXISTS import_upload_expires ON import_upload (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS import_upload`);
  }
}
