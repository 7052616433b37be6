import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revisions of an API's contract (issue #16.2): the upstream address, request method, response format,
 * response example and parameters, numbered 1, 2, … per API. A change to a listed API's contract is a
 * revision that waits for review (`api_review.revision_id`) and then for a gray or full release; the
 * API row keeps the released contract the proxy serves. Released revisions are the API's change history.
 *
 * status: -1 waiting for review, 0 rejected, 1 passed (waiting for release), 2 released, 3 withdrawn
 * (replaced by a newer change before it was released). At most one revision per API waits (-1 or 1).
 * Every API that was ever listed gets its present contract as released revision 1.
 */
export class ApiRevisions1763795000000 implements MigrationInterface {
  name = 'ApiRevisions1763795000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_contract_revision (
        id serial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        number int NOT NULL CHECK (number >= 1),
        status smallint NOT NULL DEFAULT -1 CHECK (status IN (-1, 0, 1, 2, 3)),
        address text NOT NULL,
        request_method text NOT NULL,
        response_format text NOT NULL,
        response_example text NOT NULL DEFAULT '',
        -- [{name, type, required, note, noteEn, example}] in display order
        parameters jsonb NOT NULL DEFAULT '[]'::jsonb,
        -- what differs from the contract released when it was proposed: address, method, responseFormat, …
        changed_fields text[] NOT NULL DEFAULT '{}',
        submitted_by int REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        released_at timestamptz,
        deploy_type text CHECK (deploy_type IN ('gray', 'full')),
        gray_share int CHECK (gray_share BETWEEN 0 AND 10000),
        UNIQUE (api_id, number)
      )`);
    await q.query(`CREATE UNIQUE INDEX api_contract_revision_waiting_uq ON api_contract_revision (api_id) WHERE status IN (-1, 1)`);
    await q.query(`CREATE INDEX api_contract_revision_released_idx ON api_contract_revision (api_id, number DESC) WHERE status = 2`);
    await q.query(`ALTER TABLE api_review ADD COLUMN revision_id int REFERENCES api_contract_revision(id) ON DELETE CASCADE`);
    await q.query(`
      INSERT INTO api_contract_revision (api_id, number, status, address, request_method, response_format, response_example,
                                parameters, created_at, updated_at, reviewed_at, released_at, deploy_type, gray_share)
      SELECT a.id, 1, 2, a.address, a.request_method, a.response_format, a.response_example,
             coalesce((SELECT jsonb_agg(jsonb_build_object('name', p.name, 'type', p.type, 'required', p.required,
                                                           'note', p.note, 'noteEn', p.note_en, 'example', p.example)
                                        ORDER BY p.position, p.id)
                         FROM api_param p WHERE p.api_id = a.id), '[]'::jsonb),
             a.created_at, a.created_at, a.created_at, a.created_at, 'full', 10000
        FROM api a WHERE a.status >= 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_review DROP COLUMN revision_id`);
    await q.query(`DROP TABLE api_contract_revision`);
  }
}
