import { cacheRules } from '../../core/cache.rules.js';
import type { CacheScope } from '../../core/read-cache.js';
import type { CreatorFigures } from './creator-figures.service.js';

/**
 * Creators and the read cache. Reads: a creator's figures, shown by the kept `creators` and `creator`
 * answers (catalog.module.ts's `cachedQueries`), depend on the catalogue and, by figure, on a scope of
 * their own. Writes: a follow changes the followers and following counts those answers show, and no tag
 * names one creator — it empties the catalogue. A signed-in user coming online bumps `presence` itself
 * and runs as no request's write (presence.service.ts).
 */
export const creatorsCache = cacheRules({
  reads: {
    /**
     * One figure of a creator: the rating comes from the call records (`calls`), the online dot from
     * presence (`presence`), the stars received lag as lists do (`lists`, READ_CACHE_LAG_MS).
     */
    figure: (key: keyof CreatorFigures): CacheScope[] =>
      key === 'rating' ? ['calls'] : key === 'online' ? ['presence'] : key === 'starsReceived' ? ['lists'] : [],
  },
  writes: {
    /** A follow set or taken: the creator's followers and the follower's following counts. */
    follow: () => ['catalog'],
  },
});
