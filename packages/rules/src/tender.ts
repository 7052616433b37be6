import type { Label } from './label.js';

/** An API request (需求) moves open → in progress → fulfilled (with the API) or declined; an administrator may move it back. */
export const TENDER_STATUSES = ['open', 'in_progress', 'fulfilled', 'declined'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

export const TENDER_STATUS_LABELS: Record<TenderStatus, Label> = {
  open: { zh: '待处理', en: 'Open' },
  in_progress: { zh: '处理中', en: 'In progress' },
  fulfilled: { zh: '已实现', en: 'Fulfilled' },
  declined: { zh: '已婉拒', en: 'Declined' },
};

export const isClosedTender = (status: string): boolean => status === 'fulfilled' || status === 'declined';

/** The submit form's and the administrators' answer's limits (characters). */
export const TENDER_LIMITS = {
  titleMin: 2,
  titleMax: 80,
  descriptionMin: 10,
  descriptionMax: 2000,
  exampleUseMax: 500,
  contactMax: 120,
  responseNoteMax: 500,
  keywordMax: 80,
  pageSizeMax: 50,
} as const;
