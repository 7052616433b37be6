import { z } from 'zod';
import { badInput } from '../../core/errors.js';
import { type Sql, type Statement, statement } from '../../core/sql.js';
import { onMarket } from '../../db/sql.js';
import { histogramQuantile } from '../open-call/call-history.service.js';
import type { ApiEntity } from './api.entity.js';
import { announcementsJson, announcementTotal, type FrontAsk, frontColumns, frontParams, type FrontParts, frontPartsOf, noticeJson } from './front-parts.js';
import { allCategoriesJson, apiColumns, apiEntityOf, apiRow, categoryJson, categoryJsonRow } from './api-row.js';
import type { MarketFacet, MarketSortName } from './api-market.service.js';
import { WEEK_MS, type WeeklyFigures } from './call-figures.service.js';
import { CategoryEntity } from './category.entity.js';

/** The market's head (facets, every category, the front parts asked for): on the page's first row only (the one row of an empty page). */
const head = frontColumns.extend({
  facets: z.array(z.object({ categoryId: z.number().nullable(), count: z.number() })).nullable(),
  categories: z.array(categoryJsonRow).nullable(),
});

/**
 * A row of the market page's statement: one page item per row with its category and (when asked) call
 * figures — or one row with the item's columns null when the page is empty.
 */
const marketRow = z.union([
  head.extend(apiRow.shape).extend({
    /** Recorded open calls (all time), when asked for. */
    call_count: z.number().nullable(),
    /** The last 7 days' calls, failures and latency histogram (bucket number → calls), when asked for. */
    weekly: z.object({ calls: z.number(), failed: z.number(), hist: z.record(z.string(), z.number()) }).nullable(),
  }),
  head.extend({ id: z.null() }),
]);

/** The hour that holds `$4` (the week's start), as the per-hour roll-ups count it (call-figures.service.ts). */
const SINCE = `to_timestamp(floor(extract(epoch FROM $4::timestamptz) / 3600) * 3600)`;

// Ties broken by a unique key last, so pages never repeat or skip an API (as the market service's ORDER).
const ORDER: Record<MarketSortName, string> = {
  RELEVANCE: 'm.calls_7d DESC, m.stars DESC, m.updated_at DESC, m.id ASC',
  POPULAR: 'm.calls_7d DESC, m.stars DESC, m.updated_at DESC, m.id ASC',
  NEWEST: 'm.created_at DESC, m.id DESC',
  STARS: 'm.stars DESC, m.updated_at DESC, m.id ASC',
};

type MarketParams = [
  categoryId: number | null,
  creatorId: number | null,
  offset: number,
  since: Date,
  limit: number,
  weekly: boolean,
  counts: boolean,
  ...front: ReturnType<typeof frontParams>,
];

/** The page of one order: facets, categories, the items with their category and (when asked) call figures. */
function pageStatement(sort: MarketSortName): Statement<MarketParams, z.infer<typeof marketRow>> {
  const popular = sort === 'POPULAR' || sort === 'RELEVANCE';
  const calls7d = popular
    ? `(SELECT coalesce(sum(k.calls), 0) FROM api_call_hour k WHERE k.api_id = a.id AND k.hour >= ${SINCE})`
    : '0';
  return statement<MarketParams, typeof marketRow>(
    `catalog.market-page.${sort.toLowerCase()}`,
    `WITH offered AS (
       SELECT a.*, ${calls7d} AS calls_7d FROM api a WHERE ${onMarket('a')} AND ($2::int IS NULL OR a.creator_id = $2::int)
     ),
     head AS (
       SELECT
         (SELECT coalesce(json_agg(json_build_object('categoryId', f.category_id, 'count', f.n)), '[]'::json)
            FROM (SELECT category_id, count(*)::int AS n FROM offered GROUP BY category_id) f) AS facets,
         ${allCategoriesJson} AS categories,
         ${noticeJson('$8')} AS notice,
         ${announcementsJson('$9', '$10', '$11', '$12')} AS announcements,
         ${announcementTotal('$9', '$10')} AS announcement_total
     ),
     page AS (
       SELECT m.*, row_number() OVER (ORDER BY ${ORDER[sort]}) AS rn FROM offered m
        WHERE $1::int IS NULL OR m.category_id = $1::int
        ORDER BY ${ORDER[sort]} OFFSET $3 LIMIT $5
     )
     SELECT CASE WHEN p.rn IS NULL OR p.rn = $3 + 1 THEN h.facets END AS facets,
            CASE WHEN p.rn IS NULL OR p.rn = $3 + 1 THEN h.categories END AS categories,
            CASE WHEN p.rn IS NULL OR p.rn = $3 + 1 THEN h.notice END AS notice,
            CASE WHEN p.rn IS NULL OR p.rn = $3 + 1 THEN h.announcements END AS announcements,
            CASE WHEN p.rn IS NULL OR p.rn = $3 + 1 THEN h.announcement_total END AS announcement_total,
            ${apiColumns('p')}, ${categoryJson('c')} AS category,
            CASE WHEN $7::boolean AND p.id IS NOT NULL
              THEN coalesce((SELECT t.calls FROM api_call_total t WHERE t.api_id = p.id), 0)::float8 END AS call_count,
            CASE WHEN $6::boolean AND p.id IS NOT NULL THEN (
              SELECT json_build_object('calls', coalesce(sum(k.calls), 0)::float8, 'failed', coalesce(sum(k.failed), 0)::float8,
                       'hist', (SELECT coalesce(json_object_agg(b.i, b.n), '{}'::json)
                                  FROM (SELECT u.i, sum(u.v)::float8 AS n
                                          FROM api_call_hour kh, unnest(kh.hist) WITH ORDINALITY AS u(v, i)
                                         WHERE kh.api_id = p.id AND kh.hour >= ${SINCE} GROUP BY u.i) b))
                FROM api_call_hour k WHERE k.api_id = p.id AND k.hour >= ${SINCE}) END AS weekly
       FROM head h
       LEFT JOIN page p ON true
       LEFT JOIN category c ON c.id = p.category_id
      ORDER BY p.rn`,
    marketRow,
  );
}

