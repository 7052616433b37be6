import { cacheRules } from '../../core/cache.rules.js';

/**
 * Device info (the access log) and the read cache: the log is read only by the administrator's log list,
 * which is never cached, so no cached answer shows a visit. Both writes touch nothing, and both run as no
 * request's write at all (`untrackedWrite`): a visit reported beside a catalogue read leaves that read
 * cacheable, and the hourly retention round belongs to no request.
 */
export const deviceInfoCache = cacheRules({
  reads: {},
  writes: {
    /** A visit logged (POST /api/device-info, GraphQL `recordVisit`). */
    visit: () => [],
    /** Rows past ACCESS_LOG_RETENTION_DAYS deleted (`access-log-retention.ts`). */
    prune: () => [],
  },
});
