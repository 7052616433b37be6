import { cacheRules } from '../../core/cache.rules.js';

/**
 * The admin console and the read cache: none of its answers is kept (they are the administrator's).
 * Writes: the review mode is shown by no cached answer — changing it touches nothing. The rest stays
 * undeclared (the whole catalogue): a new API, a review decision and a publish change what the
 * catalogue shows. A platform policy is shown by no cached answer: it touches nothing, and its API_CHANGED
 * announcement (the open-call proxies' policies) says so.
 */
export const adminCache = cacheRules({
  reads: {},
  writes: {
    /** The review mode (manual or automatic approval) changed. */
    reviewMode: () => [],
    /**
     * A platform alarm or shutdown policy created, re-thresholded or deleted: read only by the console
     * (never kept) and the open-call proxy (its own cache, told by API_CHANGED for id 0). The verdicts it
     * leads to change an API's status later, and announce that themselves (the whole catalogue).
     */
    policy: () => [],
  },
});
