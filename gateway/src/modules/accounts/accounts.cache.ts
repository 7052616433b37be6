import { cacheRules } from '../../core/cache.rules.js';

/**
 * Accounts and the read cache: no account answer is kept (`me`, the status audit are the caller's own),
 * and no catalogue, search or content answer shows a session, a revoked token, an account's status or
 * its audit rows. Registering is the one write a cached answer shows: the new creator profile is listed
 * by `creators` (and counted in its total), so it empties the catalogue.
 */
export const accountsCache = cacheRules({
  reads: {},
  writes: {
    /** A creator account registered, with its creator profile: `creators` lists it. */
    register: () => ['catalog'],
    /**
     * A sign-out (the token revoked, expired ones swept) or a sign-out everywhere (the session epoch
     * raised, the account's API keys revoked and their notice): shown by no cached answer.
     */
    session: () => [],
    /** An account enabled or disabled, with its audit row (and, disabled, its keys revoked): no cached answer shows it. */
    status: () => [],
    /** The administrator's password set from ADMIN_PASSWORD at start (no request's; keys revoked): no cached answer shows it. */
    adminPassword: () => [],
  },
});
