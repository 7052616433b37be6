import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';

type At = [at: string];
/** The 10 s roll-ups older than 70 minutes. */
const TRIM = [
  command<At>('call-storage.trim-ticks', `DELETE FROM api_call_tick WHERE at < $1::timestamptz - interval '70 minutes'`),
  ...['api_call_caller', 'api_call_version'].map((table) =>
    command<At>(`call-storage.trim-${table}`, `DELETE FROM ${table} WHERE grain = 10 AND at < $1::timestamptz - interval '70 minutes'`),
  ),
];
const okRow = z.object({ ok: z.boolean() });
const maintenanceLock = statement<[], typeof okRow>(
  'call-storage.lock',
  `SELECT pg_try_advisory_xact_lock(hashtext('api_call_maintenance')) AS ok`,
  okRow,
);
const ensureRow = z.object({ ensured: z.unknown() });
const ensurePartitions = statement<[today: string], typeof ensureRow>(
  'call-storage.ensure-partitions',
  `SELECT api_call_ensure_partitions($1::date - 1, $1::date + 3) AS ensured`,
  ensureRow,
);
const droppedRow = z.object({ dropped: z.number() });
const dropPartitions = statement<[today: string, retentionDays: number], typeof droppedRow>(
  'call-storage.drop-partitions',
  `SELECT api_call_drop_partitions($1::date - $2::int) AS dropped`,
  droppedRow,
);
const pruneMinutes = command<At>('call-storage.prune-minutes', `DELETE FROM api_call_minute WHERE minute < $1::timestamptz - interval '2 days'`);
const pruneHours = command<[at: string, keepDays: number]>(
  'call-storage.prune-hours',
  `DELETE FROM api_call_hour WHERE hour < $1::timestamptz - make_interval(days => $2::int)`,
);
// The per-network roll-ups of 1 min (5 min and 1 h), and the per-caller and per-network ones of 1 h (24 h and 7 days).
const PRUNE_LONG = [
  command<At>('call-storage.prune-net-minutes', `DELETE FROM api_call_net WHERE grain = 60 AND at < $1::timestamptz - interval '2 days'`),
  ...['api_call_caller', 'api_call_net', 'api_call_version'].map((table) =>
    command<At>(`call-storage.prune-${table}-hours`, `DELETE FROM ${table} WHERE grain = 3600 AND at < $1::timestamptz - interval '8 days'`),
  ),
];

/**
 * Keeps `api_call` bounded: one partition per UTC day is created ahead of time, and whole days older
 * than the retention window are dropped (never deleted row by row). The per-minute roll-ups are kept
 * two days (the 1-hour view), the per-hour ones as long as the raw rows and at least 31 days (the
 * 7-day view, the market's weekly and the creators' 30-day figures); the per-API counters are kept for good.
 * The roll-ups of issue #35: 10 s ones (everyone's, each caller's, each version's) 70 minutes, trimmed every minute;
 * per-network ones of 1 min two days; per-caller, per-network and per-version ones of 1 h eight days. Runs at start and hourly, on one gateway at a
 * time (a transaction-scoped advisory lock; the others skip that round).
 */
export class CallStorageMaintenance {
  private timer: NodeJS.Timeout | undefined;
  private trimTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly retentionDays: number,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly everyMs = 3_600_000,
  ) {
    this.sql = sqlOn(ds);
  }

  start(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
    // The 10 s roll-ups (one row per API, or per API and caller, every 10 s) are trimmed every minute.
    this.trimTimer = setInterval(() => void this.trim(), 60_000);
    this.trimTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.trimTimer);
    await this.running;
  }

  /** Drops the 10 s roll-ups older than 70 minutes (the 5-minute and, per caller, the 1-hour view read them). */
  async trim(now = new Date()): Promise<void> {
    await this.ds
      .transaction((m) => this.trimShortRollups(m, now))
      .catch((err: unknown) => this.onError(err));
  }

  private async trimShortRollups(m: EntityManager, now: Date): Promise<void> {
    for (const trim of TRIM) await this.sql.run(trim, [now.toISOString()], m);
  }

  /** One round; resolves to the number of day partitions dropped (null when another gateway had the lock). */
  async run(now = new Date()): Promise<number | null> {
    const round = this.ds
      .transaction(async (m) => {
        const { ok } = (await this.sql.first(maintenanceLock, [], m))!;
        if (!ok) return null;
        const today = now.toISOString().slice(0, 10);
        await this.sql.all(ensurePartitions, [today], m);
        const { dropped } = (await this.sql.first(dropPartitions, [today, this.retentionDays], m))!;
        await this.sql.run(pruneMinutes, [now.toISOString()], m);
        await this.sql.run(pruneHours, [now.toISOString(), Math.max(31, this.retentionDays)], m);
        await this.trimShortRollups(m, now);
        for (const prune of PRUNE_LONG) await this.sql.run(prune, [now.toISOString()], m);
        return dropped;
      })
      .catch((err: unknown) => {
        this.onError(err);
        return null;
      });
    this.running = round.then(() => undefined);
    return round;
  }
}
