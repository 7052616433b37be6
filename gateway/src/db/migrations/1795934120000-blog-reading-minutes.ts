import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readingMinutes } from '../../modules/blog/blog.rules.js';

/** Posts read per round of the backfill: a post's HTML is up to 200 KB per language. */
const BATCH = 50;

/**
 * A blog post's reading time is a column (issue #35): the lists read every listed post's whole HTML only
 * to count its characters. Written with the content on every create and update by the same function
 * (modules/blog/blog.rules.ts `readingMinutes`), which fills in the posts stored before, a few at a time.
 */
export class BlogReadingMinutes1795934120000 implements MigrationInterface {
  name = 'BlogReadingMinutes1795934120000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE blog_post ADD COLUMN IF NOT EXISTS reading_minutes int NOT NULL DEFAULT 1`);
    let after = 0;
    for (;;) {
      const rows = (await q.query(`SELECT id, content FROM blog_post WHERE id > $1 ORDER BY id LIMIT ${BATCH}`, [after])) as Array<{
        id: number;
        content: string;
      }>;
      if (!rows.length) break;
      await q.query(
        `UPDATE blog_post p SET reading_minutes = v.minutes FROM unnest($1::int[], $2::int[]) AS v(id, minutes)
          WHERE p.id = v.id AND p.reading_minutes IS DISTINCT FROM v.minutes`,
        [rows.map((r) => r.id), rows.map((r) => readingMinutes(r.content))],
      );
      after = rows[rows.length - 1]!.id;
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE blog_post DROP COLUMN IF EXISTS reading_minutes`);
  }
}
