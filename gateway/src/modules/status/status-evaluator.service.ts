import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { untrackedWrite } from '../../core/request-writes.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import type { AlertDeliveryService } from './alert-delivery.service.js';
import { judgeMinute, stepRuns, type Hysteresis, type MinuteFacts, type Runs } from './status.rules.js';
import { visibleToSql } from '../catalog/api-visibility.rules.js';

/** The advisory lock of the minute verdicts: one gateway judges at a time. */
const EVALUATOR_LOCK = 31_031_001;
/** A minute is judged this long after it ended, so the call records of its last second are written. */
const GRACE_MS = 10_000;
/** Per-minute verdicts and probe results are kept this long (uptime over days reads `status_day`). */
const KEEP_RAW = '48 hours';
const PRUNE_EVERY_MS = 3600_000;
/** A tracker that fell behind (a stopped platform) catches up at most this far back. */
const MAX_CATCH_UP_MS = 24 * 3600_000;
const MINUTE = 60_000;

const lockRow = z.object({ locked: z.boolean() });
const evaluatorLock = statement<[key: number], typeof lockRow>('status-evaluator.lock', `SELECT pg_try_advisory_xact_lock($1) AS locked`, lockRow);
// Published APIs get a tracker starting at the minute they were created (at most a day back).
const addTrackers = command<[floor: Date]>(
  'status-evaluator.add-trackers',
  `INSERT INTO status_tracker (api_id, evaluated_to)
   SELECT id, greatest(to_timestamp(floor(extract(epoch FROM created_at) / 60) * 60), $1) FROM api WHERE status = 1
   ON CONFLICT (api_id) DO NOTHING`,
);
const trackerRow = z.object({
  api_id: z.number(),
  name: z.string(),
  /** The English name, or the Chinese one when the API has none (what English texts show). */
  name_en: z.string(),
  evaluated_to: z.date(),
  down_run: z.number(),
  up_run: z.number(),
  first_down: z.date().nullable(),
  first_up: z.date().nullable(),
  open_incident: z.string().nullable(),
});
type Tracker = z.infer<typeof trackerRow>;
const dueTrackers = statement<[end: Date, floor: Date], typeof trackerRow>(
  'status-evaluator.trackers',
  `SELECT t.api_id, a.name, coalesce(nullif(a.name_en, ''), a.name) AS name_en, greatest(t.evaluated_to, $2) AS evaluated_to, t.down_run, t.up_run, t.first_down, t.first_up,
          (SELECT i.id FROM status_incident i WHERE i.api_id = t.api_id AND i.state = 'open') AS open_incident
     FROM status_tracker t JOIN api a ON a.id = t.api_id
    WHERE t.evaluated_to < $1 AND (a.status = 1 OR EXISTS (SELECT 1 FROM status_incident i WHERE i.api_id = t.api_id AND i.state = 'open'))`,
  trackerRow,
);
const PRUNE = [
  command<[]>('status-evaluator.prune-minutes', `DELETE FROM status_minute WHERE minute < now() - interval '${KEEP_RAW}'`),
  command<[]>('status-evaluator.prune-probes', `DELETE FROM status_probe WHERE probed_at < now() - interval '${KEEP_RAW}'`),
  command<[]>('status-evaluator.prune-days', `DELETE FROM status_day WHERE day < (now() AT TIME ZONE 'UTC')::date - 120`),
  command<[]>('status-evaluator.prune-deliveries', `DELETE FROM alert_delivery WHERE state <> 'pending' AND created_at < now() - interval '30 days'`),
];
const factRow = z.object({
  minute: z.date(),
  calls: z.number(),
  failed: z.number(),
  probes: z.number(),
  probes_failed: z.number(),
  maint: z.boolean(),
});
const minuteFacts = statement<[apiId: number, from: Date, end: Date], typeof factRow>(
  'status-evaluator.facts',
  `SELECT m.minute, coalesce(c.calls, 0)::int AS calls, coalesce(c.failed, 0)::int AS failed,
          coalesce(p.probes, 0)::int AS probes, coalesce(p.failed, 0)::int AS probes_failed,
          EXISTS (SELECT 1 FROM status_maintenance w WHERE w.api_id = $1
                   AND w.starts_at <= m.minute AND w.ends_at >= m.minute + interval '1 minute') AS maint
     FROM generate_series($2::timestamptz, $3::timestamptz - interval '1 minute', interval '1 minute') AS m(minute)
     LEFT JOIN api_call_minute c ON c.api_id = $1 AND c.minute = m.minute
     LEFT JOIN (SELECT to_timestamp(floor(extract(epoch FROM probed_at) / 60) * 60) AS minute, count(*) AS probes,
                       count(*) FILTER (WHERE NOT ok) AS failed
                  FROM status_probe WHERE api_id = $1 AND probed_at >= $2 AND probed_at < $3 GROUP BY 1) p ON p.minute = m.minute
    ORDER BY m.minute`,
  factRow,
);
const saveMinute = command<[apiId: number, minute: Date, state: string, calls: number, failed: number, probes: number, probesFailed: number]>(
  'status-evaluator.minute',
  `INSERT INTO status_minute (api_id, minute, state, calls, failed, probes, probes_failed) VALUES ($1, $2, $3, $4, $5, $6, $7)
   ON CONFLICT (api_id, minute) DO NOTHING`,
);
const addToDay = command<[apiId: number, minute: Date, state: string]>(
  'status-evaluator.day',
  `INSERT INTO status_day AS d (api_id, day, up_minutes, down_minutes, maintenance_minutes)
   VALUES ($1, ($2::timestamptz AT TIME ZONE 'UTC')::date, ($3 = 'up')::int, ($3 = 'down')::int, ($3 = 'maintenance')::int)
   ON CONFLICT (api_id, day) DO UPDATE SET up_minutes = d.up_minutes + excluded.up_minutes,
     down_minutes = d.down_minutes + excluded.down_minutes, maintenance_minutes = d.maintenance_minutes + excluded.maintenance_minutes`,
);
const saveTracker = command<[apiId: number, end: Date, downRun: number, upRun: number, firstDown: Date | null, firstUp: Date | null]>(
  'status-evaluator.tracker',
  `UPDATE status_tracker SET evaluated_to = $2, down_run = $3, up_run = $4, first_down = $5, first_up = $6 WHERE api_id = $1`,
);
const idRow = z.object({ id: z.string() });
const openIncident = command<[apiId: number, title: string, titleEn: string, startedAt: Date], typeof idRow>(
  'status-evaluator.open',
  `INSERT INTO status_incident (api_id, state, automatic, title, title_en, started_at)
   VALUES ($1, 'open', true, $2, $3, $4) RETURNING id`,
  idRow,
);
const addUpdate = command<[incidentId: string, phase: 'investigating' | 'resolved', body: string, bodyEn: string, at: Date]>(
  'status-evaluator.update',
  `INSERT INTO status_incident_update (incident_id, phase, body, body_en, created_at) VALUES ($1, $2, $3, $4, $5)`,
);
const resolveIncident = command<[id: string, at: Date]>(
  'status-evaluator.resolve',
  `UPDATE status_incident SET state = 'resolved', resolved_at = $2 WHERE id = $1`,
);
const noticeRow = z.object({ id: z.string(), user_id: z.number(), created_at: z.date() });
/**
 * The followers who may still see the API (the one visibility rule, `visibleToSql`): a follow was checked
 * when it started, but an API made private or a draft afterwards keeps its followers' rows.
 */
