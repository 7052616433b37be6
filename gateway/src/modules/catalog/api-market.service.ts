import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { onMarket } from '../../db/sql.js';
import { badInput } from '../../core/errors.js';
import type { ApiEntity } from './api.entity.js';
import { type ApiSearchService, checkKeywords } from './api-search.service.js';
import type { SearchService } from '../search/search.service.js';
import { type CallFiguresService, WEEK_MS } from './call-figures.service.js';

/** The market's orders: best match (most called without keywords), most called in the last 7 days, newest listed, most starred. */
export const MARKET_SORTS = ['RELEVANCE', 'POPULAR', 'NEWEST', 'STARS'] as const;
export type MarketSortName = (typeof MARKET_SORTS)[number];

export interface MarketQuery {
  keywords: string;
  /** null: every category. */
  categoryId: number | null;
  /** null: every creator. */
  creatorId: number | null;
  sort: MarketSortName;
  offset: number;
  limit: number;
}

export interface MarketFacet {
  /** null: APIs without a category. */
  categoryId: number | null;
  count: number;
}

export interface MarketResult {
  items: ApiEntity[];
  /** Matches of the keyword in the chosen category. */
  total: number;
  /** Matches of the keyword per category (the chosen category does not narrow these). */
  facets: MarketFacet[];
}

// Ties broken by a unique key last, so pages never repeat or skip an API.
const ORDER: Record<MarketSortName, string> = {
  RELEVANCE: 'calls_7d DESC, a.stars DESC, a.updated_at DESC, a.id ASC',
  POPULAR: 'calls_7d DESC, a.stars DESC, a.updated_at DESC, a.id ASC',
  NEWEST: 'a.created_at DESC, a.id DESC',
  STARS: 'a.stars DESC, a.updated_at DESC, a.id ASC',
};

const facetRow = z.object({ category_id: z.number().nullable(), n: z.number() });
const idRow = z.object({ id: z.number() });
const onMarketStatement = statement<[ids: number[]], typeof idRow>(
  'catalog.market-on-sale',
  `SELECT a.id FROM api a WHERE a.id = ANY($1::int[]) AND ${onMarket('a')}`,
  idRow,
);
const categoryStatement = statement<[id: number], typeof idRow>('catalog.market-category', `SELECT id FROM category WHERE id = $1`, idRow);
// The filters and the order come and go: those statements' text is built per call (not prepared under one name).
const perCall = { prepare: false };

/** The API market: the public catalogue filtered by keyword and category, faceted, sorted and paged. */
export class ApiMarketService {
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly search: ApiSearchService,
    private readonly calls: CallFiguresService,
    private readonly index: SearchService,
  ) {
    this.sql = sqlOn(ds);
  }

  async list(q: MarketQuery, now = new Date()): Promise<MarketResult> {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = [onMarket('a')];
    if (q.creatorId !== null) where.push(`a.creator_id = ${p(q.creatorId)}`);
    const keywords = q.keywords.trim();
    checkKeywords(keywords);
    if (q.categoryId !== null) await this.checkCategory(q.categoryId);
    if (keywords) return this.searchList(q, keywords, now);

    const facetRows = await this.sql.all(
      statement(
        'catalog.market-facets',
        `SELECT a.category_id, count(*)::int AS n FROM api a WHERE ${where.join(' AND ')} GROUP BY a.category_id`,
        facetRow,
        perCall,
      ),
      params,
    );
    const facets = facetRows.map((r) => ({ categoryId: r.category_id, count: r.n }));
    const total =
      q.categoryId === null
        ? facets.reduce((s, f) => s + f.count, 0)
        : (facets.find((f) => f.categoryId === q.categoryId)?.count ?? 0);
    if (total === 0 || q.offset >= total) return { items: [], total, facets };

    if (q.categoryId !== null) where.push(`a.category_id = ${p(q.categoryId)}`);
    const calls =
      q.sort === 'POPULAR' || q.sort === 'RELEVANCE' ? this.calls.callsSinceSql('a', `${p(new Date(now.getTime() - WEEK_MS))}::timestamptz`) : '0';
    const page = await this.sql.all(
      statement(
        'catalog.market-page',
        `SELECT a.id, ${calls} AS calls_7d FROM api a WHERE ${where.join(' AND ')}
          ORDER BY ${ORDER[q.sort]} OFFSET ${p(q.offset)} LIMIT ${p(q.limit)}`,
        idRow,
        perCall,
      ),
      params,
    );
    return { items: await this.search.byIds(page.map((r) => r.id)), total, facets };
  }

  /** With keywords: the search index's matches, by relevance or in the chosen explicit order. */
  private async searchList(q: MarketQuery, keywords: string, now: Date): Promise<MarketResult> {
    let ids = await this.index.search(keywords);
    // The index holds every listed API; the market leaves out the ones taken offline (已下架).
    const offered = await this.sql.all(onMarketStatement, [ids]);
    const onSale = new Set(offered.map((r) => r.id));
    ids = ids.filter((id) => onSale.has(id));
    if (q.creatorId !== null) ids = ids.filter((id) => this.index.creatorOfApi(id) === q.creatorId);
    const categoryOf = await this.index.categoryOf(ids);
    const counts = new Map<number | null, number>();
    for (const id of ids) counts.set(categoryOf.get(id)!, (counts.get(categoryOf.get(id)!) ?? 0) + 1);
    const facets = [...counts].map(([categoryId, count]) => ({ categoryId, count }));
    if (q.categoryId !== null) ids = ids.filter((id) => categoryOf.get(id) === q.categoryId);
    const total = ids.length;
    if (total === 0 || q.offset >= total) return { items: [], total, facets };
    if (q.sort === 'RELEVANCE') {
      return { items: await this.search.byIds(ids.slice(q.offset, q.offset + q.limit)), total, facets };
    }
    const popular = q.sort === 'POPULAR';
    const page = await this.sql.all(
      statement(
        'catalog.market-search-page',
        `SELECT a.id, ${popular ? this.calls.callsSinceSql('a', '$4') : '0'} AS calls_7d
           FROM api a WHERE a.id = ANY($1::int[]) AND ${onMarket('a')}
          ORDER BY ${ORDER[q.sort]} OFFSET $2 LIMIT $3`,
        idRow,
        perCall,
      ),
      [ids, q.offset, q.limit, ...(popular ? [new Date(now.getTime() - WEEK_MS)] : [])],
    );
    return { items: await this.search.byIds(page.map((r) => r.id)), total, facets };
  }

  /** A category id from a shared URL that no longer exists is a clear error, not an empty page. */
  private async checkCategory(id: number): Promise<void> {
    if (!(await this.sql.first(categoryStatement, [id]))) throw badInput(`未知的分类：${id}`, `Unknown category: ${id}`);
  }
}
