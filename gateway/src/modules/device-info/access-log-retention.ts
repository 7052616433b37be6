import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { declaredWrite, untrackedWrite } from '../../core/request-writes.js';
import { deviceInfoCache } from './device-info.cache.js';
import { command, sqlOn, statement } from '../../core/sql.js';

/** Rows deleted per statement, so one round never holds a long lock or a huge transaction. */
const BATCH = 10_000;

const okRow = z.object({ ok: z.boolean() });
const lockStatement = statement<[], typeof okRow>(
  'device-info.retention-lock',
  `SELECT pg_try_advisory_lock(hashtext('access_log_retention')) AS ok`,
  okRow,
);
const unlockStatement = statement<[], typeof okRow>(
  'device-info.retention-unlock',
  `SELECT pg_advisory_unlock(hashtext('access_log_retention')) AS ok`,
  okRow,
);
const pruneCommand = command<[cutoff: string]>(
  'device-info.retention-prune',
  `DELETE FROM access_log WHERE id IN (
     SELECT id FROM access_log WHERE created_at < $1 ORDER BY created_at LIMIT ${BATCH})`,
);

/**
 * Keeps `access_log` bounded as `CallStorageMaintenance` keeps the call history: rows older than
 * ACCESS_LOG_RETENTION_DAYS are deleted at start and hourly, in batches through the created_at index,
 * on one gateway at a time (a session advisory lock tried once per round; the others skip it).
 */
export class AccessLogRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly retentionDays: number,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly everyMs = 3_600_000,
  ) {}

  start(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round; resolves to the rows deleted (null when another gateway held the lock or it failed). */
  run(now = new Date()): Promise<number | null> {
    const round = declaredWrite(deviceInfoCache.writes.prune(), () => untrackedWrite(() => this.prune(now))).catch((err: unknown) => {
      this.onError(err);
      return null;
    });
    this.running = round;
    return round;
  }

  private async prune(now: Date): Promise<number | null> {
    const cutoff = new Date(now.getTime() - this.retentionDays * 86_400_000).toISOString();
    // One connection of its own for the round: the session lock and the deletes run on it.
    const runner = this.ds.createQueryRunner();
    await runner.connect();
    const sql = sqlOn(runner.manager);
    try {
      if (!(await sql.first(lockStatement, []))?.ok) return null;
      try {
        let deleted = 0;
        for (;;) {
          const { count } = await sql.run(pruneCommand, [cutoff]);
          deleted += count;
          if (count < BATCH) return deleted;
        }
      } finally {
        await sql.all(unlockStatement, []);
      }
    } finally {
      await runner.release();
    }
  }
}
