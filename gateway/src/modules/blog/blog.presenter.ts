import type { BlogPostEntity } from './blog.entity.js';
import { cleanHtml, type BlogListedRow } from './blog.service.js';
import type { BlogPost, BlogPostSummary } from './blog.types.js';

/** A post as a list shows it, from the list's row (no content was read: issue #35). */
export function toBlogListed(r: BlogListedRow): BlogPostSummary {
  return {
    id: r.id,
    title: r.title,
    titleEn: r.title_en,
    summary: r.summary,
    summaryEn: r.summary_en,
    tags: r.tags,
    cover: r.cover,
    authorName: r.author_name,
    status: r.status,
    views: r.views,
    hasEnglishVersion: r.has_english_version,
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
    readingMinutes: r.reading_minutes,
  };
}

export function toBlogSummary(p: BlogPostEntity): BlogPostSummary {
  return {
    id: p.id,
    title: p.title,
    titleEn: p.titleEn,
    summary: p.summary,
    summaryEn: p.summaryEn,
    tags: p.tags,
    cover: p.cover,
    authorName: p.authorName,
    status: p.status,
    views: p.views,
    hasEnglishVersion: p.contentEn !== null,
    publishedAt: p.publishedAt,
    updatedAt: p.updatedAt,
    readingMinutes: p.readingMinutes,
  };
}

export function toBlogPost(p: BlogPostEntity): BlogPost {
  return { ...toBlogSummary(p), content: cleanHtml(p.content) ?? '', contentEn: cleanHtml(p.contentEn) };
}
