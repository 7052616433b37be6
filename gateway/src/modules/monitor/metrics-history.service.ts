import os from 'node:os';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { monitorCache } from './monitor.cache.js';
import type { SystemMetrics } from './metrics.types.js';
import {
  MetricsPeriod,
  type SystemMetricsHistory,
  type SystemMetricsPoint,
} from './metrics-history.types.js';

/** Row resolutions in `system_metric` (seconds a row stands for; 0 = one raw sample). */
const RAW = 0;
const MINUTE = 60;
const TEN_MINUTES = 600;

/** How long each resolution is kept (seconds): every sample 1 h, per minute 24 h, per 10 min 7 d. */
export const RETENTION = { [RAW]: 3600, [MINUTE]: 86_400, [TEN_MINUTES]: 604_800 } as const;

/** pg advisory lock key of the roll-up (any constant unique to this job). */
const MAINTENANCE_LOCK = 7_000_001;

/** Maintenance (roll-up + prune) runs on the first tick after this many ms. */
const MAINTENANCE_EVERY_MS = 60_000;

interface PeriodPlan {
  windowSeconds: number;
  bucketSeconds: number;
  /** Resolutions to read, finest first; a finer row is used only where no coarser row covers its time. */
  tiers: number[];
}

/** Bucket origin shared by roll-ups and reads so buckets line up. */
const ORIGIN = `TIMESTAMPTZ '2000-01-01 00:00:00+00'`;

/** Weighted aggregates over rows that each stand for `samples` raw samples. */
const wavg = (col: string) =>
  `sum(${col} * samples) / nullif(sum(samples) FILTER (WHERE ${col} IS NOT NULL), 0)`;
const AGGREGATES = `
  sum(samples)::int AS samples,
  ${wavg('cpu_usage')} AS cpu_usage,
  ${wavg('cpu_temperature')} AS cpu_temperature,
  ${wavg('memory_usage')} AS memory_usage,
  ${wavg('memory_used')} AS memory_used,
  max(memory_total) AS memory_total,
  ${wavg('upload_speed')} AS upload_speed,
  ${wavg('download_speed')} AS download_speed,
  max(total_upload) AS total_upload,
  max(total_download) AS total_download`;
const VALUE_COLUMNS = `samples, cpu_usage, cpu_temperature, memory_usage, memory_used, memory_total,
  upload_speed, download_speed, total_upload, total_download`;

const maybe = z.number().nullable();
const pointRow = z.object({
  bucket: z.date(),
  samples: z.number(),
  cpu_usage: maybe,
  cpu_temperature: maybe,
  memory_usage: maybe,
  memory_used: maybe,
  memory_total: maybe,
  upload_speed: maybe,
  download_speed: maybe,
  total_upload: maybe,
  total_download: maybe,
});

