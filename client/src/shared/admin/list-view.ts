import { forbiddenMessage } from './errors.js';

/** What an admin list shows in place of its table. */
export type ListView =
  /** The server refused the role (FORBIDDEN / 40001): its own message, no table, no pager. */
  | { kind: 'forbidden'; message: string }
  /** Nothing loaded and the call failed: an error with a retry. */
  | { kind: 'error' }
  /** The table (which has its own loading and empty states). */
  | { kind: 'table' };

/** One rule for every admin list: a refusal wins, then a failure with nothing to show, else the table. */
export function listView(error: unknown, loaded: boolean): ListView {
  const message = forbiddenMessage(error);
  if (message !== null) return { kind: 'forbidden', message };
  if (error && !loaded) return { kind: 'error' };
  return { kind: 'table' };
}

/** The pager shows once there is something to page (SPEC §9 admin lists: 10 a page). */
export const showPager = (view: ListView, total: number | undefined): boolean =>
  view.kind !== 'forbidden' && (total ?? 0) > 0;

/** Paging arguments in both styles the gateway takes (page/pageSize and limit/offset). */
export function pageArgs(page: number, pageSize: number) {
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}
