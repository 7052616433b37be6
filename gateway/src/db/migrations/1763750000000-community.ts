import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Comments, replies and likes (SPEC §3 Comment, Reply, Like). Limits of §9 are also checked here. */
export class Community1763750000000 implements MigrationInterface {
  name = 'Community1763750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE comment (
        id serial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        -- exactly one of the two identifies the author: a signed-in user or an anonymous visitor
        user_id int REFERENCES app_user(id) ON DELETE CASCADE,
        visitor_id text,
        nickname text NOT NULL,
        content text NOT NULL,
        is_anonymous boolean NOT NULL DEFAULT false,
        device_info jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT comment_author_check CHECK ((user_id IS NULL) <> (visitor_id IS NULL)),
        CONSTRAINT comment_content_check CHECK (char_length(content) BETWEEN 1 AND 500),
        CONSTRAINT comment_nickname_check CHECK (char_length(nickname) BETWEEN 1 AND 20)
      )`);
    await q.query(`CREATE INDEX comment_api_newest_idx ON comment (api_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE reply (
        id serial PRIMARY KEY,
        comment_id int NOT NULL REFERENCES comment(id) ON DELETE CASCADE,
        user_id int REFERENCES app_user(id) ON DELETE CASCADE,
        visitor_id text,
        nickname text NOT NULL,
        content text NOT NULL,
        reply_to_user_id text,
        reply_to_nickname text,
        is_anonymous boolean NOT NULL DEFAULT false,
        device_info jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT reply_author_check CHECK ((user_id IS NULL) <> (visitor_id IS NULL)),
        CONSTRAINT reply_content_check CHECK (char_length(content) BETWEEN 1 AND 500),
        CONSTRAINT reply_nickname_check CHECK (char_length(nickname) BETWEEN 1 AND 20),
        CONSTRAINT reply_to_nickname_check CHECK (reply_to_nickname IS NULL OR char_length(reply_to_nickname) <= 20)
      )`);
    await q.query(`CREATE INDEX reply_comment_idx ON reply (comment_id, created_at, id)`);
    // One like per (target, liker): the primary key makes concurrent likes idempotent.
    await q.query(`
      CREATE TABLE comment_like (
        comment_id int NOT NULL REFERENCES comment(id) ON DELETE CASCADE,
        liker text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, liker)
      )`);
    await q.query(`
      CREATE TABLE reply_like (
        reply_id int NOT NULL REFERENCES reply(id) ON DELETE CASCADE,
        liker text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (reply_id, liker)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reply_like`);
    await q.query(`DROP TABLE comment_like`);
    await q.query(`DROP TABLE reply`);
    await q.query(`DROP TABLE comment`);
  }
}
