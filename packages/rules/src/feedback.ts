/** SPEC §5 / §9: the public feedback form (problem centre) and the administrators' problem report. */
export const FEEDBACK_LIMITS = {
  summaryMin: 5,
  summaryMax: 20,
  /** The administrators' report needs a longer description than the public form. */
  reportDescriptionMin: 10,
  descriptionMax: 2000,
  noteMax: 500,
  /** What an administrator writes on resolving a report. */
  resolutionMax: 500,
  screenshotMaxBytes: 2 * 1024 * 1024,
} as const;

export const SCREENSHOT_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const URGENCIES = ['low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];
export type Urgency = (typeof URGENCIES)[number];

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** A practical e-mail check (one @, a dot in the domain, no spaces), as forms do. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether `value` (trimmed) is an e-mail address the platform accepts. */
export const isEmail = (value: string): boolean =>
  value.trim().length <= EMAIL_MAX && EMAIL_PATTERN.test(value.trim());
