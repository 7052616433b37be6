import { authorize, type Actor } from '../../core/policy.js';
import { openCallPolicy } from './open-call.policy.js';
import ipaddr from 'ipaddr.js';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Sql, sqlOn, statement, type Statement } from '../../core/sql.js';
import type { AuthUser } from '../../core/auth-user.js';
import { badInput, notFound } from '../../core/errors.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import { callLogDbRow, type CallLogDbRow, DEEP_OFFSET, readLogPage } from './call-log-seek.js';

/** The mock's calls listed beside the first page of the history (they are never paged). */
export const MOCK_LISTED = 20;

export interface CallLogRow {
  responseTimeMs: number;
  requestIp: string;
  success: boolean;
  status: number;
  requestedAt: Date;
  /** The API version that served it (issue #30); v1 for calls recorded before versions. */
  version: string;
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

const rollupRow = z.object({
  at: z.date(),
  calls: z.number(),
  failed: z.number(),
  sum_ms: z.number(),
  /** Absent from one caller's roll-ups: their percentiles are null. */
  hist: z.array(z.number()).optional(),
});
type Range = [from: string, end: string];
// The open-call reads were never prepared statements: they stay unnamed (`prepare: false`), planned per call.
const unnamed = { prepare: false };
/** The roll-up rows of a period: one caller's, one version's, or everyone's at the period's grain. */
const ROLLUPS = {
  caller: statement<[apiId: number, caller: string, grain: number, ...Range, version: string | null], typeof rollupRow>(
    'call-history.rollups-caller',
    `SELECT at, calls, failed, sum_ms FROM api_call_caller
      WHERE api_id = $1 AND caller = $2 AND grain = $3 AND at >= $4 AND at < $5 AND ($6::text IS NULL OR version = $6)`,
    rollupRow,
    unnamed,
  ),
  version: statement<[apiId: number, version: string, grain: number, ...Range], typeof rollupRow>(
    'call-history.rollups-version',
    `SELECT at, calls, failed, sum_ms, hist FROM api_call_version
      WHERE api_id = $1 AND version = $2 AND grain = $3 AND at >= $4 AND at < $5`,
    rollupRow,
    unnamed,
  ),
  ...Object.fromEntries(
    (
      [
        ['REALTIME', 'api_call_tick', 'at'],
        ['HOUR', 'api_call_minute', 'minute'],
        ['DAY', 'api_call_hour', 'hour'],
      ] as const
    ).map(([period, table, column]) => [
      period,
      statement<[apiId: number, ...Range], typeof rollupRow>(
        `call-history.rollups-${table}`,
        `SELECT ${column} AS at, calls, failed, sum_ms, hist FROM ${table}
          WHERE api_id = $1 AND ${column} >= $2 AND ${column} < $3`,
        rollupRow,
        unnamed,
      ),
    ]),
  ) as Record<'REALTIME' | 'HOUR' | 'DAY', Statement<[apiId: number, ...Range], z.infer<typeof rollupRow>>>,
};
const netRow = z.object({ net: z.string(), calls: z.number(), failed: z.number(), last: z.date() });
const topNets = statement<[apiId: number, grain: number, from: string, to: string, limit: number], typeof netRow>(
  'call-history.top-nets',
  `SELECT net, sum(calls)::int AS calls, sum(failed)::int AS failed, max(last_at) AS last
     FROM api_call_net WHERE api_id = $1 AND grain = $2 AND at >= $3 AND at <= $4
    GROUP BY net ORDER BY calls DESC, net LIMIT $5`,
  netRow,
  unnamed,
);
const versionTotalsRow = z.object({ calls: z.number(), avg_ms: z.number().nullable() });
const versionTotalsStatement = statement<[apiId: number, version: string, days: number], typeof versionTotalsRow>(
  'call-history.version-totals',
  `SELECT count(*)::int AS calls, avg(response_time_ms) AS avg_ms FROM api_call
    WHERE api_id = $1 AND coalesce(version, 'v1') = $2 AND requested_at >= now() - make_interval(days => $3)`,
  versionTotalsRow,
  unnamed,
);
const totalsRow = z.object({ calls: z.string(), sum_ms: z.number() });
const totalsStatement = statement<[apiId: number], typeof totalsRow>(
  'call-history.totals',
  `SELECT calls, sum_ms FROM api_call_total WHERE api_id = $1`,
  totalsRow,
  unnamed,
);
const versionPage = statement<[apiId: number, limit: number, offset: number, version: string], typeof callLogDbRow>(
  'call-history.version-page',
  `SELECT response_time_ms, request_ip, success, status, requested_at, coalesce(version, 'v1') AS version, false AS mock
     FROM api_call WHERE api_id = $1 AND coalesce(version, 'v1') = $4
    ORDER BY requested_at DESC, id DESC LIMIT $2 OFFSET $3`,
  callLogDbRow,
  unnamed,
);
const mockPage = statement<[apiId: number, limit: number], typeof callLogDbRow>(
  'call-history.mock-page',
  `SELECT response_time_ms, request_ip, success, status, requested_at,
          coalesce((SELECT 'v' || max(number) FROM api_version WHERE api_id = $1 AND withdrawn_at IS NULL), 'v1') AS version, true AS mock
     FROM mock_call WHERE api_id = $1 ORDER BY requested_at DESC, id DESC LIMIT $2`,
  callLogDbRow,
  unnamed,
);
const versionSumsRow = z.object({
  version: z.string(),
  calls: z.number(),
  failed: z.number(),
  sum_ms: z.number(),
  hists: z.array(z.array(z.number())).nullable(),
});
const versionSums = statement<[apiId: number, grain: number, ...Range], typeof versionSumsRow>(
  'call-history.version-sums',
  `SELECT version, sum(calls)::int AS calls, sum(failed)::int AS failed, sum(sum_ms) AS sum_ms, array_agg(hist) AS hists
     FROM api_call_version WHERE api_id = $1 AND grain = $2 AND at >= $3 AND at < $4 GROUP BY version`,
  versionSumsRow,
  unnamed,
);
const versionRow = z.object({ version: z.string() });
const liveVersions = statement<[apiId: number], typeof versionRow>(
  'call-history.live-versions',
  `SELECT 'v' || number AS version FROM api_version WHERE api_id = $1 AND withdrawn_at IS NULL ORDER BY number`,
  versionRow,
  unnamed,
);

/** Hides the host part of an address for viewers who are not administrators. */
export function maskIp(ip: string): string {
  if (!ipaddr.isValid(ip)) return '*';
  const a = ipaddr.process(ip);
  if (a.kind() === 'ipv4') return a.toString().replace(/\.\d+$/, '.*');
  return (a as ipaddr.IPv6).toNormalizedString().split(':').slice(0, 4).join(':') + ':*';
}

/** What the visibility rule needs to know of an API (null: no such API). */
export type FindApi = (apiId: number) => Promise<{ visibility: string; creatorId: number | null; status: number } | null>;

/** Reads the roll-ups: the main pool, or the statistics' own small one (AnalyticsReads). */
export interface RollupReader {
  all<P extends readonly unknown[], R>(st: Statement<P, R>, params: P): Promise<R[]>;
}

/** The period's window: buckets aligned to the step so consecutive polls see the same boundaries. */
function periodWindow(period: StatsPeriod, now: Date): { from: Date; end: Date } {
  const { seconds, step } = PERIODS[period];
  const end = new Date(Math.ceil(now.getTime() / 1000 / step) * step * 1000);
  return { from: new Date(end.getTime() - seconds * 1000), end };
}

/** One version's calls over a period (issue #30). */
export interface VersionCallStats {
  version: string;
  calls: number;
  failed: number;
  /** failed / calls (0..1, four decimals); null without calls. */
  errorShare: number | null;
  avgMs: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
}

/** Roll-up grain (seconds) of one caller's (and one version's) figures per period: 10 s rows for 5 min and 1 h, 1 h beyond. */
const CALLER_GRAIN: Record<StatsPeriod, number> = { REALTIME: 10, HOUR: 10, DAY: 3600, WEEK: 3600 };
/** Roll-up grain of the top callers per period (whole minutes for 5 min and 1 h, whole hours beyond). */
const NET_GRAIN: Record<StatsPeriod, number> = { REALTIME: 60, HOUR: 60, DAY: 3600, WEEK: 3600 };

/**
 * Reads of the open-call history, none of which scans raw call rows of a period (issue #35): counts and
 * averages come from the per-API counters; everyone's trend and percentiles from the 10 s (5 min),
 * per-minute (1 h) and per-hour (24 h, 7 d) roll-ups; one caller's from the per-caller roll-ups; the
 * top callers from the per-network roll-ups; the list reads the newest raw rows through the
 * (api_id, requested_at) index, a deep page after a seek on the roll-ups' counts (call-log-seek.ts).
 * The statistics go through `analytics` (a small pool of their own with a statement timeout) so slow
 * readers cannot take the connections pages need.
 */
export class CallHistoryService {
  private readonly analytics: RollupReader;
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly findApi: FindApi,
    analytics?: RollupReader,
    /** The days call rows are kept (CALL_RETENTION_DAYS): one version's totals cover those. */
    private readonly retentionDays = 30,
  ) {
    this.sql = sqlOn(ds);
    this.analytics = analytics ?? this.sql;
  }

