import type { AnnouncementEntity } from './announcement.entity.js';
import type { ArticleEntity } from './article.entity.js';
import { type ArticleListedRow, type ArticleView, sanitizeArticleHtml } from './article.service.js';
import type {
  Announcement,
  Article,
  ArticleSummary,
  Notice,
  ProblemType,
  VersionLog,
} from './content.types.js';
import type { NoticeEntity } from './notice.entity.js';
import type { ProblemTypeEntity } from './problem-type.entity.js';
import type { VersionLogEntity } from './version-log.entity.js';

export function toVersionLog(v: VersionLogEntity): VersionLog {
  return {
    id: v.id,
    version: v.version,
    title: v.title,
    titleEn: v.titleEn,
    description: v.description,
    descriptionEn: v.descriptionEn,
    releasedOn: v.releasedOn,
  };
}

/** SPEC §3 Version log: time, logname, version, description. */
export function toRestVersionLog(v: VersionLogEntity) {
  return { time: v.releasedOn, logname: v.title, version: v.version, description: v.description };
}

/**
 * The bodies are sanitised when read, not when presented: a list (the home page's announcements) asks
 * for titles and summaries only, and sanitising every body it does not show was 6 % of the uncached
 * home first screen's CPU (issue #35). Each body is sanitised once per object, whoever reads it.
 */
export function toAnnouncement(a: AnnouncementEntity): Announcement {
  let content: string | undefined;
  let contentEn: string | undefined;
  return {
    id: a.id,
    type: a.type,
    title: a.title,
    titleEn: a.titleEn,
    summary: a.summary,
    summaryEn: a.summaryEn,
    get content() {
      return (content ??= sanitizeArticleHtml(a.content));
    },
    get contentEn() {
      return (contentEn ??= sanitizeArticleHtml(a.contentEn));
    },
    author: a.author,
    publishedAt: a.publishedAt,
  };
}

/** SPEC §3 Announcement (list): id, title, summary, date, type. */
export function toRestAnnouncement(a: AnnouncementEntity) {
  return { id: a.id, title: a.title, summary: a.summary, date: a.publishedAt.toISOString(), type: a.type };
}

/** SPEC §3 Announcement detail: id, title, content (sanitised HTML), date, author. */
export function toRestAnnouncementDetail(a: AnnouncementEntity) {
  return {
    id: a.id,
    title: a.title,
    content: sanitizeArticleHtml(a.content),
    date: a.publishedAt.toISOString(),
    author: a.author,
  };
}

export function toNotice(n: NoticeEntity): Notice {
  return { id: n.id, content: n.content, contentEn: n.contentEn, createdAt: n.createdAt };
}

export function toProblemType(p: ProblemTypeEntity): ProblemType {
  return { id: p.id, kind: p.kind, kindEn: p.kindEn };
}

/** An article as the list shows it, from the list's row (no body was read: issue #35). */
export function toArticleListed(r: ArticleListedRow): ArticleSummary {
  return {
    id: r.id,
    category: r.category,
    categoryEn: r.category_en,
    title: r.title,
    titleEn: r.title_en,
    isOriginal: r.is_original,
    publishedDate: r.published_on,
    authorName: r.author_name,
    views: r.views,
    hasEnglishVersion: r.has_english_version,
  };
}

export function toArticleSummary(a: ArticleEntity): ArticleSummary {
  return {
    id: a.id,
    category: a.category,
    categoryEn: a.categoryEn,
    title: a.title,
    titleEn: a.titleEn,
    isOriginal: a.isOriginal,
    publishedDate: a.publishedOn,
    authorName: a.authorName,
    views: a.views,
    hasEnglishVersion: a.contentEn !== null,
  };
}

export function toArticle(v: ArticleView): Article {
  return {
    ...toArticleSummary(v.article),
    title: v.title,
    category: v.category,
    language: v.language,
    content: v.content,
  };
}

/** SPEC §3 Article field names. */
export function toRestArticle(v: ArticleView) {
  const a = toArticle(v);
  return {
    category: a.category,
    title: a.title,
    isOriginal: a.isOriginal,
    publishedDate: a.publishedDate,
    authorName: a.authorName,
    views: a.views,
    hasEnglishVersion: a.hasEnglishVersion,
    content: a.content,
  };
}
