import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../http/auth.js';
import { badInput } from '../../http/errors.js';
import { ApiStatus } from '../catalog/api.entity.js';
import { apiNotFound, ApiWorkflowService, REVIEW_MODES, statusNotAllowed } from '../authoring/api-workflow.service.js';

export interface PendingReview {
  reviewId: number;
  apiId: number;
  name: string;
  description: string;
  submittedAt: Date;
  creatorName: string | null;
}

export interface AuditItem {
  apiId: number;
  name: string;
  note: string;
  /** -1 not reviewed, 0 failed, 1 passed. */
  status: number;
  createdAt: Date;
  reviewedAt: Date | null;
  comment: string | null;
}

export interface StatusEvent {
  fromStatus: number;
  toStatus: number;
  reason: string;
  actorAccount: string | null;
  createdAt: Date;
}

export interface PublishInput {
  apiId: number;
  type: string;
  threshold?: number;
  delayThreshold?: number;
  alertThreshold?: number;
  offThreshold?: number;
  attackProtection?: string;
  tokenRule?: string;
}

const COMMENT_MAX = 500;
const BATCH_MAX = 100;

/** The admin's review desk: pending list, pass/reject (single or batch, all or nothing), mode, publish. */
export class ReviewService {
  constructor(
    private readonly ds: DataSource,
    private readonly workflow: ApiWorkflowService,
  ) {}

  async pending(): Promise<PendingReview[]> {
    const rows: Array<Record<string, unknown>> = await this.ds.query(
      `SELECT r.id, r.api_id, a.name, a.description, r.created_at, c.name AS creator_name
         FROM api_review r JOIN api a ON a.id = r.api_id LEFT JOIN creator c ON c.id = a.creator_id
        WHERE r.status = -1 ORDER BY r.created_at, r.id`,
    );
    return rows.map((r) => ({
      reviewId: r.id as number,
      apiId: r.api_id as number,
      name: r.name as string,
      description: r.description as string,
      submittedAt: r.created_at as Date,
      creatorName: r.creator_name as string | null,
    }));
  }

  /** Every review; a creator sees the reviews of their own APIs ("my reviews"), an admin all of them. */
  async auditList(user: AuthUser): Promise<AuditItem[]> {
    const scoped = user.role !== 'ADMIN';
    const rows: Array<Record<string, unknown>> = await this.ds.query(
      `SELECT a.id AS api_id, a.name, a.note, r.status, r.created_at, r.reviewed_at, r.comment
         FROM api_review r JOIN api a ON a.id = r.api_id
        WHERE NOT $1::boolean OR a.creator_id = $2
        ORDER BY r.created_at DESC, r.id DESC LIMIT 500`,
      [scoped, user.creatorId ?? -1],
    );
    return rows.map((r) => ({
      apiId: r.api_id as number,
      name: r.name as string,
      note: r.note as string,
      status: r.status as number,
      createdAt: r.created_at as Date,
      reviewedAt: r.reviewed_at as Date | null,
      comment: r.comment as string | null,
    }));
  }

  /**
   * Passes (→ published) or rejects (→ -3 with the comment as reason) every id in one transaction:
   * if any id has no pending review, nothing changes.
   */
  async decide(admin: AuthUser, apiIds: number[], pass: boolean, comment?: string): Promise<number[]> {
    const ids = [...new Set(apiIds)];
    if (!ids.length) throw badInput('请选择要审核的接口', 'Choose the APIs to review');
    if (ids.length > BATCH_MAX) throw badInput(`一次最多审核 ${BATCH_MAX} 个接口`, `At most ${BATCH_MAX} APIs per batch`);
    const reason = comment?.trim() ?? '';
    if ([...reason].length > COMMENT_MAX) throw badInput('审核意见不能超过 500 个字符', 'The comment must be at most 500 characters');
    await this.workflow.transaction(async (em) => {
      for (const id of ids.sort((a, b) => a - b)) {
        const api = await this.workflow.lockApi(em, admin, id);
        const closed = await this.workflow.closeOpenReview(em, id, pass ? 1 : 0, admin, pass ? null : reason || null);
        if (!closed) {
          throw badInput(`接口 ${id} 没有待审核的提交`, `API ${id} has no submission waiting for review`);
        }
        if (pass) {
          await this.workflow.setStatus(em, api, ApiStatus.Published, admin, '审核通过');
          await this.workflow.notify(em, api, 'passed', admin);
        } else {
          await this.workflow.setStatus(em, api, ApiStatus.ReviewFailed, admin, reason || '审核未通过');
          await this.workflow.notify(em, api, 'rejected', admin);
        }
      }
    });
    return ids;
  }

