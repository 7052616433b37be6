import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { declaredWrite } from '../../core/request-writes.js';
import { type Sql, sqlOn, statement } from '../../core/sql.js';
import { plansCache } from './plans.cache.js';
import { authorize, type Actor } from '../../core/policy.js';
import { plansPolicy } from './plans.policy.js';
import { badInput } from '../../core/errors.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import { histogramQuantile } from '../open-call/call-history.service.js';
import { dayOf } from './plan.rules.js';
import type { QuotaCrossing } from './quota.service.js';
import { notifyOne } from './subscription.service.js';

const usageDayRow = z.object({
  subscriptionId: z.number(),
  apiId: z.number(),
  day: z.string(),
  calls: z.number(),
  billable: z.number(),
  overage: z.number(),
  refusedDaily: z.number(),
  refusedMonthly: z.number(),
  refusedRate: z.number(),
  refusedSuspended: z.number(),
});
export type UsageDay = z.infer<typeof usageDayRow>;

export interface UsageFigures {
  calls: number;
  billable: number;
  overage: number;
  refused: number;
  refusedDaily: number;
  refusedMonthly: number;
  refusedRate: number;
  refusedSuspended: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

export interface PlanFigures extends UsageFigures {
  planId: number;
  planName: string;
  subscribers: number;
}

export interface SubscriberFigures extends UsageFigures {
  subscriptionId: number;
  account: string;
  planName: string;
  status: string;
  /** Days in the period on which this subscriber was refused for a quota. */
  daysAtLimit: number;
}

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

const SUMS = `sum(u.calls)::int AS calls, sum(u.billable)::int AS billable, sum(u.overage)::int AS overage,
  sum(u.refused_daily)::int AS "refusedDaily", sum(u.refused_monthly)::int AS "refusedMonthly",
  sum(u.refused_rate)::int AS "refusedRate", sum(u.refused_suspended)::int AS "refusedSuspended"`;

/** Sums over no day rows are null. */
const sumRow = z.object({
  calls: z.number().nullable(),
  billable: z.number().nullable(),
  overage: z.number().nullable(),
  refusedDaily: z.number().nullable(),
  refusedMonthly: z.number().nullable(),
  refusedRate: z.number().nullable(),
  refusedSuspended: z.number().nullable(),
  hists: z.array(z.array(z.number())).nullable(),
});
type SumRow = z.infer<typeof sumRow>;

const mineStatement = statement<[userId: number, apiId: number | null, from: string, to: string], typeof usageDayRow>(
  'plans.usage-mine',
  `SELECT u.subscription_id AS "subscriptionId", s.api_id AS "apiId", to_char(u.day, 'YYYY-MM-DD') AS day,
          u.calls, u.billable, u.overage, u.refused_daily AS "refusedDaily", u.refused_monthly AS "refusedMonthly",
          u.refused_rate AS "refusedRate", u.refused_suspended AS "refusedSuspended"
     FROM api_usage_day u JOIN api_subscription s ON s.id = u.subscription_id
    WHERE s.user_id = $1 AND ($2::int IS NULL OR s.api_id = $2) AND u.day BETWEEN $3::date AND $4::date
    ORDER BY u.day, u.subscription_id`,
  usageDayRow,
);
const planSumRow = sumRow.extend({ planId: z.number(), planName: z.string(), subscribers: z.number() });
const planSumsStatement = statement<[apiId: number, since: string], typeof planSumRow>(
  'plans.usage-per-plan',
  `SELECT p.id AS "planId", p.name AS "planName",
          (SELECT count(*)::int FROM api_subscription x WHERE x.plan_id = p.id AND x.status <> 'ended') AS subscribers,
          ${SUMS}, array_agg(u.ms_hist) FILTER (WHERE u.ms_hist IS NOT NULL) AS hists
     FROM api_plan p
     LEFT JOIN api_subscription s ON s.plan_id = p.id
     LEFT JOIN api_usage_day u ON u.subscription_id = s.id AND u.day >= $2::date
    WHERE p.api_id = $1 AND (p.deleted_at IS NULL OR u.day IS NOT NULL)
    GROUP BY p.id ORDER BY p.is_default DESC, p.sort_order, p.id`,
  planSumRow,
);
const subscriberSumRow = sumRow.extend({
  subscriptionId: z.number(),
  account: z.string(),
  planName: z.string(),
  status: z.string(),
  daysAtLimit: z.number(),
});
const subscriberSumsStatement = statement<[apiId: number, since: string, top: number], typeof subscriberSumRow>(
  'plans.usage-top-subscribers',
  `SELECT s.id AS "subscriptionId", a.account, p.name AS "planName", s.status, ${SUMS},
          count(*) FILTER (WHERE u.refused_daily + u.refused_monthly > 0)::int AS "daysAtLimit",
          array_agg(u.ms_hist) AS hists
     FROM api_subscription s
     JOIN app_user a ON a.id = s.user_id
     JOIN api_plan p ON p.id = s.plan_id
     JOIN api_usage_day u ON u.subscription_id = s.id AND u.day >= $2::date
    WHERE s.api_id = $1
    GROUP BY s.id, a.account, p.name ORDER BY sum(u.calls) DESC, s.id LIMIT $3`,
  subscriberSumRow,
);
const apiNameRow = z.object({ name: z.string() });
const apiNameStatement = statement<[apiId: number], typeof apiNameRow>('plans.api-name', `SELECT name FROM api WHERE id = $1`, apiNameRow);

function figures(r: SumRow): UsageFigures {
  const hist: number[] = [];
  for (const h of r.hists ?? []) for (let i = 0; i < h.length; i++) hist[i] = (hist[i] ?? 0) + h[i]!;
  const n = (v: number | null | undefined) => v ?? 0;
  const p = (q: number) => {
    const v = histogramQuantile(hist, q);
    return v === null ? null : Math.round(v * 100) / 100;
  };
  return {
    calls: n(r.calls), billable: n(r.billable), overage: n(r.overage),
    refusedDaily: n(r.refusedDaily), refusedMonthly: n(r.refusedMonthly), refusedRate: n(r.refusedRate),
    refusedSuspended: n(r.refusedSuspended),
    refused: n(r.refusedDaily) + n(r.refusedMonthly) + n(r.refusedRate) + n(r.refusedSuspended),
    p50Ms: p(0.5), p95Ms: p(0.95),
  };
}

/**
 * Usage as the caller and the creator read it, from the per-day roll-up only (its size grows with
 * subscriptions × days, never with calls), and the quota warnings that reach the caller's bell.
 */
export class UsageService {
  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly pubsub: AppPubSub,
  ) {
    this.sql = sqlOn(ds);
  }