const insertSample = command<[string, Date, ...Array<number | null>]>(
  'monitor.insert-sample',
  `INSERT INTO system_metric (host, resolution, taken_at, samples, cpu_usage, cpu_temperature, memory_usage,
     memory_used, memory_total, upload_speed, download_speed, total_upload, total_download)
   VALUES ($1, 0, $2, 1, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
);

const lockRow = z.object({ ok: z.boolean() });
const maintenanceLock = statement<[key: number], typeof lockRow>('monitor.maintenance-lock', `SELECT pg_try_advisory_xact_lock($1) AS ok`, lockRow);

/** `$1` is the instant measured from. */
function rollup(from: number, to: number, lookbackSeconds: number) {
  const bucket = `date_bin(make_interval(secs => ${to}), taken_at, ${ORIGIN})`;
  const edge = (t: string) => `date_bin(make_interval(secs => ${to}), ${t}, ${ORIGIN})`;
  return command<[Date]>(
    `monitor.rollup-${to}`,
    `
      INSERT INTO system_metric (host, resolution, taken_at, ${VALUE_COLUMNS})
      SELECT host, ${to}, ${bucket} AS bucket, ${AGGREGATES}
        FROM system_metric
       WHERE resolution = ${from}
         AND taken_at >= ${edge(`$1::timestamptz - make_interval(secs => ${lookbackSeconds})`)}
         AND taken_at < ${edge('$1::timestamptz')}
       GROUP BY host, bucket
       ORDER BY host, bucket
      ON CONFLICT (host, resolution, taken_at) WHERE resolution > 0 DO UPDATE SET
        samples = EXCLUDED.samples, cpu_usage = EXCLUDED.cpu_usage, cpu_temperature = EXCLUDED.cpu_temperature,
        memory_usage = EXCLUDED.memory_usage, memory_used = EXCLUDED.memory_used,
        memory_total = EXCLUDED.memory_total, upload_speed = EXCLUDED.upload_speed,
        download_speed = EXCLUDED.download_speed, total_upload = EXCLUDED.total_upload,
        total_download = EXCLUDED.total_download`,
  );
}

// Only buckets whose source rows are all still kept (a margin inside the source's retention).
const rollupMinutes = rollup(RAW, MINUTE, RETENTION[RAW] - 300);
const rollupTenMinutes = rollup(MINUTE, TEN_MINUTES, RETENTION[MINUTE] - 3600);

const prune = command<[Date]>(
  'monitor.prune',
  `DELETE FROM system_metric
    WHERE (resolution = ${RAW} AND taken_at < $1::timestamptz - make_interval(secs => ${RETENTION[RAW]}))
       OR (resolution = ${MINUTE} AND taken_at < $1::timestamptz - make_interval(secs => ${RETENTION[MINUTE]}))
       OR (resolution = ${TEN_MINUTES} AND taken_at < $1::timestamptz - make_interval(secs => ${RETENTION[TEN_MINUTES]}))`,
);

/** Bucketed averages of one host: $1 host, $2 resolutions, $3 window (s), $4 bucket (s), $5 the instant measured from. */
const historyPoints = statement<[host: string, resolutions: number[], windowSeconds: number, bucketSeconds: number, at: Date], typeof pointRow>(
  'monitor.history',
  `WITH src AS (
     SELECT resolution, taken_at, ${VALUE_COLUMNS} FROM system_metric
      WHERE host = $1 AND resolution = ANY($2::int[]) AND taken_at > $5::timestamptz - make_interval(secs => $3::float8)
   ), covered AS (
     SELECT resolution, max(taken_at) + make_interval(secs => resolution) AS until
       FROM src WHERE resolution > 0 GROUP BY resolution
   )
   SELECT date_bin(make_interval(secs => $4::float8), taken_at, ${ORIGIN}) AS bucket, ${AGGREGATES}
     FROM src s
    WHERE NOT EXISTS (SELECT 1 FROM covered c WHERE c.resolution > s.resolution AND s.taken_at < c.until)
    GROUP BY bucket ORDER BY bucket`,
  pointRow,
);

const num = (v: number | null, digits: number) =>
  v === null ? null : Math.round(Number(v) * 10 ** digits) / 10 ** digits;

/** Where samples come from (the sampler): each one is handed to `listener`; the result unsubscribes. */
export interface MetricsSource {
  onSample(listener: (sample: SystemMetrics) => void): () => void;
}

/**
 * Keeps the sampler's output in PostgreSQL: one INSERT per tick; roll-ups and pruning are plain SQL run
 * once a minute, idempotent, so several gateways sharing a database can all run them.
 */
export class MetricsHistoryService {
  /** Rows are per host: each gateway records (and by default reads) its own machine. */
  readonly host = os.hostname();
  private lastMaintenance = 0;
  private maintaining: Promise<void> | undefined;
  private warned = false;
  private stopped = false;
  private readonly writing = new Set<Promise<unknown>>();
  /** The instant windows and retention are measured from (tests pin it; the database's clock is not used). */
  clock: () => Date = () => new Date();
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly sampleIntervalMs: number,
    private readonly warn: (message: string, err?: unknown) => void = (m) => console.warn(m),
  ) {
    this.sql = sqlOn(ds);
  }

  /** No more writes (the sampler is stopping; the database closes next). */
  stop(): void {
    this.stopped = true;
  }

  /** Records every sample of `sampler` and runs maintenance on the tick after each minute. */
  attach(sampler: MetricsSource): () => void {
    return sampler.onSample((sample) => {
      if (this.stopped) return;
      const write = this.record(sample)
        .then(() => {
          this.warned = false; // warn again if it fails again after a recovery
          if (Date.now() - this.lastMaintenance >= MAINTENANCE_EVERY_MS) return this.maintain();
        })
        .catch((err: unknown) => {
          // The database may be briefly away (or closing at shutdown): the next tick tries again.
          if (!this.warned && !this.stopped) this.warn(`metrics history: ${(err as Error).message}`, err);
          this.warned = true;
        });
      this.writing.add(write);
      void write.finally(() => this.writing.delete(write));
    });
  }

  /** Resolves once the writes already started (and their maintenance) are done. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.writing, this.maintaining]);
  }

  async record(m: SystemMetrics): Promise<void> {
    await declaredWrite(monitorCache.writes.sample(), () => this.sql.run(insertSample, [
      this.host,
      m.timestamp,
      m.cpu.usage,
      m.cpu.temperature,
      m.memory.usage,
      m.memory.used,
      m.memory.total,
      m.network.uploadSpeed,
      m.network.downloadSpeed,
      m.network.totalUpload,
      m.network.totalDownload,
    ]));
  }

  /** Rolls raw samples up into minutes, minutes into 10-minute buckets, then prunes expired rows. */
  maintain(): Promise<void> {
    this.lastMaintenance = Date.now();
    const run = async (): Promise<void> => {
      await declaredWrite(monitorCache.writes.sample(), () => this.ds.transaction(async (m) => {
        // Gateways sharing the database take turns: whoever holds the lock does the work for all hosts.
        const lock = await this.sql.first(maintenanceLock, [MAINTENANCE_LOCK], m);
        if (!lock?.ok) return;
        const now = this.clock();
        await this.sql.run(rollupMinutes, [now], m);
        await this.sql.run(rollupTenMinutes, [now], m);
        await this.sql.run(prune, [now], m);
      }));
    };
    // Never two runs at once in this process: a caller arriving during a run queues one more.
    const next = (this.maintaining ?? Promise.resolve()).catch(() => undefined).then(run);
    this.maintaining = next;
    next
      .finally(() => {
        if (this.maintaining === next) this.maintaining = undefined;
      })
      .catch(() => undefined);
    return next;
  }

  plan(period: MetricsPeriod): PeriodPlan {
    switch (period) {
      case MetricsPeriod.REALTIME:
        // The last 60 ticks, one bucket per tick.
        return {
          windowSeconds: Math.ceil((60 * this.sampleIntervalMs) / 1000),
          bucketSeconds: Math.max(1, Math.round(this.sampleIntervalMs / 1000)),
          tiers: [RAW],
        };
      case MetricsPeriod.HOUR:
        return { windowSeconds: 3600, bucketSeconds: MINUTE, tiers: [RAW] };
      case MetricsPeriod.DAY:
        return { windowSeconds: 86_400, bucketSeconds: TEN_MINUTES, tiers: [RAW, MINUTE] };
      case MetricsPeriod.WEEK:
        return { windowSeconds: 604_800, bucketSeconds: 3600, tiers: [RAW, MINUTE, TEN_MINUTES] };
    }
  }

  /** Bucketed averages of one host over the period, oldest first; empty buckets are absent. */
  async history(period: MetricsPeriod, host = this.host): Promise<SystemMetricsHistory> {
    const { windowSeconds, bucketSeconds, tiers } = this.plan(period);
    const rows = await this.sql.all(historyPoints, [host, tiers, windowSeconds, bucketSeconds, this.clock()]);
    const points: SystemMetricsPoint[] = rows.map((r) => ({
      timestamp: new Date(r.bucket),
      samples: r.samples,
      cpuUsage: num(r.cpu_usage, 2),
      cpuTemperature: num(r.cpu_temperature, 1),
      memoryUsage: num(r.memory_usage, 2) ?? 0,
      memoryUsed: num(r.memory_used, 2) ?? 0,
      memoryTotal: num(r.memory_total, 2) ?? 0,
      uploadSpeed: num(r.upload_speed, 3),
      downloadSpeed: num(r.download_speed, 3),
      totalUpload: num(r.total_upload, 2) ?? 0,
      totalDownload: num(r.total_download, 2) ?? 0,
    }));
    return { period, host, bucketSeconds, windowSeconds, points };
  }
}
