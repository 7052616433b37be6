import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth-user.js';
import { declaredWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement, type SqlTarget } from '../../core/sql.js';
import { plansCache } from './plans.cache.js';
import { authorize, type Actor } from '../../core/policy.js';
import { plansPolicy } from './plans.policy.js';
import { AppError, notFound } from '../../core/errors.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import { ApiStatus } from '../catalog/api.entity.js';
import { visibleTo } from '../catalog/api-detail.service.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import { checkPlan, MAX_PLANS_PER_API, type PlanFields, type PlanInput, quotaWords, windowsAt } from './plan.rules.js';
import type { QuotaService } from './quota.service.js';
import { dropRequestsFor } from './plan-switch.js';
import type { Plan } from './plans.types.js';

const planFieldsRow = z.object({
  name: z.string(),
  nameEn: z.string(),
  dailyQuota: z.number().nullable(),
  monthlyQuota: z.number().nullable(),
  ratePerSecond: z.number().nullable(),
  overage: z.enum(['refuse', 'allow']),
  needsApproval: z.boolean(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<PlanFields>;
const planRow = planFieldsRow.extend({ id: z.number(), apiId: z.number(), subscribers: z.number() });
type PlanRow = z.infer<typeof planRow>;

export const PLAN_SELECT = `
  SELECT p.id, p.api_id AS "apiId", p.name, p.name_en AS "nameEn", p.daily_quota AS "dailyQuota",
         p.monthly_quota AS "monthlyQuota", p.rate_per_second AS "ratePerSecond", p.overage,
         p.needs_approval AS "needsApproval", p.is_default AS "isDefault",
         (SELECT count(*)::int FROM api_subscription s WHERE s.plan_id = p.id AND s.status <> 'ended') AS subscribers
    FROM api_plan p`;

export const planView = (r: PlanRow): Plan => {
  const words = quotaWords(r);
  return { ...r, quotaText: words.zh, quotaTextEn: words.en };
};

const listStatement = statement<[apiId: number], typeof planRow>(
  'plans.list',
  `${PLAN_SELECT} WHERE p.api_id = $1 AND p.deleted_at IS NULL ORDER BY p.is_default DESC, p.sort_order, p.id`,
  planRow,
);
const oneStatement = statement<[planId: number], typeof planRow>('plans.one', `${PLAN_SELECT} WHERE p.id = $1 AND p.deleted_at IS NULL`, planRow);
const countRow = z.object({ n: z.number() });
const countStatement = statement<[apiId: number], typeof countRow>(
  'plans.count',
  `SELECT count(*)::int AS n FROM api_plan WHERE api_id = $1 AND deleted_at IS NULL`,
  countRow,
);
const undefaultCommand = command<[apiId: number, keep: number]>(
  'plans.undefault',
  `UPDATE api_plan SET is_default = false WHERE api_id = $1 AND is_default AND id <> $2`,
);
const idRow = z.object({ id: z.number() });
const createCommand = command<
  [apiId: number, name: string, nameEn: string, daily: number | null, monthly: number | null, rate: number | null,
    overage: string, needsApproval: boolean, isDefault: boolean, sortOrder: number],
  typeof idRow
>(
  'plans.create',
  `INSERT INTO api_plan (api_id, name, name_en, daily_quota, monthly_quota, rate_per_second, overage,
                         needs_approval, is_default, sort_order)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
  idRow,
);
const updateCommand = command<
  [planId: number, daily: number | null, monthly: number | null, rate: number | null, overage: string, needsApproval: boolean,
    isDefault: boolean, name: string, nameEn: string, day: string, month: string]
>(
  'plans.update',
  `UPDATE api_plan SET
     prev_daily_quota = CASE WHEN daily_quota IS DISTINCT FROM $2 AND prev_daily_day IS DISTINCT FROM $10::date
                             THEN daily_quota ELSE prev_daily_quota END,
     prev_daily_day = CASE WHEN daily_quota IS DISTINCT FROM $2 THEN $10::date ELSE prev_daily_day END,
     prev_monthly_quota = CASE WHEN monthly_quota IS DISTINCT FROM $3 AND prev_monthly_month IS DISTINCT FROM $11::date
                               THEN monthly_quota ELSE prev_monthly_quota END,
     prev_monthly_month = CASE WHEN monthly_quota IS DISTINCT FROM $3 THEN $11::date ELSE prev_monthly_month END,
     daily_quota = $2, monthly_quota = $3, rate_per_second = $4, overage = $5, needs_approval = $6,
     is_default = $7, name = $8, name_en = $9, updated_at = now()
   WHERE id = $1`,
);
const requiresSubscriptionCommand = command<[apiId: number, required: boolean]>(
  'plans.requires-subscription',
  `UPDATE api SET requires_subscription = $2 WHERE id = $1`,
);
const removeCommand = command<[planId: number]>(
  'plans.remove',
  `UPDATE api_plan SET deleted_at = now(), is_default = false, updated_at = now() WHERE id = $1`,
);
const ownPlanRow = z.object({
  apiId: z.number(),
  apiName: z.string(),
  dailyQuota: z.number().nullable(),
  monthlyQuota: z.number().nullable(),
  ratePerSecond: z.number().nullable(),
  overage: z.enum(['refuse', 'allow']),
});
const ownPlanStatement = statement<[planId: number], typeof ownPlanRow>(
  'plans.own-plan',
  `SELECT p.api_id AS "apiId", a.name AS "apiName", p.daily_quota AS "dailyQuota", p.monthly_quota AS "monthlyQuota",
          p.rate_per_second AS "ratePerSecond", p.overage
     FROM api_plan p JOIN api a ON a.id = p.api_id WHERE p.id = $1 AND p.deleted_at IS NULL`,
  ownPlanRow,
);
const apiRow = z.object({ id: z.number(), name: z.string(), status: z.number(), visibility: z.string(), creatorId: z.number().nullable() });
type ApiRow = z.infer<typeof apiRow>;
const API_SELECT = `SELECT id, name, status, visibility, creator_id AS "creatorId" FROM api WHERE id = $1`;
const apiStatement = statement<[apiId: number], typeof apiRow>('plans.api', API_SELECT, apiRow);
const lockedApiStatement = statement<[apiId: number], typeof apiRow>('plans.api-for-update', `${API_SELECT} FOR UPDATE`, apiRow);
/** notification.id is a bigserial: node-postgres answers it as a string. */
const notifiedRow = z.object({ id: z.string(), user_id: z.number(), api_id: z.number().nullable(), created_at: z.date() });
const notifySubscribersCommand = command<[planId: number, zh: string, en: string], typeof notifiedRow>(
  'plans.notify-subscribers',
  `INSERT INTO notification (user_id, api_id, kind, message, message_en)
   SELECT DISTINCT s.user_id, NULL::int, 'plan', $2, $3 FROM api_subscription s
    WHERE s.plan_id = $1 AND s.status <> 'ended'
   RETURNING id, user_id, api_id, created_at`,
  notifiedRow,
);

export const planNotFound = () => notFound('套餐不存在', 'Plan not found');
const apiNotFound = (id: number) => notFound(`接口 ${id} 不存在`, `API ${id} does not exist`);

/** Plans of an API: anyone reads the published ones; its creator (or an administrator) edits them. */
export class PlanService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly quota: QuotaService,
    private readonly pubsub: AppPubSub,
  ) {
    this.sql = sqlOn(ds);
  }

  /** The API is the caller's (or the caller an administrator); anyone else's answers like a missing one. */
  async mustOwn(actor: Actor, apiId: number): Promise<void> {
    const user = authorize(actor, plansPolicy.manage);
    await this.ownApi(this.ds, user, apiId);
  }

  /** The plans of a visible API, default first. */
  async list(apiId: number, viewer: AuthUser | null): Promise<Plan[]> {
    const api = await this.api(this.ds, apiId);
    if (!api || !visibleTo(viewer, api)) throw apiNotFound(apiId);
    const owner = this.isOwner(viewer, api);
    if (api.status !== ApiStatus.Published && !owner) throw apiNotFound(apiId);
    return (await this.sql.all(listStatement, [apiId])).map(planView);
  }

  async create(actor: Actor, apiId: number, input: PlanInput): Promise<Plan> {
    const user = authorize(actor, plansPolicy.manage);
    const fields = checkPlan(input);
    const id = await declaredWrite(plansCache.writes.plan(), () => this.ds.transaction(async (em) => {
      await this.ownApi(em, user, apiId, true);
      const n = (await this.sql.first(countStatement, [apiId], em))?.n ?? 0;
      if (n >= MAX_PLANS_PER_API) {
        throw new AppError('CONFLICT', {
          zh: `每个接口最多 ${MAX_PLANS_PER_API} 个套餐`,
          en: `An API can have at most ${MAX_PLANS_PER_API} plans`,
        });
      }
      // No plan has id 0: every default of the API is cleared.
      if (fields.isDefault) await this.sql.run(undefaultCommand, [apiId, 0], em);
      const { rows } = await this.sql.run(
        createCommand,
        [apiId, fields.name, fields.nameEn, fields.dailyQuota, fields.monthlyQuota, fields.ratePerSecond,
          fields.overage, fields.needsApproval, fields.isDefault, n],
        em,
      );
      return rows[0]!.id;
    }));
    this.changed(apiId);
    return this.one(id);
  }

  /**
   * New limits apply from the next window: the limit in force today (this month) is kept for the rest
   * of it, and every live subscriber is told.
   */
  async update(actor: Actor, planId: number, input: PlanInput): Promise<Plan> {
    const user = authorize(actor, plansPolicy.manage);
    const fields = checkPlan(input);
    const w = windowsAt(Date.now());
    const { apiId, events } = await declaredWrite(plansCache.writes.plan(), () => this.ds.transaction(async (em) => {
      const plan = await this.ownPlan(em, user, planId);
      if (fields.isDefault) await this.sql.run(undefaultCommand, [plan.apiId, planId], em);
      await this.sql.run(
        updateCommand,
        [planId, fields.dailyQuota, fields.monthlyQuota, fields.ratePerSecond, fields.overage, fields.needsApproval,
          fields.isDefault, fields.name, fields.nameEn, w.day, w.month],
        em,
      );
      const limitsChanged =
        plan.dailyQuota !== fields.dailyQuota ||
        plan.monthlyQuota !== fields.monthlyQuota ||
        plan.ratePerSecond !== fields.ratePerSecond ||
        plan.overage !== fields.overage;
      const words = quotaWords(fields);
      const events = limitsChanged
        ? await notifySubscribers(em, planId, {
            zh: `你订阅的「${plan.apiName}」套餐「${fields.name}」已调整为：${words.zh}（次日/次月起生效）`,
            en: `The plan "${fields.nameEn || fields.name}" of "${plan.apiName}" you subscribe to changed to: ${words.en} (from the next day / month)`,
          })
        : [];
      return { apiId: plan.apiId, events };
    }));
    this.changed(apiId);
    for (const [userId, event] of events) this.pubsub.publish(Topic.NotificationAdded, userId, event);
    return this.one(planId);
  }

  /** Whether keyed calls need a live subscription (acts when the API's token rule is api-key-only). */
  async setRequiresSubscription(actor: Actor, apiId: number, required: boolean): Promise<boolean> {
    const user = authorize(actor, plansPolicy.manage);
    await declaredWrite(plansCache.writes.requiresSubscription(), () => this.ds.transaction(async (em) => {
      await this.ownApi(em, user, apiId, true);
      await this.sql.run(requiresSubscriptionCommand, [apiId, required], em);
    }));
    this.changed(apiId);
    return required;
  }

  /**
   * A deleted plan takes no new subscriptions; its subscribers keep it until they switch or leave.
   * Switch requests for it are dropped, and their callers told.
   */
  async remove(actor: Actor, planId: number): Promise<Plan> {
    const user = authorize(actor, plansPolicy.manage);
    const view = await this.one(planId, user);
    const { apiId, events } = await declaredWrite(plansCache.writes.plan(), () => this.ds.transaction(async (em) => {
      const plan = await this.ownPlan(em, user, planId);
      await this.sql.run(removeCommand, [planId], em);
      const dropped = await dropRequestsFor(em, planId, {
        zh: `你申请的「${plan.apiName}」套餐「${view.name}」已被删除，切换申请已取消`,
        en: `The plan "${view.nameEn || view.name}" of "${plan.apiName}" you asked for was deleted; your switch request is cancelled`,
      });
      return { apiId: plan.apiId, events: dropped };
    }));
    this.changed(apiId);
    for (const [userId, event] of events) this.pubsub.publish(Topic.NotificationAdded, userId, event);
    return view;
  }

  /** One plan (not deleted); with `user`, only one of their APIs'. */
  async one(planId: number, user?: AuthUser): Promise<Plan> {
    if (user) await this.ownPlan(this.ds, user, planId);
    const row = await this.sql.first(oneStatement, [planId]);
    if (!row) throw planNotFound();
    return planView(row);
  }

  /** The API, locked for the plan change when `lock`; another creator's API answers like a missing one. */
  private async ownApi(em: SqlTarget, user: AuthUser, apiId: number, lock = false): Promise<ApiRow> {
    const api = await this.api(em, apiId, lock);
    if (!api || !this.isOwner(user, api)) throw apiNotFound(apiId);
    return api;
  }

  private async ownPlan(em: SqlTarget, user: AuthUser, planId: number) {
    const plan = await sqlOn(em).first(ownPlanStatement, [planId]);
    if (!plan) throw planNotFound();
    // Lock the API: one API's plan changes (and the one default) are made one at a time.
    await this.ownApi(em, user, plan.apiId, true).catch(() => {
      throw planNotFound();
    });
    return plan;
  }

  private isOwner(user: AuthUser | null, api: ApiRow): boolean {
    return !!user && (user.role === 'ADMIN' || (user.creatorId !== null && user.creatorId === api.creatorId));
  }

  private async api(em: SqlTarget, apiId: number, lock = false): Promise<ApiRow | undefined> {
    return (await sqlOn(em).first(lock ? lockedApiStatement : apiStatement, [apiId])) ?? undefined;
  }

  /** Here at once, on every other gateway through the shared pubsub. */
  private changed(apiId: number): void {
    this.quota.invalidate(apiId);
    this.pubsub.publish(Topic.PlansChanged, { apiId });
  }
}

/** Tells every live subscriber of a plan; the events go out after the commit. */
export async function notifySubscribers(
  em: EntityManager,
  planId: number,
  text: { zh: string; en: string },
): Promise<Array<[number, NotificationEvent]>> {
  const { rows } = await sqlOn(em).run(notifySubscribersCommand, [planId, text.zh, text.en]);
  return rows.map((r) => [
    r.user_id,
    { id: Number(r.id), apiId: null, kind: 'plan', message: text.zh, messageEn: text.en, read: false, createdAt: r.created_at },
  ]);
}

