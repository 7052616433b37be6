import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { listedApi, onMarket } from '../../db/sql.js';
import { type SearchDoc, type SearchHit, SearchIndex, type Suggestion } from './search-index.js';
import { CURATED_SYNONYMS } from './search-synonyms.data.js';
import { indexWords, latinForms, normalize, tokens } from './search-text.js';

export type { Suggestion } from './search-index.js';

/**
 * The catalogue's version as the read cache knows it (`epoch:catalog generation`): it moves with every
 * write on any gateway (in Redis with REDIS_URL), before the write is acknowledged. null when it cannot
 * be known (Redis away).
 */
export type CatalogVersion = () => Promise<string | null>;

/** Popularity (7-day calls) only orders ties: read again at most this often. */
const POPULARITY_MS = 60_000;
/** Without a known catalogue version, the index is checked against the database at most this often. */
const UNKNOWN_VERSION_MS = 500;
const LOAD_BATCH = 2_000;

const docRow = z.object({
  id: z.number(),
  name: z.string(),
  name_en: z.string(),
  category: z.string(),
  description: z.string(),
  params: z.string(),
  creator: z.string(),
  category_id: z.number().nullable(),
  category_name: z.string(),
  category_name_en: z.string(),
  creator_id: z.number().nullable(),
  /** bigint: pg returns it as a string. */
  updated_ms: z.string(),
});
type DocRow = z.infer<typeof docRow>;
const idRow = z.object({ id: z.number() });
const onMarketStatement = statement<[ids: number[]], typeof idRow>(
  'search.on-market',
  `SELECT a.id FROM api a WHERE a.id = ANY($1::int[]) AND ${onMarket('a')}`,
  idRow,
);
const synonymRow = z.object({ terms: z.array(z.string()) });
const synonymsStatement = statement<[], typeof synonymRow>(
  'search.synonym-groups',
  `SELECT terms FROM search_synonym ORDER BY id`,
  synonymRow,
);
const versionRow = z.object({ id: z.number(), v: z.string() });
const versionsStatement = statement<[], typeof versionRow>(
  'search.row-versions',
  `SELECT a.id, concat_ws(':', a.xmin, c.xmin, cr.xmin,
          (SELECT string_agg(p.xmin::text, ',' ORDER BY p.id) FROM api_param p WHERE p.api_id = a.id),
          (SELECT string_agg(t.id || '.' || t.xmin, ',' ORDER BY t.id)
             FROM api_tag at JOIN tag t ON t.id = at.tag_id WHERE at.api_id = a.id)) AS v
     FROM api a LEFT JOIN category c ON c.id = a.category_id LEFT JOIN creator cr ON cr.id = a.creator_id
    WHERE ${listedApi('a')}`,
  versionRow,
);
const docsStatement = statement<[ids: number[]], typeof docRow>(
  'search.docs',
  `SELECT a.id, a.name, a.name_en, a.category_id, a.creator_id,
          (extract(epoch FROM a.updated_at) * 1000)::bigint AS updated_ms,
          concat_ws(E'\\n', a.description, a.description_en, a.note, a.note_en) AS description,
          coalesce(c.name, '') AS category_name, coalesce(c.name_en, '') AS category_name_en,
          concat_ws(E'\\n', c.name, c.name_en,
            (SELECT string_agg(t.name || ' ' || t.name_en, E'\\n') FROM api_tag at JOIN tag t ON t.id = at.tag_id
              WHERE at.api_id = a.id)) AS category,
          coalesce((SELECT string_agg(p.name, ' ') FROM api_param p WHERE p.api_id = a.id), '') AS params,
          concat_ws(E'\\n', cr.name, cr.name_en, a.provider) AS creator
     FROM api a LEFT JOIN category c ON c.id = a.category_id LEFT JOIN creator cr ON cr.id = a.creator_id
    WHERE a.id = ANY($1::int[]) AND ${listedApi('a')}`,
  docRow,
);
const popularityRow = z.object({ api_id: z.number(), n: z.number() });
const popularityStatement = statement<[], typeof popularityRow>(
  'search.popularity',
  `SELECT api_id, sum(calls)::int AS n FROM api_call_hour WHERE hour >= now() - interval '7 days' GROUP BY api_id`,
  popularityRow,
);

/**
 * Relevance search over the public catalogue (issue #28), from an index in this process's memory.
 *
 * Fresh on every gateway: before a search, the catalogue's write generation is read (what the read cache
 * reads anyway: a counter here, one Redis GET with REDIS_URL). When it moved — a publish, an edit, an
 * unpublish, a synonym added, on this gateway or another — the index is brought up to date first: each
 * listed API's row versions (PostgreSQL `xmin` of the API, its category, creator, parameters and tags)
 * are compared with the ones indexed, and only the APIs that changed are read and indexed again. So a
 * search never answers from an index older than a write acknowledged before it.
 */