const notifyCommand = command<[apiId: number, message: string, messageEn: string], typeof noticeRow>(
  'status-evaluator.notify-followers',
  `INSERT INTO notification (user_id, api_id, kind, message, message_en)
   SELECT f.user_id, NULL, 'status', $2, $3 FROM status_follow f
     JOIN api a ON a.id = f.api_id JOIN app_user u ON u.id = f.user_id
    WHERE f.api_id = $1
      AND ${visibleToSql((c) => `a.${c}`, 'u.role = 1', '(SELECT cr.id FROM creator cr WHERE cr.user_id = u.id LIMIT 1)')}
   RETURNING id, user_id, created_at`,
  noticeRow,
);

/**
 * Turns probes and call roll-ups into per-minute verdicts (`status_minute`, summed per day in
 * `status_day`) and incidents, with the hysteresis of status.rules.ts. An incident opened or resolved
 * queues one alert per channel (its key is the incident and the change) and notifies the API's followers,
 * in the same transaction as the verdict, so a change is announced exactly once.
 */
export class StatusEvaluatorService {
  private running: Promise<number> | null = null;
  private prunedAt = 0;
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly pubsub: AppPubSub,
    private readonly deliveries: AlertDeliveryService,
    private readonly rule: Hysteresis,
  ) {
    this.sql = sqlOn(ds);
  }

  /** Judges every complete minute not judged yet (up to `now`); returns how many minutes were judged. */
  evaluate(now: Date = new Date()): Promise<number> {
    this.running ??= untrackedWrite(() => this.round(now)).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(now: Date): Promise<number> {
    const end = new Date(Math.floor((now.getTime() - GRACE_MS) / MINUTE) * MINUTE);
    const floor = new Date(Math.floor((now.getTime() - MAX_CATCH_UP_MS) / MINUTE) * MINUTE);
    const notices: Array<[number, NotificationEvent]> = [];
    const judged = await this.ds.transaction(async (em) => {
      const { locked } = (await this.sql.first(evaluatorLock, [EVALUATOR_LOCK], em))!;
      if (!locked) return 0;
      await this.sql.run(addTrackers, [floor], em);
      const trackers = await this.sql.all(dueTrackers, [end, floor], em);
      let n = 0;
      for (const t of trackers) n += await this.judgeApi(em, t, end, notices);
      if (now.getTime() - this.prunedAt > PRUNE_EVERY_MS) {
        this.prunedAt = now.getTime();
        for (const prune of PRUNE) await this.sql.run(prune, [], em);
      }
      return n;
    });
    for (const [userId, event] of notices) this.pubsub.publish(Topic.NotificationAdded, userId, event);
    return judged;
  }

  private async judgeApi(em: EntityManager, t: Tracker, end: Date, notices: Array<[number, NotificationEvent]>): Promise<number> {
    const facts = await this.sql.all(minuteFacts, [t.api_id, t.evaluated_to, end], em);
    let runs: Runs = { downRun: t.down_run, upRun: t.up_run, firstDown: t.first_down, firstUp: t.first_up };
    let open = t.open_incident;
    let judged = 0;
    for (const f of facts) {
      const facts: MinuteFacts = { calls: f.calls, failed: f.failed, probes: f.probes, probesFailed: f.probes_failed, inMaintenance: f.maint };
      const state = judgeMinute(facts, this.rule);
      if (state === null) continue;
      judged++;
      await this.sql.run(saveMinute, [t.api_id, f.minute, state, f.calls, f.failed, f.probes, f.probes_failed], em);
      await this.sql.run(addToDay, [t.api_id, f.minute, state], em);
      const step = stepRuns(runs, state, f.minute, open !== null, this.rule);
      runs = step.runs;
      if (step.event && 'open' in step.event) open = await this.open(em, t, step.event.open, notices);
      else if (step.event && 'close' in step.event && open !== null) {
        await this.resolve(em, t, open, step.event.close, notices);
        open = null;
      }
    }
    await this.sql.run(saveTracker, [t.api_id, end, runs.downRun, runs.upRun, runs.firstDown, runs.firstUp], em);
    return judged;
  }

  private async open(em: EntityManager, t: Tracker, startedAt: Date, notices: Array<[number, NotificationEvent]>): Promise<string> {
    const {
      rows: [row],
    } = await this.sql.run(openIncident, [t.api_id, `${t.name} 服务异常`.slice(0, 120), `${t.name_en} is failing`.slice(0, 120), startedAt], em);
    const id = row!.id;
    // The update's own time says when: the text stays readable in any time zone.
    const text = { zh: `接口「${t.name}」的探测或调用连续失败，已自动创建故障事件。`, en: `Probes or calls of "${t.name_en}" kept failing; an incident was opened automatically.` };
    await this.sql.run(addUpdate, [id, 'investigating', text.zh, text.en, startedAt], em);
    await this.deliveries.enqueue({ key: `incident:${id}:opened`, kind: 'incident', apiId: t.api_id, title: `故障：${t.name}`, titleEn: `Incident: ${t.name_en}`, text: text.zh, textEn: text.en, at: startedAt }, em);
    await this.notifyFollowers(em, t.api_id, text, notices);
    return id;
  }

  private async resolve(em: EntityManager, t: Tracker, id: string, at: Date, notices: Array<[number, NotificationEvent]>): Promise<void> {
    const text = { zh: `接口「${t.name}」已恢复正常，故障事件已自动关闭。`, en: `"${t.name_en}" recovered; the incident was closed automatically.` };
    await this.sql.run(resolveIncident, [id, at], em);
    await this.sql.run(addUpdate, [id, 'resolved', text.zh, text.en, at], em);
    await this.deliveries.enqueue({ key: `incident:${id}:resolved`, kind: 'incident', apiId: t.api_id, title: `已恢复：${t.name}`, titleEn: `Resolved: ${t.name_en}`, text: text.zh, textEn: text.en, at }, em);
    await this.notifyFollowers(em, t.api_id, text, notices);
  }

  /** In-app notifications (kind `status`) for everyone who follows the API's status. */
  async notifyFollowers(em: EntityManager, apiId: number, text: { zh: string; en: string }, notices: Array<[number, NotificationEvent]>): Promise<void> {
    const { rows } = await this.sql.run(notifyCommand, [apiId, text.zh, text.en], em);
    for (const r of rows) {
      notices.push([r.user_id, { id: Number(r.id), apiId: null, kind: 'status', message: text.zh, messageEn: text.en, read: false, createdAt: r.created_at }]);
    }
  }
}
