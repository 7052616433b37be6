import { cacheRules } from '../../core/cache.rules.js';
import { apiTag } from '../../core/read-cache.js';

/** The stars feature and the read cache: it keeps no answer of its own; a star touches one API. */
export const starsCache = cacheRules({
  reads: {},
  writes: {
    /** A star set or taken on `apiId`: that API's own answers go at once, lists (their star counts) within READ_CACHE_LAG_MS. */
    star: (apiId: number) => [apiTag(apiId), 'lists'],
  },
});
