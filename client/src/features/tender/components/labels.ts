/** The server's statuses and limits (gateway/src/modules/tender/tender.rules.ts), mirrored by the forms. */
export const TENDER_STATUSES = ['open', 'in_progress', 'fulfilled', 'declined'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

export const TENDER_LIMITS = {
  titleMin: 2,
  titleMax: 80,
  descriptionMin: 10,
  descriptionMax: 2000,
  exampleUseMax: 500,
  contactMax: 120,
  responseNoteMax: 500,
} as const;

export const STATUS_PALETTE: Record<string, string> = {
  open: 'gray',
  in_progress: 'blue',
  fulfilled: 'green',
  declined: 'red',
};

/** Counted like the server: in code points, after trimming. */
export const textLength = (s: string) => [...s.trim()].length;

export const isClosed = (status: string) => status === 'fulfilled' || status === 'declined';
