import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The platform blog (/doc/blog: bilingual posts with tags, drafts for the console's editor) and the
 * AI assistant's notify-me list (/dsChatBot: e-mail addresses that asked to hear when it opens).
 */
export class BlogAndWaitlist1763771800000 implements MigrationInterface {
  name = 'BlogAndWaitlist1763771800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE blog_post (
        id serial PRIMARY KEY,
        slug text UNIQUE,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        title_en text CHECK (char_length(title_en) BETWEEN 1 AND 120),
        summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 300),
        summary_en text NOT NULL DEFAULT '' CHECK (char_length(summary_en) <= 300),
        content text NOT NULL,
        content_en text,
        tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 8),
        author_name text NOT NULL,
        status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
        views int NOT NULL DEFAULT 0,
        created_by int REFERENCES app_user(id) ON DELETE SET NULL,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT blog_post_english_pair CHECK ((title_en IS NULL) = (content_en IS NULL)),
        CONSTRAINT blog_post_published_at CHECK (status = 'draft' OR published_at IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX blog_post_published_idx ON blog_post (published_at DESC, id DESC) WHERE status = 'published'`,
    );
    await q.query(`CREATE INDEX blog_post_tags_idx ON blog_post USING gin (tags)`);
    await q.query(`
      CREATE TABLE assistant_waitlist (
        id serial PRIMARY KEY,
        email text NOT NULL CHECK (char_length(email) <= 254),
        wish text NOT NULL DEFAULT '' CHECK (char_length(wish) <= 500),
        language text NOT NULL DEFAULT 'zh',
        user_id int REFERENCES app_user(id) ON DELETE SET NULL,
        ip text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX assistant_waitlist_email_idx ON assistant_waitlist (lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE assistant_waitlist`);
    await q.query(`DROP TABLE blog_post`);
  }
}
