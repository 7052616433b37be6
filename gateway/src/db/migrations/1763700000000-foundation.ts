import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE category (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        name_en text NOT NULL,
        sort_order int NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE creator (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        name_en text NOT NULL DEFAULT '',
        title text NOT NULL DEFAULT '',
        title_en text NOT NULL DEFAULT '',
        icon text NOT NULL DEFAULT '',
        bio text NOT NULL DEFAULT '',
        bio_en text NOT NULL DEFAULT '',
        rating numeric(2,1) NOT NULL DEFAULT 0,
        activity int NOT NULL DEFAULT 0,
        response_rate int NOT NULL DEFAULT 0,
        is_online boolean NOT NULL DEFAULT false,
        -- the signed-in account behind the profile (accounts module)
        user_id int UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE api (
        id serial PRIMARY KEY,
        slug text UNIQUE,
        name text NOT NULL,
        name_en text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        description_en text NOT NULL DEFAULT '',
        image_url text NOT NULL DEFAULT '',
        icon text NOT NULL DEFAULT 'REST',
        stars int NOT NULL DEFAULT 0,
        status smallint NOT NULL DEFAULT -1,
        is_original boolean NOT NULL DEFAULT false,
        need_token boolean NOT NULL DEFAULT false,
        address text NOT NULL DEFAULT '',
        test_url text NOT NULL DEFAULT '',
        request_method text NOT NULL DEFAULT 'GET',
        response_format text NOT NULL DEFAULT 'JSON',
        response_example text NOT NULL DEFAULT '',
        provider text NOT NULL DEFAULT '',
        note text NOT NULL DEFAULT '',
        note_en text NOT NULL DEFAULT '',
        category_id int REFERENCES category(id) ON DELETE SET NULL,
        creator_id int REFERENCES creator(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT api_request_method_check CHECK (request_method IN ('GET','POST','PUT','DELETE'))
      )`);
    await q.query(`CREATE INDEX api_category_idx ON api (category_id)`);
    await q.query(`CREATE INDEX api_creator_idx ON api (creator_id)`);
    await q.query(`CREATE INDEX api_status_updated_idx ON api (status, updated_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api`);
    await q.query(`DROP TABLE creator`);
    await q.query(`DROP TABLE category`);
  }
}
