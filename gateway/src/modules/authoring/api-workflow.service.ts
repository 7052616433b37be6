import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, sqlOn, statement } from '../../core/sql.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import type { AuthUser } from '../../core/auth-user.js';
import { AppError, apiNotFound } from '../../core/errors.js';
import { declaredWrite } from '../../core/request-writes.js';
import { authoringCache } from './authoring.cache.js';
import { ApiStatus } from '../catalog/api.entity.js';
import type { ActivityInput, ActivityService } from '../monitor/activity.service.js';
import type { NotificationEvent, NotificationKind } from './authoring.types.js';
import { recordReleased } from './revision-store.js';

/** Review mode ids (GET /api/system/reviewMode). */
export const ReviewMode = { Manual: 1, Automatic: 2 } as const;
export const REVIEW_MODES = [
  { id: ReviewMode.Manual, name: '人工审核', nameEn: 'Manual review' },
  { id: ReviewMode.Automatic, name: '自动通过', nameEn: 'Automatic approval' },
];

const ownedApiRow = z.object({
  id: z.number(),
  name: z.string(),
  status: z.number(),
  creator_id: z.number().nullable(),
  owner_user_id: z.number().nullable(),
});
export type OwnedApi = z.infer<typeof ownedApiRow>;

export const statusNotAllowed = () =>
  new AppError(
    'CONFLICT',
    { zh: '当前状态不允许进行此操作', en: 'The current status does not allow this operation' },
    { reason: 'STATUS_TRANSITION_NOT_ALLOWED' },
  );
/** How the reason of a traffic policy's shutdown starts (ReleaseActions.shutdown writes it). */
export const AUTO_SHUTDOWN_REASON = '自动下架';
export { apiNotFound };

/**
 * SQL (API alias `a`): the API passed review and is not released yet — a draft whose latest review of the
 * API itself (not of a revision) passed. A pass approves; the release, with its rollout, is a publish (README).
 */
export const AWAITING_RELEASE = `(a.status IN (-1, -2) AND coalesce((SELECT r.status = 1 FROM api_review r
  WHERE r.api_id = a.id AND r.revision_id IS NULL ORDER BY r.id DESC LIMIT 1), false))`;

const reviewModeStatement = statement<[], z.ZodObject<{ value: z.ZodUnknown }>>(
  'authoring.review-mode',
  `SELECT value FROM system_setting WHERE key = 'review_mode'`,
  z.object({ value: z.unknown() }),
);
const lockApiStatement = statement<[apiId: number], typeof ownedApiRow>(
  'authoring.lock-api',
  `SELECT a.id, a.name, a.status, a.creator_id, c.user_id AS owner_user_id
     FROM api a LEFT JOIN creator c ON c.id = a.creator_id WHERE a.id = $1 FOR UPDATE OF a`,
  ownedApiRow,
);
const setStatusCommand = command<[apiId: number, status: number]>(
  'authoring.set-status',
  `UPDATE api SET status = $2, updated_at = now() WHERE id = $1`,
);
const statusEventCommand = command<[apiId: number, actorId: number | null, from: number, to: number, reason: string]>(
  'authoring.status-event',
  `INSERT INTO api_status_event (api_id, actor_id, from_status, to_status, reason) VALUES ($1, $2, $3, $4, $5)`,
);
const notificationRow = z.object({ id: z.string(), created_at: z.date() });
const notifyCommand = command<
  [userId: number, apiId: number, kind: NotificationKind, message: string, messageEn: string],
  typeof notificationRow
