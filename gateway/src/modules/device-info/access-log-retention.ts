import type { DataSource } from 'typeorm';
import { untrackedWrite } from '../../core/request-writes.js';

/** Rows deleted per statement, so one round never holds a long lock or a huge transaction. */
const BATCH = 10_000;

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
    const round = untrackedWrite(() => this.prune(now)).catch((err: unknown) => {
      this.onError(err);
      return null;
    });
    this.running = round;
    return round;
  }

  private async prune(now: Date): Promise<number | null> {
    const cutoff = new Date(now.getTime() - this.retentionDays * 86_400_000).toISOString();
    const runner = this.ds.createQueryRunner();
    await runner.connect();
    try {
      const [{ ok }] = (await runner.query(`SELECT pg_try_advisory_lock(hashtext('access_log_retention')) AS ok`)) as [
        { ok: boolean },
      ];
      if (!ok) return null;
      try {
        let deleted = 0;
        for (;;) {
          const rows = (await runner.query(
            `DELETE FROM access_log WHERE id IN (
               SELECT id FROM access_log WHERE created_at < $1 ORDER BY created_at LIMIT ${BATCH})
             RETURNING 1`,
            [cutoff],
          )) as unknown[];
          deleted += rows.length;
          if (rows.length < BATCH) return deleted;
        }
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext('access_log_retention'))`);
      }
    } finally {
      await runner.release();
    }
  }
}
