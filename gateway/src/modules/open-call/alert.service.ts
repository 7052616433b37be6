import { authorize, type Actor } from '../../core/policy.js';
import { ALL_APIS, openCallPolicy } from './open-call.policy.js';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../core/errors.js';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { declaredWrite } from '../../core/request-writes.js';
import { openCallCache } from './open-call.cache.js';

/** `drift`: sampled answers differ from the documented shape (modules/versions, issue #30). */
const ALERT_KINDS = ['alert', 'shutdown', 'promote', 'rollback', 'drift'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** An alert as stored, in both languages (the doors show `InterfaceAlert`, in the caller's). */
const alertRow = z.object({
  id: z.number(),
  apiId: z.number(),
  apiName: z.string(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  messageEn: z.string(),
  calls: z.number(),
  failed: z.number(),
  slow: z.number(),
  createdAt: z.date(),
  acknowledgedAt: z.date().nullable(),
  /** Account of the administrator who acknowledged it. */
  acknowledgedBy: z.string().nullable(),
});
export type AlertView = z.infer<typeof alertRow>;
const alertPageRow = alertRow.extend({ total: z.number() });
/** A page of alerts ($1 limit, $2 offset) narrowed by `where`. */
const alertsWhere = <P extends readonly unknown[]>(name: string, where: string) =>
  statement<P, typeof alertPageRow>(
    `alerts.${name}`,
    `SELECT al.id::int, al.api_id AS "apiId", a.name AS "apiName", al.kind, al.message, al.message_en AS "messageEn",
            al.calls::int, al.failed::int, al.slow::int, al.created_at AS "createdAt",
            al.acknowledged_at AS "acknowledgedAt", u.account AS "acknowledgedBy", count(*) OVER ()::int AS total
     FROM api_alert al JOIN api a ON a.id = al.api_id LEFT JOIN app_user u ON u.id = al.acknowledged_by ${where}
     ORDER BY al.created_at DESC, al.id DESC LIMIT $1 OFFSET $2`,
    alertPageRow,
  );
const ALERTS = {
  all: alertsWhere<[limit: number, offset: number]>('all', ''),
  ofApi: alertsWhere<[limit: number, offset: number, apiId: number]>('of-api', 'WHERE al.api_id = $3'),
  one: alertsWhere<[limit: number, offset: number, id: number]>('one', 'WHERE al.id = $3'),
};
const raiseDriftCommand = command<[apiId: number, message: string, messageEn: string, sampled: number, mismatched: number]>(
  'alerts.raise-drift',
  `INSERT INTO api_alert (api_id, kind, message, message_en, calls, failed, slow) VALUES ($1, 'drift', $2, $3, $4, $5, 0)`,
);
const raiseCommand = command<[apiId: number, kind: AlertKind, message: string, messageEn: string, calls: number, failed: number, slow: number]>(
  'alerts.raise',
  `INSERT INTO api_alert (api_id, kind, message, message_en, calls, failed, slow) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
);
const driftRow = z.object({ createdAt: z.date(), message: z.string(), messageEn: z.string() });
const latestDriftStatement = statement<[apiId: number, since: string], typeof driftRow>(
  'alerts.latest-drift',
  `SELECT created_at AS "createdAt", message, message_en AS "messageEn" FROM api_alert
    WHERE api_id = $1 AND kind = 'drift' AND created_at >= $2 ORDER BY created_at DESC LIMIT 1`,
  driftRow,
);
const acknowledgeCommand = command<[id: number, userId: number]>(
  'alerts.acknowledge',
  `UPDATE api_alert SET acknowledged_at = now(), acknowledged_by = $2 WHERE id = $1 AND acknowledged_at IS NULL`,
);
const ownerRow = z.object({ creatorId: z.number().nullable() });
const ownerOf = statement<[apiId: number], typeof ownerRow>('alerts.owner', `SELECT creator_id AS "creatorId" FROM api WHERE id = $1`, ownerRow);

/** What subscribers hear when an alert is written (after its transaction committed). */
export interface AlertRaisedSignal {
  apiId: number;
  /** An AlertKind (a plain string once it crossed Redis). */
  kind: string;
}

export interface AlertSignals {
  publish(signal: AlertRaisedSignal): void;
  subscribe(): AsyncIterable<AlertRaisedSignal>;
}

async function* emptyStream(): AsyncIterable<AlertRaisedSignal> {}

interface Counts {
  calls: number;
  failed: number;
  slow: number;
}

function describe(
  kind: AlertKind,
  name: string,
  t: Counts,
  seconds: number,
  hasStable = true,
): { zh: string; en: string } {
  const stats = {
    zh: `最近 ${seconds} 秒 ${t.calls} 次调用中失败 ${t.failed} 次、慢调用 ${t.slow} 次`,
    en: `${t.failed} failed and ${t.slow} slow of ${t.calls} calls in the last ${seconds} s`,
  };
  switch (kind) {
    case 'alert':
      return { zh: `接口「${name}」告警：${stats.zh}`, en: `Alert on "${name}": ${stats.en}` };
    case 'shutdown':
      return {
        zh: `接口「${name}」失败率超过下架阈值，已自动下架（${stats.zh}），需重新提交审核后才能恢复`,
        en: `"${name}" passed its shutdown threshold and was taken offline automatically (${stats.en}); it returns only after resubmission and review`,
      };
    case 'rollback':
      return {
        zh: `接口「${name}」灰度版本超过告警阈值，已自动回滚${hasStable ? '到上一发布版本' : '（无上一版本，暂停服务）'}（${stats.zh}）`,
        en: `The gray version of "${name}" passed the alert threshold and was rolled back${hasStable ? ' to the previous version' : ' (no previous version: calls paused)'} (${stats.en})`,
      };
    case 'drift':
      return { zh: `接口「${name}」返回与文档不一致`, en: `Answers of "${name}" differ from the documentation` };
    case 'promote':
      return {
        zh: `接口「${name}」灰度版本运行平稳，已自动全量发布`,
        en: `The gray version of "${name}" stayed within thresholds and was promoted to full release`,
      };
  }
}

/** Interface alerts raised by the traffic policies, and the creator's notice on automatic shutdown. */
export class AlertService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    /** Tells every console an alert was written (the pubsub, shared through Redis when configured). */
    private readonly signals: AlertSignals = { publish: () => {}, subscribe: () => emptyStream() },
  ) {
    this.sql = sqlOn(ds);
  }

  /** Alerts as they are written, on any gateway sharing the pubsub. */
  stream(): AsyncIterable<AlertRaisedSignal> {
    return this.signals.subscribe();
  }

  /** The same, for a console that asks (administrators). */
  hear(actor: Actor): AsyncIterable<AlertRaisedSignal> {
    authorize(actor, openCallPolicy.hearAlerts);
    return this.stream();
  }

  async raise(apiId: number, kind: AlertKind, t: Counts, seconds: number, name: string): Promise<void> {
    await declaredWrite(openCallCache.writes.alert(), () => this.raiseIn(this.ds.manager, apiId, kind, t, seconds, name));
    this.announce(apiId, kind);
  }

  /**
   * Sampled answers differ from the documented shape (issue #30): an interface alert for the creator and
   * administrators, with one mismatched answer as the example (routed to the alert channels like the others).
   */
  async raiseDrift(d: { apiId: number; name: string; version: string; sampled: number; mismatched: number; example: string; problem: string }): Promise<void> {
    const m = {
      zh: `接口「${d.name}」返回与文档不一致（${d.version}）：最近 5 分钟抽样 ${d.sampled} 次中 ${d.mismatched} 次不符（${d.problem}）。示例：${d.example}`,
      en: `Answers of "${d.name}" differ from the documentation (${d.version}): ${d.mismatched} of ${d.sampled} sampled answers in 5 minutes (${d.problem}). Example: ${d.example}`,
    };
    await declaredWrite(openCallCache.writes.alert(), () => this.sql.run(raiseDriftCommand, [d.apiId, m.zh, m.en, d.sampled, d.mismatched]));
    this.announce(d.apiId, 'drift');
  }

  /** The latest drift alert of an API since `since` (the detail page's notice), if any. */
  async latestDrift(apiId: number, since: Date): Promise<{ createdAt: Date; message: string; messageEn: string } | null> {
    return this.sql.first(latestDriftStatement, [apiId, since.toISOString()]);
  }

  /** For alerts written inside a transaction (`raiseIn`): call once it has committed. */
  announce(apiId: number, kind: AlertKind): void {
    this.signals.publish({ apiId, kind });
  }

  /** An administrator has seen it: stamped once (who, when); acknowledging again changes nothing. */
  async acknowledge(actor: Actor, id: number): Promise<AlertView> {
    const userId = authorize(actor, openCallPolicy.acknowledgeAlert).id;
    await declaredWrite(openCallCache.writes.alert(), () => this.sql.run(acknowledgeCommand, [id, userId]));
    const row = await this.sql.first(ALERTS.one, [1, 0, id]);
    if (!row) throw new AppError('NOT_FOUND', { zh: '告警不存在', en: 'Alert not found' });
    const { total: _total, ...view } = row;
    return view;
  }

  async raiseIn(
    em: EntityManager,
    apiId: number,
    kind: AlertKind,
    t: Counts,
    seconds: number,
    name: string,
    hasStable = true,
  ): Promise<void> {
    const m = describe(kind, name, t, seconds, hasStable);
    await this.sql.run(raiseCommand, [apiId, kind, m.zh, m.en, t.calls, t.failed, t.slow], em);
  }

  async list(
    actor: Actor,
    opts: {
      apiId?: number | null;
      limit: number;
      offset: number;
    },
  ): Promise<{ items: AlertView[]; total: number }> {
    // An API nobody owns (or none at all) is for administrators: they read its (empty) list.
    const owner = async (apiId: number) =>
      (await this.sql.first(ownerOf, [apiId])) ?? { creatorId: null };
    authorize(actor, openCallPolicy.readAlerts, opts.apiId == null ? ALL_APIS : await owner(opts.apiId));
    const rows = opts.apiId
      ? await this.sql.all(ALERTS.ofApi, [opts.limit, opts.offset, opts.apiId])
      : await this.sql.all(ALERTS.all, [opts.limit, opts.offset]);
    return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...view }) => view) };
  }
}
