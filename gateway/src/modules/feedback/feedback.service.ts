import type { ActivityService } from '../monitor/activity.service.js';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { declaredWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { ApiEntity } from '../catalog/api.entity.js';
import { visibleTo } from '../catalog/api-visibility.rules.js';
import { ProblemTypeEntity } from '../content/problem-type.entity.js';
import type { AuthUser } from '../../core/auth-user.js';
import { authorize, type Actor } from '../../core/policy.js';
import { feedbackPolicy } from './feedback.policy.js';
import { badInput, notFound } from '../../core/errors.js';
import { afterCommitOf, transactionOf, type CreateUnit } from '../idempotency/idempotency.service.js';
import type { CallAttachmentService } from '../open-call/call-attachment.service.js';
import { attachedCallJson } from '../open-call/call-attachment.types.js';
import type { RateLimiters } from '../../core/rate-limiters.js';
import { FEEDBACK_STATUSES, FeedbackEntity, FeedbackScreenshotEntity, type FeedbackStatus } from './feedback.entity.js';
import {
  checkProblemReport,
  checkPublicFeedback,
  type ProblemReportFields,
  type PublicFeedbackFields,
  RESOLUTION_MAX,
} from './feedback.rules.js';
import type { Feedback, FeedbackPage } from './feedback.types.js';
import type { ImageMime } from './image-type.js';
import { feedbackCache } from './feedback.cache.js';

export interface FeedbackFilter {
  kind?: string | null;
  /** Only the reports assigned to this administrator. */
  assigneeId?: number | null;
  status?: string | null;
  problemTypeId?: number | null;
  apiId?: number | null;
  page: number;
  pageSize: number;
}

const feedbackRow = z.object({
  id: z.number(),
  kind: z.string(),
  problem_type_id: z.number().nullable(),
  problem_kind: z.string().nullable(),
  problem_kind_en: z.string().nullable(),
  api_id: z.number().nullable(),
  api_name: z.string().nullable(),
  summary: z.string(),
  description: z.string(),
  severity: z.string().nullable(),
  urgency: z.string().nullable(),
  contact: z.string().nullable(),
  submitter_ref: z.string().nullable(),
  assignee: z.string().nullable(),
  workspace_id: z.number().nullable(),
  workspace_name: z.string().nullable(),
  note: z.string().nullable(),
  status: z.string(),
  resolution: z.string().nullable(),
  resolved_at: z.date().nullable(),
  created_at: z.date(),
  has_screenshot: z.boolean(),
  attached_call: attachedCallJson.nullable(),
});
type FeedbackRow = z.infer<typeof feedbackRow>;

const SELECT = `SELECT f.*, pt.kind AS problem_kind, pt.kind_en AS problem_kind_en, a.name AS api_name,
    u.account AS assignee, w.name AS workspace_name, (s.feedback_id IS NOT NULL) AS has_screenshot
  FROM feedback f
  LEFT JOIN problem_type pt ON pt.id = f.problem_type_id
  LEFT JOIN api a ON a.id = f.api_id
  LEFT JOIN app_user u ON u.id = f.assignee_id
  LEFT JOIN workspace w ON w.id = f.workspace_id
  LEFT JOIN feedback_screenshot s ON s.feedback_id = f.id`;

const idRow = z.object({ id: z.number() });
const assigneeStatement = statement<[admin: string], typeof idRow>(
  'feedback.assignee',
  `SELECT id FROM app_user WHERE role = 1 AND (lower(account) = lower($1) OR id::text = $1) LIMIT 1`,
  idRow,
);
const workspaceStatement = statement<[id: number], typeof idRow>('feedback.workspace', `SELECT id FROM workspace WHERE id = $1`, idRow);
const setStatusCommand = command<[id: number, status: string, by: number, resolved: boolean, note: string | null], typeof idRow>(
  'feedback.set-status',
  `UPDATE feedback SET status = $2::text, status_changed_by = $3::int, status_changed_at = now(),
          resolution = CASE WHEN $4::boolean THEN $5::text ELSE resolution END,
          resolved_by = CASE WHEN $4::boolean THEN $3::int ELSE NULL END,
          resolved_at = CASE WHEN $4::boolean THEN now() ELSE NULL END
    WHERE id = $1 RETURNING id`,
  idRow,
);
const screenshotRow = z.object({ mime: z.string(), bytes: z.instanceof(Buffer), creator_id: z.number().nullable() });
const screenshotStatement = statement<[feedbackId: number], typeof screenshotRow>(
  'feedback.screenshot',
  `SELECT s.mime, s.bytes, a.creator_id FROM feedback_screenshot s JOIN feedback f ON f.id = s.feedback_id
   LEFT JOIN api a ON a.id = f.api_id WHERE s.feedback_id = $1`,
  screenshotRow,
);
/** The filters of a page: $1 kind, $2 status, $3 problem type, $4 API, $5 creator, $6 assignee, $7 author. */
const PAGE_WHERE = `WHERE ($1::text IS NULL OR f.kind = $1) AND ($2::text IS NULL OR f.status = $2)
  AND ($3::int IS NULL OR f.problem_type_id = $3) AND ($4::int IS NULL OR f.api_id = $4)
  AND ($5::int IS NULL OR a.creator_id = $5) AND ($6::int IS NULL OR f.assignee_id = $6)
  AND ($7::int IS NULL OR f.user_id = $7)`;
type PageArgs = [
  kind: string | null,
  status: string | null,
  problemTypeId: number | null,
  apiId: number | null,
  creatorId: number | null,
  assigneeId: number | null,
  userId: number | null,
];
const totalRow = z.object({ total: z.number() });
const countStatement = statement<PageArgs, typeof totalRow>(
  'feedback.count',
  `SELECT count(*)::int AS total FROM feedback f LEFT JOIN api a ON a.id = f.api_id ${PAGE_WHERE}`,
  totalRow,
);
const pageStatement = statement<[...PageArgs, limit: number, offset: number], typeof feedbackRow>(
  'feedback.page',
  `${SELECT} ${PAGE_WHERE} ORDER BY f.created_at DESC, f.id DESC LIMIT $8 OFFSET $9`,
  feedbackRow,
);
const oneStatement = statement<[id: number], typeof feedbackRow>('feedback.one', `${SELECT} WHERE f.id = $1`, feedbackRow);

function present(r: FeedbackRow, isAdmin: boolean): Feedback {
  return {
    id: r.id,
    kind: r.kind,
    problemTypeId: r.problem_type_id,
    problemType: r.problem_kind,
    problemTypeEn: r.problem_kind_en,
    apiId: r.api_id,
    apiName: r.api_name,
    summary: r.summary,
    description: r.description,
    severity: r.severity,
    urgency: r.urgency,
    // Creators see what is wrong with their API, not who reported it.
    contact: isAdmin ? r.contact : null,
    submitterRef: isAdmin ? r.submitter_ref : null,
    assignee: r.assignee,
    workspaceId: r.workspace_id,
    workspaceName: r.workspace_name,
    note: r.note,
    status: r.status,
    resolution: r.resolution,
    resolvedAt: r.resolved_at,
    createdAt: r.created_at,
    hasScreenshot: r.has_screenshot,
    attachedCall: r.attached_call,
  };
}

/** Public feedback, admin problem reports, their listing and resolution. */
export class FeedbackService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly limits: RateLimiters,
    private readonly callAttachments: CallAttachmentService,
    private readonly activity?: ActivityService,
  ) {
    this.sql = sqlOn(ds);
  }

  /**
   * Counts a feedback request before its body is read, so that invalid or oversized uploads are
   * limited too (RATE_LIMIT_FEEDBACK_ATTEMPT_IP); accepted ones also count against RATE_LIMIT_FEEDBACK_IP.
   */
  admit(ip: string): Promise<void> {
    return this.limits.consume([['feedbackAttemptIp', ip]]);
  }

  async submitPublic(
    fields: PublicFeedbackFields,
    screenshot: { mime: ImageMime; bytes: Buffer } | null,
    who: { user: AuthUser | null; ip: string },
    unit?: CreateUnit,
  ): Promise<Feedback> {
    const v = checkPublicFeedback(fields);
    await this.requireProblemType(v.problemTypeId, '请选择问题类型', 'Please choose a problem type');
    if (v.apiId !== null) await this.requireApi(v.apiId, who.user);
    const owner = who.user ? { userId: who.user.id } : { ip: who.ip };
    const attachedCall = await this.callAttachments.snapshot(fields.attachedCall, owner, v.apiId);
    await this.limits.consume([['feedbackIp', who.ip]]);
    const id = await declaredWrite(feedbackCache.writes.report(), () => transactionOf(this.ds, unit, async (em) => {
      const inserted = await em.getRepository(FeedbackEntity).insert({
        kind: 'public',
        problemTypeId: v.problemTypeId,
        // A report with a call is about that call's API, so its creator sees it.
        apiId: v.apiId ?? attachedCall?.apiId ?? null,
        attachedCall,
        summary: v.summary,
        description: v.description,
        severity: v.severity,
        contact: v.contact,
        submitterRef: v.submitterRef,
        userId: who.user?.id ?? null,
        ipAddress: who.ip,
      });
      const newId = Number(inserted.identifiers[0]!.id);
      if (screenshot) await em.getRepository(FeedbackScreenshotEntity).insert({ feedbackId: newId, ...screenshot });
      return newId;
    }));
    await afterCommitOf(unit, () =>
      this.activity?.recordAfterCommit({
        kind: 'FEEDBACK_RECEIVED',
        title: `收到反馈：${v.summary}`,
        titleEn: `Feedback received: ${v.summary}`,
        apiId: v.apiId ?? attachedCall?.apiId ?? null,
      }),
    );
    return this.get(id, true, unit?.em);
  }

  async submitReport(fields: ProblemReportFields, actor: Actor, ip: string): Promise<Feedback> {
    const admin = authorize(actor, feedbackPolicy.fileProblemReport);
    const v = checkProblemReport(fields);
    await this.requireProblemType(v.issueTypeId, '问题类型不存在', 'Unknown issue type');
    const assignee = await this.sql.first(assigneeStatement, [v.admin]);
    if (!assignee) throw badInput('指定的管理员不存在', 'The chosen administrator does not exist');
    if (!(await this.sql.first(workspaceStatement, [v.workspaceId]))) throw badInput('工作空间不存在', 'Workspace not found');
    if (v.apiId !== null) await this.requireApi(v.apiId, admin);
    const attachedCall = await this.callAttachments.snapshot(fields.attachedCall, { userId: admin.id }, v.apiId);
    await this.limits.consume([['feedbackIp', ip]]);
    const inserted = await declaredWrite(feedbackCache.writes.report(), () => this.ds.getRepository(FeedbackEntity).insert({
      kind: 'admin',
      problemTypeId: v.issueTypeId,
      apiId: v.apiId ?? attachedCall?.apiId ?? null,
      attachedCall,
      summary: [...v.description].slice(0, 20).join(''),
      description: v.description,
      urgency: v.urgency,
      userId: admin.id,
      assigneeId: assignee.id,
      workspaceId: v.workspaceId,
      note: v.note,
      ipAddress: ip,
    }));
    return this.get(Number(inserted.identifiers[0]!.id), true);
  }

  /** Administrators: both kinds, filtered, newest first. */
  async list(actor: Actor, filter: FeedbackFilter): Promise<FeedbackPage> {
    authorize(actor, feedbackPolicy.readAll);
    return this.page(filter, null);
  }

  /** Administrators: the problem reports assigned to the caller (the bug centre). */
  async listAssigned(actor: Actor, filter: FeedbackFilter): Promise<FeedbackPage> {
    const admin = authorize(actor, feedbackPolicy.readAssigned);
    return this.page({ ...filter, assigneeId: admin.id }, null);
  }

  /**
   * A creator: the public feedback filed against their own APIs. Administrators' problem reports (kind
   * admin) are internal — their note, assignee and workspace are the administrators' — even when they
   * name the creator's API: a creator never sees them, and asking for that kind finds none.
   */
  async listForCreator(actor: Actor, filter: FeedbackFilter): Promise<FeedbackPage> {
    const user = authorize(actor, feedbackPolicy.readOnOwnApis);
    if (user.creatorId === null || filter.kind === 'admin') return Promise.resolve({ items: [], total: 0 });
    return this.page({ ...filter, kind: 'public' }, user.creatorId);
  }

  async resolve(id: number, actor: Actor, resolution: string | null | undefined): Promise<Feedback> {
    return this.setStatus(id, actor, 'resolved', resolution);
  }

  /**
   * An administrator moves a report between open, in progress and resolved. Resolving records the
   * resolution and who resolved it; moving it back clears the resolution time (the text is kept).
   */
  async setStatus(id: number, actor: Actor, status: string, resolution?: string | null): Promise<Feedback> {
    const admin = authorize(actor, feedbackPolicy.triage);
    if (!(FEEDBACK_STATUSES as readonly string[]).includes(status)) {
      throw badInput('状态只能是 open、in_progress 或 resolved', 'status must be open, in_progress or resolved');
    }
    const note = (resolution ?? '').trim();
    if ([...note].length > RESOLUTION_MAX)
      throw badInput(`处理说明不能超过${RESOLUTION_MAX}个字符`, `Resolution cannot exceed ${RESOLUTION_MAX} characters`);
    const resolved = (status as FeedbackStatus) === 'resolved';
    const res = await declaredWrite(feedbackCache.writes.report(), () => this.sql.run(setStatusCommand, [id, status, admin.id, resolved, note || null]));
    if (!res.count) throw notFound('反馈不存在', 'Feedback not found');
    return this.get(id, true);
  }

  /** The signed-in user's own reports (public feedback sent while signed in, and admin reports they filed). */
  async listMine(actor: Actor, filter: FeedbackFilter): Promise<FeedbackPage> {
    const user = authorize(actor, feedbackPolicy.readOwn);
    return this.page({ ...filter, kind: null, assigneeId: null }, null, user.id);
  }

  /** The screenshot, for an administrator or the creator of the API the report is about. */
  async screenshot(id: number, actor: Actor): Promise<{ mime: string; bytes: Buffer }> {
    const row = await this.sql.first(screenshotStatement, [id]);
    // Another creator's screenshot answers exactly as a missing one (no id enumeration).
    if (!row) throw notFound('截图不存在', 'Screenshot not found');
    authorize(actor, feedbackPolicy.readScreenshot, { creatorId: row.creator_id });
    return { mime: row.mime, bytes: row.bytes };
  }

  private async page(f: FeedbackFilter, creatorId: number | null, userId: number | null = null): Promise<FeedbackPage> {
    if (f.kind && f.kind !== 'public' && f.kind !== 'admin') throw badInput('类型只能是 public 或 admin', 'kind must be public or admin');
    if (f.status && !(FEEDBACK_STATUSES as readonly string[]).includes(f.status)) {
      throw badInput('状态只能是 open、in_progress 或 resolved', 'status must be open, in_progress or resolved');
    }
    if (!Number.isInteger(f.page) || f.page < 1) throw badInput('页码必须是正整数', 'page must be a positive integer');
    if (!Number.isInteger(f.pageSize) || f.pageSize < 1 || f.pageSize > 100) {
      throw badInput('每页条数必须在 1 到 100 之间', 'pageSize must be between 1 and 100');
    }
    const args: PageArgs = [f.kind || null, f.status || null, f.problemTypeId ?? null, f.apiId ?? null, creatorId, f.assigneeId ?? null, userId];
    const total = (await this.sql.first(countStatement, args))?.total ?? 0;
    const rows = await this.sql.all(pageStatement, [...args, f.pageSize, (f.page - 1) * f.pageSize]);
    return { items: rows.map((r) => present(r, creatorId === null)), total };
  }

  private async get(id: number, isAdmin: boolean, em?: EntityManager): Promise<Feedback> {
    const row = await this.sql.first(oneStatement, [id], em);
    if (!row) throw notFound('反馈不存在', 'Feedback not found');
    return present(row, isAdmin);
  }

  private async requireProblemType(id: number, zh: string, en: string): Promise<void> {
    if (!(await this.ds.getRepository(ProblemTypeEntity).existsBy({ id }))) throw badInput(zh, en);
  }

  /**
   * The API a report names, under the one visibility rule: a private API or a draft answers as a missing
   * one to anyone but its creator and administrators (no probing ids, no reports onto hidden APIs).
   */
  private async requireApi(id: number, viewer: AuthUser | null): Promise<void> {
    const api = await this.ds
      .getRepository(ApiEntity)
      .findOne({ where: { id }, select: { id: true, status: true, visibility: true, creatorId: true } });
    if (!api || !visibleTo(viewer, api)) throw notFound('接口不存在', 'API not found', 'API_NOT_FOUND');
  }
}
