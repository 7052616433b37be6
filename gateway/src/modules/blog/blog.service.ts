import { authorize, type Actor } from '../../core/policy.js';
import { blogPolicy } from './blog.policy.js';
import type { DataSource, Repository } from 'typeorm';
import { badInput, notFound } from '../../core/errors.js';
import { declaredWrite, untrackedWrite } from '../../core/request-writes.js';
import { blogCache } from './blog.cache.js';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { sanitizeArticleHtml } from '../content/article.service.js';
import { BlogPostEntity } from './blog.entity.js';
import { BlogCoverService } from './blog-cover.service.js';
import { type BlogPostFields, checkBlogPost, readingMinutes, TAG_PATTERN, type ValidBlogPost } from './blog.rules.js';

export interface BlogListQuery {
  offset: number;
  limit: number;
  tag?: string | null;
}

/**
 * A post as the lists show it: no `content` or `content_en` (up to 200 KB of HTML each), which a page
 * of posts read only for the reading time and "has an English version" — the one is a column written
 * with the content, the other is asked of PostgreSQL (issue #35).
 */
const listedRow = z.object({
  id: z.number(),
  title: z.string(),
  title_en: z.string().nullable(),
  summary: z.string(),
  summary_en: z.string(),
  tags: z.array(z.string()),
  cover: z.string(),
  author_name: z.string(),
  status: z.string(),
  views: z.number(),
  has_english_version: z.boolean(),
  published_at: z.date().nullable(),
  updated_at: z.date(),
  reading_minutes: z.number(),
});
export type BlogListedRow = z.infer<typeof listedRow>;
const LISTED = `SELECT id, title, title_en, summary, summary_en, tags, cover, author_name, status, views,
  content_en IS NOT NULL AS has_english_version, published_at, updated_at, reading_minutes FROM blog_post`;
const totalRow = z.object({ total: z.number() });
/** $1 a tag or null (every post). */
const PUBLISHED = `WHERE status = 'published' AND ($1::text IS NULL OR $1 = ANY(tags))`;
const ANY_STATUS = `WHERE ($1::text IS NULL OR $1 = ANY(tags))`;
type ListArgs = [tag: string | null, limit: number, offset: number];
const publishedPage = statement<ListArgs, typeof listedRow>(
  'blog.published-page',
  `${LISTED} ${PUBLISHED} ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`,
  listedRow,
);
const publishedCount = statement<[tag: string | null], typeof totalRow>(
  'blog.published-count',
  `SELECT count(*)::int AS total FROM blog_post ${PUBLISHED}`,
  totalRow,
);
const allPage = statement<ListArgs, typeof listedRow>(
  'blog.all-page',
  `${LISTED} ${ANY_STATUS} ORDER BY updated_at DESC, id DESC LIMIT $2 OFFSET $3`,
  listedRow,
);
const allCount = statement<[tag: string | null], typeof totalRow>(
  'blog.all-count',
  `SELECT count(*)::int AS total FROM blog_post ${ANY_STATUS}`,
  totalRow,
);

const tagCountRow = z.object({ tag: z.string(), count: z.number() });
export type TagCount = z.infer<typeof tagCountRow>;
const publishedTagsStatement = statement<[], typeof tagCountRow>(
  'blog.published-tags',
  `SELECT t AS tag, count(*)::int AS count FROM blog_post, unnest(tags) AS t
    WHERE status = 'published' GROUP BY t ORDER BY count(*) DESC, t`,
  tagCountRow,
);
const idRow = z.object({ id: z.number() });
const countViewCommand = command<[id: number], typeof idRow>(
  'blog.post-view',
  `UPDATE blog_post SET views = views + 1 WHERE id = $1 AND status = 'published' RETURNING id`,
  idRow,
);

