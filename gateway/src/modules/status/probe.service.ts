import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { statusCache } from './status.cache.js';
import { probeSchedule } from './status.service.js';
import { AppError, notFound } from '../../core/errors.js';
import { authorize, type Actor } from '../../core/policy.js';
import { statusPolicy } from './status.policy.js';
import { untrackedWrite } from '../../core/request-writes.js';
import { failureText, type BuiltinRunner, type OutboundHttp } from './outbound.js';
import { PROBE_INTERVAL_RANGE } from './status.rules.js';
import { requireOwnerOrAdmin } from './status-access.service.js';

export interface ProbeOptions {
  /** Who claims a probe (host, pid and a random part), written beside each result. */
  gatewayId: string;
  defaultIntervalSeconds: number;
  /** Most probes one tick of one gateway runs at once. */
  batch: number;
}

const scheduleNew = command<[intervalSeconds: number]>(
  'probe.schedule-new',
  `INSERT INTO status_probe_schedule (api_id, interval_seconds, next_at)
   SELECT id, $1, now() FROM api WHERE status = 1 ON CONFLICT (api_id) DO NOTHING`,
);
const targetRow = z.object({ api_id: z.number(), address: z.string(), test_url: z.string(), method: z.string() });
type Target = z.infer<typeof targetRow>;
const claimDue = command<[gatewayId: string, batch: number], typeof targetRow>(
  'probe.claim',
  `UPDATE status_probe_schedule s
      SET next_at = to_timestamp((floor(extract(epoch FROM now()) / s.interval_seconds) + 1) * s.interval_seconds),
          claimed_by = $1, claimed_at = now()
     FROM (SELECT ps.api_id FROM status_probe_schedule ps JOIN api a ON a.id = ps.api_id
            WHERE ps.enabled AND ps.next_at <= now() AND a.status = 1
            ORDER BY ps.next_at LIMIT $2 FOR UPDATE OF ps SKIP LOCKED) due, api
    WHERE s.api_id = due.api_id AND api.id = s.api_id
  RETURNING s.api_id, api.address, api.test_url, api.request_method AS method`,
  targetRow,
);
const saveResult = command<[apiId: number, ok: boolean, status: number | null, ms: number, error: string | null, gateway: string]>(
  'probe.result',
  `INSERT INTO status_probe (api_id, ok, status, response_time_ms, error, gateway)
   SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM api WHERE id = $1)`,
);
const settingsRow = z.object({ interval_seconds: z.number(), enabled: z.boolean() });
const configureCommand = command<[apiId: number, intervalSeconds: number, enabled: boolean], typeof settingsRow>(
  'probe.configure',
  `INSERT INTO status_probe_schedule (api_id, interval_seconds, enabled, next_at) VALUES ($1, $2, $3, now())
   ON CONFLICT (api_id) DO UPDATE SET interval_seconds = excluded.interval_seconds, enabled = excluded.enabled,
     next_at = least(status_probe_schedule.next_at, now() + make_interval(secs => excluded.interval_seconds))
   RETURNING interval_seconds, enabled`,
  settingsRow,
);

const BUILTIN = 'builtin:';

/** Marks every probe request, so an upstream (and our own logs) can tell it from a user's call. */
export const PROBE_HEADERS = { 'user-agent': 'ApiMarket-StatusProbe/1', 'x-apimarket-probe': '1' };

/**
 * Synthetic probes. Each published API has a schedule row; a gateway claims the due ones by moving
 * their `next_at` to the next multiple of their interval in one UPDATE (FOR UPDATE SKIP LOCKED): the
 * row moves forward before anyone else can see it due again, so a probe runs once per interval across
 * every gateway sharing the database. Results go to `status_probe`, never to `api_call`: probes count
 * toward no quota, popularity or call figure.
 */
