import { cacheRules } from '../../core/cache.rules.js';

/**
 * Plans and subscriptions and the read cache: no cached answer shows a plan, a subscription, a switch
 * request, a quota or a usage figure (the plans list, the caller's subscriptions and usage are read fresh
 * each time; the catalogue's cards and pages name none of them), so these writes touch nothing. Plan
 * changes reach the quota caches of every gateway through PLANS_CHANGED, not through the read cache.
 */
export const plansCache = cacheRules({
  reads: {},
  writes: {
    /** A plan created, changed or deleted (its subscribers told, switch requests to a deleted plan dropped). */
    plan: () => [],
    /** Whether keyed calls of an API need a live subscription (`api.requires_subscription`, read by open calls only). */
    requiresSubscription: () => [],
    /** A subscription taken, approved, refused, suspended, switched or ended, and its notices. */
    subscription: () => [],
    /** A quota warning in the caller's bell (80 % or 100 % of a window used). */
    notice: () => [],
  },
});
