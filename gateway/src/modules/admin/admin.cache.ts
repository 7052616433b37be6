import { cacheRules } from '../../core/cache.rules.js';

/**
 * The admin console and the read cache: none of its answers is kept (they are the administrator's).
 * Writes: the review mode is shown by no cached answer — changing it touches nothing. The rest stays
 * undeclared (the whole catalogue): a new API, a review decision and a publish change what the
 * catalogue shows; a platform policy acts through API_CHANGED, which the read cache follows anyway.
 */
export const adminCache = cacheRules({
  reads: {},
  writes: {
    /** The review mode (manual or automatic approval) changed. */
    reviewMode: () => [],
  },
});
