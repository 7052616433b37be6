import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, sqlOn } from '../../core/sql.js';
import type { NotificationEvent } from '../authoring/authoring.types.js';
import { proRata, windowsAt } from './plan.rules.js';
import { limitsIn, type MeteredSubscription, type QuotaService } from './quota.service.js';

const switchCommand = command<
  [id: number, planId: number, day: string, dayLimit: number | null, month: string, monthLimit: number | null]
>(
  'plans.switch',
  `UPDATE api_subscription SET plan_id = $2, day_window = $3::date, day_limit = $4, month_window = $5::date,
          month_limit = $6, requested_plan_id = NULL, requested_at = NULL, updated_at = now() WHERE id = $1`,
);
const clearRequestCommand = command<[id: number]>(
  'plans.clear-request',
  `UPDATE api_subscription SET requested_plan_id = NULL, requested_at = NULL, updated_at = now() WHERE id = $1`,
);
/** notification.id is a bigserial: node-postgres answers it as a string. */
const droppedRow = z.object({ id: z.string(), user_id: z.number(), created_at: z.date() });
const dropRequestsCommand = command<[planId: number, zh: string, en: string], typeof droppedRow>(
  'plans.drop-requests',
  `WITH asked AS (
     UPDATE api_subscription SET requested_plan_id = NULL, requested_at = NULL, updated_at = now()
      WHERE requested_plan_id = $1 AND status <> 'ended' RETURNING user_id)
   INSERT INTO notification (user_id, api_id, kind, message, message_en)
   SELECT user_id, NULL::int, 'plan', $2, $3 FROM asked
   RETURNING id, user_id, created_at`,
  droppedRow,
);

/** What a switch reads of the subscription (its current plan's limits and windows). */
type Switching = Omit<MeteredSubscription, 'status'> & { id: number };

/**
 * Moves a subscription to `planId` now: this day's and month's limits become pro rata — the old
 * plan's for the part of the window gone by, the new one's for the rest — so nothing unused is lost
 * and the counts go on. A waiting switch request is settled by it. Inside the caller's lock.
 */
export async function applySwitch(
  em: EntityManager,
  quota: QuotaService,
  sub: Switching,
  planId: number,
  next: { dailyQuota: number | null; monthlyQuota: number | null },
): Promise<void> {
  const now = Date.now();
  const w = windowsAt(now);
  const cur = limitsIn({ ...sub, status: 'active' }, w);
  const used = await quota.used(sub, now);
  await sqlOn(em).run(switchCommand, [sub.id, planId, w.day, proRata(cur.daily, next.dailyQuota, used.day, w.dayLeft), w.month,
    proRata(cur.monthly, next.monthlyQuota, used.month, w.monthLeft)]);
}

/** Drops a waiting switch request (withdrawn by the caller or declined by the creator). */
export const clearRequest = (em: EntityManager, id: number) => sqlOn(em).run(clearRequestCommand, [id]);

/** The creator's notification of a request: a new subscription, or (with `from`) a switch from a plan. */
export function requestText(
  account: string,
  apiName: string,
  plan: string,
  planEn: string,
  from?: { planName: string; planNameEn: string },
): { zh: string; en: string } {
  return from
    ? {
      zh: `${account} 申请在「${apiName}」从套餐「${from.planName}」切换到「${plan}」，等待你审批`,
      en: `${account} asks to switch from "${from.planNameEn || from.planName}" to "${planEn || plan}" on "${apiName}": waiting for your approval`,
    }
    : {
      zh: `${account} 申请订阅「${apiName}」的套餐「${plan}」，等待你审批`,
      en: `${account} asks to subscribe to "${planEn || plan}" of "${apiName}": waiting for your approval`,
    };
}

/**
 * A deleted plan can no longer be switched to: the requests for it are dropped and their callers told
 * (the events go out after the commit).
 */
export async function dropRequestsFor(
  em: EntityManager,
  planId: number,
  text: { zh: string; en: string },
): Promise<Array<[number, NotificationEvent]>> {
  const { rows } = await sqlOn(em).run(dropRequestsCommand, [planId, text.zh, text.en]);
  return rows.map((r) => [
    r.user_id,
    { id: Number(r.id), apiId: null, kind: 'plan', message: text.zh, messageEn: text.en, read: false, createdAt: r.created_at },
  ]);
}
