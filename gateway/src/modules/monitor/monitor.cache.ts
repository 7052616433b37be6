import { cacheRules } from '../../core/cache.rules.js';

/**
 * The monitor and the read cache: no cached answer shows the activity log (administrators read it
 * live, over `activityLog` and its subscription) or the machine's samples and their roll-ups. An activity
 * entry — written after the change it reports committed, often after the request answered — touches
 * nothing, so it never empties the cached catalogue on its own; the change it reports (an API published
 * or shut down, a registration) declares what it touches itself. Samples and their maintenance run on the
 * sampler's timer, as no request's.
 */
export const monitorCache = cacheRules({
  reads: {},
  writes: {
    /** An entry of the platform activity log. */
    activity: () => [],
    /** One sample of the machine, its roll-ups and pruning. */
    sample: () => [],
  },
});
