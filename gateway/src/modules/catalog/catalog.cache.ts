import { cacheRules } from '../../core/cache.rules.js';
import { type CacheDep, callsTag, starsTag } from '../../core/read-cache.js';

/**
 * The catalogue and the read cache. Reads: each answer below depends on the catalogue and on what it
 * names; besides them, every GraphQL answer that shows a list of APIs or a sum over them (`apis`,
 * `market`, `searchApis`, a creator's `starsReceived`) says `readsScope(ctx, 'lists')`: its star counts
 * may lag by READ_CACHE_LAG_MS. Writes: none declared — an API, category or creator written empties the whole cache (they show
 * in every list and page).
 */
export const catalogCache = cacheRules({
  reads: {
    /** REST `GET /api/api/details/{id}`: that API's star count (`stars:<id>`, lagged per API) and its call count (exact). */
    restDetail: (id: number) => [starsTag(id), callsTag(id)],
    /** REST `GET /api/apiList`: the cards, whose star counts may lag by READ_CACHE_LAG_MS. */
    apiList: () => ['lists'],
    /** GraphQL `api(id)`: that API's star count (lagged per API), and its call count when it is shown (exact). */
    api: (id: number, counts: boolean) => (counts ? [starsTag(id), callsTag(id)] : [starsTag(id)]),
    /** An API's call figures, exact while few APIs are shown (`calls:<id>`); a longer list's lag (`calls`). */
    callFigures: (ids: readonly number[]): readonly CacheDep[] => (ids.length <= EXACT_FIGURES_UP_TO ? ids.map(callsTag) : ['calls']),
  },
  writes: {},
});

/** Up to this many APIs in one answer, their call figures are followed one by one (exact, no lag). */
export const EXACT_FIGURES_UP_TO = 4;
