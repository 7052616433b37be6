import { REVIEW_LIMITS } from '@api-market/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize, type Actor } from '../../core/policy.js';
import { reviewPolicy } from './admin.policy.js';
import { declaredWrite } from '../../core/request-writes.js';
import { adminCache } from './admin.cache.js';
import { AppError, badInput } from '../../core/errors.js';
import { ApiStatus } from '../catalog/api.entity.js';
import { apiNotFound, ApiWorkflowService, REVIEW_MODES, statusNotAllowed } from '../authoring/api-workflow.service.js';
import { type ApiRevisionService, type ContractField, type ContractParam, revisionRow } from '../authoring/api-revision.service.js';
import { z } from 'zod';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import type { ClassifiedChange } from '../versions/change-classes.rules.js';
import type { Lang } from '../../core/errors.js';
import { parseTokenRule, storedTokenRule, TOKEN_RULE_LABELS, type TokenRule } from '../open-call/token-rule.rules.js';

/** The marker of a review that is for a revision of a published API (not a new API), with what it would serve. */
export interface RevisionMarker {
  number: number;
  changedFields: ContractField[];
  /** The upstream the revision would call, and the one the published version calls. */
  address: string;
  liveAddress: string;
  method: string;
  responseFormat: string;
  responseExample: string;
  params: ContractParam[];
  changes: ClassifiedChange[];
  breaking: boolean;
  versionOverride: string | null;
}

