import { cacheRules } from '../../core/cache.rules.js';
import { starsTag } from '../../core/read-cache.js';

/** The stars feature and the read cache: it keeps no answer of its own; a star touches one API. */
export const starsCache = cacheRules({
  reads: {},
  writes: {
    /**
     * A star set or taken on `apiId`: the answers showing that API's count (`stars:<id>`: its detail on
     * both doors) go at once when it was quiet, else within READ_CACHE_LAG_MS (at most one emptying per
     * bound under a burst of stars); lists (their star counts) within READ_CACHE_LAG_MS. The star's own
     * answer carries the new count at once.
     */
    star: (apiId: number) => [starsTag(apiId), 'lists'],
  },
});
