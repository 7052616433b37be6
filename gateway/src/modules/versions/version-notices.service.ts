import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { declaredWrite, untrackedWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { versionsCache } from './versions.cache.js';
import { authorize, type Actor } from '../../core/policy.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import type { ApiVersionService } from './api-version.service.js';
import { versionName, versionNumber } from './change-classes.rules.js';
import { badInput } from '../../core/errors.js';
import { versionsPolicy } from './versions.policy.js';

/** The reminders before a sunset, in days, and the stage each is stored as. */
export const REMINDER_DAYS = [30, 7, 1] as const;
type Stage = 'deprecated' | 'd30' | 'd7' | 'd1';
const DAY_MS = 86_400_000;

/** An event for the alert channels that route `deprecation` (modules/status), set by the composition root. */
export type DeprecationChannels = (event: { key: string; apiId: number; zh: string; en: string }) => Promise<unknown>;

const callerDayRow = z.object({
  day: z.string(),
  calls: z.number(),
  /** Distinct signed-in callers (a key's calls count for its owner). */
  users: z.number(),
  /** Distinct addresses of anonymous calls. */
  anonymous: z.number(),
});
export type CallerDay = z.infer<typeof callerDayRow>;

const stillCallerRow = z.object({ userId: z.number(), account: z.string(), calls: z.number(), lastCalledAt: z.date() });
export type StillCaller = z.infer<typeof stillCallerRow>;

/** A deprecated version (its sunset and deprecation set) with its API's name. */
const dueVersionRow = z.object({
  id: z.number(),
  api_id: z.number(),
  number: z.number(),
  sunset_at: z.date(),
  deprecated_at: z.date(),
  successor: z.number().nullable(),
  name: z.string(),
});
type DueVersion = z.infer<typeof dueVersionRow>;

const DUE_COLUMNS = `v.id, v.api_id, v.number, v.sunset_at, v.deprecated_at, v.successor, a.name FROM api_version v JOIN api a ON a.id = v.api_id`;
const deprecatedStatement = statement<[apiId: number, number: number | null], typeof dueVersionRow>(
  'versions.notices.deprecated',
  `SELECT ${DUE_COLUMNS} WHERE v.api_id = $1 AND v.number = $2`,
  dueVersionRow,
);
const dueStatement = statement<[now: string, days: number, stage: string], typeof dueVersionRow>(
  'versions.notices.due',
  `SELECT ${DUE_COLUMNS}
    WHERE v.deprecated_at IS NOT NULL AND v.sunset_at > $1::timestamptz AND v.sunset_at <= $1::timestamptz + make_interval(days => $2)
      AND NOT EXISTS (SELECT 1 FROM api_version_notice n WHERE n.version_id = v.id AND n.stage = $3)`,
  dueVersionRow,
);
/**
 * Deprecated versions whose callers were never told (the notice failed after the deprecation committed: the
 * database or the call records' flush away), their sunset still ahead: the tick tells them.
 */
const owedStatement = statement<[now: string], typeof dueVersionRow>(
  'versions.notices.owed',
  `SELECT ${DUE_COLUMNS}
    WHERE v.deprecated_at IS NOT NULL AND v.sunset_at > $1::timestamptz
      AND NOT EXISTS (SELECT 1 FROM api_version_notice n WHERE n.version_id = v.id AND n.stage = 'deprecated')`,
  dueVersionRow,
);
const versionIdRow = z.object({ version_id: z.number() });
const claimStageCommand = command<[versionId: number, stage: Stage], typeof versionIdRow>(
  'versions.notices.claim',
  `INSERT INTO api_version_notice (version_id, stage) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING version_id`,
  versionIdRow,
);
const markStageCommand = command<[versionId: number, stage: Stage]>(
  'versions.notices.mark',
  `INSERT INTO api_version_notice (version_id, stage) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
);
/**
 * The sunset of a deprecated version moved (deprecated again with another date): the reminders whose moment
 * is still ahead under the new date are owed again, at that moment (one sent for the old date told the old
 * date); those whose moment has passed stay sent, and `tick` sends only the nearest due one.
 */
export const rescheduleRemindersCommand = command<[versionId: number, now: string]>(
  'versions.notices.reschedule',
  `DELETE FROM api_version_notice n USING api_version v
    WHERE n.version_id = $1 AND v.id = n.version_id AND n.stage <> 'deprecated'
      AND v.sunset_at - make_interval(days => substr(n.stage, 2)::int) > $2::timestamptz`,
);
/** notification.id is a bigserial: node-postgres answers it as a string. */
const toldRow = z.object({ id: z.string(), user_id: z.number(), created_at: z.date() });
const notifyCommand = command<[apiId: number, version: string, since: string, zh: string, en: string], typeof toldRow>(
  'versions.notices.notify',
  `INSERT INTO notification (user_id, api_id, kind, message, message_en)
   SELECT DISTINCT c.user_id, $1::int, 'deprecation', $4, $5 FROM api_call c
    WHERE c.api_id = $1 AND coalesce(c.version, 'v1') = $2 AND c.user_id IS NOT NULL
      -- the API's own creator deprecated it: not told of it as a caller
      AND c.user_id IS DISTINCT FROM (SELECT cr.user_id FROM api a JOIN creator cr ON cr.id = a.creator_id WHERE a.id = $1)
      AND c.requested_at >= $3::timestamptz - interval '30 days'
   RETURNING id, user_id, created_at`,
  toldRow,
);
const recipientsCommand = command<[versionId: number, stage: Stage, recipients: number]>(
  'versions.notices.recipients',
  `UPDATE api_version_notice SET recipients = $3 WHERE version_id = $1 AND stage = $2`,
);
const perDayStatement = statement<[apiId: number, version: string, since: string], typeof callerDayRow>(
  'versions.callers-per-day',
  `SELECT to_char(date_trunc('day', requested_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, count(*)::int AS calls,
          count(DISTINCT user_id)::int AS users, count(DISTINCT request_ip) FILTER (WHERE user_id IS NULL)::int AS anonymous
     FROM api_call WHERE api_id = $1 AND coalesce(version, 'v1') = $2 AND requested_at >= $3 GROUP BY 1 ORDER BY 1`,
  callerDayRow,
);
const stillCallersStatement = statement<[apiId: number, version: string, since: string], typeof stillCallerRow>(
  'versions.still-callers',
  `SELECT c.user_id AS "userId", u.account, count(*)::int AS calls, max(c.requested_at) AS "lastCalledAt"
     FROM api_call c JOIN app_user u ON u.id = c.user_id
    WHERE c.api_id = $1 AND coalesce(c.version, 'v1') = $2 AND c.requested_at >= $3
    GROUP BY c.user_id, u.account ORDER BY max(c.requested_at) DESC LIMIT 100`,
  stillCallerRow,
);

/**
 * Reaching a deprecated version's callers (issue #30): everyone who called it in the 30 days before is told
 * in the app (a notification, live) and through the alert channels that route `deprecation`, at once and
 * again 30, 7 and 1 days before its sunset (a job each minute, each stage once: `api_version_notice`).
 */
export class VersionNoticeService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  channels: DeprecationChannels = async () => 0;
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly versions: Pick<ApiVersionService, 'now' | 'ownApi'>,
    private readonly publish: (userId: number, event: NotificationEvent) => void,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.sql = sqlOn(ds);
  }

  start(everyMs = 60_000): void {
    this.timer ??= setInterval(() => void this.tick().catch(this.onError), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Tells the callers of a version just deprecated; the reminders already within reach count as sent. */
  async deprecated(apiId: number, version: string): Promise<number> {
    const v = await this.sql.first(deprecatedStatement, [apiId, versionNumber(version)]);
    return v ? this.tellDeprecated(v, this.versions.now()) : 0;
  }

  private tellDeprecated(v: DueVersion, now: Date): Promise<number> {
    const left = v.sunset_at.getTime() - now.getTime();
    const within = REMINDER_DAYS.filter((d) => left <= d * DAY_MS).map((d) => `d${d}` as Stage);
    return this.send(v, 'deprecated', now, within);
  }

  /**
   * One pass of the reminders: each deprecated version whose sunset is within 30, 7 or 1 days, once per stage,
   * and only the nearest stage now due (the wider ones are marked as sent).
   */
  tick(): Promise<number> {
    this.running ??= untrackedWrite(async () => {
      const now = this.versions.now();
      let sent = 0;
      // A deprecation told to no one yet (its notice failed after it committed): once, as it would have been.
      for (const v of await this.sql.all(owedStatement, [now.toISOString()])) sent += await this.tellDeprecated(v, now);
      // Nearest first: a version whose sunset moved close at once gets the nearest reminder only, and the
      // wider ones (whose moment has passed with it) count as sent — never 30, 7 and 1 days in one minute.
      const nearestFirst = [...REMINDER_DAYS].sort((a, b) => a - b);
      for (const [i, days] of nearestFirst.entries()) {
        const wider = nearestFirst.slice(i + 1).map((d) => `d${d}` as Stage);
        const due = await this.sql.all(dueStatement, [now.toISOString(), days, `d${days}`]);
        for (const v of due) sent += await this.send(v, `d${days}` as Stage, now, wider);
      }
      return sent;
    }).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Notifies the version's callers (30 days before its deprecation and since) for a stage not yet sent; returns how many were told. */
  private async send(v: DueVersion, stage: Stage, now: Date, alsoDone: Stage[]): Promise<number> {
    const name = versionName(v.number);
    const successor = v.successor === null ? null : versionName(v.successor);
    const date = v.sunset_at.toISOString().slice(0, 10);
    const days = Math.max(1, Math.ceil((v.sunset_at.getTime() - now.getTime()) / DAY_MS));
    const text = {
      zh: `你调用过的接口「${v.name}」的版本 ${name} 已弃用，将于 ${date} 停止服务（还有 ${days} 天）${successor ? `，请改用 ${successor}` : ''}`,
      en: `Version ${name} of "${v.name}", which you called, is deprecated and will be sunset on ${date} (${days} days left)${successor ? `; move to ${successor}` : ''}`,
    };
    const events: Array<[number, NotificationEvent]> = [];
    // The notices and notifications are shown by no cached answer (versions.cache.ts).
    const told = await declaredWrite(versionsCache.writes.notice(), () => this.ds.transaction(async (em: EntityManager) => {
      const claimed = await this.sql.run(claimStageCommand, [v.id, stage], em);
      if (!claimed.rows.length) return -1;
      for (const s of alsoDone) await this.sql.run(markStageCommand, [v.id, s], em);
      const { rows } = await this.sql.run(
        notifyCommand,
        // Whoever called it in the 30 days before its deprecation, or since.
        [v.api_id, name, new Date(Math.min(now.getTime(), v.deprecated_at.getTime())).toISOString(), text.zh, text.en],
        em,
      );
      for (const r of rows) {
        events.push([r.user_id, { id: Number(r.id), apiId: v.api_id, kind: 'deprecation', message: text.zh, messageEn: text.en, read: false, createdAt: r.created_at }]);
      }
      await this.sql.run(recipientsCommand, [v.id, stage, rows.length], em);
      return rows.length;
    }));
    if (told < 0) return 0;
    for (const [userId, event] of events) this.publish(userId, event);
    await this.channels({ key: `deprecation:${v.id}:${stage}`, apiId: v.api_id, ...text }).catch(this.onError);
    return told;
  }

  /** Who still calls a version, per day of the last `days` (its creator and administrators). */
  async callers(actor: Actor, apiId: number, version: string, days = 30): Promise<{ days: CallerDay[]; callers: StillCaller[] }> {
    authorize(actor, versionsPolicy.readCallers, await this.versions.ownApi(apiId));
    if (versionNumber(version) === null) throw badInput(`版本名须为 v 加数字（如 v1），收到「${version}」`, `A version name is v + a number (such as v1), got "${version}"`);
    const since = new Date(this.versions.now().getTime() - days * DAY_MS).toISOString();
    const [perDay, callers] = await Promise.all([
      this.sql.all(perDayStatement, [apiId, version, since]),
      this.sql.all(stillCallersStatement, [apiId, version, since]),
    ]);
    return { days: perDay, callers };
  }
}