export interface PendingReview {
  reviewId: number;
  apiId: number;
  name: string;
  description: string;
  submittedAt: Date;
  creatorName: string | null;
  /** A prototype (原型): callers get its mock, not an upstream (issue #29). */
  isPrototype: boolean;
  /** Set when the submission is a revision of a published API. */
  revision: RevisionMarker | null;
  /** What the reviewer is shown, hashed: a decision naming it fails once the creator changed anything. */
  version: string;
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
  /** The revision number when the review was of a revision. */
  revisionNumber: number | null;
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

/** The rollout config the publish flow stored for one API (what the proxy applies). */
export interface StoredPublishConfig {
  apiId: number;
  deployType: string;
  threshold: number;
  delayThreshold: number | null;
  alertThreshold: number | null;
  offThreshold: number | null;
  attackProtection: string | null;
  tokenRule: TokenRule;
  tokenRuleLabel: string;
  updatedAt: Date;
  updatedBy: string | null;
}

/**
 * The version of an open review (`r` api_review, `a` api, `v` its revision if any): a hash of everything
 * the review desk shows and a decision would publish — the API's form and contract with its parameters,
 * and the revision's contract. Any change by the creator gives a new version (#26.3).
 */
const REVIEW_VERSION = `left(md5(concat_ws(E'\\x1f', r.id::text, a.name, a.description, a.address, a.request_method,
  a.response_format, a.response_example, a.need_token::text, a.note, a.test_url, a.category_id::text,
  (SELECT json_agg(json_build_array(p.name, p.type, p.required, p.note, p.example) ORDER BY p.position, p.id)::text
     FROM api_param p WHERE p.api_id = a.id),
  v.id::text, v.address, v.request_method, v.response_format, v.response_example, v.parameters::text, v.need_token::text,
  a.name_en, a.description_en, a.image_url, a.prototype::text,
  (SELECT string_agg(t.tag_id::text, ',' ORDER BY t.tag_id) FROM api_tag t WHERE t.api_id = a.id))), 24)`;

const changedSinceOpened = (id: number) =>
  new AppError(
    'CONFLICT',
    { zh: `接口 ${id} 在你打开后已被修改，请重新加载后再审核`, en: `API ${id} changed since you opened it; reload it and review again` },
    { reason: 'CHANGED_SINCE_OPENED' },
  );

const { commentMax: COMMENT_MAX, batchMax: BATCH_MAX } = REVIEW_LIMITS;

/** The revision part of a pending review: the revision's own fields (json_build_object), as a stored revision names them. */
const markerRow = revisionRow.pick({
  number: true,
  changedFields: true,
  address: true,
  method: true,
  responseFormat: true,
  responseExample: true,
  params: true,
  changes: true,
  breaking: true,
  versionOverride: true,
});
const pendingRow = z.object({
  reviewId: z.number(),
  apiId: z.number(),
  name: z.string(),
  description: z.string(),
  submittedAt: z.date(),
  creatorName: z.string().nullable(),
  isPrototype: z.boolean(),
  liveAddress: z.string(),
  version: z.string(),
  rev: markerRow.nullable(),
});
const pendingStatement = statement<[], typeof pendingRow>(
  'admin.pending-reviews',
  `SELECT r.id AS "reviewId", r.api_id AS "apiId", a.name, a.description, r.created_at AS "submittedAt",
          c.name AS "creatorName", a.prototype AS "isPrototype", a.address AS "liveAddress", ${REVIEW_VERSION} AS version,
          CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object(
            'number', v.number, 'changedFields', v.changed_fields, 'address', v.address, 'method', v.request_method,
            'responseFormat', v.response_format, 'responseExample', v.response_example, 'params', v.parameters,
            'changes', v.classification, 'breaking', v.breaking, 'versionOverride', v.version_override_reason) END AS rev
     FROM api_review r JOIN api a ON a.id = r.api_id LEFT JOIN creator c ON c.id = a.creator_id
     LEFT JOIN api_contract_revision v ON v.id = r.revision_id
    WHERE r.status = -1 ORDER BY r.created_at, r.id`,
  pendingRow,
);
const auditRow = z.object({
  apiId: z.number(),
  name: z.string(),
  note: z.string(),
  status: z.number(),
  createdAt: z.date(),
  reviewedAt: z.date().nullable(),
  comment: z.string().nullable(),
  revisionNumber: z.number().nullable(),
});
const auditStatement = statement<[scoped: boolean, creatorId: number], typeof auditRow>(
  'admin.audits',
  `SELECT a.id AS "apiId", a.name, a.note, r.status, r.created_at AS "createdAt", r.reviewed_at AS "reviewedAt",
          r.comment, v.number AS "revisionNumber"
     FROM api_review r JOIN api a ON a.id = r.api_id LEFT JOIN api_contract_revision v ON v.id = r.revision_id
    WHERE NOT $1::boolean OR a.creator_id = $2
    ORDER BY r.created_at DESC, r.id DESC LIMIT 500`,
  auditRow,
);
const versionRow = z.object({ version: z.string() });
const openVersionStatement = statement<[apiId: number], typeof versionRow>(
  'admin.open-review-version',
  `SELECT ${REVIEW_VERSION} AS version
     FROM api_review r JOIN api a ON a.id = r.api_id LEFT JOIN api_contract_revision v ON v.id = r.revision_id
    WHERE r.api_id = $1 AND r.status = -1`,
  versionRow,
);
const ownerRow = z.object({ creatorId: z.number().nullable() });
const ownerStatement = statement<[apiId: number], typeof ownerRow>('admin.api-owner', `SELECT creator_id AS "creatorId" FROM api WHERE id = $1`, ownerRow);
const statusEventRow = z.object({
  fromStatus: z.number(),
  toStatus: z.number(),
  reason: z.string(),
  actorAccount: z.string().nullable(),
  createdAt: z.date(),
});
const historyStatement = statement<[apiId: number], typeof statusEventRow>(
  'admin.api-history',
  `SELECT e.from_status AS "fromStatus", e.to_status AS "toStatus", e.reason, u.account AS "actorAccount",
          e.created_at AS "createdAt"
     FROM api_status_event e LEFT JOIN app_user u ON u.id = e.actor_id WHERE e.api_id = $1 ORDER BY e.id`,
  statusEventRow,
);
const setModeCommand = command<[mode: string]>(
  'admin.review-mode',
  `INSERT INTO system_setting (key, value, updated_at) VALUES ('review_mode', $1::jsonb, now())
   ON CONFLICT (key) DO UPDATE SET value = $1::jsonb, updated_at = now()`,
);
const idRow = z.object({ id: z.number() });
const apiExistsStatement = statement<[apiId: number], typeof idRow>('admin.api-exists', `SELECT id FROM api WHERE id = $1`, idRow);
const publishConfigRow = z.object({
  apiId: z.number(),
  deployType: z.string(),
  threshold: z.number(),
  delayThreshold: z.number().nullable(),
  alertThreshold: z.number().nullable(),
  offThreshold: z.number().nullable(),
  attackProtection: z.string().nullable(),
  tokenRule: z.string().nullable(),
  updatedAt: z.date(),
  updatedBy: z.string().nullable(),
});
const publishConfigStatement = statement<[apiId: number], typeof publishConfigRow>(
  'admin.publish-config',
  `SELECT c.api_id AS "apiId", c.deploy_type AS "deployType", COALESCE(c.threshold, c.gray_scale, 10000)::int AS threshold,
          c.delay_threshold AS "delayThreshold", c.alert_threshold AS "alertThreshold", c.off_threshold AS "offThreshold",
          c.attack_protection AS "attackProtection", c.token_rule AS "tokenRule", c.updated_at AS "updatedAt",
          u.account AS "updatedBy"
     FROM api_publish_config c LEFT JOIN app_user u ON u.id = c.updated_by WHERE c.api_id = $1`,
  publishConfigRow,
);
const storePublishConfigCommand = command<
  [apiId: number, type: string, threshold: number, delay: number | null, alert: number | null, off: number | null,
    attackProtection: string | null, tokenRule: TokenRule, by: number]
>(
  'admin.store-publish-config',
  `INSERT INTO api_publish_config (api_id, deploy_type, gray_scale, threshold, delay_threshold, alert_threshold,
                                   off_threshold, attack_protection, token_rule, updated_by, updated_at)
   VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, now())
   ON CONFLICT (api_id) DO UPDATE SET deploy_type = $2, gray_scale = $3, threshold = $3, delay_threshold = $4,
     alert_threshold = $5, off_threshold = $6, attack_protection = $7, token_rule = $8, updated_by = $9, updated_at = now()`,
);

/** The admin's review desk: pending list, pass/reject (single or batch, all or nothing), mode, publish. */
export class ReviewService {
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    private readonly workflow: ApiWorkflowService,
    private readonly revisions: ApiRevisionService,
  ) {
    this.sql = sqlOn(ds);
  }

