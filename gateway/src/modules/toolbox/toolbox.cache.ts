import { cacheRules } from '../../core/cache.rules.js';

/**
 * The toolbox and the read cache: it writes nothing, and keeps no answer of its own (`toolboxTools` is
 * not a `cachedQueries` field; the free tester's API list and parameters are the catalogue's `apis` and
 * `api` answers, declared in catalog.cache.ts).
 */
export const toolboxCache = cacheRules({
  reads: {},
  writes: {},
});
