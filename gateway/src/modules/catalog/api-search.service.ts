import { KEYWORD_MAX } from '@api-market/rules';
import { likePattern, listedApi } from '../../db/sql.js';
import type { DataSource } from 'typeorm';
import { badInput } from '../../core/errors.js';
import { ApiEntity } from './api.entity.js';

export const MAX_KEYWORD_LENGTH = KEYWORD_MAX;

export interface ApiSearchQuery {
  keywords: string;
  /** Empty or `all`: every category; else a category id, name, English name or slug. */
  category: string;
  offset: number;
  limit: number;
}

/**
 * Must stay textually identical to the expression of `api_search_trgm_idx` (see the migration),
 * or PostgreSQL will not use the trigram index.
 */
export const API_SEARCH_EXPR = `(a.name || E'\\n' || a.name_en || E'\\n' || a.description || E'\\n' || a.description_en)`;
const CATEGORY_SEARCH_EXPR = `(name || E'\\n' || name_en)`;

/**
 * Public catalogue search: name, description (both languages) or category name contains the keyword,
 * case-insensitively. ILIKE over a pg_trgm GIN index: keywords of 3+ characters are answered from the
 * index; shorter ones (e.g. 天气) have no trigram, PostgreSQL then filters rows directly — still correct.
 */
export class ApiSearchService {
  constructor(private readonly ds: DataSource) {}

  async search(q: ApiSearchQuery): Promise<{ items: ApiEntity[]; total: number }> {
    const keywords = q.keywords.trim();
    const filter = keywords ? await this.keywordFilter(keywords) : null;
    const categoryId = await this.resolveCategory(q.category);
    const qb = this.ds
      .getRepository(ApiEntity)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.category', 'c')
      .where(listedApi('a'));
    if (categoryId !== null) qb.andWhere('a.category_id = :categoryId', { categoryId });
    if (filter) {
      qb.andWhere(`(${API_SEARCH_EXPR} ILIKE :pattern OR a.category_id = ANY(CAST(:categoryIds AS int[])))`, filter);
    }
    // The total rides along as a window count: one pass over the matches instead of a second query.
    const { entities, raw } = await qb
      .addSelect('count(*) OVER ()', 'search_total')
      .orderBy('a.stars', 'DESC')
      .addOrderBy('a.updated_at', 'DESC')
      .addOrderBy('a.id', 'ASC')
      // Many-to-one join: no row multiplication, so plain OFFSET/LIMIT (no DISTINCT subquery).
      .offset(q.offset)
      .limit(q.limit)
      .getRawAndEntities<{ search_total: string }>();
    // A page past the end has no row to carry the count: only then count separately.
    const total = raw.length ? Number(raw[0].search_total) : q.offset > 0 ? await qb.getCount() : 0;
    return { items: entities, total };
  }

  /**
   * What a keyword matches: an ILIKE pattern for `API_SEARCH_EXPR`, and the categories whose name contains it.
   * The categories are read first, as a literal list: an IN (subquery) inside the OR would hide the trigram
   * index from the planner (a sequential scan); `= ANY(list)` lets it BitmapOr two indexes.
   */
  async keywordFilter(keywords: string): Promise<{ pattern: string; categoryIds: number[] }> {
    if (keywords.length > MAX_KEYWORD_LENGTH) {
      throw badInput(
        `关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字符`,
        `Keywords must be at most ${MAX_KEYWORD_LENGTH} characters`,
      );
    }
    const pattern = likePattern(keywords);
    const categories: Array<{ id: number }> = await this.ds.query(
      `SELECT id FROM category WHERE ${CATEGORY_SEARCH_EXPR} ILIKE $1`,
      [pattern],
    );
    return { pattern, categoryIds: categories.map((c) => c.id) };
  }

  private async resolveCategory(raw: string): Promise<number | null> {
    const value = raw.trim();
    if (!value || value.toLowerCase() === 'all' || value === '全部') return null;
    const rows: Array<{ id: number }> = await this.ds.query(
      `SELECT id FROM category WHERE id::text = $1 OR name = $1 OR lower(name_en) = lower($1) OR slug = lower($1) LIMIT 1`,
      [value],
    );
    if (!rows.length)
      throw badInput(`未知的分类：${value.slice(0, 50)}`, `Unknown category: ${value.slice(0, 50)}`);
    return rows[0].id;
  }
}
