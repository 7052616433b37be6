import { API_STATUS_LABELS, type Label, publicStatusKey } from '@api-market/rules';

/** Derived flags (SPEC §4, §9): computed when read, never stored. */
export const NEW_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
export const HOT_CALL_COUNT = 20;

export function isNewApi(updatedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - updatedAt.getTime() <= NEW_WITHIN_MS;
}

export function isHotApi(callCount: number): boolean {
  return callCount >= HOT_CALL_COUNT;
}

/**
 * Status text on public pages (SPEC §4, @api-market/rules): 1 normal, 0 unlisted (an API taken offline
 * is not "abnormal"), 2 disabled, 3 updating, else unknown.
 */
export function publicStatusText(status: number): Label {
  return API_STATUS_LABELS[publicStatusKey(status)];
}
