/** Small SQL pieces shared by the services that write their own queries. */
import { listedToVisitorSql } from '../modules/catalog/api-visibility.rules.js';

/** An ILIKE pattern for "contains": `%`, `_` and `\` typed by a user are literal characters, not wildcards. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * The APIs the public catalogue shows (listed: status ≥ 0, and not private), as a condition on the
 * `api` table under `alias` ('' for the bare table). One rule for lists, search, counts and statistics:
 * the visibility rule's visitor form (catalog/api-visibility.rules.ts), not a copy of it.
 */
export function listedApi(alias = ''): string {
  const c = alias ? `${alias}.` : '';
  return listedToVisitorSql((name) => `${c}${name}`);
}

/**
 * The APIs the market offers (its listing, keyword search and counts): listed, and not taken offline
 * (status 0, 已下架). An unlisted API keeps its detail page, the SPEC's home list and its creator's
 * page, where it reads 已下架; a market of APIs that cannot be called would only disappoint.
 */
export function onMarket(alias = ''): string {
  const c = alias ? `${alias}.` : '';
  return `${listedApi(alias)} AND ${c}status <> 0`;
}
