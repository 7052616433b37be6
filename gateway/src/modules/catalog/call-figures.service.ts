import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { histogramQuantile } from '../open-call/call-history.service.js';

/** The window of the catalogue's "calls in the last 7 days" figures (popular sort, cards). */
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface WeeklyFigures {
  /** Open calls recorded in the last 7 days. */
  calls: number;
  /** Median response time of those calls in ms; null without calls. */
  medianMs: number | null;
  /** Share of those calls that succeeded, 0–1; null without calls. */
  successRate: number | null;
}

const hourRow = z.object({ api_id: z.number(), calls: z.number(), failed: z.number(), hist: z.array(z.number()) });
const weeklyStatement = statement<[apiIds: number[], since: Date], typeof hourRow>(
  'catalog.weekly-calls',
  `SELECT api_id, calls, failed, hist FROM api_call_hour
    WHERE api_id = ANY($1::int[]) AND hour >= to_timestamp(floor(extract(epoch FROM $2::timestamptz) / 3600) * 3600)`,
  hourRow,
);

/**
 * The one place that reads call counts over a recent window. They come from the per-hour roll-ups
 * (migration CallRollups), whose cost does not grow with the history: the window starts at the hour
 * that contains `since` (up to an hour more than 7 days), and the median is read from the roll-ups'
 * latency histogram (within ±12.3%).
 */
export class CallFiguresService {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  /**
   * SQL for the number of calls of the API `apiAlias.id` since the timestamptz parameter `sinceParam`,
   * to use inside a larger query (the market's "most called" order). One index range scan per API.
   */
  callsSinceSql(apiAlias: string, sinceParam: string): string {
    return `(SELECT coalesce(sum(k.calls), 0) FROM api_call_hour k WHERE k.api_id = ${apiAlias}.id
              AND k.hour >= to_timestamp(floor(extract(epoch FROM ${sinceParam}::timestamptz) / 3600) * 3600))`;
  }

  /** Last-7-days figures of many APIs in one query; APIs without calls get zero calls and null rates. */
  async weekly(apiIds: readonly number[], now = new Date()): Promise<Map<number, WeeklyFigures>> {
    const out = new Map<number, WeeklyFigures>(
      apiIds.map((id) => [id, { calls: 0, medianMs: null, successRate: null }]),
    );
    if (!apiIds.length) return out;
    const rows = await this.sql.all(weeklyStatement, [[...apiIds], new Date(now.getTime() - WEEK_MS)]);
    const sums = new Map<number, { calls: number; failed: number; hist: number[] }>();
    for (const r of rows) {
      const s = sums.get(r.api_id) ?? { calls: 0, failed: 0, hist: [] };
      s.calls += r.calls;
      s.failed += r.failed;
      r.hist.forEach((c, i) => (s.hist[i] = (s.hist[i] ?? 0) + c));
      sums.set(r.api_id, s);
    }
    for (const [id, s] of sums) {
      if (!s.calls) continue;
      out.set(id, {
        calls: s.calls,
        medianMs: histogramQuantile(s.hist, 0.5),
        successRate: (s.calls - s.failed) / s.calls,
      });
    }
    return out;
  }
}
