import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API requests (需求征集, issue #17 tender-request): a visitor asks for an API the market lacks; others
 * say "I need this too" (one vote per account, or per address for visitors); an administrator moves it
 * through open → in progress → fulfilled (linked to the API that answers it) or declined, with a note.
 * The requester, when signed in, hears each change as a notification of kind 'tender'.
 */
export class TenderRequests1763799000000 implements MigrationInterface {
  name = 'TenderRequests1763799000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tender_request (
        id serial PRIMARY KEY,
        title text NOT NULL CHECK (char_length(title) BETWEEN 2 AND 80),
        description text NOT NULL CHECK (char_length(description) BETWEEN 10 AND 2000),
        category_id int REFERENCES category(id) ON DELETE SET NULL,
        example_use text CHECK (char_length(example_use) <= 500),
        contact text CHECK (char_length(contact) <= 120),
        requester_id int REFERENCES app_user(id) ON DELETE SET NULL,
        requester_ip text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'fulfilled', 'declined')),
        response_note text CHECK (char_length(response_note) <= 500),
        fulfilled_api_id int REFERENCES api(id) ON DELETE SET NULL,
        votes int NOT NULL DEFAULT 0 CHECK (votes >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tender_request_status_idx ON tender_request (status, votes DESC, created_at DESC)`);
    await q.query(`CREATE INDEX tender_request_ip_idx ON tender_request (requester_ip, created_at DESC)`);
    // One vote per voter: 'u:<user id>' for accounts, 'ip:<address>' for visitors.
    await q.query(`
      CREATE TABLE tender_vote (
        request_id int NOT NULL REFERENCES tender_request(id) ON DELETE CASCADE,
        voter text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (request_id, voter)
      )`);
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline', 'tender'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind = 'tender'`);
    await q.query(`ALTER TABLE notification DROP CONSTRAINT IF EXISTS notification_kind_check`);
    await q.query(
      `ALTER TABLE notification ADD CONSTRAINT notification_kind_check
         CHECK (kind IN ('passed', 'rejected', 'published', 'offline'))`,
    );
    await q.query(`DROP TABLE tender_vote`);
    await q.query(`DROP TABLE tender_request`);
  }
}