export class ProbeService {
  private running: Promise<number> | null = null;
  private stopped = false;
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly outbound: OutboundHttp,
    private readonly runBuiltin: BuiltinRunner,
    private readonly opts: ProbeOptions,
  ) {
    this.sql = sqlOn(ds);
  }

  /** One round: schedules new published APIs, claims the due probes and runs them. Never overlaps itself. */
  tick(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= untrackedWrite(() => this.round()).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(): Promise<number> {
    await this.sql.run(scheduleNew, [this.opts.defaultIntervalSeconds]);
    const { rows: claimed } = await this.sql.run(claimDue, [this.opts.gatewayId, this.opts.batch]);
    await Promise.all(claimed.map((t) => this.probe(t)));
    return claimed.length;
  }

  private async probe(t: Target): Promise<void> {
    const started = performance.now();
    let ok = false;
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await this.send(t);
      ok = status < 500;
      if (!ok) error = `HTTP ${status}`;
    } catch (err) {
      error = failureText(err).en;
    }
    const ms = Math.round((performance.now() - started) * 1000) / 1000;
    // The gateway is stopping (its database may be closed already): this result is dropped.
    if (this.stopped) return;
    await this.sql.run(saveResult, [t.api_id, ok, status, ms, error, this.opts.gatewayId]);
  }

  /** The test address when it is an absolute http(s) URL, else the live address (built-ins in-process). */
  private async send(t: Target): Promise<number> {
    if (t.address.startsWith(BUILTIN)) {
      const answer = await this.runBuiltin(t.address.slice(BUILTIN.length));
      if (!answer) throw new AppError('BAD_GATEWAY', { zh: '未知的内置接口', en: 'Unknown built-in upstream' });
      return answer.status;
    }
    const test = /^https?:\/\//i.test(t.test_url) ? t.test_url : null;
    const method = (test ? 'GET' : t.method.toUpperCase()) as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const res = await this.outbound.call({
      url: new URL(test ?? t.address),
      method: ['GET', 'POST', 'PUT', 'DELETE'].includes(method) ? method : 'GET',
      body: method === 'GET' ? undefined : '{}',
      headers: { ...PROBE_HEADERS, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    });
    return res.status;
  }

  /** No new round, and results that arrive from now on are dropped (the gateway is stopping). */
  stop(): void {
    this.stopped = true;
  }

  /** The probe interval of an API (30 – 3600 s), or probes off; its creator or an administrator. */
  async configure(actor: Actor, apiId: number, input: { intervalSeconds: number; enabled: boolean }): Promise<{ intervalSeconds: number; enabled: boolean }> {
    const user = authorize(actor, statusPolicy.manageApiStatus);
    await requireOwnerOrAdmin(this.ds, user, apiId);
    const seconds = input.intervalSeconds;
    if (!Number.isInteger(seconds) || seconds < PROBE_INTERVAL_RANGE.min || seconds > PROBE_INTERVAL_RANGE.max) {
      throw new AppError('BAD_USER_INPUT', {
        zh: `探测间隔须为 ${PROBE_INTERVAL_RANGE.min}–${PROBE_INTERVAL_RANGE.max} 秒的整数`,
        en: `The probe interval must be a whole number of seconds from ${PROBE_INTERVAL_RANGE.min} to ${PROBE_INTERVAL_RANGE.max}`,
      });
    }
    const { rows } = await declaredWrite(statusCache.writes.probeSettings(), () => this.sql.run(configureCommand, [apiId, seconds, input.enabled]));
    const row = rows[0];
    if (!row) throw notFound('接口不存在', 'API not found');
    return { intervalSeconds: row.interval_seconds, enabled: row.enabled };
  }

  async settings(apiId: number): Promise<{ intervalSeconds: number; enabled: boolean }> {
    const row = await this.sql.first(probeSchedule, [apiId]);
    return { intervalSeconds: row?.interval_seconds ?? this.opts.defaultIntervalSeconds, enabled: row?.enabled ?? true };
  }
}
