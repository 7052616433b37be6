import type { DataSource, EntityManager } from 'typeorm';
import { SUBSCRIPTION_REASON_MAX, SUSPEND_REASON_MIN } from '@api-market/rules';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth-user.js';
import { declaredWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import { plansCache } from './plans.cache.js';
import { authorize, type Actor } from '../../core/policy.js';
import { plansPolicy } from './plans.policy.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import { ApiStatus } from '../catalog/api.entity.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import { planNotFound } from './plan.service.js';
import { windowsAt } from './plan.rules.js';
import { limitsIn, quotaColumns, type QuotaService } from './quota.service.js';
import { applySwitch, clearRequest, requestText } from './plan-switch.js';

export type SubscriptionStatus = 'pending' | 'active' | 'suspended' | 'ended';

export interface SubscriptionView {
  id: number;
  userId: number;
  account: string;
  apiId: number;
  apiName: string;
  /** The API's English name ('' when it has none). */
  apiNameEn: string;
  planId: number;
  planName: string;
  planNameEn: string;
  keyId: number;
  keyPrefix: string;
  status: SubscriptionStatus;
  suspendReason: string | null;
  createdAt: Date;
  /** A switch to a plan that needs the creator's approval, waiting for it (null: none). */
  requestedPlanId: number | null;
  requestedPlanName: string | null;
  requestedPlanNameEn: string | null;
  requestedAt: Date | null;
  /** Counted calls in the current day and month (UTC+8), and the limits in force now (null: no limit). */
  usedToday: number;
  usedThisMonth: number;
  dailyLimit: number | null;
  monthlyLimit: number | null;
  leftToday: number | null;
  leftThisMonth: number | null;
}

const subscriptionRow = z.object({
  id: z.number(),
  userId: z.number(),
  account: z.string(),
  apiId: z.number(),
  apiName: z.string(),
  apiNameEn: z.string(),
  planId: z.number(),
  planName: z.string(),
  planNameEn: z.string(),
  keyId: z.number(),
  keyPrefix: z.string(),
  status: z.enum(['pending', 'active', 'suspended', 'ended']),
  suspendReason: z.string().nullable(),
  createdAt: z.date(),
  ...quotaColumns,
  requestedPlanId: z.number().nullable(),
  requestedPlanName: z.string().nullable(),
  requestedPlanNameEn: z.string().nullable(),
  requestedAt: z.date().nullable(),
  ownerUserId: z.number().nullable(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

export const SELECT = `
  SELECT s.id, s.user_id AS "userId", u.account, s.api_id AS "apiId", a.name AS "apiName", a.name_en AS "apiNameEn", s.plan_id AS "planId",
         p.name AS "planName", p.name_en AS "planNameEn", s.key_id AS "keyId", k.prefix AS "keyPrefix", s.status,
         s.suspend_reason AS "suspendReason", s.created_at AS "createdAt",
         p.daily_quota AS "dailyQuota", p.monthly_quota AS "monthlyQuota", p.rate_per_second AS "ratePerSecond", p.overage,
         to_char(p.prev_daily_day, 'YYYY-MM-DD') AS "prevDailyDay", p.prev_daily_quota AS "prevDailyQuota",
         to_char(p.prev_monthly_month, 'YYYY-MM-DD') AS "prevMonthlyMonth", p.prev_monthly_quota AS "prevMonthlyQuota",
         to_char(s.day_window, 'YYYY-MM-DD') AS "dayWindow", s.day_limit AS "dayLimit",
         to_char(s.month_window, 'YYYY-MM-DD') AS "monthWindow", s.month_limit AS "monthLimit",
         s.requested_plan_id AS "requestedPlanId", rp.name AS "requestedPlanName", rp.name_en AS "requestedPlanNameEn",
         s.requested_at AS "requestedAt", (SELECT c.user_id FROM creator c WHERE c.id = a.creator_id) AS "ownerUserId"
    FROM api_subscription s
    JOIN api_plan p ON p.id = s.plan_id
    JOIN api a ON a.id = s.api_id
    JOIN api_key k ON k.id = s.key_id
    JOIN app_user u ON u.id = s.user_id
    LEFT JOIN api_plan rp ON rp.id = s.requested_plan_id`;

const byIdStatement = statement<[id: number], typeof subscriptionRow>('plans.subscription', `${SELECT} WHERE s.id = $1`, subscriptionRow);
const liveOfCallerStatement = statement<[id: number, userId: number], typeof subscriptionRow>(
  'plans.subscription-live-of-caller',
  `${SELECT} WHERE s.id = $1 AND s.user_id = $2 AND s.status <> 'ended'`,
  subscriptionRow,
);
const mineStatement = statement<[userId: number], typeof subscriptionRow>(
  'plans.subscriptions-mine',
  `${SELECT} WHERE s.user_id = $1 ORDER BY (s.status = 'ended'), s.created_at DESC, s.id DESC LIMIT 200`,
  subscriptionRow,
);
const subscribableRow = z.object({ status: z.number(), visibility: z.string(), creatorId: z.number().nullable(), ownerUserId: z.number().nullable() });
const subscribableStatement = statement<[apiId: number], typeof subscribableRow>(
  'plans.subscribable-api',
  `SELECT a.status, a.visibility, a.creator_id AS "creatorId", c.user_id AS "ownerUserId"
     FROM api a LEFT JOIN creator c ON c.id = a.creator_id WHERE a.id = $1`,
  subscribableRow,
);
const oneRow = z.object({ one: z.number() });
const liveExistsStatement = statement<[userId: number, apiId: number], typeof oneRow>(
  'plans.live-subscription-exists',
  `SELECT 1 AS one FROM api_subscription WHERE user_id = $1 AND api_id = $2 AND status <> 'ended'`,
  oneRow,
);
const idRow = z.object({ id: z.number() });
const subscribeCommand = command<[userId: number, apiId: number, planId: number, keyId: number, status: 'pending' | 'active'], typeof idRow>(
  'plans.subscribe',
  `INSERT INTO api_subscription (user_id, api_id, plan_id, key_id, status) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
  idRow,
);
const apiIdRow = z.object({ api_id: z.number() });
const unsubscribeCommand = command<[id: number, userId: number], typeof apiIdRow>(
  'plans.unsubscribe',
  `UPDATE api_subscription SET status = 'ended', ended_at = now(), updated_at = now(),
          requested_plan_id = NULL, requested_at = NULL
    WHERE id = $1 AND user_id = $2 AND status <> 'ended' RETURNING api_id`,
  apiIdRow,
);
const requestSwitchCommand = command<[id: number, planId: number]>(
  'plans.request-switch',
  `UPDATE api_subscription SET requested_plan_id = $2, requested_at = now(), updated_at = now() WHERE id = $1`,
);
const statusRow = z.object({ status: z.enum(['pending', 'active', 'suspended', 'ended']) });
const activateCommand = command<[id: number]>('plans.activate', `UPDATE api_subscription SET status = 'active', updated_at = now() WHERE id = $1`);
const endPendingCommand = command<[id: number]>(
  'plans.end-pending',
  `UPDATE api_subscription SET status = 'ended', ended_at = now(), updated_at = now() WHERE id = $1`,
);
/** A suspension remembers what the subscription was (pending or active): resuming gives that back. */
const suspendCommand = command<[id: number, reason: string | null], typeof statusRow>(
  'plans.suspend',
  `UPDATE api_subscription SET suspended_from = status, status = 'suspended', suspend_reason = $2, updated_at = now()
    WHERE id = $1 AND status IN ('active', 'pending') RETURNING status`,
  statusRow,
);
/** Back to what it was before (a request waiting for the creator waits again); older rows knew only active. */
const resumeCommand = command<[id: number, reason: string | null], typeof statusRow>(
  'plans.resume',
  `UPDATE api_subscription SET status = coalesce(suspended_from, 'active'), suspended_from = NULL, suspend_reason = $2, updated_at = now()
    WHERE id = $1 AND status = 'suspended' RETURNING status`,
  statusRow,
);
const livePlanRow = z.object({
  name: z.string(),
  nameEn: z.string(),
  apiName: z.string(),
  needsApproval: z.boolean(),
  dailyQuota: z.number().nullable(),
  monthlyQuota: z.number().nullable(),
});
const livePlanStatement = statement<[planId: number, apiId: number], typeof livePlanRow>(
  'plans.live-plan',
  `SELECT p.name, p.name_en AS "nameEn", a.name AS "apiName", p.needs_approval AS "needsApproval",
          p.daily_quota AS "dailyQuota", p.monthly_quota AS "monthlyQuota"
     FROM api_plan p JOIN api a ON a.id = p.api_id WHERE p.id = $1 AND p.api_id = $2 AND p.deleted_at IS NULL`,
  livePlanRow,
);
const lockedRow = z.object({ locked: z.number() });
const lockCallerStatement = statement<[userId: number], typeof lockedRow>(
  'plans.lock-caller',
  `SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('api_subscription'), $1)`,
  lockedRow,
);
const ownKeyStatement = statement<[keyId: number, userId: number], typeof oneRow>(
  'plans.own-key',
  `SELECT 1 AS one FROM api_key WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
  oneRow,
);
/** notification.id is a bigserial: node-postgres answers it as a string. */
const notifiedRow = z.object({ id: z.string(), created_at: z.date() });
const notifyOneCommand = command<[userId: number, kind: 'plan' | 'quota', zh: string, en: string], typeof notifiedRow>(
  'plans.notify-one',
  `INSERT INTO notification (user_id, kind, message, message_en) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
  notifiedRow,
);
const countRow = z.object({ n: z.number() });

export const subscriptionNotFound = () => notFound('订阅不存在', 'Subscription not found');

export interface AdminSubscriptionFilter {
  apiId?: number | null;
  status?: SubscriptionStatus | null;
  keyword?: string | null;
  /** Only requests waiting for an answer: pending subscriptions and requested switches. */
  waiting?: boolean | null;
  limit: number;
  offset: number;
}

/**
 * Subscriptions: a caller ties one of their keys to one plan of one API. One caller's changes are
 * made one at a time (a transaction-scoped advisory lock per caller), and the partial unique index
 * keeps one live subscription per caller and API, so parallel subscribe / switch / unsubscribe calls
 * end in exactly one state.
 */
export class SubscriptionService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly quota: QuotaService,
    private readonly pubsub: AppPubSub,
  ) {
    this.sql = sqlOn(ds);
  }

  /** A subscription change in one transaction: no cached answer shows it (plans.cache.ts). */
  private change<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return declaredWrite(plansCache.writes.subscription(), () => this.ds.transaction(work));
  }

  async subscribe(actor: Actor, input: { apiId: number; planId: number; keyId: number }): Promise<SubscriptionView> {
    const user = authorize(actor, plansPolicy.subscribe);
    const made = await this.change(async (em) => {
      await lockCaller(em, user.id);
      const api = await this.sql.first(subscribableStatement, [input.apiId], em);
      if (!api || !visibleTo(user, api)) throw notFound(`接口 ${input.apiId} 不存在`, `API ${input.apiId} does not exist`);
      if (api.status !== ApiStatus.Published) {
        throw new AppError('CONFLICT', { zh: '接口未发布，暂不能订阅', en: 'This API is not published; it cannot be subscribed to' });
      }
      const plan = await this.livePlan(em, input.planId, input.apiId);
      await ownKey(em, user.id, input.keyId);
      if (await this.sql.first(liveExistsStatement, [user.id, input.apiId], em)) throw alreadySubscribed();
      const { rows } = await this.sql.run(
        subscribeCommand,
        [user.id, input.apiId, input.planId, input.keyId, plan.needsApproval ? 'pending' : 'active'],
        em,
      );
      const events = plan.needsApproval && api.ownerUserId !== null
        ? await notifyOne(em, api.ownerUserId, requestText(user.account, plan.apiName, plan.name, plan.nameEn))
        : [];
      return { id: rows[0]!.id, events };
    }).catch((err: unknown) => {
      // Another gateway's parallel subscribe (no shared lock there): the unique index decides.
      if ((err as { driverError?: { code?: string } }).driverError?.code === '23505') throw alreadySubscribed();
      throw err;
    });
    this.changed(input.apiId, made.events);
    return this.one(made.id, user);
  }

  /**
   * Unsubscribing is immediate: the key's next call is no longer counted against the plan. A subscription
   * an administrator suspended stays until it is resumed: ending it would let the caller subscribe again
   * at once and call on as if it had never been suspended.
   */
  async unsubscribe(actor: Actor, id: number): Promise<SubscriptionView> {
    const user = authorize(actor, plansPolicy.subscribe);
    const view = await this.one(id, user);
    const apiId = await this.change(async (em) => {
      await lockCaller(em, user.id);
      if ((await this.current(em, id)).status === 'suspended') {
        throw new AppError('CONFLICT', {
          zh: '该订阅已被管理员暂停，暂停期间不能退订；如有疑问请联系管理员',
          en: 'This subscription was suspended by an administrator and cannot be ended while suspended; contact an administrator',
        });
      }
      const { rows } = await this.sql.run(unsubscribeCommand, [id, user.id], em);
      if (!rows[0]) throw subscriptionNotFound();
      return rows[0].api_id;
    });
    this.changed(apiId);
    return { ...view, status: 'ended' };
  }

  /**
   * Moves a live subscription to another plan of the same API. The current day's and month's limits
   * become pro rata (`proRata`): nothing unused is lost; the counts go on. A plan that needs the
   * creator's approval is requested instead: the subscription keeps its plan until the creator approves
   * (the switch is made then, pro rata at that moment) or declines. Switching to the current plan
   * withdraws a waiting request; switching to another plan replaces it.
   */
  async switchPlan(actor: Actor, id: number, planId: number): Promise<SubscriptionView> {
    const user = authorize(actor, plansPolicy.subscribe);
    const done = await this.change(async (em) => {
      await lockCaller(em, user.id);
      const sub = await this.sql.first(liveOfCallerStatement, [id, user.id], em);
      if (!sub) throw subscriptionNotFound();
      if (sub.status !== 'active') {
        throw new AppError('CONFLICT', { zh: '只有生效中的订阅可以切换套餐', en: 'Only an active subscription can switch plans' });
      }
      if (sub.planId === planId) {
        if (sub.requestedPlanId === null) throw new AppError('CONFLICT', { zh: '已在使用该套餐', en: 'Already on this plan' });
        await clearRequest(em, id);
        return { apiId: sub.apiId, events: [] };
      }
      const next = await this.livePlan(em, planId, sub.apiId);
      if (!next.needsApproval) {
        await applySwitch(em, this.quota, sub, planId, next);
        return { apiId: sub.apiId, events: [] };
      }
      if (sub.requestedPlanId === planId) {
        throw new AppError('CONFLICT', { zh: '已申请该套餐，正在等待创作者审批', en: 'This plan is already requested and waits for the creator’s approval' });
      }
      await this.sql.run(requestSwitchCommand, [id, planId], em);
      const events = sub.ownerUserId === null ? [] : await notifyOne(em, sub.ownerUserId, requestText(user.account, sub.apiName, next.name, next.nameEn, sub));
      return { apiId: sub.apiId, events };
    });
    this.changed(done.apiId, done.events);
    return this.one(id, user);
  }

  /** The caller's subscriptions (live first, then ended), with today's and this month's usage. */
  async mine(actor: Actor): Promise<SubscriptionView[]> {
    const user = authorize(actor, plansPolicy.subscribe);
    const rows = await this.sql.all(mineStatement, [user.id]);
    return Promise.all(rows.map((r) => this.withUsage(r)));
  }

  /**
   * A creator approves a request on one of their APIs: a pending subscription becomes active, or a
   * requested switch is made (pro rata, as any switch, from this moment).
   */
  async approve(actor: Actor, id: number, owns: (apiId: number) => Promise<unknown>): Promise<SubscriptionView> {
    authorize(actor, plansPolicy.manage);
    const sub = await this.owned(id, owns);
    const events = await this.change(async (em) => {
      await lockCaller(em, sub.userId);
      const now = await this.current(em, id);
      if (now.status === 'pending') {
        await this.sql.run(activateCommand, [id], em);
        return notifyOne(em, sub.userId, {
          zh: `你对「${sub.apiName}」套餐「${sub.planName}」的订阅申请已通过`,
          en: `Your subscription to "${sub.planNameEn || sub.planName}" of "${sub.apiName}" was approved`,
        });
      }
      if (now.status !== 'active' || now.requestedPlanId === null) throw notWaiting();
      const next = await this.livePlan(em, now.requestedPlanId, now.apiId);
      await applySwitch(em, this.quota, now, now.requestedPlanId, next);
      return notifyOne(em, sub.userId, {
        zh: `你在「${sub.apiName}」切换到套餐「${next.name}」的申请已通过`,
        en: `Your switch to "${next.nameEn || next.name}" of "${sub.apiName}" was approved`,
      });
    });
    this.changed(sub.apiId, events);
    return this.one(id);
  }

  /**
   * A creator declines a request on one of their APIs: a pending subscription ends; a requested switch
   * is dropped and the subscription goes on with its plan. The caller is told, with the reason if given.
   */
  async decline(actor: Actor, id: number, reason: string | null, owns: (apiId: number) => Promise<unknown>): Promise<SubscriptionView> {
    authorize(actor, plansPolicy.manage);
    const text = (reason ?? '').trim();
    if (text.length > SUBSCRIPTION_REASON_MAX)
      throw badInput(`拒绝原因最多 ${SUBSCRIPTION_REASON_MAX} 个字符`, `A reason can be at most ${SUBSCRIPTION_REASON_MAX} characters`);
    const sub = await this.owned(id, owns);
    const why = { zh: text ? `：${text}` : '', en: text ? `: ${text}` : '' };
    const events = await this.change(async (em) => {
      await lockCaller(em, sub.userId);
      const now = await this.current(em, id);
      if (now.status === 'pending') {
        await this.sql.run(endPendingCommand, [id], em);
        return notifyOne(em, sub.userId, {
          zh: `你对「${sub.apiName}」套餐「${sub.planName}」的订阅申请未通过${why.zh}`,
          en: `Your subscription to "${sub.planNameEn || sub.planName}" of "${sub.apiName}" was declined${why.en}`,
        });
      }
      if (now.status !== 'active' || now.requestedPlanId === null) throw notWaiting();
      await clearRequest(em, id);
      const name = { zh: now.requestedPlanName ?? '', en: now.requestedPlanNameEn || now.requestedPlanName || '' };
      return notifyOne(em, sub.userId, {
        zh: `你在「${sub.apiName}」切换到套餐「${name.zh}」的申请未通过，订阅仍为「${sub.planName}」${why.zh}`,
        en: `Your switch to "${name.en}" of "${sub.apiName}" was declined; you stay on "${sub.planNameEn || sub.planName}"${why.en}`,
      });
    });
    this.changed(sub.apiId, events);
    return this.one(id);
  }

  /** A subscription of an API the actor owns (`owns` throws otherwise); anyone else's answers as missing. */
  private async owned(id: number, owns: (apiId: number) => Promise<unknown>): Promise<SubscriptionView> {
    const sub = await this.one(id);
    await owns(sub.apiId).catch(() => {
      throw subscriptionNotFound();
    });
    return sub;
  }

  /** The row as it is inside the caller's lock. */
  private async current(em: EntityManager, id: number): Promise<SubscriptionRow> {
    const row = await this.sql.first(byIdStatement, [id], em);
    if (!row) throw subscriptionNotFound();
    return row;
  }

  /** An administrator suspends a live subscription (the caller sees the reason) or resumes it. */
  async suspend(actor: Actor, id: number, suspended: boolean, reason: string | null): Promise<SubscriptionView> {
    authorize(actor, plansPolicy.administer);
    const text = (reason ?? '').trim();
    if (suspended && (text.length < SUSPEND_REASON_MIN || text.length > SUBSCRIPTION_REASON_MAX)) {
      throw badInput(
        `暂停原因需为 ${SUSPEND_REASON_MIN}–${SUBSCRIPTION_REASON_MAX} 个字符`,
        `A suspension reason of ${SUSPEND_REASON_MIN}–${SUBSCRIPTION_REASON_MAX} characters is required`,
      );
    }
    const sub = await this.one(id);
    const events = await this.change(async (em) => {
      const res = await this.sql.run(suspended ? suspendCommand : resumeCommand, [id, suspended ? text : null], em);
      if (res.rows.length === 0) {
        throw new AppError('CONFLICT', {
          zh: suspended ? '只有生效中或待审批的订阅可以暂停' : '该订阅未被暂停',
          en: suspended ? 'Only an active or pending subscription can be suspended' : 'This subscription is not suspended',
        });
      }
      const waits = res.rows[0]?.status === 'pending';
      return notifyOne(em, sub.userId, suspended
        ? { zh: `你对「${sub.apiName}」的订阅已被管理员暂停：${text}`, en: `Your subscription to "${sub.apiName}" was suspended: ${text}` }
        : waits
          ? { zh: `你对「${sub.apiName}」的订阅已恢复，仍在等待创作者审批`, en: `Your subscription to "${sub.apiName}" was resumed and still waits for the creator’s approval` }
          : { zh: `你对「${sub.apiName}」的订阅已恢复`, en: `Your subscription to "${sub.apiName}" was resumed` });
    });
    this.changed(sub.apiId, events);
    return this.one(id);
  }

  /** Every subscription on the platform (administrators), newest first, with filters. */
  /** Every subscription on the platform, with filters: administrators. */
  async platformList(actor: Actor, f: AdminSubscriptionFilter): Promise<{ items: SubscriptionView[]; total: number }> {
    authorize(actor, plansPolicy.administer);
    return this.adminList(f);
  }

  /** Subscriptions by filter; the caller has been authorised (an API's creator through PlanService.mustOwn). */
  async adminList(f: AdminSubscriptionFilter): Promise<{ items: SubscriptionView[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    // GraphQL passes an omitted nullable argument as null: null and undefined both mean no filter.
    if (f.apiId != null) where.push(`s.api_id = $${params.push(f.apiId)}`);
    if (f.status != null) where.push(`s.status = $${params.push(f.status)}`);
    if (f.waiting) where.push(`(s.status = 'pending' OR (s.status = 'active' AND s.requested_plan_id IS NOT NULL))`);
    if (f.keyword) where.push(`(u.account ILIKE $${params.push(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`)} OR a.name ILIKE $${params.length})`);
    const sql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
    // The filter comes and goes: text built per call, not prepared under its name.
    const page = statement<unknown[], typeof subscriptionRow>(
      'plans.subscriptions-admin',
      `${SELECT}${sql} ORDER BY s.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
      subscriptionRow,
      { prepare: false },
    );
    const total = statement<unknown[], typeof countRow>(
      'plans.subscriptions-admin-count',
      `SELECT count(*)::int AS n FROM api_subscription s JOIN api a ON a.id = s.api_id JOIN app_user u ON u.id = s.user_id${sql}`,
      countRow,
      { prepare: false },
    );
    const [rows, count] = await Promise.all([this.sql.all(page, params), this.sql.first(total, params)]);
    return { items: await Promise.all(rows.map((r) => this.withUsage(r))), total: count?.n ?? 0 };
  }

  /** One subscription; with `user`, only theirs (anyone else's answers like a missing one). */
  async one(id: number, user?: AuthUser): Promise<SubscriptionView> {
    const row = await this.sql.first(byIdStatement, [id]);
    if (!row || (user && row.userId !== user.id)) throw subscriptionNotFound();
    return this.withUsage(row);
  }

  private async withUsage(r: SubscriptionRow): Promise<SubscriptionView> {
    const now = Date.now();
    const lim = limitsIn({ ...r, status: 'active' }, windowsAt(now));
    const used = r.status === 'ended' ? { day: 0, month: 0 } : await this.quota.used(r, now);
    const left = (limit: number | null, n: number) => (limit === null ? null : Math.max(0, limit - n));
    const view: SubscriptionView = {
      id: r.id, userId: r.userId, account: r.account, apiId: r.apiId, apiName: r.apiName, apiNameEn: r.apiNameEn, planId: r.planId,
      planName: r.planName, planNameEn: r.planNameEn, keyId: r.keyId, keyPrefix: r.keyPrefix, status: r.status,
      suspendReason: r.suspendReason, createdAt: r.createdAt,
      requestedPlanId: r.requestedPlanId, requestedPlanName: r.requestedPlanName, requestedPlanNameEn: r.requestedPlanNameEn,
      requestedAt: r.requestedAt,
      usedToday: used.day, usedThisMonth: used.month, dailyLimit: lim.daily, monthlyLimit: lim.monthly,
      leftToday: left(lim.daily, used.day), leftThisMonth: left(lim.monthly, used.month),
    };
    return view;
  }

  private async livePlan(em: EntityManager, planId: number, apiId: number): Promise<LivePlan> {
    const plan = await this.sql.first(livePlanStatement, [planId, apiId], em);
    if (!plan) throw planNotFound();
    return plan;
  }

  private changed(apiId: number, events: Array<[number, NotificationEvent]> = []): void {
    this.quota.invalidate(apiId);
    this.pubsub.publish(Topic.PlansChanged, { apiId });
    for (const [userId, event] of events) this.pubsub.publish(Topic.NotificationAdded, userId, event);
  }
}

/** A live plan as a subscription or a switch reads it. */
export type LivePlan = z.infer<typeof livePlanRow>;

const notWaiting = () => new AppError('CONFLICT', { zh: '该订阅没有待审批的申请', en: 'This subscription has no request waiting for approval' });

const alreadySubscribed = () =>
  new AppError('CONFLICT', {
    zh: '你已订阅该接口：请切换套餐或先退订',
    en: 'You already subscribe to this API: switch plans or unsubscribe first',
  });

/** One caller's subscription changes, one at a time (released at commit). */
const lockCaller = (em: EntityManager, userId: number) => sqlOn(em).all(lockCallerStatement, [userId]);

async function ownKey(em: EntityManager, userId: number, keyId: number): Promise<void> {
  if (!(await sqlOn(em).first(ownKeyStatement, [keyId, userId]))) throw notFound('密钥不存在或已吊销', 'API key not found or revoked');
}

export async function notifyOne(
  em: EntityManager,
  userId: number,
  text: { zh: string; en: string },
  kind: 'plan' | 'quota' = 'plan',
): Promise<Array<[number, NotificationEvent]>> {
  const { rows } = await sqlOn(em).run(notifyOneCommand, [userId, kind, text.zh, text.en]);
  return [[userId, { id: Number(rows[0]!.id), apiId: null, kind, message: text.zh, messageEn: text.en, read: false, createdAt: rows[0]!.created_at }]];
}
