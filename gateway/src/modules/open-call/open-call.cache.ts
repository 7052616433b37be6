import { cacheRules } from '../../core/cache.rules.js';
import { type CacheDep, callsTag } from '../../core/read-cache.js';

/**
 * Open calls and the read cache: the feature keeps no cached answer of its own (the history, statistics
 * and alerts are read per viewer), but the catalogue's answers show each API's call count.
 * - Recorded calls: the recorder writes its batches as no request's (`untrackedWrite`) and the composition
 *   root touches what they show (`calls`): the answers showing one of those APIs' figures at once
 *   (`calls:<id>`), lists within READ_CACHE_LAG_MS (the lagged `calls` scope).
 * - Interface alerts (raised on their own, sampled drift, acknowledged): no cached answer shows one.
 * The verdicts that change an API (automatic shutdown, gray promotion and rollback) stay undeclared: the
 * catalogue shows an API's status and rollout, so they empty the whole cache (and are announced to every
 * gateway as ApiChanged).
 */
export const openCallCache = cacheRules({
  reads: {},
  writes: {
    /** A batch of recorded calls of these APIs. */
    calls: (apiIds: readonly number[]): readonly CacheDep[] => [...apiIds.map(callsTag), 'calls'],
    /** An interface alert written or acknowledged. */
    alert: () => [],
  },
});
