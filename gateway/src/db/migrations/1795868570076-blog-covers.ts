import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blog covers (issue #34.10): each post names its cover — a drawn one (`preset:<key>`), an uploaded image
 * (`upload:<id>`, its bytes in `blog_cover`, recognised as PNG, JPEG, GIF or WebP on upload) or none ('').
 */
export class BlogCovers1795868570076 implements MigrationInterface {
  name = 'BlogCovers1795868570076';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE blog_post ADD COLUMN IF NOT EXISTS cover text NOT NULL DEFAULT ''`);
    await q.query(
      `CREATE TABLE IF NOT EXISTS blog_cover (
         id serial PRIMARY KEY,
         mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
         bytes bytea NOT NULL,
         created_by int REFERENCES app_user(id) ON DELETE SET NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    // The seeded posts get a drawn cover by their first tag, so the list is not a column of blanks.
    await q.query(
      `UPDATE blog_post SET cover = 'preset:' || CASE
         WHEN 'release' = ANY(tags) THEN 'release' WHEN 'engineering' = ANY(tags) THEN 'engineering'
         WHEN 'security' = ANY(tags) THEN 'security' WHEN 'community' = ANY(tags) THEN 'community'
         WHEN 'data' = ANY(tags) THEN 'data' ELSE 'guide' END
       WHERE cover = ''`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS blog_cover`);
    await q.query(`ALTER TABLE blog_post DROP COLUMN IF EXISTS cover`);
  }
}
