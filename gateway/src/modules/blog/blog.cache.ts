import { cacheRules } from '../../core/cache.rules.js';

/**
 * The blog and the read cache: no blog answer is kept (its fields are not `cachedQueries`, its REST
 * routes not cached), and no catalogue, search or content answer shows a post or a cover — so writing
 * one touches nothing and leaves every cached answer in place. (A post's view count runs untracked.)
 */
export const blogCache = cacheRules({
  reads: {},
  writes: {
    /** A post created, changed or deleted. */
    post: () => [],
    /** A cover image uploaded. */
    cover: () => [],
  },
});
