import { cacheRules } from '../../core/cache.rules.js';

/**
 * API keys and the read cache: no cached answer shows a key (the owner's key list is never cached, and
 * the catalogue, search and content answers name none), so creating or revoking one touches nothing and
 * leaves every cached answer in place. A key's last use is stamped as no request's write
 * (`untrackedWrite`), and `revokeAllOf` runs inside its caller's transaction (a password change, a
 * disabled account), whose own declaration — or the whole catalogue — covers it.
 */
export const keysCache = cacheRules({
  reads: {},
  writes: {
    /** A key created or revoked by its owner. */
    key: () => [],
  },
});