>(
  'authoring.notify',
  `INSERT INTO notification (user_id, api_id, kind, message, message_en) VALUES ($1, $2, $3, $4, $5)
   RETURNING id, created_at`,
  notificationRow,
);
const openReviewStatement = statement<[apiId: number], z.ZodObject<{ open: z.ZodNumber }>>(
  'authoring.open-review',
  `SELECT 1 AS open FROM api_review WHERE api_id = $1 AND status = -1`,
  z.object({ open: z.number() }),
);
const openReviewCommand = command<[apiId: number, submittedBy: number]>(
  'authoring.open-review-insert',
  `INSERT INTO api_review (api_id, submitted_by) VALUES ($1, $2)`,
);
const awaitingReleaseStatement = statement<[apiId: number], z.ZodObject<{ waiting: z.ZodBoolean }>>(
  'authoring.awaiting-release',
  `SELECT ${AWAITING_RELEASE} AS waiting FROM api a WHERE a.id = $1`,
  z.object({ waiting: z.boolean() }),
);
const publishConfigCommand = command<[apiId: number, deployType: 'gray' | 'full', share: number, by: number]>(
  'authoring.save-publish-config',
  `INSERT INTO api_publish_config (api_id, deploy_type, gray_scale, updated_by, updated_at)
   VALUES ($1, $2, $3, $4, now())
   ON CONFLICT (api_id) DO UPDATE SET deploy_type = $2, gray_scale = $3, updated_by = $4, updated_at = now()`,
);
const reopenReviewCommand = command<[apiId: number, submittedBy: number, status: number, comment: string | null]>(
  'authoring.reopen-review',
  `INSERT INTO api_review (api_id, submitted_by, status, comment, reviewed_at)
   VALUES ($1, $2, $3::smallint, $4, CASE WHEN $3::smallint = 1 THEN now() END)`,
);
const lastShutdownRow = z.object({ actor_id: z.number().nullable(), reason: z.string() });
const lastShutdownStatement = statement<[apiId: number], typeof lastShutdownRow>(
  'authoring.last-shutdown',
  `SELECT actor_id, reason FROM api_status_event WHERE api_id = $1 AND to_status = 0 AND from_status <> 0
    ORDER BY id DESC LIMIT 1`,
  lastShutdownRow,
);
const closedReviewRow = z.object({ revision_id: z.number().nullable() });
const closeReviewCommand = command<[apiId: number, status: 0 | 1, reviewer: number | null, comment: string | null], typeof closedReviewRow>(
  'authoring.close-review',
  `UPDATE api_review SET status = $2, reviewed_by = $3, comment = $4, reviewed_at = now()
    WHERE api_id = $1 AND status = -1 RETURNING revision_id`,
  closedReviewRow,
);

const NOTIFY: Record<NotificationKind, (name: string) => { zh: string; en: string }> = {
  passed: (n) => ({
    zh: `你的接口「${n}」已通过审核，请在「发布配置」中选择灰度或全量发布`,
    en: `Your API "${n}" passed review; choose a gray or full rollout in its publish configuration to release it`,
  }),
  rejected: (n) => ({ zh: `你的接口「${n}」未通过审核`, en: `Your API "${n}" was rejected` }),
  published: (n) => ({ zh: `你的接口「${n}」已发布`, en: `Your API "${n}" is published` }),
  offline: (n) => ({ zh: `你的接口「${n}」已下架`, en: `Your API "${n}" was taken offline` }),
};

/**
 * The one place where an API's lifecycle status changes: each change is an audit row (who, when, from,
 * to, reason) and, when someone other than the owner made it, a notification to the owner.
 */
export class ApiWorkflowService {
  /** Notifications written inside a running transaction, pushed once it commits. */
  private readonly pending = new WeakMap<EntityManager, Array<[userId: number, event: NotificationEvent]>>();
  /** APIs whose status a running transaction changed, announced once it commits. */
  private readonly pendingChanged = new WeakMap<EntityManager, Set<number>>();
  /** Activity-log entries of a running transaction, recorded once it commits. */
  private readonly pendingActivity = new WeakMap<EntityManager, ActivityInput[]>();

  constructor(
    private readonly ds: DataSource,
    private readonly pubsub: AppPubSub,
    private readonly activity: ActivityService,
  ) {}

  /** What a transaction of `transaction()` will send after it commits; any other manager is a wiring bug. */
  private queued(em: EntityManager): {
    events: Array<[number, NotificationEvent]>;
    activity: ActivityInput[];
  } {
    const events = this.pending.get(em);
    const activity = this.pendingActivity.get(em);
    if (!events || !activity) {
      throw new Error(
        'workflow writes must run inside ApiWorkflowService.transaction (their notifications would be lost)',
      );
    }
    return { events, activity };
  }

