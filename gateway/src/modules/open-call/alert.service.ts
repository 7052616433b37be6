import { authorize, type Actor } from '../../core/policy.js';
import { ALL_APIS, openCallPolicy } from './open-call.policy.js';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../core/errors.js';

/** `drift`: sampled answers differ from the documented shape (modules/versions, issue #30). */
export type AlertKind = 'alert' | 'shutdown' | 'promote' | 'rollback' | 'drift';

export interface AlertView {
  id: number;
  apiId: number;
  apiName: string;
  kind: AlertKind;
  message: string;
  messageEn: string;
  calls: number;
  failed: number;
  slow: number;
  createdAt: Date;
  acknowledgedAt: Date | null;
  /** Account of the administrator who acknowledged it. */
  acknowledgedBy: string | null;
}

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
  constructor(
    private readonly ds: DataSource,
    /** Tells every console an alert was written (the pubsub, shared through Redis when configured). */
    private readonly signals: AlertSignals = { publish: () => {}, subscribe: () => emptyStream() },
  ) {}

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
    await this.raiseIn(this.ds.manager, apiId, kind, t, seconds, name);
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
    await this.ds.query(
      `INSERT INTO api_alert (api_id, kind, message, message_en, calls, failed, slow) VALUES ($1, 'drift', $2, $3, $4, $5, 0)`,
      [d.apiId, m.zh, m.en, d.sampled, d.mismatched],
    );
    this.announce(d.apiId, 'drift');
  }

  /** The latest drift alert of an API since `since` (the detail page's notice), if any. */
  async latestDrift(apiId: number, since: Date): Promise<{ createdAt: Date; message: string; messageEn: string } | null> {
    const rows = await this.ds.query<Array<{ createdAt: Date; message: string; messageEn: string }>>(
      `SELECT created_at AS "createdAt", message, message_en AS "messageEn" FROM api_alert
        WHERE api_id = $1 AND kind = 'drift' AND created_at >= $2 ORDER BY created_at DESC LIMIT 1`,
      [apiId, since.toISOString()],
    );
    return rows[0] ?? null;
  }

  /** For alerts written inside a transaction (`raiseIn`): call once it has committed. */
  announce(apiId: number, kind: AlertKind): void {
    this.signals.publish({ apiId, kind });
  }

  /** An administrator has seen it: stamped once (who, when); acknowledging again changes nothing. */
  async acknowledge(actor: Actor, id: number): Promise<AlertView> {
    const userId = authorize(actor, openCallPolicy.acknowledgeAlert).id;
    await this.ds.query(
      `UPDATE api_alert SET acknowledged_at = now(), acknowledged_by = $2 WHERE id = $1 AND acknowledged_at IS NULL`,
      [id, userId],
    );
    const [view] = await this.select('WHERE al.id = $3', [1, 0, id]);
    if (!view) throw new AppError('NOT_FOUND', { zh: '告警不存在', en: 'Alert not found' });
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
    await em.query(
      `INSERT INTO api_alert (api_id, kind, message, message_en, calls, failed, slow) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [apiId, kind, m.zh, m.en, t.calls, t.failed, t.slow],
    );
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
      (await this.ds.query<Array<{ creatorId: number | null }>>(`SELECT creator_id AS "creatorId" FROM api WHERE id = $1`, [apiId]))[0] ?? { creatorId: null };
    authorize(actor, openCallPolicy.readAlerts, opts.apiId == null ? ALL_APIS : await owner(opts.apiId));
    const where = opts.apiId ? 'WHERE al.api_id = $3' : '';
    const rows = await this.select(where, [opts.limit, opts.offset, ...(opts.apiId ? [opts.apiId] : [])]);
    return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...view }) => view) };
  }

  private select(where: string, params: unknown[]): Promise<Array<AlertView & { total: number }>> {
    return this.ds.query<Array<AlertView & { total: number }>>(
      `SELECT al.id::int, al.api_id AS "apiId", a.name AS "apiName", al.kind, al.message, al.message_en AS "messageEn",
              al.calls::int, al.failed::int, al.slow::int, al.created_at AS "createdAt",
              al.acknowledged_at AS "acknowledgedAt", u.account AS "acknowledgedBy", count(*) OVER ()::int AS total
       FROM api_alert al JOIN api a ON a.id = al.api_id LEFT JOIN app_user u ON u.id = al.acknowledged_by ${where}
       ORDER BY al.created_at DESC, al.id DESC LIMIT $1 OFFSET $2`,
      params,
    );
  }
}
