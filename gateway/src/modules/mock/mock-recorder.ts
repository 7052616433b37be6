import { command, sqlOn } from '../../core/sql.js';
import type { DataSource } from 'typeorm';
import { untrackedWrite } from '../../core/request-writes.js';
import { receiptsOf } from '../open-call/call-receipt.rules.js';
import type { RecordedReceipts } from '../open-call/open-call.types.js';

const pruneCommand = command<[before: string, days: number]>(
  'mock.prune',
  `DELETE FROM mock_call WHERE requested_at < $1::timestamptz - make_interval(days => $2::int)`,
);
/** A batch of mock calls, one array per column; calls of an API deleted meanwhile are left out. */
const writeCommand = command<[apiIds: number[], ms: number[], ips: string[], ok: boolean[], status: number[], users: (number | null)[], at: string[]]>(
  'mock.write',
  `INSERT INTO mock_call (api_id, response_time_ms, request_ip, success, status, user_id, requested_at)
       SELECT u.* FROM unnest($1::int[], $2::float8[], $3::text[], $4::boolean[], $5::int[], $6::int[], $7::timestamptz[])
         AS u(api_id, response_time_ms, request_ip, success, status, user_id, requested_at)
       WHERE EXISTS (SELECT 1 FROM api WHERE api.id = u.api_id)`,
);

/** One call answered by the mock, as stored in `mock_call` (never in `api_call`: it counts nowhere). */
export interface MockCallRecord {
  apiId: number;
  responseTimeMs: number;
  requestIp: string;
  success: boolean;
  status: number;
  userId: number | null;
  requestedAt: Date;
  /** The caller's receipt (X-Call-Receipt, mockCall's `receipt`): announced once written, never stored. */
  receipt?: string;
}

/**
 * Writes mock calls off the request path, in batches (one multi-row INSERT per flush), and keeps
 * `mock_call` bounded: rows older than the call retention (CALL_RETENTION_DAYS) are deleted hourly.
 */
export class MockRecorder {
  private buffer: MockCallRecord[] = [];
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly pruner: NodeJS.Timeout;
  private readonly receipted: Array<(batch: readonly RecordedReceipts[]) => unknown> = [];

  constructor(
    private readonly ds: DataSource,
    private readonly opts: { intervalMs: number; retentionDays: number },
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.flush(), opts.intervalMs);
    this.timer.unref();
    this.pruner = setInterval(() => void this.prune(), 3_600_000);
    this.pruner.unref();
  }

  record(row: MockCallRecord): void {
    this.buffer.push(row);
    // Bounded while the database is away: the oldest go first.
    if (this.buffer.length > 100_000) this.buffer.splice(0, this.buffer.length - 100_000);
  }

  /** Runs `listener` after each written batch that held calls with a receipt: which receipts, per API. */
  onReceipts(listener: (batch: readonly RecordedReceipts[]) => unknown): void {
    this.receipted.push(listener);
  }

  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    const rows = this.buffer.splice(0, 5000);
    this.flushing = untrackedWrite(() => this.write(rows))
      .then(async () => {
        const receipts = receiptsOf(rows);
        if (receipts.length === 0) return;
        for (const listener of this.receipted) await Promise.resolve(listener(receipts)).catch(this.onError);
      })
      .catch((err: unknown) => {
        this.buffer = rows.concat(this.buffer);
        this.onError(err);
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  async prune(now = new Date()): Promise<void> {
    await sqlOn(this.ds).run(pruneCommand, [now.toISOString(), this.opts.retentionDays]).catch(this.onError);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.pruner);
    for (let attempt = 0; attempt < 3 && this.buffer.length > 0; attempt++) await this.flush();
  }

  private async write(rows: MockCallRecord[]): Promise<void> {
    await sqlOn(this.ds).run(
      writeCommand,
      [
        rows.map((r) => r.apiId),
        rows.map((r) => r.responseTimeMs),
        rows.map((r) => r.requestIp),
        rows.map((r) => r.success),
        rows.map((r) => r.status),
        rows.map((r) => r.userId),
        rows.map((r) => r.requestedAt.toISOString()),
      ],
    );
  }
}