export class SearchService {
  private readonly index = new SearchIndex();
  private readonly versions = new Map<number, string>();
  private readonly creatorOf = new Map<number, number | null>();
  /** The catalogue version the index was built at; undefined before the first build. */
  private builtAt: string | null | undefined;
  private checkedAt = 0;
  private popularityAt = 0;
  private refreshing: Promise<void> | null = null;
  private groups: readonly (readonly string[])[] = CURATED_SYNONYMS;

  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly catalogVersion: CatalogVersion,
  ) {
    this.sql = sqlOn(ds);
  }

  /** Ranked ids of the listed APIs the query finds (all of them; the caller pages). */
  async search(query: string, categoryId: number | null = null): Promise<number[]> {
    const index = await this.fresh();
    return index.search(query, categoryId).map((h: SearchHit) => h.id);
  }

  /** The creator of an indexed API (the market's creator filter). */
  creatorOfApi(id: number): number | null {
    return this.creatorOf.get(id) ?? null;
  }

  /** The category of an indexed API (the market's facets). */
  async categoryOf(ids: readonly number[]): Promise<Map<number, number | null>> {
    const index = await this.fresh();
    return new Map(ids.map((id) => [id, index.doc(id)?.categoryId ?? null]));
  }

  /** Names and categories for what has been typed; an API taken offline (已下架) is not suggested. */
  async suggest(query: string, limit: number): Promise<Suggestion[]> {
    const index = await this.fresh();
    const found = index.suggest(query, limit * 2);
    const ids = found.flatMap((s) => (s.kind === 'api' && s.apiId !== null ? [s.apiId] : []));
    const offered = ids.length ? await this.sql.all(onMarketStatement, [ids]) : [];
    const onSale = new Set(offered.map((r) => r.id));
    return found.filter((s) => s.kind !== 'api' || (s.apiId !== null && onSale.has(s.apiId))).slice(0, limit);
  }

  /**
   * The words search reads in a text, in order (hanzi cut by jieba in search mode, so words inside
   * compounds come too; Latin words and their plural-less stems), normalised: for other features'
   * sentence matching (the assistant) to read texts the way search does.
   */
  words(text: string): string[] {
    const out: string[] = [];
    for (const t of tokens(normalize(text)))
      out.push(...(t.kind === 'han' ? indexWords(t.text) : latinForms(t.text)));
    return out;
  }

  /** The synonym groups search applies (the curated ones and the administrators'), fresh as a search. */
  async synonymGroups(): Promise<readonly (readonly string[])[]> {
    await this.fresh();
    return this.groups;
  }

  /** Builds the index now (at start, so the first visitor does not wait for it). */
  async warm(): Promise<void> {
    await this.fresh();
  }

  private async fresh(): Promise<SearchIndex> {
    const version = await this.catalogVersion();
    const now = Date.now();
    const current =
      this.builtAt !== undefined &&
      (version !== null ? version === this.builtAt : now - this.checkedAt < UNKNOWN_VERSION_MS);
    if (!current) await this.refresh(version);
    if (now - this.popularityAt > POPULARITY_MS) {
      this.popularityAt = now;
      void this.readPopularity().catch(() => {
        this.popularityAt = 0;
      });
    }
    return this.index;
  }

  /** One refresh at a time; a caller that waited checks again whether the one that ran was enough. */
  private async refresh(version: string | null): Promise<void> {
    while (this.refreshing) await this.refreshing;
    if (version !== null && version === this.builtAt) return;
    this.refreshing = this.sync(version).finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  private async sync(version: string | null): Promise<void> {
    this.checkedAt = Date.now();
    const synonyms = await this.sql.all(synonymsStatement, []);
    this.groups = [...CURATED_SYNONYMS, ...synonyms.map((s) => s.terms)];
    this.index.setSynonyms(this.groups);
    const rows = await this.sql.all(versionsStatement, []);
    const seen = new Set<number>();
    const changed: number[] = [];
    for (const r of rows) {
      seen.add(r.id);
      if (this.versions.get(r.id) !== r.v) changed.push(r.id);
    }
    for (const id of this.index.ids()) {
      if (!seen.has(id)) {
        this.index.remove(id);
        this.versions.delete(id);
        this.creatorOf.delete(id);
      }
    }
    const versionOf = new Map(rows.map((r) => [r.id, r.v]));
    for (let i = 0; i < changed.length; i += LOAD_BATCH) {
      const batch = changed.slice(i, i + LOAD_BATCH);
      for (const row of await this.load(batch)) {
        this.index.add(toDoc(row, this.index.doc(row.id)?.popularity ?? 0));
        this.versions.set(row.id, versionOf.get(row.id)!);
        this.creatorOf.set(row.id, row.creator_id);
      }
    }
    this.builtAt = version;
  }

  private load(ids: number[]): Promise<DocRow[]> {
    return this.sql.all(docsStatement, [ids]);
  }

  private async readPopularity(): Promise<void> {
    const rows = await this.sql.all(popularityStatement, []);
    const calls = new Map(rows.map((r) => [r.api_id, r.n]));
    for (const id of this.index.ids()) this.index.setPopularity(id, calls.get(id) ?? 0);
  }
}

function toDoc(row: DocRow, popularity: number): SearchDoc {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    category: row.category,
    description: row.description,
    params: row.params,
    creator: row.creator,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryNameEn: row.category_name_en,
    popularity,
    updatedAt: Number(row.updated_ms),
  };
}
