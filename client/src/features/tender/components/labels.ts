import { isClosedTender, TENDER_LIMITS, TENDER_STATUSES, type TenderStatus } from '@api-market/rules';
/** The server's statuses and limits (@api-market/rules). */
export { isClosedTender as isClosed, TENDER_LIMITS, TENDER_STATUSES, type TenderStatus };

export const STATUS_PALETTE: Record<string, string> = {
  open: 'gray',
  in_progress: 'blue',
  fulfilled: 'green',
  declined: 'red',
};

/** Counted like the server: in code points, after trimming. */
export const textLength = (s: string) => [...s.trim()].length;

