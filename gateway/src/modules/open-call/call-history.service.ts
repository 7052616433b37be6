import ipaddr from 'ipaddr.js';
import type { DataSource } from 'typeorm';

export interface CallLogRow {
  responseTimeMs: number;
  requestIp: string;
  success: boolean;
  status: number;
  requestedAt: Date;
}

export type StatsPeriod = 'REALTIME' | 'HOUR' | 'DAY' | 'WEEK';

/** Window and bucket width of each period the trend chart offers (实时, 1小时, 24小时, 7天). */
export const PERIODS: Record<StatsPeriod, { seconds: number; step: number }> = {
  REALTIME: { seconds: 300, step: 10 },
  HOUR: { seconds: 3600, step: 60 },
  DAY: { seconds: 86_400, step: 3600 },
  WEEK: { seconds: 604_800, step: 21_600 },
};

export interface StatsPoint {
  at: Date;
  calls: number;
  failed: number;
  avgMs: number | null;
  p95Ms: number | null;
}

export interface CallStats {
  calls: number;
  successCalls: number;
  avgMs: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  series: StatsPoint[];
}

/** Only this caller's calls: the signed-in user, else the caller's IP. */
export type Caller = { userId: number } | { ip: string };

const num = (v: unknown): number | null =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;

/** Hides the host part of an address for viewers who are not administrators. */
export function maskIp(ip: string): string {
  if (!ipaddr.isValid(ip)) return '*';
  const a = ipaddr.process(ip);
  if (a.kind() === 'ipv4') return a.toString().replace(/\.\d+$/, '.*');
  return (a as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':') + ':*';
}

/** Reads of `api_call`: the detail page's history and count, and the trend statistics. */
export class CallHistoryService {
  constructor(private readonly ds: DataSource) {}

  async log(
    apiId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: CallLogRow[]; avgMs: number; total: number }> {
    const [rows, agg] = await Promise.all([
      this.ds.query(
        `SELECT response_time_ms, request_ip, success, status, requested_at FROM api_call
         WHERE api_id = $1 ORDER BY requested_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [apiId, limit, offset],
      ) as Promise<
        Array<{
          response_time_ms: number;
          request_ip: string;
          success: boolean;
          status: number;
          requested_at: Date;
        }>
      >,
      this.ds.query(
        `SELECT count(*)::int AS n, coalesce(avg(response_time_ms), 0)::float8 AS avg FROM api_call WHERE api_id = $1`,
        [apiId],
      ) as Promise<Array<{ n: number; avg: number }>>,
    ]);
    return {
      rows: rows.map((r) => ({
        responseTimeMs: r.response_time_ms,
        requestIp: r.request_ip,
        success: r.success,
        status: r.status,
        requestedAt: r.requested_at,
      })),
      avgMs: Math.round((agg[0]?.avg ?? 0) * 10) / 10,
      total: agg[0]?.n ?? 0,
    };
  }

  async count(apiId: number): Promise<number> {
    const [r]: Array<{ n: number }> = await this.ds.query(
      `SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`,
      [apiId],
    );
    return r?.n ?? 0;
  }

  /** Totals, percentiles and a zero-filled bucketed series over the period, for everyone or one caller. */
  async stats(
    apiId: number,
    period: StatsPeriod,
    caller: Caller | null,
    now = new Date(),
  ): Promise<CallStats> {
    const { seconds, step } = PERIODS[period];
    const n = seconds / step;
    // Buckets aligned to the step so consecutive polls see the same boundaries.
    const end = new Date(Math.ceil(now.getTime() / 1000 / step) * step * 1000);
    const from = new Date(end.getTime() - seconds * 1000);
    const params: unknown[] = [apiId, from.toISOString(), end.toISOString(), step, n];
    let who = '';
    if (caller && 'userId' in caller) {
      params.push(caller.userId);
      who = 'AND user_id = $6';
    } else if (caller) {
      params.push(caller.ip);
      who = 'AND request_ip = $6 AND user_id IS NULL';
    }
    const calls = `SELECT floor(extract(epoch FROM requested_at - $2::timestamptz) / $4)::int AS i, response_time_ms, success
                   FROM api_call WHERE api_id = $1 AND requested_at >= $2 AND requested_at < $3 ${who}`;
    const [series, totals] = await Promise.all([
      this.ds.query(
        `WITH c AS (${calls})
         SELECT b.i, count(c.i)::int AS calls, (count(c.i) FILTER (WHERE NOT c.success))::int AS failed,
                avg(c.response_time_ms)::float8 AS avg_ms,
                percentile_cont(0.95) WITHIN GROUP (ORDER BY c.response_time_ms) AS p95
         FROM generate_series(0, $5 - 1) AS b(i) LEFT JOIN c ON c.i = b.i
         GROUP BY b.i ORDER BY b.i`,
        params,
      ) as Promise<
        Array<{ i: number; calls: number; failed: number; avg_ms: number | null; p95: number | null }>
      >,
      this.ds.query(
        `WITH c AS (${calls})
         SELECT count(*)::int AS calls, (count(*) FILTER (WHERE success))::int AS ok, avg(response_time_ms)::float8 AS avg_ms,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY response_time_ms) AS p50,
                percentile_cont(0.95) WITHIN GROUP (ORDER BY response_time_ms) AS p95
         FROM c WHERE $5::int > 0`,
        params,
      ) as Promise<
        Array<{ calls: number; ok: number; avg_ms: number | null; p50: number | null; p95: number | null }>
      >,
    ]);
    const t = totals[0];
    return {
      calls: t?.calls ?? 0,
      successCalls: t?.ok ?? 0,
      avgMs: num(t?.avg_ms),
      p50Ms: num(t?.p50),
      p95Ms: num(t?.p95),
      series: series.map((s) => ({
        at: new Date(from.getTime() + s.i * step * 1000),
        calls: s.calls,
        failed: s.failed,
        avgMs: num(s.avg_ms),
        p95Ms: num(s.p95),
      })),
    };
  }
}
