/** An administrator's review decision: the comment (the reason of a rejection) and how many APIs one batch may decide. */
export const REVIEW_LIMITS = {
  commentMax: 500,
  batchMax: 100,
} as const;

/** The default text of a rejection without a reason (SPEC §4). */
export const NO_REASON = { zh: '未提供具体原因', en: 'No specific reason given' } as const;