type MarketRow = z.infer<typeof marketRow>;
const NO_FRONT: FrontAsk = { notice: false, announcements: null };
const categoriesOf = (head: MarketRow) => (head.categories ?? []).map((c) => Object.assign(new CategoryEntity(), c));

/** The page statement of each order (exported for plan tests). */
export const STATEMENTS = {
  RELEVANCE: pageStatement('RELEVANCE'),
  POPULAR: pageStatement('POPULAR'),
  NEWEST: pageStatement('NEWEST'),
  STARS: pageStatement('STARS'),
} satisfies Record<MarketSortName, unknown>;

/** What the market page shows without keywords, read in one statement. */
export interface MarketPageRead {
  items: ApiEntity[];
  total: number;
  facets: MarketFacet[];
  categories: CategoryEntity[];
  /** Each item's recorded calls (when `counts` was asked). */
  callCounts: Map<number, number> | null;
  /** Each item's last-7-days figures (when `weekly` was asked). */
  weekly: Map<number, WeeklyFigures> | null;
}

export interface MarketPageQuery {
  categoryId: number | null;
  creatorId: number | null;
  sort: MarketSortName;
  offset: number;
  limit: number;
  /** Read the items' last-7-days figures too (the cards' `weekly`). */
  weekly: boolean;
  /** Read the items' call counts too (`callCount`, `hot`). */
  counts: boolean;
}

const weeklyOf = (w: { calls: number; failed: number; hist: Record<string, number> }): WeeklyFigures => {
  if (!w.calls) return { calls: 0, medianMs: null, successRate: null };
  const hist: number[] = [];
  for (const [bucket, n] of Object.entries(w.hist)) hist[Number(bucket) - 1] = n;
  for (let i = 0; i < hist.length; i++) hist[i] ??= 0;
  return { calls: w.calls, medianMs: histogramQuantile(hist, 0.5), successRate: (w.calls - w.failed) / w.calls };
};

/**
 * The market without keywords (the home page's popular cards, the market's first screen): facets, every
 * category, the page's APIs with their category and, when shown, their call count and last-7-days
 * figures — ONE prepared statement instead of the market service's facets, page, APIs, categories, call
 * counts and weekly figures (six; issue #35). The same answer as `ApiMarketService.list` with
 * `CatalogLoaders` (tested side by side in `market-page.test.ts`).
 */
export class MarketPageReads {
  constructor(private readonly sql: Sql) {}

  async page(q: MarketPageQuery, now = new Date()): Promise<MarketPageRead> {
    return this.present(q, await this.read(q, NO_FRONT, now));
  }

  /**
   * The page with the front parts `front` asks (the home first screen's notice and announcements: one
   * statement for the whole screen, front-page.service.ts) — each read even when the page itself is an
   * error (an unknown category), which `present` raises.
   */
  async withFront(q: MarketPageQuery, front: FrontAsk, now = new Date()): Promise<{ page: MarketPageRead | Error; categories: CategoryEntity[]; front: FrontParts }> {
    const rows = await this.read(q, front, now);
    let page: MarketPageRead | Error;
    try {
      page = this.present(q, rows);
    } catch (err) {
      page = err as Error;
    }
    return { page, categories: categoriesOf(rows[0]!), front: frontPartsOf(rows[0]!) };
  }

  private read(q: MarketPageQuery, front: FrontAsk, now: Date): Promise<MarketRow[]> {
    return this.sql.all(STATEMENTS[q.sort], [
      q.categoryId,
      q.creatorId,
      q.offset,
      new Date(now.getTime() - WEEK_MS),
      q.limit,
      q.weekly,
      q.counts,
      ...frontParams(front),
    ]);
  }

  private present(q: MarketPageQuery, rows: MarketRow[]): MarketPageRead {
    // The head is on the first row (there is always one): the JSON parsed once, not once per item.
    const head = rows[0]!;
    const categories = categoriesOf(head);
    // A category id from a shared URL that no longer exists is a clear error, not an empty page.
    if (q.categoryId !== null && !categories.some((c) => c.id === q.categoryId)) {
      throw badInput(`未知的分类：${q.categoryId}`, `Unknown category: ${q.categoryId}`);
    }
    const facets = head.facets ?? [];
    const total =
      q.categoryId === null ? facets.reduce((s, f) => s + f.count, 0) : (facets.find((f) => f.categoryId === q.categoryId)?.count ?? 0);
    const items: ApiEntity[] = [];
    const callCounts = q.counts ? new Map<number, number>() : null;
    const weekly = q.weekly ? new Map<number, WeeklyFigures>() : null;
    for (const r of rows) {
      if (r.id === null) continue;
      items.push(apiEntityOf(r));
      if (callCounts) callCounts.set(r.id, r.call_count ?? 0);
      if (weekly) weekly.set(r.id, weeklyOf(r.weekly ?? { calls: 0, failed: 0, hist: {} }));
    }
    return { items, total, facets, categories, callCounts, weekly };
  }
}
