import sanitizeHtml from 'sanitize-html';
import type { DataSource, Repository } from 'typeorm';
import { badInput, notFound } from '../../core/errors.js';
import { untrackedWrite } from '../../core/request-writes.js';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { ArticleEntity } from './article.entity.js';
import type { Page } from './content.service.js';

export const ARTICLE_LANGUAGES = ['zh', 'en'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

/** What an article page may render: formatting, code, tables, images; no scripts, styles or handlers. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    h1: ['id'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    code: ['class'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedClasses: { code: [/^language-[\w-]+$/] },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

export interface ArticleView {
  article: ArticleEntity;
  language: ArticleLanguage;
  title: string;
  category: string;
  /** Sanitised HTML of the requested language. */
  content: string;
}

export function parseLanguage(raw: string): ArticleLanguage {
  const value = raw.trim().toLowerCase();
  if (value === 'zh' || value === 'zh-cn' || value === 'cn') return 'zh';
  if (value === 'en' || value === 'en-us') return 'en';
  throw badInput(
    `不支持的语言：${raw.slice(0, 20)}（可用 zh、en）`,
    `Unsupported language: ${raw.slice(0, 20)} (use zh or en)`,
  );
}

const viewsRow = z.object({ views: z.number() });
const countViewCommand = command<[id: number], typeof viewsRow>(
  'content.article-view',
  `UPDATE article SET views = views + 1 WHERE id = $1 RETURNING views`,
  viewsRow,
);

/**
 * An article as the list shows it: no `content` or `content_en` (whole HTML bodies), which the list read
 * only to say whether an English version exists — PostgreSQL answers that (issue #35).
 */
const listedRow = z.object({
  id: z.number(),
  category: z.string(),
  category_en: z.string(),
  title: z.string(),
  title_en: z.string().nullable(),
  is_original: z.boolean(),
  author_name: z.string(),
  published_on: z.string(),
  views: z.number(),
  has_english_version: z.boolean(),
});
export type ArticleListedRow = z.infer<typeof listedRow>;
const pageStatement = statement<[limit: number, offset: number], typeof listedRow>(
  'content.article-page',
  `SELECT a.id, a.category, a.category_en, a.title, a.title_en, a.is_original, a.author_name,
          a.published_on::text AS published_on, a.views, a.content_en IS NOT NULL AS has_english_version
     FROM article a ORDER BY a.published_on DESC, a.id DESC LIMIT $1 OFFSET $2`,
  listedRow,
);
const totalRow = z.object({ total: z.number() });
const countStatement = statement<[], typeof totalRow>('content.article-count', `SELECT count(*)::int AS total FROM article`, totalRow);

/** Articles: a Chinese version and an optional English one; every read counts a view. */
export class ArticleService {
  private readonly articles: Repository<ArticleEntity>;
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.articles = ds.getRepository(ArticleEntity);
    this.sql = sqlOn(ds);
  }

  /** Newest first, paged (the list's columns only). */
  async list(p: Page): Promise<{ items: ArticleListedRow[]; total: number }> {
    const [items, count] = await Promise.all([
      this.sql.all(pageStatement, [p.limit, p.offset]),
      this.sql.first(countStatement, []),
    ]);
    return { items, total: count?.total ?? 0 };
  }

  /** Reads one article in a language and counts the view (an atomic increment in the database). */
  async read(id: number, rawLanguage: string): Promise<ArticleView> {
    const language = parseLanguage(rawLanguage);
    const article = await this.articles.findOneBy({ id });
    if (!article) throw notFound(`文章 ${id} 不存在`, `Article ${id} does not exist`);
    if (language === 'en' && article.contentEn === null) {
      throw notFound(`文章 ${id} 没有英文版本`, `Article ${id} has no English version`);
    }
    // A view is no catalogue write: no cached answer shows an article's views.
    const { rows } = await untrackedWrite(() => this.sql.run(countViewCommand, [id]));
    article.views = rows[0]?.views ?? article.views + 1;
    const en = language === 'en';
    return {
      article,
      language,
      title: en ? (article.titleEn ?? article.title) : article.title,
      category: en ? article.categoryEn || article.category : article.category,
      content: sanitizeArticleHtml(en ? (article.contentEn ?? '') : article.content),
    };
  }
}
