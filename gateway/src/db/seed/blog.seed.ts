import { BLOG_COVER_PRESETS, type BlogCoverPreset } from '@api-market/rules';
import type { EntityManager } from 'typeorm';
import { readingMinutes } from '../../modules/blog/blog.rules.js';
import { sanitizeArticleHtml } from '../../modules/content/article.service.js';
import { seedBlogPosts } from './demo-blog.data.js';
import { once } from './once.js';

const DAY = 24 * 60 * 60 * 1000;

/** A drawn cover by the post's first tag that names one (the migration does the same for older posts). */
const coverFor = (tags: readonly string[]): BlogCoverPreset =>
  BLOG_COVER_PRESETS.find((c) => tags.includes(c)) ?? 'guide';

/** The demo blog posts, once per database (a post an admin deletes stays deleted), keyed by slug. */
export async function seedBlog(em: EntityManager, now = new Date()): Promise<void> {
  await once(em, 'blog-v1', async () => {
    for (const p of seedBlogPosts) {
      const at = new Date(now.getTime() - p.daysAgo * DAY);
      const content = sanitizeArticleHtml(p.content);
      await em.query(
        `INSERT INTO blog_post (slug, title, title_en, summary, summary_en, content, content_en, tags, author_name,
           status, published_at, created_at, updated_at, cover, reading_minutes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'published', $10, $10, $10, $11, $12) ON CONFLICT (slug) DO NOTHING`,
        [
          p.slug,
          p.title,
          p.titleEn,
          p.summary,
          p.summaryEn,
          content,
          p.contentEn === null ? null : sanitizeArticleHtml(p.contentEn),
          p.tags,
          p.author,
          at,
          `preset:${coverFor(p.tags)}`,
          readingMinutes(content),
        ],
      );
    }
  });
}
