import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys of the create paths (API, comment, feedback): a client that retries a create with the
 * same `Idempotency-Key` gets the first answer again instead of a second row. One row per
 * (path, caller, key): the request's fingerprint, its state (0 running, 1 answered), the answer, and
 * when it expires (IDEMPOTENCY_TTL_HOURS after it was first seen).
 */
export class IdempotencyKeys1763797000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763797000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_key (
        scope text NOT NULL,
        principal text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
        -- the answer's JSON, as text (any string the answer holds, lone surrogates escaped included)
        response text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (scope, principal, key)
      )`);
    await q.query(`CREATE INDEX idempotency_key_expires_idx ON idempotency_key (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_key`);
  }
}
