/**
 * SPEC §4 statuses in the author's list (@api-market/rules): 1 published, 0 unlisted, -1/-2 draft (in
 * review when a review is open: a published API's open review is a change of its contract, and the API
 * itself stays published), -3 review failed.
 */
export { authorStatusKey as statusKey, type ApiStatusKey as StatusKey } from '@api-market/rules';
export { API_STATUS_PALETTE as STATUS_PALETTE } from '../../../app/api-status.js';

/** The status filter's choices (SPEC §2.13: all, 1, 0, -1; -3 shown too). */
export const STATUS_FILTERS = ['all', '1', '0', '-1', '-3'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function matchesFilter(status: number, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === '-1') return status === -1 || status === -2;
  return status === Number(filter);
}

export const filterLabel: Record<StatusFilter, string> = {
  all: 'creator.list.all',
  '1': 'rules.apiStatus.published',
  '0': 'rules.apiStatus.unlisted',
  '-1': 'rules.apiStatus.draft',
  '-3': 'rules.apiStatus.failed',
};

/**
 * SPEC §4 toggle: only draft (-1, -2 counted as draft) → published (1) and published → offline (0);
 * anything else is refused here, without calling the server. A draft already in review waits.
 */
export type Toggle = { to: 1 | 0 } | { refused: 'notAllowed' | 'alreadyPending' };

export function toggleFor(api: { status: number; pendingReview: boolean }): Toggle {
  if (api.status === 1) return { to: 0 };
  if (api.status === -1 || api.status === -2)
    return api.pendingReview ? { refused: 'alreadyPending' } : { to: 1 };
  return { refused: 'notAllowed' };
}