  /** Every read is for a viewer: a private API's history is 404 to anyone but its creator and admins. */
  async mustSee(apiId: number, viewer: AuthUser | null): Promise<void> {
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
   * the public history, so callers of one network count together; busiest first. Read from the
   * per-network roll-ups, in whole buckets (minutes for 5 min and 1 h, hours beyond): the oldest
   * bucket may reach up to one bucket before the period.
   */
  async topCallers(
    apiId: number,
    viewer: Actor,
    period: StatsPeriod,
    limit: number,
    now = new Date(),
  ): Promise<TopCallerRow[]> {
    await this.mustOwn(apiId, viewer);
    const grain = NET_GRAIN[period];
    const from = new Date(Math.floor((now.getTime() - PERIODS[period].seconds * 1000) / 1000 / grain) * grain * 1000);
    const rows = await this.analytics.all(topNets, [apiId, grain, from.toISOString(), now.toISOString(), TOP_CALLER_ADDRESSES]);
    const merged = new Map<string, TopCallerRow>();
    for (const r of rows) {
      const key = r.net === '*' ? '*' : maskIp(r.net);
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

  private async versionTotals(apiId: number, version: string): Promise<{ calls: number; avgMs: number }> {
    const t = await this.sql.first(versionTotalsStatement, [apiId, version, this.retentionDays]);
    return { calls: t?.calls ?? 0, avgMs: t?.avg_ms ? Math.round(t.avg_ms * 100) / 100 : 0 };
  }

  private async totals(apiId: number): Promise<{ calls: number; avgMs: number }> {
    const t = await this.sql.first(totalsStatement, [apiId]);
    const calls = Number(t?.calls ?? 0);
    return { calls, avgMs: calls ? Math.round((t!.sum_ms / calls) * 100) / 100 : 0 };
  }

  /**
   * Newest first. `total` and `avgMs` cover every call ever recorded; the rows themselves are kept
   * for the retention window (CALL_RETENTION_DAYS), so pages past it are empty; a page past DEEP_OFFSET
   * seeks on the roll-ups' counts, so it costs what the first pages cost. The pages list real calls only;
   * the mock's newest MOCK_LISTED calls (`mock_call`, marked `mock`, answered from the latest version's
   * contract) come apart in `mockRows` with the first page, counted in neither `total` nor `avgMs`.
   */
  async log(
    apiId: number,
    viewer: AuthUser | null,
    limit: number,
    offset: number,
    /** One version's calls only (issue #30); its total and average then cover the kept rows of that version. */
    version?: string | null,
  ): Promise<{ rows: CallLogRow[]; mockRows: CallLogRow[]; avgMs: number; total: number }> {
    await this.mustSee(apiId, viewer);
    // One version's pages read the raw rows: only the first DEEP_OFFSET of them are paged through.
    if (version && offset + limit > DEEP_OFFSET) {
      throw badInput(
        `单个版本的调用记录只能翻到前 ${DEEP_OFFSET} 条`,
        `One version's call history pages through its first ${DEEP_OFFSET} calls`,
      );
    }
    // Callers' addresses are personal data: only administrators see them whole.
    const wholeIp = viewer?.role === 'ADMIN';
    // One version's pages filter the raw rows (versions are few and young); the whole log seeks on the roll-ups.
    // The mock's calls stay out of the paged arithmetic: the newest are listed apart, with the first page.
    const [rows, totals, mocks] = await Promise.all([
      version
        ? this.sql.all(versionPage, [apiId, limit, offset, version])
        : readLogPage(this.ds, apiId, limit, offset),
      version ? this.versionTotals(apiId, version) : this.totals(apiId),
      version || offset > 0
        ? Promise.resolve([] as CallLogDbRow[])
        : this.sql.all(mockPage, [apiId, MOCK_LISTED]),
    ]);
    const entry = (r: CallLogDbRow): CallLogRow => ({
      responseTimeMs: r.response_time_ms,
      requestIp: wholeIp ? r.request_ip : maskIp(r.request_ip),
      success: r.success,
      status: r.status,
      requestedAt: r.requested_at,
      version: r.version,
      mock: r.mock,
    });
    return { rows: rows.map(entry), mockRows: mocks.map(entry), avgMs: totals.avgMs, total: totals.calls };
  }

  /** Every call ever recorded for the API (an exact counter, not a scan). */
  async count(apiId: number, viewer: AuthUser | null): Promise<number> {
    await this.mustSee(apiId, viewer);
    return (await this.totals(apiId)).calls;
  }

  /**
   * The trend for everyone and for the viewer's own calls (`me`: the signed-in user, else the IP); with
   * `version`, both for that version's calls only (issue #30).
   */
  async platformAndMine(
    apiId: number,
    viewer: AuthUser | null,
    period: StatsPeriod,
    me: Caller,
    version: string | null = null,
    now = new Date(),
  ): Promise<{ platform: CallStats; mine: CallStats }> {
    await this.mustSee(apiId, viewer);
    const [platform, mine] = await Promise.all([
      this.stats(apiId, period, null, version, now),
      this.stats(apiId, period, me, version, now),
    ]);
    return { platform, mine };
  }

  /**
   * Each version's calls over the period (issue #30: who still calls v1): calls, failures and their share,
   * average and p50/p95, from the per-version roll-ups (`api_call_version`; never the raw rows). Every live
   * version is listed, one without calls in the period with zeros; oldest first.
   */
  async byVersion(apiId: number, viewer: AuthUser | null, period: StatsPeriod, now = new Date()): Promise<VersionCallStats[]> {
    await this.mustSee(apiId, viewer);
    const { from, end } = periodWindow(period, now);
    const [rows, known] = await Promise.all([
      this.analytics.all(versionSums, [apiId, CALLER_GRAIN[period], from.toISOString(), end.toISOString()]),
      this.sql.all(liveVersions, [apiId]),
    ]);
    const names = new Set(known.length ? known.map((k) => k.version) : ['v1']);
    for (const r of rows) names.add(r.version);
    const found = new Map(rows.map((r) => [r.version, r]));
    return [...names]
      .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
      .map((version) => {
        const r = found.get(version);
        const hist: number[] = [];
        for (const h of r?.hists ?? []) addHist(hist, h);
        const calls = r?.calls ?? 0;
        const failed = r?.failed ?? 0;
        return {
          version,
          calls,
          failed,
          errorShare: calls ? Math.round((failed / calls) * 10_000) / 10_000 : null,
          avgMs: calls ? num(r!.sum_ms / calls) : null,
          p50Ms: num(histogramQuantile(hist, 0.5)),
          p95Ms: num(histogramQuantile(hist, 0.95)),
        };
      });
  }

  /**
   * Totals, percentiles and a zero-filled bucketed series over the period, for everyone or one caller
   * (one caller's roll-ups keep counts and summed time, not a histogram: their p50/p95 are null), of every
   * version or one.
   */
  private async stats(
    apiId: number,
    period: StatsPeriod,
    caller: Caller | null,
    version: string | null,
    now = new Date(),
  ): Promise<CallStats> {
    const { from, end } = periodWindow(period, now);
    const range: Range = [from.toISOString(), end.toISOString()];
    if (caller) {
      const key = 'userId' in caller ? `u:${caller.userId}` : `ip:${caller.ip}`;
      return this.fromRollups(period, from, await this.analytics.all(ROLLUPS.caller, [apiId, key, CALLER_GRAIN[period], ...range, version]));
    }
    if (version) {
      // One version's trend: its own roll-ups (10 s rows for 5 min and 1 h, 1 h rows beyond).
      return this.fromRollups(period, from, await this.analytics.all(ROLLUPS.version, [apiId, version, CALLER_GRAIN[period], ...range]));
    }
    // Everyone's: the 10 s rows (5 min), the minutes (1 h), the hours (24 h, 7 d).
    const rollups = ROLLUPS[period === 'WEEK' ? 'DAY' : period];
    return this.fromRollups(period, from, await this.analytics.all(rollups, [apiId, ...range]));
  }

  /** Sums the roll-up rows of the period into the period's buckets (each row lies in one bucket). */
  private fromRollups(period: StatsPeriod, from: Date, rows: ReadonlyArray<z.infer<typeof rollupRow>>): CallStats {
    const { seconds, step } = PERIODS[period];
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
        if (r.hist) addHist(b.hist, r.hist);
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
}
