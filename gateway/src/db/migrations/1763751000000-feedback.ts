import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public feedback and admin problem reports in one table (kind), so admins list, filter and resolve both
 * the same way; a report may name the API it is about, which its creator then sees.
 */
export class Feedback1763751000000 implements MigrationInterface {
  name = 'Feedback1763751000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE feedback (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('public', 'admin')),
        problem_type_id int REFERENCES problem_type(id) ON DELETE SET NULL,
        api_id int REFERENCES api(id) ON DELETE SET NULL,
        summary text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        severity text CHECK (severity IN ('low', 'medium', 'high', 'critical')),
        urgency text CHECK (urgency IN ('low', 'medium', 'high')),
        contact text,
        -- the account field of the public form (SPEC §5: required on screen, not validated)
        submitter_ref text,
        user_id int REFERENCES app_user(id) ON DELETE SET NULL,
        -- admin report: the administrator it is assigned to, and the workspace (req_id)
        assignee_id int REFERENCES app_user(id) ON DELETE SET NULL,
        workspace_id int REFERENCES workspace(id) ON DELETE SET NULL,
        note text,
        ip_address text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        resolution text,
        resolved_by int REFERENCES app_user(id) ON DELETE SET NULL,
        resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX feedback_status_idx ON feedback (status, created_at DESC)`);
    await q.query(`CREATE INDEX feedback_api_idx ON feedback (api_id) WHERE api_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE feedback_screenshot (
        feedback_id int PRIMARY KEY REFERENCES feedback(id) ON DELETE CASCADE,
        mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
        bytes bytea NOT NULL CHECK (octet_length(bytes) <= 2097152)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE feedback_screenshot`);
    await q.query(`DROP TABLE feedback`);
  }
}
