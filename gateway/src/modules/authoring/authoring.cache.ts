import { cacheRules } from '../../core/cache.rules.js';

/**
 * Authoring and the read cache: none of its answers is kept (a creator's own APIs, revisions and
 * notifications). Writes: an API created or changed, its status, its pending revision and its release
 * configuration change what every list and page shows (and through API_CHANGED what each gateway keeps) —
 * the catalogue. A notification read is shown by no cached answer and touches nothing.
 */
export const authoringCache = cacheRules({
  reads: {},
  writes: {
    /** An API created, edited (a pending revision), taken on or off line, resubmitted or its rollout asked for. */
    api: () => ['catalog'],
    /** One or all of the caller's notifications marked read. */
    notificationRead: () => [],
  },
});
