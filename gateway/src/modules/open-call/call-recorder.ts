import type { DataSource } from 'typeorm';
import { command, type Sql, sqlOn } from '../../core/sql.js';
import { untrackedWrite } from '../../core/request-writes.js';
import { receiptsOf } from './call-receipt.rules.js';
import type { RecordedReceipts } from './open-call.types.js';

/** One open call, as stored in `api_call`. */
export interface CallRecord {
  apiId: number;
  /** Milliseconds, to the microsecond. */
  responseTimeMs: number;
  requestIp: string;
  success: boolean;
  status: number;
  userId: number | null;
  requestedAt: Date;
  /** Where the call came from: 'direct' (the REST open call) unless said, 'mcp' (the MCP server's call_api). */
  channel?: string;
  /** The API version the call was served by (issue #30); null: recorded before versions. */
  version?: string | null;
  /**
   * The caller's receipt (`X-Call-Receipt`): told over the `callRecorded` subscription once the call's
   * record is committed. Kept in memory only, never stored.
   */
  receipt?: string;
}

/** One batch of calls, column by column. */
const insertCalls = command<
  [
    apiIds: number[],
    responseTimesMs: number[],
    requestIps: string[],
    successes: boolean[],
    statuses: number[],
    userIds: Array<number | null>,
    requestedAt: string[],
    channels: string[],
    versions: Array<string | null>,
  ]
>(
  'call-recorder.insert',
  `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, user_id, requested_at, channel, version)
   SELECT u.* FROM unnest($1::int[], $2::float8[], $3::text[], $4::boolean[], $5::int[], $6::int[], $7::timestamptz[], $8::text[], $9::text[])
     AS u(api_id, response_time_ms, request_ip, success, status, user_id, requested_at, channel, version)
   -- an API deleted since the call would fail the whole batch on its foreign key
   WHERE EXISTS (SELECT 1 FROM api WHERE api.id = u.api_id)`,
);

export interface CallRecorderOptions {
  /** Flush at least this often, milliseconds. */
  intervalMs: number;
  /** Flush early when this many rows are waiting. */
  batchSize: number;
  /** Rows kept while the database is unreachable; beyond this the oldest are dropped (and counted). */
  maxBuffered: number;
}

/**
 * Records open calls off the request path: `record()` only appends to memory; a timer (or a full
 * batch) writes them with one multi-row INSERT, whose statement trigger updates the per-API counters
 * and the per-minute and per-hour roll-ups in the same transaction (migration CallRollups).
 * `stop()` flushes whatever is left, so a graceful shutdown loses nothing.
 */
export class CallRecorder {
  private buffer: CallRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;
  private stopped = false;
  private readonly written: Array<(apiIds: readonly number[]) => unknown> = [];
  private readonly receipted: Array<(batch: readonly RecordedReceipts[]) => unknown> = [];
  dropped = 0;

  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly opts: CallRecorderOptions = { intervalMs: 200, batchSize: 500, maxBuffered: 100_000 },
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.sql = sqlOn(ds);
    this.timer = setInterval(() => void this.flush(), opts.intervalMs);
    this.timer.unref();
  }

  record(row: CallRecord): void {
    this.buffer.push(row);
    if (this.buffer.length > this.opts.maxBuffered) {
      this.dropped += this.buffer.length - this.opts.maxBuffered;
      this.buffer.splice(0, this.buffer.length - this.opts.maxBuffered);
    }
    if (this.buffer.length >= this.opts.batchSize && !this.stopped) void this.flush();
  }

  /** Runs `listener` with the batch's API ids after each batch is committed (a cache of call figures drops what it kept of them). */
  onWrite(listener: (apiIds: readonly number[]) => unknown): void {
    this.written.push(listener);
  }

  /** Runs `listener` after each committed batch that held calls with a receipt: which receipts, per API. */
  onReceipts(listener: (batch: readonly RecordedReceipts[]) => unknown): void {
    this.receipted.push(listener);
  }

  /** Rows not yet written. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Writes everything buffered so far; one write at a time, at most 5000 rows per INSERT. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    // The batch is no request's write, even when a request's call filled it: it bumps `calls` (onWrite).
    this.flushing = untrackedWrite(async () => {
      while (this.buffer.length > 0) {
        const rows = this.buffer.splice(0, 5000);
        try {
          await this.write(rows);
        } catch (err) {
          // Keep the rows for the next attempt (the database may be restarting).
          this.buffer = rows.concat(this.buffer);
          this.onError(err);
          return;
        }
        const apiIds = [...new Set(rows.map((r) => r.apiId))];
        for (const listener of this.written) await Promise.resolve(listener(apiIds)).catch(this.onError);
        const receipts = receiptsOf(rows);
        if (receipts.length > 0)
          for (const listener of this.receipted) await Promise.resolve(listener(receipts)).catch(this.onError);
      }
    }).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  /** Stops the timer and writes the rest; called by the server before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (let attempt = 0; attempt < 3 && (this.buffer.length > 0 || this.flushing); attempt++)
      await this.flush();
  }

  private async write(rows: CallRecord[]): Promise<void> {
    await this.sql.run(
      insertCalls,
      [
        rows.map((r) => r.apiId),
        rows.map((r) => r.responseTimeMs),
        rows.map((r) => r.requestIp),
        rows.map((r) => r.success),
        rows.map((r) => r.status),
        rows.map((r) => r.userId),
        rows.map((r) => r.requestedAt.toISOString()),
        rows.map((r) => r.channel ?? 'direct'),
        rows.map((r) => r.version ?? null),
      ],
    );
  }
}
