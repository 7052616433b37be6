import { cacheRules } from '../../core/cache.rules.js';

/**
 * Search and the read cache. Reads: `searchSuggestions` (GraphQL) depends on the catalogue only, like
 * the catalogue's `searchApis` and `market`. Writes: a synonym group changes what every search and
 * suggestion finds, and every gateway's index reloads its groups when the catalogue's generation moves —
 * so it touches the whole catalogue (declared, not left to the default). A zero-result query turned into
 * an API request (the request itself: tender.cache.ts) records only the link between them, shown by the
 * console's analytics, which are not kept. The analytics' own records are written outside any request.
 */
export const searchCache = cacheRules({
  reads: {
    searchSuggestions: () => [],
  },
  writes: {
    /** A synonym group added or removed. */
    synonyms: () => ['catalog'],
    /** The zero-result query → API request link. */
    gapRequest: () => [],
  },
});
