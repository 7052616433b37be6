import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import's response schema of a listed API travels with the contract revision the import proposed
 * (api_contract_revision.response_schema) and reaches the API row at that revision's release, never before.
 */
export class RevisionResponseSchema1795871260927 implements MigrationInterface {
  name = 'RevisionResponseSchema1795871260927';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_contract_revision ADD COLUMN response_schema jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_contract_revision DROP COLUMN response_schema`);
  }
}
