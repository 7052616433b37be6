import { cacheRules } from '../../core/cache.rules.js';

/**
 * Content and the read cache. Reads: the kept GraphQL answers (`versionLogs`, `announcements`,
 * `announcement`, `currentNotice`, `problemTypes`, content.module.ts's `cachedQueries`) depend on the
 * catalogue only; no service of the gateway writes them (seeded data), so any write empties them with the
 * catalogue. Writes: articles are not kept (nor shown by a kept answer) — an administrator's article
 * write touches nothing; a reader's view count runs untracked.
 */
export const contentCache = cacheRules({
  reads: {
    versionLogs: () => [],
    announcements: () => [],
    announcement: () => [],
    currentNotice: () => [],
    problemTypes: () => [],
  },
  writes: {
    /** An article (or one language version of it) created, changed or deleted. */
    article: () => [],
  },
});
