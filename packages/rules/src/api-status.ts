import type { Label } from './label.js';

/**
 * An API's lifecycle status (SPEC §4). Public pages show status ≥ 0; -1/-2 draft and -3 review failed
 * are seen by the creator and administrators only.
 */
export const API_STATUS = {
  Published: 1,
  Offline: 0,
  Disabled: 2,
  Updating: 3,
  Draft: -1,
  DraftAlt: -2,
  ReviewFailed: -3,
} as const;
export type ApiStatusCode = (typeof API_STATUS)[keyof typeof API_STATUS];

/**
 * What a status is called. 0 is an API its creator or an administrator (or the shutdown policy) took
 * offline: 已下架 / Unlisted wherever it is shown — not "abnormal" (issue #34 item 5).
 */
export type ApiStatusKey =
  | 'normal'
  | 'unlisted'
  | 'disabled'
  | 'updating'
  | 'maintenance'
  | 'abnormal'
  | 'published'
  | 'draft'
  | 'failed'
  | 'pending'
  | 'approved'
  | 'unknown';

export const API_STATUS_LABELS: Record<ApiStatusKey, Label> = {
  normal: { zh: '正常', en: 'Normal' },
  unlisted: { zh: '已下架', en: 'Unlisted' },
  disabled: { zh: '已禁用', en: 'Disabled' },
  updating: { zh: '更新中', en: 'Updating' },
  maintenance: { zh: '维护中', en: 'Maintenance' },
  abnormal: { zh: '异常', en: 'Abnormal' },
  published: { zh: '已发布', en: 'Published' },
  draft: { zh: '草稿', en: 'Draft' },
  failed: { zh: '审核失败', en: 'Review failed' },
  pending: { zh: '审核中', en: 'In review' },
  approved: { zh: '待发布', en: 'Approved, not released' },
  unknown: { zh: '未知', en: 'Unknown' },
};

/** On public pages (home, market, detail): 1 normal, 0 unlisted, 2 disabled, 3 updating, else unknown. */
export function publicStatusKey(status: number): ApiStatusKey {
  switch (status) {
    case API_STATUS.Published:
      return 'normal';
    case API_STATUS.Offline:
      return 'unlisted';
    case API_STATUS.Disabled:
      return 'disabled';
    case API_STATUS.Updating:
      return 'updating';
    default:
      return 'unknown';
  }
}

/**
 * In the author's and the administrator's lists: 1 published, 0 unlisted, -1/-2 draft (in review when a
 * review is open), -3 review failed; 2 and 3 as on public pages.
 */
export function authorStatusKey(status: number, pendingReview = false, awaitingRelease = false): ApiStatusKey {
  switch (status) {
    case API_STATUS.Published:
      return 'published';
    case API_STATUS.Draft:
    case API_STATUS.DraftAlt:
      return pendingReview ? 'pending' : awaitingRelease ? 'approved' : 'draft';
    case API_STATUS.ReviewFailed:
      return 'failed';
    default:
      return publicStatusKey(status);
  }
}

/** Below this share of successful calls in the last 7 days a published API is not shown as normal. */
export const HEALTHY_SUCCESS_RATE = 0.5;

/**
 * On a catalogue card and its details (issue #34.10): the public status, except that a published API
 * whose recent calls mostly failed reads 异常 / Abnormal — 正常 beside a 0.0 % success rate is a
 * contradiction. No calls (null) is no evidence either way: the status stands.
 */
export function cardStatusKey(status: number, successRate: number | null): ApiStatusKey {
  if (status === API_STATUS.Published && successRate !== null && successRate < HEALTHY_SUCCESS_RATE) return 'abnormal';
  return publicStatusKey(status);
}

/** On the detail page (SPEC §4: normal, maintenance, abnormal): 1 normal, 3 maintenance, 0 unlisted, else abnormal. */
export function detailStatusKey(status: number): ApiStatusKey {
  if (status === API_STATUS.Published) return 'normal';
  if (status === API_STATUS.Updating) return 'maintenance';
  if (status === API_STATUS.Offline) return 'unlisted';
  return 'abnormal';
}

/** Whether open calls can reach the API at all: only a published one answers (others get 503). */
export const isCallable = (status: number): boolean => status === API_STATUS.Published;

/** A review's status (SPEC §4 audit item): -1 not reviewed, 0 failed, 1 passed. */
export const REVIEW_STATUS_LABELS: Record<'-1' | '0' | '1', Label> = {
  '-1': { zh: '未审核', en: 'Not reviewed' },
  '0': { zh: '审核失败', en: 'Failed' },
  '1': { zh: '已通过', en: 'Passed' },
};
