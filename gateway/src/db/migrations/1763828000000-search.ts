import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue search (issue #28): synonym groups administrators add in the console (the curated ones are
 * committed in `search-synonyms.data.ts`), and the search analytics — queries as typed with how many
 * APIs they found, clicks on a result, and zero-result queries turned into API requests (需求).
 */
export class Search1763828000000 implements MigrationInterface {
  name = 'Search1763828000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_synonym (
        id serial PRIMARY KEY,
        terms text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 20),
        created_by int REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE search_query (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        query text NOT NULL CHECK (char_length(query) <= 100),
        norm text NOT NULL CHECK (char_length(norm) <= 100),
        results int NOT NULL CHECK (results >= 0),
        door text NOT NULL
      )`);
    await q.query(`CREATE INDEX search_query_at_idx ON search_query (at)`);
    await q.query(`CREATE INDEX search_query_norm_idx ON search_query (norm, at)`);
    await q.query(`
      CREATE TABLE search_click (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        norm text NOT NULL CHECK (char_length(norm) <= 100),
        api_id int NOT NULL REFERENCES api(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX search_click_norm_idx ON search_click (norm, at)`);
    await q.query(`
      CREATE TABLE search_gap_request (
        norm text PRIMARY KEY CHECK (char_length(norm) <= 100),
        tender_id int NOT NULL REFERENCES tender_request(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE search_gap_request, search_click, search_query, search_synonym`);
  }
}