  async pending(actor: Actor): Promise<PendingReview[]> {
    authorize(actor, reviewPolicy.readPending);
    const rows = await this.sql.all(pendingStatement, []);
    return rows.map(({ rev, liveAddress, ...p }) => ({ ...p, revision: rev && { ...rev, liveAddress } }));
  }

  /** Every review; a creator sees the reviews of their own APIs ("my reviews"), an admin all of them. */
  async auditList(actor: Actor): Promise<AuditItem[]> {
    const user = authorize(actor, reviewPolicy.readAudits);
    const scoped = user.role !== 'ADMIN';
    return this.sql.all(auditStatement, [scoped, user.creatorId ?? -1]);
  }

  /**
   * Passes (→ approved, released later by a publish) or rejects (→ -3 with the comment as reason) every id in one transaction:
   * if any id has no pending review, or any review changed from the `versions` the reviewer was shown
   * (paired with `apiIds`), nothing changes.
   */
  async decide(actor: Actor, apiIds: number[], pass: boolean, comment?: string, versions?: Array<string | null | undefined>): Promise<number[]> {
    const admin = authorize(actor, reviewPolicy.decide);
    if (versions && versions.length !== apiIds.length) {
      throw badInput('版本数须与接口数一致', 'Give one version per API id');
    }
    const expected = new Map<number, string>();
    apiIds.forEach((id, i) => {
      const v = versions?.[i];
      if (v) expected.set(id, v);
    });
    const ids = [...new Set(apiIds)];
    if (!ids.length) throw badInput('请选择要审核的接口', 'Choose the APIs to review');
    if (ids.length > BATCH_MAX) throw badInput(`一次最多审核 ${BATCH_MAX} 个接口`, `At most ${BATCH_MAX} APIs per batch`);
    const reason = comment?.trim() ?? '';
    if ([...reason].length > COMMENT_MAX) throw badInput(`审核意见不能超过 ${COMMENT_MAX} 个字符`, `The comment must be at most ${COMMENT_MAX} characters`);
    await this.workflow.transaction(async (em) => {
      for (const id of ids.sort((a, b) => a - b)) {
        const api = await this.workflow.lockApi(em, admin, id);
        const want = expected.get(id);
        if (want !== undefined && (await this.openVersion(em, id)) !== want) throw changedSinceOpened(id);
        const closed = await this.workflow.closeOpenReview(em, id, pass ? 1 : 0, admin, pass ? null : reason || null);
        if (!closed) {
          throw new AppError(
            'BAD_USER_INPUT',
            { zh: `接口 ${id} 没有待审核的提交`, en: `API ${id} has no submission waiting for review` },
            { reason: 'NO_PENDING_REVIEW' },
          );
        }
        if (closed.revisionId !== null) {
          // A revision of a published API: the API keeps its status and serves its published version.
          await this.revisions.decide(em, api, closed.revisionId, pass, admin, reason);
        } else if (pass) {
          // A pass approves (#34.6): the API goes live only with the rollout of a publish (README: review and release).
          await this.workflow.audit(em, api, admin, '审核通过，待发布');
          await this.workflow.notify(em, api, 'passed', admin);
        } else {
          await this.workflow.setStatus(em, api, ApiStatus.ReviewFailed, admin, reason || '审核未通过');
          await this.workflow.notify(em, api, 'rejected', admin);
        }
      }
    });
    return ids;
  }

  /** The version of the API's open review now (null when none is open); the API row is locked by the caller. */
  private async openVersion(em: EntityManager, apiId: number): Promise<string | null> {
    return (await this.sql.first(openVersionStatement, [apiId], em))?.version ?? null;
  }

