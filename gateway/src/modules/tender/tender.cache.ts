import { cacheRules } from '../../core/cache.rules.js';

/**
 * API requests (需求征集) and the read cache: no cached answer shows a request, its votes or an
 * administrator's answer (the catalogue, search and content answers never name one), so their writes
 * touch nothing and leave every cached answer in place.
 */
export const tenderCache = cacheRules({
  reads: {},
  writes: {
    /** A request submitted, voted for or answered. */
    request: () => [],
  },
});
