import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #26.4: a listed API's token requirement is part of its contract. Turning it off is a revision
 * (reviewed and released like an address change), so a revision records it; null on the revisions stored
 * before this keeps the API's own value.
 */
export class RevisionNeedToken1763826000000 implements MigrationInterface {
  name = 'RevisionNeedToken1763826000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_contract_revision ADD COLUMN need_token boolean`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_contract_revision DROP COLUMN need_token`);
  }
}
