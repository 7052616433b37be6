import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth-user.js';
import { authorize, type Actor } from '../../core/policy.js';
import { plansPolicy } from './plans.policy.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import { ApiStatus } from '../catalog/api.entity.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import { planNotFound } from './plan.service.js';
import { windowsAt } from './plan.rules.js';
import { limitsIn, type MeteredSubscription, type QuotaService } from './quota.service.js';
import { applySwitch, clearRequest, requestText } from './plan-switch.js';

export type SubscriptionStatus = 'pending' | 'active' | 'suspended' | 'ended';

export interface SubscriptionView {
  id: number;
  userId: number;
  account: string;
  apiId: number;
  apiName: string;
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

export type SubscriptionRow = Omit<SubscriptionView, 'usedToday' | 'usedThisMonth' | 'dailyLimit' | 'monthlyLimit' | 'leftToday' | 'leftThisMonth'> &
  Omit<MeteredSubscription, 'status'> & { ownerUserId: number | null };

export const SELECT = `
  SELECT s.id, s.user_id AS "userId", u.account, s.api_id AS "apiId", a.name AS "apiName", s.plan_id AS "planId",
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
  constructor(
    private readonly ds: DataSource,
    private readonly quota: QuotaService,
    private readonly pubsub: AppPubSub,
  ) {}

  async subscribe(actor: Actor, input: { apiId: number; planId: number; keyId: number }): Promise<SubscriptionView> {
    const user = authorize(actor, plansPolicy.subscribe);
    const made = await this.ds.transaction(async (em) => {
      await lockCaller(em, user.id);
      const apis: Array<{ status: number; visibility: string; creatorId: number | null; ownerUserId: number | null }> = await em.query(
        `SELECT a.status, a.visibility, a.creator_id AS "creatorId", c.user_id AS "ownerUserId"
           FROM api a LEFT JOIN creator c ON c.id = a.creator_id WHERE a.id = $1`,
        [input.apiId],
      );
      const api = apis[0];
      if (!api || !visibleTo(user, api)) throw notFound(`接口 ${input.apiId} 不存在`, `API ${input.apiId} does not exist`);
      if (api.status !== ApiStatus.Published) {
        throw new AppError('CONFLICT', { zh: '接口未发布，暂不能订阅', en: 'This API is not published; it cannot be subscribed to' });
      }
      const plan = await this.livePlan(em, input.planId, input.apiId);
      await ownKey(em, user.id, input.keyId);
      const live: unknown[] = await em.query(
        `SELECT 1 FROM api_subscription WHERE user_id = $1 AND api_id = $2 AND status <> 'ended'`,
        [user.id, input.apiId],
      );
      if (live.length) throw alreadySubscribed();
      const rows: Array<{ id: number }> = await em.query(
        `INSERT INTO api_subscription (user_id, api_id, plan_id, key_id, status) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [user.id, input.apiId, input.planId, input.keyId, plan.needsApproval ? 'pending' : 'active'],
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

