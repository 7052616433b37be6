import type { ApiCallHistoryQuery as HistoryData, StatsPeriod } from '../../../gql/graphql';

/** The trend windows of SPEC §9: 实时 (5 min), 1小时, 24小时, 7天. */
export const TREND_PERIODS: readonly StatsPeriod[] = ['REALTIME', 'HOUR', 'DAY', 'WEEK'];

/** Calls drawn one by one, at most (the newest). */
export const CHARTED_CALLS = 30;

export interface TrendPoint {
  at: string;
  ms: number;
}

export interface TrendData {
  /** Each recorded call inside the window, oldest first. */
  calls: TrendPoint[];
  /** This caller's average per bucket, at the bucket's middle. */
  mine: TrendPoint[];
  p50: number | null;
  p95: number | null;
  /** The window, epoch ms: the chart's x axis spans all of it. */
  from: number;
  to: number;
}

/** What the chart draws for the chosen window, from the history list and the bucketed statistics. */
export function trendData(data: HistoryData, now = Date.now()): TrendData {
  const buckets = data.apiCallStats.mine.series;
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const step = buckets.length > 1 ? Date.parse(buckets[1].at) - Date.parse(buckets[0].at) : 0;
  const from = first ? Date.parse(first.at) : now;
  const to = last ? Date.parse(last.at) + step : now;
  const calls = data.apiCallHistory.items
    .filter((c) => {
      const at = Date.parse(c.requestedAt);
      return at >= from && at <= to;
    })
    .slice(0, CHARTED_CALLS)
    .reverse()
    .map((c) => ({ at: c.requestedAt, ms: c.responseTimeMs }));
  const mine = buckets.flatMap((b) =>
    b.calls > 0 && b.avgMs !== null
      ? [{ at: new Date(Date.parse(b.at) + step / 2).toISOString(), ms: b.avgMs }]
      : [],
  );
  return {
    calls,
    mine,
    p50: data.apiCallStats.platform.p50Ms,
    p95: data.apiCallStats.platform.p95Ms,
    from,
    to,
  };
}
