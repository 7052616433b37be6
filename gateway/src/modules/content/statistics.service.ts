import { listedApi } from '../../db/sql.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement } from '../../core/sql.js';

export interface ApiStatistics {
  totalCalls: number;
  successCalls: number;
  /** Percent of successful calls with two decimals; null while no call has been recorded. */
  availability: number | null;
  /** Creators on the platform. */
  developers: number;
  /** Public APIs (status ≥ 0). */
  apis: number;
}

/** Sums arrive as numeric text (bigint/numeric), counts cast to int. */
const statisticsRow = z.object({
  total: z.string(),
  success: z.string(),
  developers: z.number(),
  apis: z.number(),
});
const statisticsStatement = statement<[], typeof statisticsRow>(
  'content.api-statistics',
  `SELECT (SELECT coalesce(sum(calls), 0) FROM api_call_total) AS total,
          (SELECT coalesce(sum(calls - failed), 0) FROM api_call_total) AS success,
          (SELECT count(*)::int FROM creator) AS developers,
          (SELECT count(*)::int FROM api WHERE ${listedApi()}) AS apis`,
  statisticsRow,
);

/** Platform statistics: call figures from the per-API counters (one row per API, whatever the history). */
export class StatisticsService {
  private readonly sql: Sql;

  constructor(ds: DataSource) {
    this.sql = sqlOn(ds);
  }

  async apiStatistics(): Promise<ApiStatistics> {
    const row = (await this.sql.first(statisticsStatement, []))!;
    const totalCalls = Number(row.total);
    const successCalls = Number(row.success);
    return {
      totalCalls,
      successCalls,
      availability: totalCalls ? Math.round((successCalls / totalCalls) * 10000) / 100 : null,
      developers: row.developers,
      apis: row.apis,
    };
  }
}
