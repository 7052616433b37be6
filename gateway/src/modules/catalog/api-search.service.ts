import { KEYWORD_MAX } from '@api-market/rules';
import { listedApi } from '../../db/sql.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { badInput } from '../../core/errors.js';
import { ApiEntity } from './api.entity.js';
import { ApiPageReader } from './api-page.reader.js';
import { listedTo } from './api-visibility.rules.js';
import type { SearchService } from '../search/search.service.js';

export const MAX_KEYWORD_LENGTH = KEYWORD_MAX;

export interface ApiSearchQuery {
  keywords: string;
  /** Empty or `all`: every category; else a category id, name, English name or slug. */
  category: string;
  offset: number;
  limit: number;
}

const idRow = z.object({ id: z.number() });
const categoryStatement = statement<[value: string], typeof idRow>(
  'catalog.search-category',
  `SELECT id FROM category WHERE id::text = $1 OR name = $1 OR lower(name_en) = lower($1) OR slug = lower($1) LIMIT 1`,
  idRow,
);

/** Keywords over 100 characters are refused with a clear message (a search box never sends them). */
export function checkKeywords(keywords: string): void {
  if (keywords.length > MAX_KEYWORD_LENGTH) {
    throw badInput(
      `关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字符`,
      `Keywords must be at most ${MAX_KEYWORD_LENGTH} characters`,
    );
  }
}

/**
 * Public catalogue search. With keywords: by relevance, from the search index (`search/search.service.ts`:
 * words, pinyin, synonyms, typos); without: the listed APIs of the category, most starred first.
 */
export class ApiSearchService {
  private readonly page: ApiPageReader;
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly index: SearchService,
  ) {
    this.page = new ApiPageReader(ds);
    this.sql = sqlOn(ds);
  }

  async search(q: ApiSearchQuery): Promise<{ items: ApiEntity[]; total: number }> {
    const keywords = q.keywords.trim();
    checkKeywords(keywords);
    const categoryId = await this.resolveCategory(q.category);
    if (keywords) {
      const ids = await this.index.search(keywords, categoryId);
      // The rows are read now: one the index still holds (its version unknown for up to UNKNOWN_VERSION_MS
      // while Redis is away) that went private or back to draft meanwhile is not shown to anyone.
      const items = (await this.byIds(ids.slice(q.offset, q.offset + q.limit))).filter((a) => listedTo(null, a));
      return { items, total: ids.length };
    }
    const qb = this.ds
      .getRepository(ApiEntity)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.category', 'c')
      .where(listedApi('a'));
    if (categoryId !== null) qb.andWhere('a.category_id = :categoryId', { categoryId });
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
   * Listed APIs with their category, in the order of `ids`. Asked of the database even for none: a search
   * answers from the database's state (503 while it is away), not only from the index in memory.
   */
  byIds(ids: readonly number[]): Promise<ApiEntity[]> {
    return this.page.byIds(ids);
  }

  private async resolveCategory(raw: string): Promise<number | null> {
    const value = raw.trim();
    if (!value || value.toLowerCase() === 'all' || value === '全部') return null;
    const row = await this.sql.first(categoryStatement, [value]);
    if (!row) throw badInput(`未知的分类：${value.slice(0, 50)}`, `Unknown category: ${value.slice(0, 50)}`);
    return row.id;
  }
}
