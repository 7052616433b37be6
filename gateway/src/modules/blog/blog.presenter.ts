import type { BlogPostEntity } from './blog.entity.js';
import { cleanHtml } from './blog.service.js';
import type { BlogPost, BlogPostSummary } from './blog.types.js';

/** About 300 Chinese characters a minute. */
function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, '').replace(/\s+/g, '');
  return Math.max(1, Math.round([...text].length / 300));
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
    readingMinutes: readingMinutes(p.content),
  };
}

export function toBlogPost(p: BlogPostEntity): BlogPost {
  return { ...toBlogSummary(p), content: cleanHtml(p.content) ?? '', contentEn: cleanHtml(p.contentEn) };
}
