import type { EntityManager } from 'typeorm';
import {
  seedAnnouncements,
  seedArticles,
  seedNotices,
  seedProblemTypes,
  seedVersionLogs,
} from './demo-content.data.js';
import { once } from './once.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Version logs, announcements, the notice, problem types and articles: once per database (an admin's
 * deletion sticks), each row also keyed by a natural key.
 */
export async function seedContent(em: EntityManager, now = new Date()): Promise<void> {
  await once(em, 'content-v1', () => insertContent(em, now));
}

async function insertContent(em: EntityManager, now: Date): Promise<void> {
  for (const v of seedVersionLogs) {
    await em.query(
      `INSERT INTO version_log (version, title, title_en, description, description_en, released_on)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (version) DO NOTHING`,
      [v.version, v.title, v.titleEn, v.description, v.descriptionEn, v.releasedOn],
    );
  }
  for (const a of seedAnnouncements) {
    await em.query(
      `INSERT INTO announcement (slug, type, title, title_en, summary, summary_en, content, content_en, author, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (slug) DO NOTHING`,
      [
        a.slug,
        a.type,
        a.title,
        a.titleEn,
        a.summary,
        a.summaryEn,
        a.content,
        a.contentEn,
        a.author,
        new Date(now.getTime() - a.daysAgo * DAY),
      ],
    );
  }
  for (const n of seedNotices) {
    await em.query(
      `INSERT INTO notice (slug, content, content_en, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (slug) DO NOTHING`,
      [n.slug, n.content, n.contentEn, new Date(now.getTime() - n.daysAgo * DAY)],
    );
  }
  for (const [i, p] of seedProblemTypes.entries()) {
    await em.query(
      `INSERT INTO problem_type (kind, kind_en, sort_order) VALUES ($1, $2, $3) ON CONFLICT (kind) DO NOTHING`,
      [p.kind, p.kindEn, i],
    );
  }
  for (const a of seedArticles) {
    await em.query(
      `INSERT INTO article (slug, category, category_en, title, title_en, content, content_en, is_original, author_name, published_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (slug) DO NOTHING`,
      [
        a.slug,
        a.category,
        a.categoryEn,
        a.title,
        a.titleEn,
        a.content,
        a.contentEn,
        a.original,
        a.author,
        a.publishedOn,
      ],
    );
  }
}
