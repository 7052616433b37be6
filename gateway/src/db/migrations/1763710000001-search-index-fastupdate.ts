import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * APIs are written rarely and searched often: GIN's pending list (fastupdate) would make the planner
 * cost the trigram index as a full pending-list scan until the next vacuum, and fall back to a
 * sequential scan. Writing entries straight into the index keeps searches on the index.
 */
export class SearchIndexFastupdate1763710000001 implements MigrationInterface {
  name = 'SearchIndexFastupdate1763710000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX api_search_trgm_idx SET (fastupdate = off)`);
    await q.query(`ALTER INDEX category_name_trgm_idx SET (fastupdate = off)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX api_search_trgm_idx RESET (fastupdate)`);
    await q.query(`ALTER INDEX category_name_trgm_idx RESET (fastupdate)`);
  }
}
