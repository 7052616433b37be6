import { z } from 'zod';
import { AnnouncementEntity } from '../content/announcement.entity.js';
import { NoticeEntity } from '../content/notice.entity.js';

/** The current notice as `noticeJson` builds it. */
export const noticeJsonRow = z.object({
  id: z.number(),
  slug: z.string(),
  content: z.string(),
  contentEn: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});

/** An announcement as `announcementsJson` builds it. */
export const announcementJsonRow = z.object({
  id: z.number(),
  slug: z.string(),
  type: z.enum(['system', 'update', 'activity']),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  author: z.string(),
  publishedAt: z.string(),
});

/** The columns a statement reading the front parts adds (each null when not asked for). */
export const frontColumns = z.object({
  notice: noticeJsonRow.nullable(),
  announcements: z.array(announcementJsonRow).nullable(),
  announcement_total: z.number().nullable(),
});

/**
 * SQL: the newest active notice as JSON when the boolean parameter `ask` is true (PostgreSQL evaluates a
 * sub-select only in the CASE branch taken), as `ContentService.currentNotice` orders them.
 */
export const noticeJson = (ask: string) =>
  `CASE WHEN ${ask}::boolean THEN (
     SELECT json_build_object('id', n.id, 'slug', n.slug, 'content', n.content, 'contentEn', n.content_en,
              'active', n.active, 'createdAt', n.created_at)
       FROM notice n WHERE n.active ORDER BY n.created_at DESC, n.id DESC LIMIT 1) END`;

/** SQL: a page of announcements (of type `type`, null for every type) as JSON when `ask`, as `ContentService.announcements`. */
export const announcementsJson = (ask: string, type: string, offset: string, limit: string) =>
  `CASE WHEN ${ask}::boolean THEN (
     SELECT coalesce(json_agg(json_build_object('id', x.id, 'slug', x.slug, 'type', x.type, 'title', x.title,
              'titleEn', x.title_en, 'summary', x.summary, 'summaryEn', x.summary_en, 'content', x.content,
              'contentEn', x.content_en, 'author', x.author, 'publishedAt', x.published_at)
              ORDER BY x.published_at DESC, x.id DESC), '[]'::json)
       FROM (SELECT * FROM announcement a WHERE ${type}::text IS NULL OR a.type = ${type}::text
              ORDER BY a.published_at DESC, a.id DESC OFFSET ${offset} LIMIT ${limit}) x) END`;

/** SQL: how many announcements of `type` there are, when `ask`. */
export const announcementTotal = (ask: string, type: string) =>
  `CASE WHEN ${ask}::boolean THEN (SELECT count(*)::int FROM announcement a WHERE ${type}::text IS NULL OR a.type = ${type}::text) END`;

/** Which front parts a statement reads besides its own: the notice, a page of announcements. */
export interface FrontAsk {
  notice: boolean;
  announcements: { type: string | null; offset: number; limit: number } | null;
}

/** The parameters of `FrontAsk`, in the order the fragments above take them: ask notice, ask announcements, type, offset, limit. */
export const frontParams = (ask: FrontAsk): [boolean, boolean, string | null, number, number] => [
  ask.notice,
  ask.announcements !== null,
  ask.announcements?.type ?? null,
  ask.announcements?.offset ?? 0,
  ask.announcements?.limit ?? 0,
];

/** What the front parts read: each null when not asked for. */
export interface FrontParts {
  notice: NoticeEntity | null;
  announcements: { items: AnnouncementEntity[]; total: number } | null;
}

/** The entities of the front columns (as TypeORM hydrates them). */
export function frontPartsOf(r: z.infer<typeof frontColumns>): FrontParts {
  return {
    notice: r.notice && Object.assign(new NoticeEntity(), { ...r.notice, createdAt: new Date(r.notice.createdAt) }),
    announcements: r.announcements && {
      items: r.announcements.map((a) => Object.assign(new AnnouncementEntity(), { ...a, publishedAt: new Date(a.publishedAt) })),
      total: r.announcement_total ?? 0,
    },
  };
}
