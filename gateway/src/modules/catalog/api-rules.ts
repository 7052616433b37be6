/** Derived flags (SPEC §4, §9): computed when read, never stored. */
export const NEW_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
export const HOT_CALL_COUNT = 20;

export function isNewApi(updatedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - updatedAt.getTime() <= NEW_WITHIN_MS;
}

export function isHotApi(callCount: number): boolean {
  return callCount >= HOT_CALL_COUNT;
}

/** Status text on public pages (SPEC §4): 1 normal, 0 abnormal, 2 disabled, 3 updating, else unknown. */
export function publicStatusText(status: number): { zh: string; en: string } {
  switch (status) {
    case 1:
      return { zh: '正常', en: 'Normal' };
    case 0:
      return { zh: '异常', en: 'Abnormal' };
    case 2:
      return { zh: '已禁用', en: 'Disabled' };
    case 3:
      return { zh: '更新中', en: 'Updating' };
    default:
      return { zh: '未知', en: 'Unknown' };
  }
}
