import { cacheRules } from '../../core/cache.rules.js';

/**
 * Idempotency keys and the read cache: no cached answer shows a key or its recorded answer, so reserving
 * a key and recording its answer touch nothing. They run inside the create's transaction, where the
 * create's own writes count as they are declared (a keyed API request touches nothing, a keyed comment
 * the whole catalogue — `db/request-writes.subscriber.ts` keeps each write's declaration until the
 * commit). Expired keys swept on the way are no request's write (`untrackedWrite`).
 */
export const idempotencyCache = cacheRules({
  reads: {},
  writes: {
    /** A key reserved for a create, and the create's answer recorded under it. */
    key: () => [],
  },
});