/** A summary written from the content when the author leaves it empty: the first 120 characters of text. */
function derivedSummary(html: string | null): string {
  if (!html) return '';
  const text = html
    .replace(/<(pre|code)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > 120 ? `${chars.slice(0, 119).join('')}…` : text;
}

function tagFilter(raw: string | null | undefined): string | null {
  const tag = raw?.trim().toLowerCase();
  if (!tag) return null;
  if (!TAG_PATTERN.test(tag)) throw badInput('标签无效', 'Invalid tag');
  return tag;
}

/** The platform blog: published posts for everyone, drafts and writing for administrators. */
export class BlogService {
  private readonly posts: Repository<BlogPostEntity>;

  private readonly covers: BlogCoverService;
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.posts = ds.getRepository(BlogPostEntity);
    this.sql = sqlOn(ds);
    this.covers = new BlogCoverService(ds);
  }

  /** Published posts, newest first, optionally with one tag (their list columns only). */
  async listPublished(q: BlogListQuery): Promise<{ items: BlogListedRow[]; total: number }> {
    const tag = tagFilter(q.tag);
    const [items, count] = await Promise.all([
      this.sql.all(publishedPage, [tag, q.limit, q.offset]),
      this.sql.first(publishedCount, [tag]),
    ]);
    return { items, total: count?.total ?? 0 };
  }

  /** Every tag of the published posts with how many posts carry it, most used first. */
  async publishedTags(): Promise<TagCount[]> {
    return this.sql.all(publishedTagsStatement, []);
  }

  /** A published post; each read counts a view. Drafts answer as unknown (nothing revealed). */
  async readPublished(id: number): Promise<BlogPostEntity> {
    // A view is no catalogue write: no cached answer shows a post's views.
    const { rows } = await untrackedWrite(() => this.sql.run(countViewCommand, [id]));
    // Read under the same rule: a post deleted or taken back to draft since the count answers as unknown
    // (it answered 500, or the draft itself).
    const post = rows.length ? await this.posts.findOneBy({ id, status: 'published' }) : null;
    if (!post) throw notFound(`博客 ${id} 不存在`, `Blog post ${id} does not exist`);
    return post;
  }

  /** Administrators: every post, drafts included, last changed first. */
  async listAll(actor: Actor, q: BlogListQuery): Promise<{ items: BlogListedRow[]; total: number }> {
    authorize(actor, blogPolicy.readDrafts);
    const tag = tagFilter(q.tag);
    const [items, count] = await Promise.all([
      this.sql.all(allPage, [tag, q.limit, q.offset]),
      this.sql.first(allCount, [tag]),
    ]);
    return { items, total: count?.total ?? 0 };
  }

  /** One post, draft or published, without counting a view (administrators). */
  async get(actor: Actor, id: number): Promise<BlogPostEntity> {
    authorize(actor, blogPolicy.readDrafts);
    return this.find(id);
  }

  private async find(id: number): Promise<BlogPostEntity> {
    const post = await this.posts.findOneBy({ id });
    if (!post) throw notFound(`博客 ${id} 不存在`, `Blog post ${id} does not exist`);
    return post;
  }

  async create(fields: BlogPostFields, actor: Actor): Promise<BlogPostEntity> {
    const author = authorize(actor, blogPolicy.write);
    const v = checkBlogPost(fields);
    const cover = await this.covers.check(fields.cover);
    const saved = await declaredWrite(blogCache.writes.post(), () =>
      this.posts.save(
        this.posts.create({
          ...withSummaries(v),
          cover,
          createdBy: author.id,
          publishedAt: v.status === 'published' ? new Date() : null,
        }),
      ),
    );
    return this.find(saved.id);
  }

  /** Replaces the post's fields; publishing a draft stamps its publication time once. */
  async update(actor: Actor, id: number, fields: BlogPostFields): Promise<BlogPostEntity> {
    authorize(actor, blogPolicy.write);
    const post = await this.find(id);
    const v = checkBlogPost(fields);
    // A form that does not send a cover keeps the post's (older clients know no covers).
    const cover = fields.cover === undefined ? post.cover : await this.covers.check(fields.cover);
    await declaredWrite(blogCache.writes.post(), () =>
      this.posts.update(id, {
        ...withSummaries(v),
        cover,
        publishedAt: v.status === 'published' ? (post.publishedAt ?? new Date()) : post.publishedAt,
      }),
    );
    return this.find(id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    authorize(actor, blogPolicy.write);
    const res = await declaredWrite(blogCache.writes.post(), () => this.posts.delete({ id }));
    if (!res.affected) throw notFound(`博客 ${id} 不存在`, `Blog post ${id} does not exist`);
  }
}

/** The stored fields of a checked post with what is derived from its content: the summaries, the reading time. */
function withSummaries(v: ValidBlogPost): ValidBlogPost & { readingMinutes: number } {
  return {
    ...v,
    summary: v.summary || derivedSummary(v.content),
    summaryEn: v.summaryEn || derivedSummary(v.contentEn),
    readingMinutes: readingMinutes(v.content),
  };
}

/** Read side: stored HTML is sanitised on write; sanitising again keeps old rows safe under a stricter rule. */
export function cleanHtml(html: string | null): string | null {
  return html === null ? null : sanitizeArticleHtml(html);
}