  /** The caller's per-day usage, every subscription (or those of one API), `from`–`to` (UTC+8 days). */
  async mine(actor: Actor, q: { apiId?: number; from?: string; to?: string }): Promise<UsageDay[]> {
    const user = authorize(actor, plansPolicy.subscribe);
    const { from, to } = range(q.from, q.to);
    return this.sql.all(mineStatement, [user.id, q.apiId ?? null, from, to]);
  }

  /** A creator's view of one API over the last `days` days: per plan, and the top subscribers. */
  async analytics(apiId: number, days: number, top = 20): Promise<{ plans: PlanFigures[]; subscribers: SubscriberFigures[] }> {
    const since = dayOf(Date.now() - (days - 1) * DAY_MS);
    const [plans, subs] = await Promise.all([
      this.sql.all(planSumsStatement, [apiId, since]),
      this.sql.all(subscriberSumsStatement, [apiId, since, top]),
    ]);
    return {
      plans: plans.map((r) => ({ planId: r.planId, planName: r.planName, subscribers: r.subscribers, ...figures(r) })),
      subscribers: subs.map((r) => ({
        subscriptionId: r.subscriptionId, account: r.account, planName: r.planName, status: r.status,
        daysAtLimit: r.daysAtLimit, ...figures(r),
      })),
    };
  }

  /** A quota reached 80 % or 100 %: the caller's bell (and the websocket's notificationAdded). */
  async notifyCrossing(c: QuotaCrossing): Promise<void> {
    const api = (await this.sql.first(apiNameStatement, [c.subscription.apiId]))?.name ?? String(c.subscription.apiId);
    const zhWindow = c.window === 'daily' ? '今日' : '本月';
    const enWindow = c.window === 'daily' ? 'daily' : 'monthly';
    const text = c.percent === 100
      ? { zh: `「${api}」${zhWindow}调用次数已用完（${c.used}/${c.limit}）`, en: `"${api}": ${enWindow} quota used up (${c.used}/${c.limit})` }
      : { zh: `「${api}」${zhWindow}调用次数已用 ${c.percent}%（${c.used}/${c.limit}）`, en: `"${api}": ${c.percent}% of the ${enWindow} quota used (${c.used}/${c.limit})` };
    // The caller's bell only: no cached answer shows it (plans.cache.ts).
    const events = await declaredWrite(plansCache.writes.notice(), () => this.ds.transaction((em) => notifyOne(em, c.subscription.userId, text, 'quota')));
    for (const [userId, event] of events) this.pubsub.publish(Topic.NotificationAdded, userId, event);
    await this.alertChannels?.(c, text);
  }

  /**
   * Where a quota crossing goes beyond the caller's in-app notification: the alert channels that route
   * `quota` events (issue #31), set by the composition root when the status feature is there.
   */
  alertChannels?: (c: QuotaCrossing, text: { zh: string; en: string }) => Promise<unknown>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `from`/`to` as `YYYY-MM-DD`; by default the last 30 days; at most 366 days. */
function range(from?: string, to?: string): { from: string; to: string } {
  const t = to ?? dayOf(Date.now());
  const f = from ?? dayOf(Date.parse(`${t}T00:00:00Z`) - 29 * DAY_MS);
  for (const d of [f, t]) {
    // A calendar date: JavaScript reads 2026-02-30 as 2 March, and PostgreSQL refuses year 0.
    const at = Date.parse(`${d}T00:00:00Z`);
    if (!DATE.test(d) || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== d || d < '0001-01-01') {
      throw badInput(`日期格式应为 YYYY-MM-DD 且为有效日期，收到「${d}」`, `Dates must be real dates as YYYY-MM-DD, got "${d}"`);
    }
  }
  const span = (Date.parse(`${t}T00:00:00Z`) - Date.parse(`${f}T00:00:00Z`)) / DAY_MS;
  if (span < 0) throw badInput('开始日期不能晚于结束日期', 'from must not be after to');
  if (span >= MAX_RANGE_DAYS) throw badInput(`查询范围最多 ${MAX_RANGE_DAYS} 天`, `At most ${MAX_RANGE_DAYS} days at a time`);
  return { from: f, to: t };
}
