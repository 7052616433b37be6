import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where an open call came from (issue #32): `direct` (the REST open call, the default), `mcp` (the MCP
 * server's `call_api`), `mock` (the sandbox). `IF NOT EXISTS`: the mock branch may add the same column.
 */
export class CallChannel1795865426942 implements MigrationInterface {
  name = 'CallChannel1795865426942';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_call ADD COLUMN IF NOT EXISTS channel text NOT NULL DEFAULT 'direct'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_call DROP COLUMN IF EXISTS channel`);
  }
}
