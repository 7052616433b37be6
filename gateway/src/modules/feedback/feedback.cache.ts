import { cacheRules } from '../../core/cache.rules.js';

/**
 * Feedback and the read cache: no feedback answer is kept (the lists are an administrator's, a creator's
 * or the submitter's own), and no catalogue, search or content answer shows a report — a report filed
 * (public feedback, its screenshot, an administrator's problem report) or triaged touches nothing. A bug
 * fix is shown: every answer about its API (`bugFixHistory`, the REST detail's history), in a list too,
 * and no narrower scope follows lists at once — it empties the catalogue.
 */
export const feedbackCache = cacheRules({
  reads: {},
  writes: {
    /** A report filed (public or an administrator's, with its screenshot) or its status changed. */
    report: () => [],
    /** A bug fix of an API added, changed or removed: shown in that API's answers. */
    bugFix: () => ['catalog'],
  },
});
