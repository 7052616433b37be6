/** A subscription's states (issue #27): waiting for the creator's approval, live, suspended by an administrator, ended. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'suspended', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A plan's name (and its English name): at most this many characters. */
export const PLAN_NAME_MAX = 40;
