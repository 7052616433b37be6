import type { DataSource, EntityManager } from 'typeorm';

export type AlertKind = 'alert' | 'shutdown' | 'promote' | 'rollback';

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
}

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
    case 'promote':
      return {
        zh: `接口「${name}」灰度版本运行平稳，已自动全量发布`,
        en: `The gray version of "${name}" stayed within thresholds and was promoted to full release`,
      };
  }
}

/** Interface alerts raised by the traffic policies, and the creator's notice on automatic shutdown. */
export class AlertService {
  constructor(private readonly ds: DataSource) {}

  raise(apiId: number, kind: AlertKind, t: Counts, seconds: number, name: string): Promise<void> {
    return this.raiseIn(this.ds.manager, apiId, kind, t, seconds, name);
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

  async list(opts: {
    apiId?: number;
    limit: number;
    offset: number;
  }): Promise<{ items: AlertView[]; total: number }> {
    const where = opts.apiId ? 'WHERE al.api_id = $3' : '';
    const params: unknown[] = [opts.limit, opts.offset, ...(opts.apiId ? [opts.apiId] : [])];
    const rows: Array<Record<string, unknown>> = await this.ds.query(
      `SELECT al.id, al.api_id, a.name AS api_name, al.kind, al.message, al.message_en, al.calls, al.failed, al.slow,
              al.created_at, count(*) OVER ()::int AS total
       FROM api_alert al JOIN api a ON a.id = al.api_id ${where}
       ORDER BY al.created_at DESC, al.id DESC LIMIT $1 OFFSET $2`,
      params,
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((r) => ({
        id: Number(r.id),
        apiId: Number(r.api_id),
        apiName: String(r.api_name),
        kind: r.kind as AlertKind,
        message: String(r.message),
        messageEn: String(r.message_en),
        calls: Number(r.calls),
        failed: Number(r.failed),
        slow: Number(r.slow),
        createdAt: r.created_at as Date,
      })),
    };
  }
}
