import type { DataSource } from 'typeorm';
import { command, type Sql, sqlOn } from '../../core/sql.js';

export type UsageField =
  | 'calls'
  | 'billable'
  | 'overage'
  | 'refused_daily'
  | 'refused_monthly'
  | 'refused_rate'
  | 'refused_suspended';

interface Delta {
  subscriptionId: number;
  day: string;
  counts: Partial<Record<UsageField, number>>;
  ms: number[];
}

const FIELDS: UsageField[] = ['calls', 'billable', 'overage', 'refused_daily', 'refused_monthly', 'refused_rate', 'refused_suspended'];

/** Adds a batch of deltas (JSON records) to the stored day rows. */
const addDeltasCommand = command<[deltas: string]>(
  'plans.usage-add',
  `INSERT INTO api_usage_day AS u (subscription_id, day, ${FIELDS.join(', ')}, ms_sum, ms_hist)
   SELECT r.s, r.d::date, ${FIELDS.map((f) => `r.${f}`).join(', ')},
          coalesce((SELECT sum(x::double precision) FROM jsonb_array_elements_text(r.ms) AS x(x)), 0),
          api_call_hist(ARRAY(SELECT x::double precision FROM jsonb_array_elements_text(r.ms) AS x(x)))
     FROM jsonb_to_recordset($1::jsonb) AS r(s int, d text, ${FIELDS.map((f) => `${f} int`).join(', ')}, ms jsonb)
     -- a subscription deleted with its API meanwhile has no row to add to
    WHERE EXISTS (SELECT 1 FROM api_subscription s WHERE s.id = r.s)
   ON CONFLICT (subscription_id, day) DO UPDATE SET
     ${FIELDS.map((f) => `${f} = u.${f} + excluded.${f}`).join(', ')},
     ms_sum = u.ms_sum + excluded.ms_sum,
     ms_hist = api_call_hist_add(u.ms_hist, excluded.ms_hist)`,
);

/**
 * The per-day usage roll-up (`api_usage_day`), written off the request path: each call adds to an
 * in-memory delta per (subscription, day), and every `intervalMs` the deltas go to PostgreSQL in one
 * statement that adds them to the stored counts. Reads (usage page, analytics) cost the same however
 * many calls there were. A failed write keeps the deltas for the next try; `stop()` writes what is left.
 */
export class UsageMeter {
  private pending = new Map<string, Delta>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    intervalMs: number,
    private readonly onError: (err: unknown) => void,
  ) {
    this.sql = sqlOn(ds);
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  add(subscriptionId: number, day: string, field: UsageField, ms?: number, extra?: UsageField): void {
    const k = `${subscriptionId}|${day}`;
    let d = this.pending.get(k);
    if (!d) this.pending.set(k, (d = { subscriptionId, day, counts: {}, ms: [] }));
    d.counts[field] = (d.counts[field] ?? 0) + 1;
    if (extra) d.counts[extra] = (d.counts[extra] ?? 0) + 1;
    if (ms !== undefined) d.ms.push(ms);
  }

  /** Writes the deltas gathered so far (one at a time: a slow write does not overlap the next). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    const rows = batch.map((d) => ({
      s: d.subscriptionId,
      d: d.day,
      ...Object.fromEntries(FIELDS.map((f) => [f, d.counts[f] ?? 0])),
      ms: d.ms,
    }));
    try {
      await this.sql.run(addDeltasCommand, [JSON.stringify(rows)]);
    } catch (err) {
      // Put the deltas back in front of what came meanwhile; they go with the next flush.
      for (const d of batch) {
        const k = `${d.subscriptionId}|${d.day}`;
        const now = this.pending.get(k);
        if (now) {
          for (const f of FIELDS) if (d.counts[f]) now.counts[f] = (now.counts[f] ?? 0) + d.counts[f]!;
          now.ms.push(...d.ms);
        } else this.pending.set(k, d);
      }
      this.onError(err);
    }
  }
}
