/** A subscription's states (issue #27): waiting for the creator's approval, live, suspended by an administrator, ended. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'suspended', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A plan's name (and its English name): at most this many characters. */
export const PLAN_NAME_MAX = 40;

/**
 * A reason given on a subscription — a creator declining a request (optional), an administrator
 * suspending it (required): at most this many characters.
 */
export const SUBSCRIPTION_REASON_MAX = 200;
/** A suspension's reason is required: at least this many characters. */
export const SUSPEND_REASON_MIN = 1;

/** A plan's limits, each a whole number from 1 to its maximum, or empty for no limit. */
export const PLAN_LIMIT_MAX = { dailyQuota: 10_000_000, monthlyQuota: 300_000_000, ratePerSecond: 10_000 } as const;
export type PlanLimit = keyof typeof PLAN_LIMIT_MAX;

/** Whether a plan limit is acceptable: null (no limit), or a whole number from 1 to its maximum. */
export const planLimitOk = (limit: PlanLimit, value: number | null): boolean =>
  value === null || (Number.isInteger(value) && value >= 1 && value <= PLAN_LIMIT_MAX[limit]);
