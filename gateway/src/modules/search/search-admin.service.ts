import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { authorize, type Actor } from '../../core/policy.js';
import { searchPolicy } from './search.policy.js';
import { badInput, type Lang, notFound } from '../../core/errors.js';
import { hasNameControls } from '../../core/text.js';
import type { TenderService } from '../tender/tender.service.js';
import { queryKey } from './search-log.service.js';
import { CURATED_SYNONYMS } from './search-synonyms.data.js';
import { canonical } from './search-index.js';
import { declaredWrite } from '../../core/request-writes.js';
import { searchCache } from './search.cache.js';

export interface SynonymGroupView {
  /** null: a curated group (committed, not removable in the console). */
  id: number | null;
  terms: string[];
  createdAt: Date | null;
}

export interface QueryFigure {
  query: string;
  searches: number;
  /** Results of the latest search of it. */
  results: number;
  clicks: number;
  /** Clicks per search, 0–1. */
  clickThrough: number;
  lastAt: Date;
  /** The API request (需求) a zero-result query was turned into. */
  tenderRequestId: number | null;
}

export interface SearchAnalyticsView {
  days: number;
  searches: number;
  zeroResultSearches: number;
  clicks: number;
  topQueries: QueryFigure[];
  zeroResultQueries: QueryFigure[];
}

const MAX_TERM = 40;

const synonymRow = z.object({ id: z.number(), terms: z.array(z.string()), created_at: z.date() });
const synonymsStatement = statement<[], typeof synonymRow>(
  'search.synonyms',
  `SELECT id, terms, created_at FROM search_synonym ORDER BY id DESC`,
  synonymRow,
);
const addedRow = z.object({ id: z.number(), created_at: z.date() });
const addSynonymsCommand = command<[terms: string[], by: number], typeof addedRow>(
  'search.add-synonyms',
  `INSERT INTO search_synonym (terms, created_by) VALUES ($1::text[], $2) RETURNING id, created_at`,
  addedRow,
);
const removeSynonymsCommand = command<[id: number]>(
  'search.remove-synonyms',
  `DELETE FROM search_synonym WHERE id = $1`,
);
const SINCE = `now() - make_interval(days => $1)`;
const totalsRow = z.object({ searches: z.number(), zero: z.number(), clicks: z.number() });
const totalsStatement = statement<[days: number], typeof totalsRow>(
  'search.analytics-totals',
  `SELECT (SELECT count(*)::int FROM search_query WHERE at >= ${SINCE}) AS searches,
          (SELECT count(*)::int FROM search_query WHERE at >= ${SINCE} AND results = 0) AS zero,
          (SELECT count(*)::int FROM search_click WHERE at >= ${SINCE}) AS clicks`,
  totalsRow,
);
const figureRow = z.object({
  norm: z.string(),
  searches: z.number(),
  last_at: z.date(),
  results: z.number(),
  clicks: z.number(),
  tender_id: z.number().nullable(),
});
const figuresStatement = (zeroOnly: boolean) =>
  statement<[days: number], typeof figureRow>(
    zeroOnly ? 'search.analytics-zero-queries' : 'search.analytics-top-queries',
    `WITH q AS (
       SELECT norm, count(*)::int AS searches, max(at) AS last_at,
              (array_agg(results ORDER BY at DESC))[1] AS results
         FROM search_query WHERE at >= ${SINCE} GROUP BY norm)
     SELECT q.*, coalesce(c.n, 0)::int AS clicks, g.tender_id
       FROM q
       LEFT JOIN (SELECT norm, count(*) AS n FROM search_click WHERE at >= ${SINCE} GROUP BY norm) c ON c.norm = q.norm
       LEFT JOIN search_gap_request g ON g.norm = q.norm
      ${zeroOnly ? 'WHERE q.results = 0' : ''}
      ORDER BY q.searches DESC, q.last_at DESC LIMIT 20`,
    figureRow,
  );
const topQueriesStatement = figuresStatement(false);
const zeroQueriesStatement = figuresStatement(true);
const seenRow = z.object({ n: z.number(), tender_id: z.number().nullable() });
const seenStatement = statement<[norm: string], typeof seenRow>(
  'search.zero-result-seen',
  `SELECT count(*)::int AS n, (SELECT tender_id FROM search_gap_request WHERE norm = $1) AS tender_id
     FROM search_query WHERE norm = $1 AND results = 0`,
  seenRow,
);
/** One turn of a query into an API request at a time (per query), until its transaction ends. */
const gapLockStatement = statement<[norm: string], z.ZodObject<{ locked: z.ZodNumber }>>(
  'search.gap-lock',
  `SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('search_gap_request'), hashtext($1))`,
  z.object({ locked: z.number() }),
);
const gapRequestCommand = command<[norm: string, tenderId: number]>(
  'search.gap-request',
  `INSERT INTO search_gap_request (norm, tender_id) VALUES ($1, $2) ON CONFLICT (norm) DO NOTHING`,
);

/**
 * The console's side of search: synonym groups administrators add (they act at once on every
 * gateway: the write moves the catalogue's generation, and each gateway's index reloads them before
 * its next search), and the analytics of what visitors search for.
 */
