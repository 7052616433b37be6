import { listedApi } from '../../db/sql.js';
import type { DataSource } from 'typeorm';

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

/** Platform statistics: call figures from the per-API counters (one row per API, whatever the history). */
export class StatisticsService {
  constructor(private readonly ds: DataSource) {}

  async apiStatistics(): Promise<ApiStatistics> {
    const [row]: Array<{ total: string; success: string; developers: number; apis: number }> = await this.ds
      .query(`
      SELECT (SELECT coalesce(sum(calls), 0) FROM api_call_total) AS total,
             (SELECT coalesce(sum(calls - failed), 0) FROM api_call_total) AS success,
             (SELECT count(*)::int FROM creator) AS developers,
             (SELECT count(*)::int FROM api WHERE ${listedApi()}) AS apis`);
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
