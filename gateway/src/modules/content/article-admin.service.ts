import { authorize, type Actor } from '../../core/policy.js';
import { articlePolicy } from './content.policy.js';
import { ARTICLE_LIMITS } from '@api-market/rules';
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { badInput, notFound } from '../../core/errors.js';
import { charLength, hasNameControls } from '../../core/text.js';
import { ArticleEntity } from './article.entity.js';
import { declaredWrite } from '../../core/request-writes.js';
import { contentCache } from './content.cache.js';
import { parseLanguage, sanitizeArticleHtml, type ArticleLanguage } from './article.service.js';

export const {
  titleMax: ARTICLE_TITLE_MAX,
  categoryMax: ARTICLE_CATEGORY_MAX,
  authorMax: ARTICLE_AUTHOR_MAX,
  contentMax: ARTICLE_CONTENT_MAX,
} = ARTICLE_LIMITS;

/** One language version as the editor sends it. */
export interface ArticleVersionFields {
  title?: unknown;
  category?: unknown;
  content?: unknown;
  /** Chinese version only: the byline and the original badge. */
  authorName?: unknown;
  isOriginal?: unknown;
}

function text(v: unknown, max: number, zh: string, en: string, required: boolean): string {
  if (v !== undefined && v !== null && typeof v !== 'string') throw badInput(`${zh}必须是文本`, `${en} must be text`);
  const s = typeof v === 'string' ? v.trim() : '';
  if (required && !s) throw badInput(`请填写${zh}`, `${en} is required`);
  if (charLength(s) > max) throw badInput(`${zh}不能超过 ${max} 个字符`, `${en} cannot exceed ${max} characters`);
  // One-line labels on the public article page: no line breaks, escapes or text direction overrides.
  if (hasNameControls(s)) {
    throw badInput(`${zh}不能包含控制字符、换行或文字方向控制符`, `${en} cannot contain control characters, line breaks or text direction controls`);
  }
  return s;
}

/** Sanitised HTML that still says something (a lone <script> is not an article). */
function body(v: unknown): string {
  if (typeof v !== 'string') throw badInput('请填写正文', 'Content is required');
  const clean = sanitizeArticleHtml(v).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '' && !/<img\s/i.test(clean)) throw badInput('请填写正文', 'Content is required');
  if (clean.length > ARTICLE_CONTENT_MAX) {
    throw badInput(`正文不能超过 ${ARTICLE_CONTENT_MAX} 个字符`, `Content cannot exceed ${ARTICLE_CONTENT_MAX} characters`);
  }
  return clean;
}

const missing = (id: number) => notFound(`文章 ${id} 不存在`, `Article ${id} does not exist`);

/**
 * Administrators write articles one language version at a time (the console's
 * /doc/article/edit/{id}/{language}): the Chinese version creates the article, the English one is added,
 * changed or removed beside it. HTML is sanitised before it is stored; reads sanitise again.
 */
export class ArticleAdminService {
  private readonly articles: Repository<ArticleEntity>;

  constructor(ds: DataSource) {
    this.articles = ds.getRepository(ArticleEntity);
  }

  async get(actor: Actor, id: number): Promise<ArticleEntity> {
    authorize(actor, articlePolicy.readDraft);
    const found = await this.articles.findOneBy({ id });
    if (!found) throw missing(id);
    return found;
  }

  /** Creates (id null, Chinese only) or replaces one language version; returns the article. */
  async saveVersion(actor: Actor, rawId: number | null | undefined, rawLanguage: string, f: ArticleVersionFields): Promise<ArticleEntity> {
    authorize(actor, articlePolicy.edit);
    const id = rawId ?? null;
    const language: ArticleLanguage = parseLanguage(rawLanguage);
    const title = text(f.title, ARTICLE_TITLE_MAX, '标题', 'Title', true);
    const category = text(f.category, ARTICLE_CATEGORY_MAX, '分类', 'Category', true);
    const content = body(f.content);
    if (language === 'en') {
      if (id === null) throw badInput('请先写中文版本', 'Write the Chinese version first');
      const res = await declaredWrite(contentCache.writes.article(), () =>
        this.articles.update({ id }, { titleEn: title, categoryEn: category, contentEn: content }),
      );
      if (!res.affected) throw missing(id);
      return this.get(actor, id);
    }
    const authorName = text(f.authorName, ARTICLE_AUTHOR_MAX, '作者', 'Author', id === null);
    const isOriginal = typeof f.isOriginal === 'boolean' ? f.isOriginal : undefined;
    if (id === null) {
      const saved = await declaredWrite(contentCache.writes.article(), () =>
        this.articles.save(
          this.articles.create({
            slug: `article-${randomUUID().slice(0, 12)}`,
            title,
            category,
            content,
            authorName,
            isOriginal: isOriginal ?? true,
            publishedOn: new Date().toISOString().slice(0, 10),
          }),
        ),
      );
      return this.get(actor, saved.id);
    }
    const res = await declaredWrite(contentCache.writes.article(), () =>
      this.articles.update(
        { id },
        { title, category, content, ...(authorName ? { authorName } : {}), ...(isOriginal === undefined ? {} : { isOriginal }) },
      ),
    );
    if (!res.affected) throw missing(id);
    return this.get(actor, id);
  }

  /** Drops the English version (the Chinese one is the article itself: delete the article instead). */
  async removeEnglish(actor: Actor, id: number): Promise<ArticleEntity> {
    authorize(actor, articlePolicy.edit);
    const res = await declaredWrite(contentCache.writes.article(), () =>
      this.articles.update({ id }, { titleEn: null, contentEn: null, categoryEn: '' }),
    );
    if (!res.affected) throw missing(id);
    return this.get(actor, id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    authorize(actor, articlePolicy.edit);
    const res = await declaredWrite(contentCache.writes.article(), () => this.articles.delete({ id }));
    if (!res.affected) throw missing(id);
  }
}