  /** The audit trail of one API, oldest first: its owner and admins only (others: not found). */
  async history(user: AuthUser, apiId: number): Promise<StatusEvent[]> {
    const owner: Array<{ creator_id: number | null }> = await this.ds.query(`SELECT creator_id FROM api WHERE id = $1`, [apiId]);
    if (!owner[0] || (user.role !== 'ADMIN' && (user.creatorId === null || owner[0].creator_id !== user.creatorId))) {
      throw apiNotFound();
    }
    const rows: Array<Record<string, unknown>> = await this.ds.query(
      `SELECT e.from_status, e.to_status, e.reason, u.account, e.created_at
         FROM api_status_event e LEFT JOIN app_user u ON u.id = e.actor_id WHERE e.api_id = $1 ORDER BY e.id`,
      [apiId],
    );
    return rows.map((r) => ({
      fromStatus: r.from_status as number,
      toStatus: r.to_status as number,
      reason: r.reason as string,
      actorAccount: r.account as string | null,
      createdAt: r.created_at as Date,
    }));
  }

  async mode(): Promise<{ currentMode: number; modes: typeof REVIEW_MODES }> {
    return { currentMode: await this.workflow.reviewMode(), modes: REVIEW_MODES };
  }

  async changeMode(modeId: number): Promise<number> {
    if (!REVIEW_MODES.some((m) => m.id === modeId)) {
      throw badInput('审核模式只能是 1（人工审核）或 2（自动通过）', 'Review mode must be 1 (manual) or 2 (automatic)');
    }
    await this.ds.query(
      `INSERT INTO system_setting (key, value, updated_at) VALUES ('review_mode', $1::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = $1::jsonb, updated_at = now()`,
      [JSON.stringify(modeId)],
    );
    return modeId;
  }

  /**
   * The admin's publish: stores the rollout thresholds (read by the proxy) and publishes the API
   * unless it failed review (-3 must be resubmitted first).
   */
  async publish(admin: AuthUser, input: PublishInput): Promise<void> {
    if (input.type !== 'gray' && input.type !== 'full') throw badInput('发布类型只能是 gray 或 full', 'Type must be gray or full');
    const threshold = input.type === 'full' ? 10000 : (input.threshold ?? 1000);
    if (!Number.isInteger(threshold) || threshold < 100 || threshold > 10000 || threshold % 100 !== 0) {
      throw badInput('灰度阈值须为 100–10000 且为 100 的倍数', 'Threshold must be 100–10000 in steps of 100');
    }
    for (const [k, v] of Object.entries({ delayThreshold: input.delayThreshold, alertThreshold: input.alertThreshold, offThreshold: input.offThreshold })) {
      if (v !== undefined && (!Number.isInteger(v) || v < 0 || v > 1_000_000)) {
        throw badInput(`${k} 须为 0–1000000 的整数`, `${k} must be an integer 0–1000000`);
      }
    }
    await this.workflow.transaction(async (em) => {
      const api = await this.workflow.lockApi(em, admin, input.apiId);
      if (api.status === ApiStatus.ReviewFailed) throw statusNotAllowed();
      await em.query(
        `INSERT INTO api_publish_config (api_id, deploy_type, gray_scale, threshold, delay_threshold, alert_threshold,
                                         off_threshold, attack_protection, token_rule, updated_by, updated_at)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, now())
         ON CONFLICT (api_id) DO UPDATE SET deploy_type = $2, gray_scale = $3, threshold = $3, delay_threshold = $4,
           alert_threshold = $5, off_threshold = $6, attack_protection = $7, token_rule = $8, updated_by = $9, updated_at = now()`,
        [input.apiId, input.type, threshold, input.delayThreshold ?? null, input.alertThreshold ?? null,
          input.offThreshold ?? null, input.attackProtection?.slice(0, 200) ?? null, input.tokenRule?.slice(0, 200) ?? null, admin.id],
      );
      if (api.status !== ApiStatus.Published) {
        await this.workflow.closeOpenReview(em, api.id, 1, admin, null);
        await this.workflow.setStatus(em, api, ApiStatus.Published, admin, input.type === 'gray' ? `灰度发布 ${threshold}` : '全量发布');
        await this.workflow.notify(em, api, 'published', admin);
      }
    });
  }
}
