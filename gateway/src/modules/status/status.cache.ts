import { cacheRules } from '../../core/cache.rules.js';

/**
 * The status page and alert channels, and the read cache: no answer of theirs is cached (the status page
 * is computed per request: its figures move every minute), and no cached answer (the catalogue, search,
 * content) shows an incident, a maintenance window, a follower, a probe setting, an alert channel or a
 * delivery. So every write of the feature touches nothing and leaves every cached answer in place. The
 * evaluator's, prober's and delivery worker's own rounds run as no request's (`untrackedWrite`).
 */
export const statusCache = cacheRules({
  reads: {},
  writes: {
    /** Following an API's status, or no longer. */
    follow: () => [],
    /** An incident update (and the incident it resolves), a maintenance window scheduled or cancelled. */
    incidentDesk: () => [],
    /** An API's probe interval or switch. */
    probeSettings: () => [],
    /** An alert channel created, switched, deleted or tested; a delivery retried. */
    alertChannel: () => [],
  },
});
