import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trigram index over the APIs' names and descriptions served the catalogue's `ILIKE '%kw%'` search,
 * which the in-memory relevance index of issue #28 replaced: no statement filters on that expression any
 * more, so the index only cost every write to `api` (GIN entries for four texts, written straight into
 * the index since fastupdate is off). The category names' trigram index stays.
 */
export class DropApiSearchTrgm1795869363013 implements MigrationInterface {
  name = 'DropApiSearchTrgm1795869363013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS api_search_trgm_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX api_search_trgm_idx ON api USING gin (
        (name || E'\\n' || name_en || E'\\n' || description || E'\\n' || description_en) gin_trgm_ops)
        WITH (fastupdate = off)`);
  }
}
