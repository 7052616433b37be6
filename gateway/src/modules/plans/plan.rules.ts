import { PLAN_LIMIT_MAX, PLAN_NAME_MAX, planLimitOk, type PlanLimit } from '@api-market/rules';
import { badInput } from '../../core/errors.js';

/**
 * Quota windows and plan limits, one place for every door and the proxy. Days and months follow
 * China Standard Time (UTC+8, no daylight saving): a daily quota resets at 00:00 Beijing time, as the
 * markets our users compare us with do.
 */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

export const MAX_PLANS_PER_API = 10;
/** Warnings go out when a window's count reaches these shares of its quota. */
export const WARN_SHARES = [0.8, 1] as const;

/** Past the quota: refuse (429) or allow (answered and counted as overage). */
export const OVERAGES = ['refuse', 'allow'] as const;
export type Overage = (typeof OVERAGES)[number];

/** The windows a moment falls in: day and month as `YYYY-MM-DD` (the month's first day), and when each ends. */
export interface Windows {
  day: string;
  month: string;
  /** Milliseconds since the epoch at which the day / month window ends. */
  dayEnds: number;
  monthEnds: number;
  /** Share of the day / month still to come (0..1], for pro-rata switches. */
  dayLeft: number;
  monthLeft: number;
  /** Length of the month window in seconds. */
  monthSeconds: number;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

export function windowsAt(now: number): Windows {
  const local = new Date(now + OFFSET_MS);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET_MS;
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS;
  const monthEnd = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - OFFSET_MS;
  return {
    day: ymd(new Date(dayStart + OFFSET_MS)),
    month: ymd(new Date(monthStart + OFFSET_MS)),
    dayEnds: dayStart + DAY_MS,
    monthEnds: monthEnd,
    dayLeft: (dayStart + DAY_MS - now) / DAY_MS,
    monthLeft: (monthEnd - now) / (monthEnd - monthStart),
    monthSeconds: (monthEnd - monthStart) / 1000,
  };
}

/** The day (`YYYY-MM-DD`, UTC+8) of a moment. */
export const dayOf = (now: number) => windowsAt(now).day;

export interface PlanInput {
  name: string;
  nameEn?: string | null;
  dailyQuota?: number | null;
  monthlyQuota?: number | null;
  ratePerSecond?: number | null;
  overage?: string | null;
  needsApproval?: boolean | null;
  isDefault?: boolean | null;
}

export interface PlanFields {
  name: string;
  nameEn: string;
  dailyQuota: number | null;
  monthlyQuota: number | null;
  ratePerSecond: number | null;
  overage: Overage;
  needsApproval: boolean;
  isDefault: boolean;
}

function limit(value: number | null | undefined, which: PlanLimit, zh: string, en: string): number | null {
  if (value === null || value === undefined) return null;
  if (!planLimitOk(which, value)) {
    const max = PLAN_LIMIT_MAX[which];
    throw badInput(`${zh}需为 1–${max.toLocaleString('en-US')} 的整数，或留空表示不限`, `${en} must be a whole number from 1 to ${max.toLocaleString('en-US')}, or empty for no limit`);
  }
  return value;
}

/** A plan's fields as both doors take them: names trimmed, limits in range, daily ≤ monthly. */
export function checkPlan(input: PlanInput): PlanFields {
  const name = (input.name ?? '').trim();
  const nameEn = (input.nameEn ?? '').trim();
  if (name.length < 1 || name.length > PLAN_NAME_MAX)
    throw badInput(`套餐名称需为 1–${PLAN_NAME_MAX} 个字符`, `A plan name must be 1–${PLAN_NAME_MAX} characters`);
  if (nameEn.length > PLAN_NAME_MAX)
    throw badInput(`英文名称最多 ${PLAN_NAME_MAX} 个字符`, `The English name must be at most ${PLAN_NAME_MAX} characters`);
  const dailyQuota = limit(input.dailyQuota, 'dailyQuota', '每日调用次数', 'The daily quota');
  const monthlyQuota = limit(input.monthlyQuota, 'monthlyQuota', '每月调用次数', 'The monthly quota');
  const ratePerSecond = limit(input.ratePerSecond, 'ratePerSecond', '每秒调用次数', 'The rate per second');
  if (dailyQuota !== null && monthlyQuota !== null && dailyQuota > monthlyQuota) {
    throw badInput('每日调用次数不能超过每月调用次数', 'The daily quota cannot exceed the monthly quota');
  }
  const overage = input.overage ?? 'refuse';
  if (overage !== 'refuse' && overage !== 'allow') {
    throw badInput('超额处理只能是 refuse（拒绝）或 allow（允许并计为超额）', 'overage must be "refuse" or "allow"');
  }
  return {
    name,
    nameEn,
    dailyQuota,
    monthlyQuota,
    ratePerSecond,
    overage,
    needsApproval: input.needsApproval ?? false,
    isDefault: input.isDefault ?? false,
  };
}

/**
 * A switch of plans mid-window keeps the unused part pro rata: the old limit for the share of the
 * window gone by, the new one for the share still to come. `null` is no limit; a window that becomes
 * unlimited stays so, and from unlimited the caller keeps what they used plus the new share.
 */
export function proRata(current: number | null, next: number | null, used: number, left: number): number | null {
  if (next === null) return null;
  const share = Math.floor(next * left);
  if (current === null) return used + share;
  return Math.max(0, Math.floor(current * (1 - left))) + share;
}

/** "每日 100 次 · 每秒 5 次" / "100 calls a day · 5 per second": a plan's limits in words. */
export function quotaWords(p: Pick<PlanFields, 'dailyQuota' | 'monthlyQuota' | 'ratePerSecond'>): { zh: string; en: string } {
  const parts: Array<[number | null, (n: number) => string, (n: number) => string]> = [
    [p.dailyQuota, (n) => `每日 ${n} 次`, (n) => `${n} calls a day`],
    [p.monthlyQuota, (n) => `每月 ${n} 次`, (n) => `${n} calls a month`],
    [p.ratePerSecond, (n) => `每秒 ${n} 次`, (n) => `${n} per second`],
  ];
  const set = parts.filter(([n]) => n !== null) as Array<[number, (n: number) => string, (n: number) => string]>;
  const zh = set.map(([n, z]) => z(n));
  const en = set.map(([n, , e]) => e(n));
  if (zh.length === 0) return { zh: '不限次数', en: 'Unlimited' };
  return { zh: zh.join(' · '), en: en.join(' · ') };
}
