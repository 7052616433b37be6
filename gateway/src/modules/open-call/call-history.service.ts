import { authorize, type Actor } from '../../core/policy.js';
import { openCallPolicy } from './open-call.policy.js';
import ipaddr from 'ipaddr.js';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth-user.js';
import { notFound } from '../../core/errors.js';
import { visibleTo } from '../catalog/api-detail.service.js';

export interface CallLogRow {
  responseTimeMs: number;
  requestIp: string;
  success: boolean;
  status: number;
  requestedAt: Date;
  /** Answered by the mock (`mock_call`): listed, never counted in the totals or statistics. */
  mock: boolean;
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

export interface TopCallerRow {
  requestIp: string;
  calls: number;
  failed: number;
  lastCallAt: Date;
}

/** Distinct addresses read per top-callers answer (the busiest first), before masking merges them. */
const TOP_CALLER_ADDRESSES = 1000;

/** Only this caller's calls: the signed-in user, else the caller's IP. */
export type Caller = { userId: number } | { ip: string };

/** Milliseconds to two decimals (response times are recorded to the microsecond). */
const num = (v: unknown): number | null =>
  v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100;

/**
 * The roll-ups' latency histogram (migration CallRollups): 72 buckets, bucket k holding times in
 * [16 µs·2^(k/3), 16 µs·2^((k+1)/3)). A percentile read from it is the bucket's geometric middle:
 * within ±12.3% of the exact value.
 */
export const HISTOGRAM_PRECISION = 0.123;
const bucketMiddleMs = (k: number) => 0.016 * 2 ** ((k + 0.5) / 3);

/** The q-quantile (0..1) of a histogram, null when it is empty. */
export function histogramQuantile(hist: readonly number[], q: number): number | null {
  const total = hist.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let k = 0; k < hist.length; k++) {
    seen += hist[k]!;
    if (seen >= rank) return bucketMiddleMs(k);
  }
  return bucketMiddleMs(hist.length - 1);
}

const addHist = (a: number[], b: readonly number[]) => {
  for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) + b[i]!;
  return a;
};

interface RollupRow {
  at: Date;
  calls: number;
  failed: number;
  sum_ms: number;
  hist: number[];
}

/** Hides the host part of an address for viewers who are not administrators. */
export function maskIp(ip: string): string {
  if (!ipaddr.isValid(ip)) return '*';
  const a = ipaddr.process(ip);
  if (a.kind() === 'ipv4') return a.toString().replace(/\.\d+$/, '.*');
  return (a as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':') + ':*';
}

/** What the visibility rule needs to know of an API (null: no such API). */
export type FindApi = (apiId: number) => Promise<{ visibility: string; creatorId: number | null; status: number } | null>;

/**
 * Reads of the open-call history. Counts and averages come from the per-API counters, the trend and
 * percentiles of 1 h / 24 h / 7 d from the per-minute and per-hour roll-ups (and so cost the same
 * whatever the history holds); the list reads the newest raw rows through (api_id, requested_at)
 * index; the 5-minute view and "mine" (one caller's calls) read the raw rows of their period.
 */
export class CallHistoryService {
  constructor(
    private readonly ds: DataSource,
    private readonly findApi: FindApi,
  ) {}

  /** Every read is for a viewer: a private API's history is 404 to anyone but its creator and admins. */
  private async mustSee(apiId: number, viewer: AuthUser | null): Promise<void> {
    const api = await this.findApi(apiId);
    if (!api || !visibleTo(viewer, api)) throw notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
  }

  /** The API's creator or an administrator; anyone else finds no such API (as the creator's own list). */
  async mustOwn(apiId: number, viewer: Actor): Promise<void> {
    const api = await this.findApi(apiId);
    if (!api) throw notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
    authorize(viewer, openCallPolicy.readOperations, api);
  }

  /**
   * Who called the API most over a period (its creator and administrators): addresses masked as on
   * the public history, so callers of one network count together; busiest first.
   */
  async topCallers(
    apiId: number,
    viewer: Actor,
    period: StatsPeriod,
    limit: number,
    now = new Date(),
  ): Promise<TopCallerRow[]> {
    await this.mustOwn(apiId, viewer);
    const from = new Date(now.getTime() - PERIODS[period].seconds * 1000);
    const rows: Array<{ ip: string; calls: number; failed: number; last: Date }> = await this.ds.query(
      `SELECT request_ip AS ip, count(*)::int AS calls, (count(*) FILTER (WHERE NOT success))::int AS failed,
              max(requested_at) AS last
         FROM api_call WHERE api_id = $1 AND requested_at >= $2 AND requested_at <= $3
        GROUP BY request_ip ORDER BY calls DESC, ip LIMIT $4`,
      [apiId, from.toISOString(), now.toISOString(), TOP_CALLER_ADDRESSES],
    );
    const merged = new Map<string, TopCallerRow>();
    for (const r of rows) {
      const key = maskIp(r.ip);
      const m = merged.get(key);
      const last = new Date(r.last);
      if (!m) merged.set(key, { requestIp: key, calls: r.calls, failed: r.failed, lastCallAt: last });
      else {
        m.calls += r.calls;
        m.failed += r.failed;
        if (last > m.lastCallAt) m.lastCallAt = last;
      }
    }
    return [...merged.values()]
      .sort((a, b) => b.calls - a.calls || a.requestIp.localeCompare(b.requestIp))
      .slice(0, limit);
  }

  private async totals(apiId: number): Promise<{ calls: number; avgMs: number }> {
    const [t]: Array<{ calls: string; sum_ms: number }> = await this.ds.query(
      `SELECT calls, sum_ms FROM api_call_total WHERE api_id = $1`,
      [apiId],
    );
    const calls = Number(t?.calls ?? 0);
    return { calls, avgMs: calls ? Math.round((t!.sum_ms / calls) * 100) / 100 : 0 };
  }

