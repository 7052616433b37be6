import { EMAIL_PATTERN, FEEDBACK_LIMITS, SCREENSHOT_TYPES, SEVERITIES, type Severity } from '@api-market/rules';
import { IDEMPOTENCY_HEADER } from '../../../app/idempotency-key';

/** SPEC §5/§9 limits of the public feedback form (the gateway's feedback.rules.ts applies the same). */
export const {
  summaryMin: SUMMARY_MIN,
  summaryMax: SUMMARY_MAX,
  descriptionMax: DESCRIPTION_MAX,
  screenshotMaxBytes: SCREENSHOT_MAX_BYTES,
} = FEEDBACK_LIMITS;
/** The screenshot's limit in MB, as the form says it. */
export const SCREENSHOT_MAX_MB = SCREENSHOT_MAX_BYTES / (1024 * 1024);
export { SCREENSHOT_TYPES, SEVERITIES, type Severity };

export interface FeedbackForm {
  problemType: string;
  summary: string;
  description: string;
  severity: Severity;
  screenshot: File | null;
  contact: string;
  account: string;
}

export const emptyForm = (account = ''): FeedbackForm => ({
  problemType: '',
  summary: '',
  description: '',
  severity: 'medium',
  screenshot: null,
  contact: '',
  account,
});

/** The fields each step checks before moving on. */
export const STEP_FIELDS: Array<Array<keyof FeedbackForm>> = [['problemType'], ['summary', 'description', 'screenshot'], ['contact']];

/** Characters as people (and the server) count them: code points, not UTF-16 units. */
export const chars = (s: string) => Array.from(s.trim()).length;

/** A practical e-mail check (one @, a dot in the domain, no spaces), the server's own. */
export const EMAIL = EMAIL_PATTERN;

/** What names one composed feedback for its Idempotency-Key: the fields, and the screenshot by name, size and date. */
export const feedbackMessage = (form: FeedbackForm) => ({
  ...form,
  screenshot: form.screenshot ? [form.screenshot.name, form.screenshot.size, form.screenshot.lastModified] : null,
});

/**
 * Sends the form as the SPEC's multipart POST /api/submitFeedback; resolves the server's message. With
 * the key of this feedback (Idempotency-Key), a retry after a lost answer is stored once.
 */
export async function submitFeedback(form: FeedbackForm, lang: string, token: string | null, key?: string): Promise<string> {
  const body = new FormData();
  body.set('problemType', form.problemType);
  body.set('summary', form.summary.trim());
  body.set('description', form.description.trim());
  body.set('severity', form.severity);
  body.set('contact', form.contact.trim());
  if (form.account.trim()) body.set('userId', form.account.trim());
  if (form.screenshot) body.set('screenshot', form.screenshot);
  const headers: Record<string, string> = { 'accept-language': lang.startsWith('en') ? 'en' : 'zh' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers[IDEMPOTENCY_HEADER] = key;
  let res: Response;
  try {
    res = await fetch('/api/submitFeedback', { method: 'POST', body, headers });
  } catch {
    throw new FeedbackError('network');
  }
  const answer = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
  if (res.ok && answer?.code === 200) return answer.message ?? '';
  // A refusal with the server's reason (bad field, too large, too many tries) is the user's to fix;
  // anything else is ours: "please retry later".
  if (answer?.message && res.status < 500) throw new FeedbackError('refused', answer.message);
  throw new FeedbackError('server');
}

export class FeedbackError extends Error {
  constructor(
    readonly kind: 'network' | 'server' | 'refused',
    message: string = kind,
  ) {
    super(message);
  }
}
