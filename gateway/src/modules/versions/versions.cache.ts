import { cacheRules } from '../../core/cache.rules.js';

/**
 * Versions and the read cache: no cached answer shows a version (the version list, GraphQL `apiVersions`
 * and REST `/api/apis/{id}/versions`, is read fresh each time; the catalogue's answers show the API row's
 * contract, not its versions), nor a deprecation notice or an override of a breaking revision — so these
 * writes touch nothing. A release or a rollback writes versions inside the release's (authoring) or the
 * rollback's (open-call) transaction, which also changes the API row and empties the whole catalogue.
 */
export const versionsCache = cacheRules({
  reads: {},
  writes: {
    /** A version deprecated with a sunset and a successor (v1 stored first if it was not yet). */
    deprecate: () => [],
    /** An administrator lets a waiting breaking revision stay in the current version. */
    overrideBreaking: () => [],
    /** A deprecation's notices: the stage recorded and the callers' notifications. */
    notice: () => [],
  },
});
