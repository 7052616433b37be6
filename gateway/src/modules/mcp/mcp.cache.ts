import { cacheRules } from '../../core/cache.rules.js';

/**
 * The MCP door and agents' discovery documents and the read cache: none of their answers is kept in the
 * read cache (the published-API list behind llms.txt and /.well-known/api-catalog is kept in memory and
 * read again when the catalogue's generation moves, like search), and they write nothing of their own —
 * an agent's call is an open call (open-call's records, untracked).
 */
export const mcpCache = cacheRules({
  reads: {},
  writes: {},
});