  /** A transaction whose notifications reach subscribers only after it commits (a rolled-back batch sends none). */
  async transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const events: Array<[number, NotificationEvent]> = [];
    const activity: ActivityInput[] = [];
    const changed = new Set<number>();
    // An API's own rows (authoring.cache.ts): the catalogue, whichever door's work this is.
    const result = await declaredWrite(authoringCache.writes.api(), () =>
      this.ds.transaction(async (em) => {
        this.pending.set(em, events);
        this.pendingActivity.set(em, activity);
        this.pendingChanged.set(em, changed);
        return work(em);
      }),
    );
    // Every gateway's caches first (Redis with REDIS_URL), then the people.
    for (const apiId of changed) this.pubsub.publish(Topic.ApiChanged, { apiId });
    for (const [userId, event] of events) this.pubsub.publish(Topic.NotificationAdded, userId, event);
    for (const entry of activity) await this.activity.recordAfterCommit(entry);
    return result;
  }

  async reviewMode(em: EntityManager | DataSource = this.ds): Promise<number> {
    const row = await sqlOn(em).first(reviewModeStatement, []);
    return Number(row?.value ?? ReviewMode.Manual);
  }

  /** The API locked for update; a creator only finds their own (anyone else's id looks absent). */
  async lockApi(em: EntityManager, actor: AuthUser, apiId: number): Promise<OwnedApi> {
    const api = await sqlOn(em).first(lockApiStatement, [apiId]);
    if (
      !api ||
      (actor.role !== 'ADMIN' && (actor.creatorId === null || api.creator_id !== actor.creatorId))
    ) {
      throw apiNotFound();
    }
    return api;
  }

  async setStatus(
    em: EntityManager,
    api: OwnedApi,
    to: number,
    actor: AuthUser | null,
    reason: string,
  ): Promise<void> {
    await sqlOn(em).run(setStatusCommand, [api.id, to]);
    this.pendingChanged.get(em)?.add(api.id);
    // The contract it is published with is a version of its change history (unless it is the last one).
    if (to === ApiStatus.Published) await recordReleased(em, api.id, actor?.id ?? null);
    await sqlOn(em).run(statusEventCommand, [api.id, actor?.id ?? null, api.status, to, reason]);
    // Publishing, and taking offline by a person, reach the activity log (automatic shutdowns write their own).
    if (to === ApiStatus.Published) {
      this.queued(em).activity.push({
        kind: 'API_PUBLISHED',
        title: `接口「${api.name}」已发布`,
        titleEn: `"${api.name}" was published`,
        actor: actor?.account,
        apiId: api.id,
      });
    } else if (to === ApiStatus.Offline && actor) {
      this.queued(em).activity.push({
        kind: 'API_SHUT_DOWN',
        title: `接口「${api.name}」已下架`,
        titleEn: `"${api.name}" was taken offline`,
        actor: actor.account,
        apiId: api.id,
      });
    }
    api.status = to;
  }

  /** An audit row for an event that leaves the status as it is (a revision submitted, reviewed, released). */
  async audit(em: EntityManager, api: OwnedApi, actor: AuthUser | null, reason: string): Promise<void> {
    await sqlOn(em).run(statusEventCommand, [api.id, actor?.id ?? null, api.status, api.status, reason]);
  }

  /** Every gateway forgets its cached copy of the API once the running transaction commits. */
  touch(em: EntityManager, apiId: number): void {
    this.queued(em);
    this.pendingChanged.get(em)?.add(apiId);
  }

  async notify(
    em: EntityManager,
    api: OwnedApi,
    kind: NotificationKind,
    actor: AuthUser | null,
    message?: { zh: string; en: string },
  ): Promise<void> {
    if (!api.owner_user_id || api.owner_user_id === actor?.id) return;
    const m = message ?? NOTIFY[kind](api.name);
    const { rows } = await sqlOn(em).run(notifyCommand, [api.owner_user_id, api.id, kind, m.zh, m.en]);
    this.queued(em).events.push([
      api.owner_user_id,
      {
        id: Number(rows[0]!.id),
        apiId: api.id,
        kind,
        message: m.zh,
        messageEn: m.en,
        read: false,
        createdAt: rows[0]!.created_at,
      },
    ]);
  }

  /**
   * A draft goes to review: manual mode opens a pending review (the API stays a draft until passed),
   * automatic mode publishes at once. Returns whether it was published.
   */
  async submit(
    em: EntityManager,
    api: OwnedApi,
    actor: AuthUser,
    reason: string,
  ): Promise<{ published: boolean }> {
    if (api.status !== ApiStatus.Draft && api.status !== ApiStatus.DraftAlt) throw statusNotAllowed();
    if ((await this.reviewMode(em)) === ReviewMode.Automatic) {
      await this.closeOpenReview(em, api.id, 1, null, '自动通过');
      await this.setStatus(em, api, ApiStatus.Published, actor, `${reason}（自动通过）`);
      await this.notify(em, api, 'published', actor);
      return { published: true };
    }
    const open = await sqlOn(em).all(openReviewStatement, [api.id]);
    if (open.length) {
      throw new AppError(
        'CONFLICT',
        { zh: '该接口已在审核中，请等待审核', en: 'This API is already waiting for review' },
        { reason: 'ALREADY_IN_REVIEW' },
      );
    }
    await sqlOn(em).run(openReviewCommand, [api.id, actor.id]);
    return { published: false };
  }

  /** Whether the (locked) API passed review and waits for its release. */
  async awaitingRelease(em: EntityManager, apiId: number): Promise<boolean> {
    return (await sqlOn(em).first(awaitingReleaseStatement, [apiId]))?.waiting === true;
  }

  /**
   * The release of an approved API with the rollout chosen by its creator or an administrator: published,
   * with a gray share (only callers inside it are served until it is promoted) or in full.
   */
  async release(em: EntityManager, api: OwnedApi, actor: AuthUser, deployType: 'gray' | 'full', share: number): Promise<void> {
    const grayShare = deployType === 'full' ? 10000 : share;
    // The share is the creator's `gray_scale`; an administrator's `threshold` (publishApi writes its own) still wins.
    await sqlOn(em).run(publishConfigCommand, [api.id, deployType, grayShare, actor.id]);
    await this.setStatus(em, api, ApiStatus.Published, actor, deployType === 'gray' ? `灰度发布 ${grayShare}` : '全量发布');
    await this.notify(em, api, 'published', actor);
  }

  /**
   * An approved, unreleased API whose contract its creator changed: a new review opens (passed at once in
   * automatic mode), so the approval no longer covers what would be released.
   */
  async reopenReview(em: EntityManager, api: OwnedApi, actor: AuthUser): Promise<void> {
    const automatic = (await this.reviewMode(em)) === ReviewMode.Automatic;
    await sqlOn(em).run(reopenReviewCommand, [api.id, actor.id, automatic ? 1 : -1, automatic ? '自动通过' : null]);
    await this.audit(em, api, actor, automatic ? '获批后修改了接口契约（自动通过）' : '获批后修改了接口契约，重新提交审核');
  }

  /** Whether the API's latest move offline was a traffic policy's automatic shutdown (no actor). */
  async shutDownByPolicy(em: EntityManager, apiId: number): Promise<boolean> {
    const last = await sqlOn(em).first(lastShutdownStatement, [apiId]);
    return last?.actor_id === null && last.reason.startsWith(AUTO_SHUTDOWN_REASON);
  }

  /** Closes the API's open review; null when none was open, else the revision it was for (null: the API itself). */
  async closeOpenReview(
    em: EntityManager,
    apiId: number,
    status: 0 | 1,
    reviewer: AuthUser | null,
    comment: string | null,
  ): Promise<{ revisionId: number | null } | null> {
    const { rows } = await sqlOn(em).run(closeReviewCommand, [apiId, status, reviewer?.id ?? null, comment]);
    const row = rows[0];
    return row ? { revisionId: row.revision_id } : null;
  }
}
