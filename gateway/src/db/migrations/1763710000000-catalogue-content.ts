import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue details (parameters, bug fixes, call records), trigram search and the public
 * content (version logs, announcements, notices, articles, problem types).
 */
export class CatalogueContent1763710000000 implements MigrationInterface {
  name = 'CatalogueContent1763710000000';

  async up(q: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension (PostgreSQL ≥ 13): a database owner may create it.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE api_param (
        id serial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        position int NOT NULL DEFAULT 0,
        name text NOT NULL,
        type text NOT NULL DEFAULT 'string',
        required boolean NOT NULL DEFAULT false,
        note text NOT NULL DEFAULT '',
        note_en text NOT NULL DEFAULT '',
        example text NOT NULL DEFAULT '',
        CONSTRAINT api_param_type_check CHECK (type IN ('string','number','boolean','object','array')),
        CONSTRAINT api_param_name_unique UNIQUE (api_id, name)
      )`);
    await q.query(`
      CREATE TABLE api_bug_fix (
        id serial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        version text NOT NULL,
        fixed_on date NOT NULL,
        description text NOT NULL,
        CONSTRAINT api_bug_fix_unique UNIQUE (api_id, version, description)
      )`);
    await q.query(`CREATE INDEX api_bug_fix_api_idx ON api_bug_fix (api_id, fixed_on DESC)`);
    // One row per open call (written by the open-call module); counts and statistics derive from it.
    await q.query(`
      CREATE TABLE api_call (
        id bigserial PRIMARY KEY,
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE,
        response_time_ms int NOT NULL,
        request_ip text NOT NULL,
        success boolean NOT NULL,
        status int NOT NULL,
        user_id int,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX api_call_api_time_idx ON api_call (api_id, requested_at DESC)`);
    // Search: one trigram index over the names and descriptions in both languages (ILIKE '%kw%').
    await q.query(`
      CREATE INDEX api_search_trgm_idx ON api USING gin (
        (name || E'\\n' || name_en || E'\\n' || description || E'\\n' || description_en) gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX category_name_trgm_idx ON category USING gin ((name || E'\\n' || name_en) gin_trgm_ops)`,
    );

    await q.query(`
      CREATE TABLE version_log (
        id serial PRIMARY KEY,
        version text NOT NULL UNIQUE,
        title text NOT NULL,
        title_en text NOT NULL DEFAULT '',
        description text NOT NULL,
        description_en text NOT NULL DEFAULT '',
        released_on date NOT NULL
      )`);
    await q.query(`
      CREATE TABLE announcement (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        type text NOT NULL,
        title text NOT NULL,
        title_en text NOT NULL DEFAULT '',
        summary text NOT NULL DEFAULT '',
        summary_en text NOT NULL DEFAULT '',
        content text NOT NULL DEFAULT '',
        content_en text NOT NULL DEFAULT '',
        author text NOT NULL DEFAULT '',
        published_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT announcement_type_check CHECK (type IN ('system','update','activity'))
      )`);
    await q.query(`CREATE INDEX announcement_published_idx ON announcement (published_at DESC)`);
    await q.query(`
      CREATE TABLE notice (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        content text NOT NULL,
        content_en text NOT NULL DEFAULT '',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE article (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        category text NOT NULL,
        category_en text NOT NULL DEFAULT '',
        title text NOT NULL,
        title_en text,
        content text NOT NULL,
        content_en text,
        is_original boolean NOT NULL DEFAULT true,
        author_name text NOT NULL,
        published_on date NOT NULL,
        views int NOT NULL DEFAULT 0,
        CONSTRAINT article_english_pair CHECK ((title_en IS NULL) = (content_en IS NULL))
      )`);
    await q.query(`
      CREATE TABLE problem_type (
        id serial PRIMARY KEY,
        kind text NOT NULL UNIQUE,
        kind_en text NOT NULL DEFAULT '',
        sort_order int NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'problem_type',
      'article',
      'notice',
      'announcement',
      'version_log',
      'api_call',
      'api_bug_fix',
      'api_param',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
    await q.query(`DROP INDEX category_name_trgm_idx`);
    await q.query(`DROP INDEX api_search_trgm_idx`);
  }
}