  /** The audit trail of one API, oldest first: its owner and admins only (others: not found). */
  async history(actor: Actor, apiId: number): Promise<StatusEvent[]> {
    const owner = await this.sql.first(ownerStatement, [apiId]);
    if (!owner) throw apiNotFound();
    authorize(actor, reviewPolicy.readHistory, owner);
    return this.sql.all(historyStatement, [apiId]);
  }

  async mode(actor: Actor): Promise<{ currentMode: number; modes: typeof REVIEW_MODES }> {
    authorize(actor, reviewPolicy.readMode);
    return { currentMode: await this.workflow.reviewMode(), modes: REVIEW_MODES };
  }

  async changeMode(actor: Actor, modeId: number): Promise<number> {
    authorize(actor, reviewPolicy.changeMode);
    if (!REVIEW_MODES.some((m) => m.id === modeId)) {
      throw badInput('审核模式只能是 1（人工审核）或 2（自动通过）', 'Review mode must be 1 (manual) or 2 (automatic)');
    }
    await declaredWrite(adminCache.writes.reviewMode(), () => this.sql.run(setModeCommand, [JSON.stringify(modeId)]));
    return modeId;
  }

  /** The stored publish config of an API, or null when it was never published with one. */
  async publishConfig(actor: Actor, apiId: number, lang: Lang = 'zh'): Promise<StoredPublishConfig | null> {
    authorize(actor, reviewPolicy.readPublishConfig);
    if (!(await this.sql.first(apiExistsStatement, [apiId]))) throw apiNotFound();
    const row = await this.sql.first(publishConfigStatement, [apiId]);
    if (!row) return null;
    // Rows stored before the rules were fixed held free text: a known label maps, anything else is none.
    const tokenRule = storedTokenRule(row.tokenRule);
    return { ...row, tokenRule, tokenRuleLabel: TOKEN_RULE_LABELS[tokenRule][lang] };
  }

  /**
   * The admin's publish: stores the rollout thresholds (read by the proxy) and publishes the API
   * unless it failed review (-3 must be resubmitted first).
   */
  async publish(actor: Actor, input: PublishInput): Promise<void> {
    const admin = authorize(actor, reviewPolicy.publish);
    if (input.type !== 'gray' && input.type !== 'full') throw badInput('发布类型只能是 gray 或 full', 'Type must be gray or full');
    const threshold = input.type === 'full' ? 10000 : (input.threshold ?? 1000);
    if (!Number.isInteger(threshold) || threshold < 100 || threshold > 10000 || threshold % 100 !== 0) {
      throw badInput('灰度阈值须为 100–10000 且为 100 的倍数', 'Threshold must be 100–10000 in steps of 100');
    }
    // delay in ms; alert and off thresholds are per mille of the calls in the window (README).
    const limits = [['delayThreshold', input.delayThreshold, 1_000_000], ['alertThreshold', input.alertThreshold, 1000], ['offThreshold', input.offThreshold, 1000]] as const;
    for (const [k, v, max] of limits) {
      if (v !== undefined && v !== null && (!Number.isInteger(v) || v < 0 || v > max)) {
        throw badInput(`${k} 须为 0–${max} 的整数`, `${k} must be an integer 0–${max}`);
      }
    }
    // A fixed rule (codes, their zh/en labels and the older spellings accepted); unknown text is refused.
    const tokenRule = parseTokenRule(input.tokenRule);
    await this.workflow.transaction(async (em) => {
      const api = await this.workflow.lockApi(em, admin, input.apiId);
      if (api.status === ApiStatus.ReviewFailed) throw statusNotAllowed();
      // A waiting revision is released with this rollout; publishing passes it when it was still in review.
      const waiting = await this.revisions.waiting(em, api.id);
      if (waiting?.status === -1) {
        const closed = await this.workflow.closeOpenReview(em, api.id, 1, admin, null);
        if (closed?.revisionId === waiting.id) {
          await this.revisions.decide(em, api, waiting.id, true, admin, '');
          waiting.status = 1;
        }
      }
      if (waiting) await this.revisions.release(em, api, waiting, input.type === 'gray' ? 'gray' : 'full', threshold, admin);
      await this.sql.run(
        storePublishConfigCommand,
        [input.apiId, input.type, threshold, input.delayThreshold ?? null, input.alertThreshold ?? null,
          input.offThreshold ?? null, input.attackProtection?.slice(0, 200) ?? null, tokenRule, admin.id],
        em,
      );
      // The proxy on every gateway applies the new rollout at once, not after its cache's refresh.
      this.workflow.touch(em, api.id);
      if (api.status !== ApiStatus.Published) {
        await this.workflow.closeOpenReview(em, api.id, 1, admin, null);
        await this.workflow.setStatus(em, api, ApiStatus.Published, admin, input.type === 'gray' ? `灰度发布 ${threshold}` : '全量发布');
        await this.workflow.notify(em, api, 'published', admin);
      }
    });
  }
}
