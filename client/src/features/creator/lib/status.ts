import type { StatusPalette } from '../../../app/status-palettes.js';

/** SPEC §4 statuses in the author's list: 1 published, 0 offline, -1/-2 draft, -3 review failed. */
export type StatusKey = 'published' | 'offline' | 'draft' | 'failed' | 'pending' | 'unknown';

export function statusKey(status: number, pendingReview: boolean): StatusKey {
  // A published API's open review is a change of its contract (the API itself stays published).
  if (pendingReview && (status === -1 || status === -2)) return 'pending';
  switch (status) {
    case 1:
      return 'published';
    case 0:
      return 'offline';
    case -1:
    case -2:
      return 'draft';
    case -3:
      return 'failed';
    default:
      return 'unknown';
  }
}

/** The theme's status palettes (app/theme.ts: 已发布 green, 审核中 orange, 审核失败 red, 已下架 gray, 草稿 blue). */
export const STATUS_PALETTE: Record<StatusKey, StatusPalette> = {
  published: 'published',
  pending: 'pending',
  failed: 'failed',
  offline: 'offline',
  draft: 'draft',
  unknown: 'offline',
};

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
  '1': 'creator.status.published',
  '0': 'creator.status.offline',
  '-1': 'creator.status.draft',
  '-3': 'creator.status.failed',
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
