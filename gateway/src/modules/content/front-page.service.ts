import DataLoader from 'dataloader';
import { z } from 'zod';
import { type Sql, statement } from '../../core/sql.js';
import { CategoryEntity } from '../catalog/category.entity.js';
import { AnnouncementEntity } from './announcement.entity.js';
import { type AnnouncementFilter, announcementFilter, type Page } from './content.service.js';
import { NoticeEntity } from './notice.entity.js';

const category = z.object({ id: z.number(), slug: z.string(), name: z.string(), nameEn: z.string(), sortOrder: z.number() });
const notice = z.object({ id: z.number(), slug: z.string(), content: z.string(), contentEn: z.string(), active: z.boolean(), createdAt: z.string() });
const announcement = z.object({
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

/** The one row of the front statement: each part null when it was not asked for. */
const frontRow = z.object({
  categories: z.array(category).nullable(),
  notice: notice.nullable(),
  announcements: z.array(announcement).nullable(),
  announcement_total: z.number().nullable(),
});

type FrontParams = [
  categories: boolean,
  notice: boolean,
  announcements: boolean,
  type: string | null,
  offset: number,
  limit: number,
];

/**
 * Every category, the current notice and a page of announcements with their count — what the home first
 * screen asks beside the market — in ONE prepared statement, each part read only when asked for (a
 * CASE around it: PostgreSQL evaluates a sub-select only in the branch taken). Orders as the services'.
 */
const frontStatement = statement<FrontParams, typeof frontRow>(
  'content.front-page',
  `SELECT
     CASE WHEN $1::boolean THEN (
       SELECT coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'nameEn', c.name_en,
                'sortOrder', c.sort_order) ORDER BY c.sort_order, c.id), '[]'::json) FROM category c) END AS categories,
     CASE WHEN $2::boolean THEN (
       SELECT json_build_object('id', n.id, 'slug', n.slug, 'content', n.content, 'contentEn', n.content_en,
                'active', n.active, 'createdAt', n.created_at)
         FROM notice n WHERE n.active ORDER BY n.created_at DESC, n.id DESC LIMIT 1) END AS notice,
     CASE WHEN $3::boolean THEN (
       SELECT coalesce(json_agg(json_build_object('id', x.id, 'slug', x.slug, 'type', x.type, 'title', x.title,
                'titleEn', x.title_en, 'summary', x.summary, 'summaryEn', x.summary_en, 'content', x.content,
                'contentEn', x.content_en, 'author', x.author, 'publishedAt', x.published_at)
                ORDER BY x.published_at DESC, x.id DESC), '[]'::json)
         FROM (SELECT * FROM announcement a WHERE $4::text IS NULL OR a.type = $4::text
                ORDER BY a.published_at DESC, a.id DESC OFFSET $5 LIMIT $6) x) END AS announcements,
     CASE WHEN $3::boolean THEN (
       SELECT count(*)::int FROM announcement a WHERE $4::text IS NULL OR a.type = $4::text) END AS announcement_total`,
  frontRow,
);

/** What one request asked of the front statement: a part, or a page of announcements. */
type FrontKey = 'categories' | 'notice' | `announcements:${string}`;
type FrontValue = CategoryEntity[] | NoticeEntity | null | { items: AnnouncementEntity[]; total: number };

const announcementsKey = (f: AnnouncementFilter, p: Page): FrontKey => `announcements:${f.type ?? ''}:${p.offset}:${p.limit}`;

/**
 * The home first screen's categories, notice and announcements: whatever of them one GraphQL request's
 * root fields ask in the same tick is read in ONE statement (issue #35: they were four TypeORM queries),
 * the same answers as `ApiCatalogService.listCategories`, `ContentService.currentNotice` and
 * `ContentService.announcements` (tested side by side in `front-page.test.ts`). Per request: the loader
 * is keyed on the request's context object.
 */
export class FrontPageService {
  private readonly perRequest = new WeakMap<object, DataLoader<FrontKey, FrontValue>>();

  constructor(private readonly sql: Sql) {}

  /** Every category in display order. */
  async categories(request: object): Promise<CategoryEntity[]> {
    return (await this.loader(request).load('categories')) as CategoryEntity[];
  }

  /** The newest active notice, or null. */
  async currentNotice(request: object): Promise<NoticeEntity | null> {
    return (await this.loader(request).load('notice')) as NoticeEntity | null;
  }

  /** Newest first; `type` empty or `all` = every type; an unknown type is BAD_USER_INPUT (as the service). */
  async announcements(request: object, p: Page & { type?: string | null }): Promise<{ items: AnnouncementEntity[]; total: number }> {
    const filter = announcementFilter(p.type);
    return (await this.loader(request).load(announcementsKey(filter, p))) as { items: AnnouncementEntity[]; total: number };
  }

  private loader(request: object): DataLoader<FrontKey, FrontValue> {
    let loader = this.perRequest.get(request);
    if (!loader) {
      loader = new DataLoader<FrontKey, FrontValue>((keys) => this.load(keys), { cache: true });
      this.perRequest.set(request, loader);
    }
    return loader;
  }

  /** One statement for the parts and the first page of announcements asked; a second page (an alias) its own. */
  private async load(keys: readonly FrontKey[]): Promise<FrontValue[]> {
    const pages = [...new Set(keys.filter((k) => k.startsWith('announcements:')))];
    const runs = [
      this.read(keys.includes('categories'), keys.includes('notice'), pages[0] ?? null),
      ...pages.slice(1).map((k) => this.read(false, false, k)),
    ];
    const read = await Promise.all(runs);
    return keys.map((k) => {
      if (k === 'categories') return read[0]!.categories!;
      if (k === 'notice') return read[0]!.notice;
      return read[pages.indexOf(k)]!.announcements!;
    });
  }

  private async read(categories: boolean, notice: boolean, page: FrontKey | null) {
    const [, type, offset, limit] = page ? page.split(':') : [];
    const r = (await this.sql.first(frontStatement, [
      categories,
      notice,
      page !== null,
      type || null,
      Number(offset ?? 0),
      Number(limit ?? 0),
    ]))!; // one row always
    return {
      categories: r.categories && r.categories.map((c) => Object.assign(new CategoryEntity(), c)),
      notice: r.notice && Object.assign(new NoticeEntity(), { ...r.notice, createdAt: new Date(r.notice.createdAt) }),
      announcements: r.announcements && {
        items: r.announcements.map((a) => Object.assign(new AnnouncementEntity(), { ...a, publishedAt: new Date(a.publishedAt) })),
        total: r.announcement_total ?? 0,
      },
    };
  }
}
