import type { DataSource } from 'typeorm';
import { untrackedWrite } from '../../core/request-writes.js';
import { normalize } from './search-text.js';
import { command, type Sql, sqlOn } from '../../core/sql.js';

/** Where a search came from. */
export type SearchDoor = 'rest' | 'market' | 'graphql';

interface QueryRecord {
  query: string;
  norm: string;
  results: number;
  door: SearchDoor;
  at: Date;
}
interface ClickRecord {
  norm: string;
  apiId: number;
  at: Date;
}

/** Records kept in memory at most: past it (the database away for long) new ones are dropped. */
const MAX_PENDING = 10_000;
const FLUSH_MS = 1_000;
/** Analytics cover at most 90 days: older records are deleted, once an hour. */
const KEEP_DAYS = 90;
const PRUNE_MS = 3_600_000;

const BEFORE = `now() - make_interval(days => ${KEEP_DAYS})`;
const pruneQueriesCommand = command<[]>(
  'search.prune-queries',
  `DELETE FROM search_query WHERE at < ${BEFORE}`,
);
const pruneClicksCommand = command<[]>(
  'search.prune-clicks',
  `DELETE FROM search_click WHERE at < ${BEFORE}`,
);
const recordQueriesCommand = command<
  [queries: string[], norms: string[], results: number[], doors: SearchDoor[], at: string[]]
>(
  'search.record-queries',
  `INSERT INTO search_query (query, norm, results, door, at)
   SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::timestamptz[])`,
);
// A click on an API deleted meanwhile is dropped by the join, not an error.
const recordClicksCommand = command<[norms: string[], apiIds: number[], at: string[]]>(
  'search.record-clicks',
  `INSERT INTO search_click (norm, api_id, at)
   SELECT c.norm, c.api_id, c.at FROM unnest($1::text[], $2::int[], $3::timestamptz[]) AS c(norm, api_id, at)
     JOIN api a ON a.id = c.api_id`,
);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu;
/** Text-direction controls (embeddings, overrides, isolates, marks): invisible, they only turn the text around them. */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Visitors' text as the analytics keep it: control characters as spaces, text-direction controls dropped.
 * Administrators read it in the console and may turn it into a public API request's title, where a
 * right-to-left override from a visitor would turn the text after it around.
 */
function plainQuery(query: string): string {
  return query.replace(DIRECTION_CONTROLS, '').replace(CONTROLS, ' ');
}

/** How a query is counted: trimmed, NFKC, lower case, inner spaces as one (without control characters). */
export function queryKey(query: string): string {
  return normalize(plainQuery(query)).trim().replace(/\s+/g, ' ').slice(0, 100);
}

/**
 * Search analytics (issue #28): every keyword search and every click on a result, recorded off the
 * search path — kept in memory and written once a second in one INSERT, outside any request (so they
 * neither slow a search nor count as a catalogue write).
 */
export class SearchLogService {
  private queries: QueryRecord[] = [];
  private clicks: ClickRecord[] = [];
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  dropped = 0;
  private prunedAt = 0;

  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  record(query: string, results: number, door: SearchDoor): void {
    const norm = queryKey(query);
    if (!norm) return;
    if (this.queries.length >= MAX_PENDING) {
      this.dropped++;
      return;
    }
    this.queries.push({ query: plainQuery(query).trim().slice(0, 100), norm, results, door, at: new Date() });
  }

  click(query: string, apiId: number): void {
    const norm = queryKey(query);
    if (!norm || this.clicks.length >= MAX_PENDING) return;
    this.clicks.push({ norm, apiId, at: new Date() });
  }

  /** Writes what is pending (also at shutdown); a failed write keeps the records for the next tick. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => untrackedWrite(() => this.write())).catch(() => undefined);
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (Date.now() - this.prunedAt > PRUNE_MS) {
      this.prunedAt = Date.now();
      await this.sql.run(pruneQueriesCommand, []);
      await this.sql.run(pruneClicksCommand, []);
    }
    const queries = this.queries;
    const clicks = this.clicks;
    this.queries = [];
    this.clicks = [];
    let wrote = false;
    try {
      if (queries.length) {
        await this.sql.run(recordQueriesCommand, [
          queries.map((q) => q.query),
          queries.map((q) => q.norm),
          queries.map((q) => q.results),
          queries.map((q) => q.door),
          queries.map((q) => q.at.toISOString()),
        ]);
      }
      wrote = true;
      if (clicks.length) {
        await this.sql.run(recordClicksCommand, [
          clicks.map((c) => c.norm),
          clicks.map((c) => c.apiId),
          clicks.map((c) => c.at.toISOString()),
        ]);
      }
    } catch (err) {
      if (!wrote) this.queries = [...queries, ...this.queries].slice(0, MAX_PENDING);
      this.clicks = [...clicks, ...this.clicks].slice(0, MAX_PENDING);
      throw err;
    }
  }
}