  /**
   * Newest first. `total` and `avgMs` cover every call ever recorded; the rows themselves are kept
   * for the retention window (CALL_RETENTION_DAYS), so pages past it are empty. The mock's calls
   * (`mock_call`) are listed among them, marked `mock`, and counted in neither `total` nor `avgMs`.
   */
  async log(
    apiId: number,
    viewer: AuthUser | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: CallLogRow[]; avgMs: number; total: number }> {
    await this.mustSee(apiId, viewer);
    // Callers' addresses are personal data: only administrators see them whole.
    const wholeIp = viewer?.role === 'ADMIN';
    const [rows, totals] = await Promise.all([
      this.ds.query(
        `(SELECT response_time_ms, request_ip, success, status, requested_at, id, false AS mock FROM api_call
           WHERE api_id = $1 ORDER BY requested_at DESC, id DESC LIMIT $2::int + $3::int)
         UNION ALL
         (SELECT response_time_ms, request_ip, success, status, requested_at, id, true AS mock FROM mock_call
           WHERE api_id = $1 ORDER BY requested_at DESC, id DESC LIMIT $2::int + $3::int)
         ORDER BY requested_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [apiId, limit, offset],
      ) as Promise<
        Array<{
          response_time_ms: number;
          request_ip: string;
          success: boolean;
          status: number;
          requested_at: Date;
          mock: boolean;
        }>
      >,
      this.totals(apiId),
    ]);
    return {
      rows: rows.map((r) => ({
        responseTimeMs: r.response_time_ms,
        requestIp: wholeIp ? r.request_ip : maskIp(r.request_ip),
        success: r.success,
        status: r.status,
        requestedAt: r.requested_at,
        mock: r.mock,
      })),
      avgMs: totals.avgMs,
      total: totals.calls,
    };
  }

  /** Every call ever recorded for the API (an exact counter, not a scan). */
  async count(apiId: number, viewer: AuthUser | null): Promise<number> {
    await this.mustSee(apiId, viewer);
    return (await this.totals(apiId)).calls;
  }

  /** The trend for everyone and for the viewer's own calls (`me`: the signed-in user, else the IP). */
  async platformAndMine(
    apiId: number,
    viewer: AuthUser | null,
    period: StatsPeriod,
    me: Caller,
    now = new Date(),
  ): Promise<{ platform: CallStats; mine: CallStats }> {
    await this.mustSee(apiId, viewer);
    const [platform, mine] = await Promise.all([this.stats(apiId, period, null, now), this.stats(apiId, period, me, now)]);
    return { platform, mine };
  }

  /** Totals, percentiles and a zero-filled bucketed series over the period, for everyone or one caller. */
  private async stats(
    apiId: number,
    period: StatsPeriod,
    caller: Caller | null,
    now = new Date(),
  ): Promise<CallStats> {
    const { seconds, step } = PERIODS[period];
    // Buckets aligned to the step so consecutive polls see the same boundaries.
    const end = new Date(Math.ceil(now.getTime() / 1000 / step) * step * 1000);
    const from = new Date(end.getTime() - seconds * 1000);
    if (caller === null && period !== 'REALTIME') return this.fromRollups(apiId, period, from, end);
    return this.fromRows(apiId, period, caller, from, end);
  }

  /** Everyone's calls over 1 h (per-minute roll-ups), 24 h or 7 d (per-hour roll-ups). */
  private async fromRollups(apiId: number, period: StatsPeriod, from: Date, end: Date): Promise<CallStats> {
    const { seconds, step } = PERIODS[period];
    const [table, column] = period === 'HOUR' ? ['api_call_minute', 'minute'] : ['api_call_hour', 'hour'];
    const rows: RollupRow[] = await this.ds.query(
      `SELECT ${column} AS at, calls, failed, sum_ms, hist FROM ${table}
       WHERE api_id = $1 AND ${column} >= $2 AND ${column} < $3`,
      [apiId, from.toISOString(), end.toISOString()],
    );
    const n = seconds / step;
    const buckets = Array.from({ length: n }, () => ({ calls: 0, failed: 0, sum: 0, hist: [] as number[] }));
    const all = { calls: 0, failed: 0, sum: 0, hist: [] as number[] };
    for (const r of rows) {
      const i = Math.floor((new Date(r.at).getTime() - from.getTime()) / 1000 / step);
      for (const b of [buckets[i], all]) {
        if (!b) continue;
        b.calls += r.calls;
        b.failed += r.failed;
        b.sum += r.sum_ms;
        addHist(b.hist, r.hist);
      }
    }
    return {
      calls: all.calls,
      successCalls: all.calls - all.failed,
      avgMs: all.calls ? num(all.sum / all.calls) : null,
      p50Ms: num(histogramQuantile(all.hist, 0.5)),
      p95Ms: num(histogramQuantile(all.hist, 0.95)),
      series: buckets.map((b, i) => ({
        at: new Date(from.getTime() + i * step * 1000),
        calls: b.calls,
        failed: b.failed,
        avgMs: b.calls ? num(b.sum / b.calls) : null,
        p95Ms: num(histogramQuantile(b.hist, 0.95)),
      })),
    };
  }

  /** The raw rows of the period: the last 5 minutes (10 s buckets), or one caller's own calls. */
  private async fromRows(
    apiId: number,
    period: StatsPeriod,
    caller: Caller | null,
    from: Date,
    end: Date,
  ): Promise<CallStats> {
    const { seconds, step } = PERIODS[period];
    const n = seconds / step;
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