  /** Unsubscribing is immediate: the key's next call is no longer counted against the plan. */
  async unsubscribe(actor: Actor, id: number): Promise<SubscriptionView> {
    const user = authorize(actor, plansPolicy.subscribe);
    const view = await this.one(id, user);
    const apiId = await this.ds.transaction(async (em) => {
      await lockCaller(em, user.id);
      const res: [Array<{ api_id: number }>, number] = await em.query(
        `UPDATE api_subscription SET status = 'ended', ended_at = now(), updated_at = now(),
                requested_plan_id = NULL, requested_at = NULL
          WHERE id = $1 AND user_id = $2 AND status <> 'ended' RETURNING api_id`,
        [id, user.id],
      );
      if (res[1] === 0) throw subscriptionNotFound();
      return res[0][0]!.api_id;
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
    const done = await this.ds.transaction(async (em) => {
      await lockCaller(em, user.id);
      const rows: SubscriptionRow[] = await em.query(`${SELECT} WHERE s.id = $1 AND s.user_id = $2 AND s.status <> 'ended'`, [id, user.id]);
      const sub = rows[0];
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
      await em.query(`UPDATE api_subscription SET requested_plan_id = $2, requested_at = now(), updated_at = now() WHERE id = $1`, [id, planId]);
      const events = sub.ownerUserId === null ? [] : await notifyOne(em, sub.ownerUserId, requestText(user.account, sub.apiName, next.name, next.nameEn, sub));
      return { apiId: sub.apiId, events };
    });
    this.changed(done.apiId, done.events);
    return this.one(id, user);
  }

  /** The caller's subscriptions (live first, then ended), with today's and this month's usage. */
  async mine(actor: Actor): Promise<SubscriptionView[]> {
    const user = authorize(actor, plansPolicy.subscribe);
    const rows: SubscriptionRow[] = await this.ds.query(
      `${SELECT} WHERE s.user_id = $1 ORDER BY (s.status = 'ended'), s.created_at DESC, s.id DESC LIMIT 200`,
      [user.id],
    );
    return Promise.all(rows.map((r) => this.withUsage(r)));
  }

  /**
   * A creator approves a request on one of their APIs: a pending subscription becomes active, or a
   * requested switch is made (pro rata, as any switch, from this moment).
   */
  async approve(actor: Actor, id: number, owns: (apiId: number) => Promise<unknown>): Promise<SubscriptionView> {
    authorize(actor, plansPolicy.manage);
    const sub = await this.owned(id, owns);
    const events = await this.ds.transaction(async (em) => {
      await lockCaller(em, sub.userId);
      const now = await this.current(em, id);
      if (now.status === 'pending') {
        await em.query(`UPDATE api_subscription SET status = 'active', updated_at = now() WHERE id = $1`, [id]);
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
    if (text.length > 200) throw badInput('拒绝原因最多 200 个字符', 'A reason can be at most 200 characters');
    const sub = await this.owned(id, owns);
    const why = { zh: text ? `：${text}` : '', en: text ? `: ${text}` : '' };
    const events = await this.ds.transaction(async (em) => {
      await lockCaller(em, sub.userId);
      const now = await this.current(em, id);
      if (now.status === 'pending') {
        await em.query(`UPDATE api_subscription SET status = 'ended', ended_at = now(), updated_at = now() WHERE id = $1`, [id]);
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
    const rows: SubscriptionRow[] = await em.query(`${SELECT} WHERE s.id = $1`, [id]);
    if (!rows[0]) throw subscriptionNotFound();
    return rows[0];
  }

  /** An administrator suspends a live subscription (the caller sees the reason) or resumes it. */
  async suspend(actor: Actor, id: number, suspended: boolean, reason: string | null): Promise<SubscriptionView> {
    authorize(actor, plansPolicy.administer);
    const text = (reason ?? '').trim();
    if (suspended && (text.length < 1 || text.length > 200)) {
      throw badInput('暂停原因需为 1–200 个字符', 'A suspension reason of 1–200 characters is required');
    }
    const sub = await this.one(id);
    const events = await this.ds.transaction(async (em) => {
      const res: [unknown[], number] = await em.query(
        suspended
          ? `UPDATE api_subscription SET status = 'suspended', suspend_reason = $2, updated_at = now() WHERE id = $1 AND status IN ('active', 'pending')`
          : `UPDATE api_subscription SET status = 'active', suspend_reason = $2, updated_at = now() WHERE id = $1 AND status = 'suspended'`,
        [id, suspended ? text : null],
      );
      if (res[1] === 0) {
        throw new AppError('CONFLICT', {
          zh: suspended ? '只有生效中或待审批的订阅可以暂停' : '该订阅未被暂停',
          en: suspended ? 'Only an active or pending subscription can be suspended' : 'This subscription is not suspended',
        });
      }
      return notifyOne(em, sub.userId, suspended
        ? { zh: `你对「${sub.apiName}」的订阅已被管理员暂停：${text}`, en: `Your subscription to "${sub.apiName}" was suspended: ${text}` }
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
    const [rows, count] = await Promise.all([
      this.ds.query<SubscriptionRow[]>(`${SELECT}${sql} ORDER BY s.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`, params),
      this.ds.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM api_subscription s JOIN api a ON a.id = s.api_id JOIN app_user u ON u.id = s.user_id${sql}`,
        params,
      ),
    ]);
    return { items: await Promise.all(rows.map((r) => this.withUsage(r))), total: count[0]?.n ?? 0 };
  }

  /** One subscription; with `user`, only theirs (anyone else's answers like a missing one). */
  async one(id: number, user?: AuthUser): Promise<SubscriptionView> {
    const rows: SubscriptionRow[] = await this.ds.query(`${SELECT} WHERE s.id = $1`, [id]);
    const row = rows[0];
    if (!row || (user && row.userId !== user.id)) throw subscriptionNotFound();
    return this.withUsage(row);
  }

  private async withUsage(r: SubscriptionRow): Promise<SubscriptionView> {
    const now = Date.now();
    const lim = limitsIn({ ...r, status: 'active' }, windowsAt(now));
    const used = r.status === 'ended' ? { day: 0, month: 0 } : await this.quota.used(r.id, now);
    const left = (limit: number | null, n: number) => (limit === null ? null : Math.max(0, limit - n));
    const view: SubscriptionView = {
      id: r.id, userId: r.userId, account: r.account, apiId: r.apiId, apiName: r.apiName, planId: r.planId,
      planName: r.planName, planNameEn: r.planNameEn, keyId: r.keyId, keyPrefix: r.keyPrefix, status: r.status,
      suspendReason: r.suspendReason, createdAt: r.createdAt,
      requestedPlanId: r.requestedPlanId, requestedPlanName: r.requestedPlanName, requestedPlanNameEn: r.requestedPlanNameEn,
      requestedAt: r.requestedAt,
      usedToday: used.day, usedThisMonth: used.month, dailyLimit: lim.daily, monthlyLimit: lim.monthly,
      leftToday: left(lim.daily, used.day), leftThisMonth: left(lim.monthly, used.month),
    };
    return view;
  }

  private async livePlan(em: EntityManager, planId: number, apiId: number) {
    const rows: LivePlan[] = await em.query(
      `SELECT p.name, p.name_en AS "nameEn", a.name AS "apiName", p.needs_approval AS "needsApproval",
              p.daily_quota AS "dailyQuota", p.monthly_quota AS "monthlyQuota"
         FROM api_plan p JOIN api a ON a.id = p.api_id WHERE p.id = $1 AND p.api_id = $2 AND p.deleted_at IS NULL`,
      [planId, apiId],
    );
    if (!rows[0]) throw planNotFound();
    return rows[0];
  }

  private changed(apiId: number, events: Array<[number, NotificationEvent]> = []): void {
    this.quota.invalidate(apiId);
    this.pubsub.publish(Topic.PlansChanged, { apiId });
    for (const [userId, event] of events) this.pubsub.publish(Topic.NotificationAdded, userId, event);
  }
}

/** A live plan as a subscription or a switch reads it. */
export interface LivePlan {
  name: string;
  nameEn: string;
  apiName: string;
  needsApproval: boolean;
  dailyQuota: number | null;
  monthlyQuota: number | null;
}

const notWaiting = () => new AppError('CONFLICT', { zh: '该订阅没有待审批的申请', en: 'This subscription has no request waiting for approval' });

const alreadySubscribed = () =>
  new AppError('CONFLICT', {
    zh: '你已订阅该接口：请切换套餐或先退订',
    en: 'You already subscribe to this API: switch plans or unsubscribe first',
  });

/** One caller's subscription changes, one at a time (released at commit). */
const lockCaller = (em: EntityManager, userId: number) =>
  em.query(`SELECT pg_advisory_xact_lock(hashtext('api_subscription'), $1)`, [userId]);

async function ownKey(em: EntityManager, userId: number, keyId: number): Promise<void> {
  const rows: unknown[] = await em.query(
    `SELECT 1 FROM api_key WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [keyId, userId],
  );
  if (!rows.length) throw notFound('密钥不存在或已吊销', 'API key not found or revoked');
}

export async function notifyOne(
  em: EntityManager,
  userId: number,
  text: { zh: string; en: string },
  kind: 'plan' | 'quota' = 'plan',
): Promise<Array<[number, NotificationEvent]>> {
  const rows: Array<{ id: string; created_at: Date }> = await em.query(
    `INSERT INTO notification (user_id, kind, message, message_en) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
    [userId, kind, text.zh, text.en],
  );
  return [[userId, { id: Number(rows[0]!.id), apiId: null, kind, message: text.zh, messageEn: text.en, read: false, createdAt: rows[0]!.created_at }]];
}
