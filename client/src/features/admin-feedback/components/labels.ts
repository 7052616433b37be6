/** Status → its label key and the DESIGN status colour (open orange, in progress blue, resolved green). */
export const STATUS = {
  open: { key: 'adminFeedback.statusOpen', color: 'orange' },
  in_progress: { key: 'adminFeedback.statusInProgress', color: 'blue' },
  resolved: { key: 'adminFeedback.statusResolved', color: 'green' },
} as const;
export type FeedbackStatus = keyof typeof STATUS;
export const STATUSES = Object.keys(STATUS) as FeedbackStatus[];
export const statusOf = (s: string): FeedbackStatus => (s in STATUS ? (s as FeedbackStatus) : 'open');

/** Severity/urgency levels share one label set. */
export const LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export const levelKey = (v: string) => ((LEVELS as readonly string[]).includes(v) ? `adminFeedback.${v}` : v);