export class SearchAdminService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly tender: TenderService,
  ) {
    this.sql = sqlOn(ds);
  }

  async synonyms(actor: Actor): Promise<SynonymGroupView[]> {
    authorize(actor, searchPolicy.manageSynonyms);
    const rows = await this.sql.all(synonymsStatement, []);
    return [
      ...rows.map((r) => ({ id: r.id, terms: r.terms, createdAt: r.created_at })),
      ...CURATED_SYNONYMS.map((terms) => ({ id: null, terms: [...terms], createdAt: null })),
    ];
  }

  async addSynonyms(actor: Actor, terms: readonly string[]): Promise<SynonymGroupView> {
    const admin = authorize(actor, searchPolicy.manageSynonyms);
    const clean = [...new Set(terms.map((t) => t.trim().replace(/\s+/g, ' ')).filter(Boolean))];
    if (clean.length < 2 || clean.length > 20) {
      throw badInput('同义词组需要 2 到 20 个不同的词', 'A synonym group needs 2 to 20 different terms');
    }
    for (const t of clean) {
      // Listed in the console as typed: no control or text-direction character (core/text.ts).
      if (hasNameControls(t)) {
        throw badInput('同义词不能包含控制字符、换行或文字方向控制符', 'A synonym cannot contain control characters, line breaks or text direction controls');
      }
      if ([...t].length > MAX_TERM || !canonical(t)) {
        throw badInput(
          `同义词须为 1–${MAX_TERM} 个字符的文字或字母：${t.slice(0, 20)}`,
          `Each term must be 1–${MAX_TERM} characters of words or letters: ${t.slice(0, 20)}`,
        );
      }
    }
    const row = (await declaredWrite(searchCache.writes.synonyms(), () => this.sql.run(addSynonymsCommand, [clean, admin.id]))).rows[0]!;
    return { id: row.id, terms: clean, createdAt: row.created_at };
  }

  async removeSynonyms(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, searchPolicy.manageSynonyms);
    const { count } = await declaredWrite(searchCache.writes.synonyms(), () => this.sql.run(removeSynonymsCommand, [id]));
    if (!count) throw notFound('同义词组不存在', 'Synonym group not found');
    return true;
  }

  async analytics(actor: Actor, days: number): Promise<SearchAnalyticsView> {
    authorize(actor, searchPolicy.readAnalytics);
    const totals = (await this.sql.first(totalsStatement, [days]))!;
    const present = (r: z.infer<typeof figureRow>): QueryFigure => ({
      query: r.norm,
      searches: r.searches,
      results: r.results,
      clicks: r.clicks,
      clickThrough: r.searches ? Math.min(1, r.clicks / r.searches) : 0,
      lastAt: r.last_at,
      tenderRequestId: r.tender_id,
    });
    const [top, zero] = await Promise.all([
      this.sql.all(topQueriesStatement, [days]),
      this.sql.all(zeroQueriesStatement, [days]),
    ]);
    return {
      days,
      searches: totals.searches,
      zeroResultSearches: totals.zero,
      clicks: totals.clicks,
      topQueries: top.map(present),
      zeroResultQueries: zero.map(present),
    };
  }

  /**
   * One click in the console: a query visitors searched for without a result becomes an API request
   * (需求) in the tender list, so the market can ask creators for it. Once per query.
   */
  async turnIntoRequest(actor: Actor, query: string, caller: { ip: string; lang: Lang }): Promise<number> {
    const user = authorize(actor, searchPolicy.turnIntoRequest);
    const norm = queryKey(query);
    if (!norm) throw notFound('没有这条无结果搜索', 'No zero-result search with this query');
    const effects: Array<() => unknown> = [];
    // The request and its link in one transaction, one turn of a query at a time: two clicks at once (a
    // double click, two administrators) made two requests for one query, the second one linked to nothing.
    // Both writes touch no cached answer (search.cache.ts, tender.cache.ts).
    const id = await declaredWrite(searchCache.writes.gapRequest(), () =>
      this.ds.transaction(async (em) => {
        await this.sql.first(gapLockStatement, [norm], em);
        const seen = (await this.sql.first(seenStatement, [norm], em))!;
        if (!seen.n) throw notFound('没有这条无结果搜索', 'No zero-result search with this query');
        if (seen.tender_id !== null) return seen.tender_id;
        const title = [...norm].length >= 2 ? [...norm].slice(0, 80).join('') : `搜索：${norm}`;
        const request = await this.tender.submit(
          {
            title,
            description:
              `访客在 API 市场搜索「${norm}」${seen.n} 次都没有找到接口。Visitors searched the market for “${norm}” ${seen.n} times without a result.`.slice(
                0,
                2000,
              ),
          },
          { ...caller, user },
          { em, afterCommit: (effect) => void effects.push(effect) },
        );
        await this.sql.run(gapRequestCommand, [norm, request.id], em);
        return request.id;
      }),
    );
    for (const effect of effects) await effect();
    return id;
  }
}
