import { EMAIL_PATTERN, FEEDBACK_LIMITS, SEVERITIES, type Severity, URGENCIES, type Urgency } from '@api-market/rules';
import { badInput } from '../../core/errors.js';
import { charLength } from '../../core/text.js';

/** SPEC §5 / §9 limits of the two forms. */
export const {
  summaryMin: SUMMARY_MIN,
  summaryMax: SUMMARY_MAX,
  reportDescriptionMin: REPORT_DESCRIPTION_MIN,
  descriptionMax: DESCRIPTION_MAX,
  noteMax: NOTE_MAX,
  resolutionMax: RESOLUTION_MAX,
} = FEEDBACK_LIMITS;
export { SEVERITIES, URGENCIES, type Severity, type Urgency };
/** A practical e-mail check (one @, a dot in the domain, no spaces), as forms do; ≤ 254 characters. */
const EMAIL = EMAIL_PATTERN;

export interface PublicFeedbackFields {
  problemType?: unknown;
  summary?: unknown;
  description?: unknown;
  severity?: unknown;
  contact?: unknown;
  userId?: unknown;
  apiId?: unknown;
  attachedCall?: unknown;
}

export interface ValidFeedback {
  problemTypeId: number;
  summary: string;
  description: string;
  severity: Severity;
  contact: string;
  submitterRef: string | null;
  apiId: number | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function positiveId(v: unknown): number | null {
  const s = text(v);
  return /^[1-9]\d{0,8}$/.test(s) ? Number(s) : null;
}

/** Checks the public form in the order the wizard asks: type, summary, description, contact. */
export function checkPublicFeedback(f: PublicFeedbackFields): ValidFeedback {
  const problemTypeId = positiveId(f.problemType);
  if (problemTypeId === null) throw badInput('请选择问题类型', 'Please choose a problem type');
  const summary = text(f.summary);
  if (charLength(summary) < SUMMARY_MIN) throw badInput(`摘要至少需要${SUMMARY_MIN}个字符`, `Summary needs at least ${SUMMARY_MIN} characters`);
  if (charLength(summary) > SUMMARY_MAX) throw badInput(`摘要不能超过${SUMMARY_MAX}个字符`, `Summary cannot exceed ${SUMMARY_MAX} characters`);
  const description = text(f.description);
  if (charLength(description) > DESCRIPTION_MAX) {
    throw badInput(`详细描述不能超过${DESCRIPTION_MAX}个字符`, `Description cannot exceed ${DESCRIPTION_MAX} characters`);
  }
  const severity = text(f.severity).toLowerCase() || 'medium';
  if (!(SEVERITIES as readonly string[]).includes(severity)) {
    throw badInput('严重程度无效：可选 low、medium、high、critical', 'Invalid severity: use low, medium, high or critical');
  }
  const contact = text(f.contact);
  if (contact.length > 254 || !EMAIL.test(contact)) throw badInput('请输入有效的邮箱地址', 'Please enter a valid email address');
  const apiRaw = text(f.apiId);
  const apiId = apiRaw ? positiveId(apiRaw) : null;
  if (apiRaw && apiId === null) throw badInput('接口编号无效', 'Invalid API id');
  const ref = text(f.userId);
  return { problemTypeId, summary, description, severity: severity as Severity, contact, submitterRef: ref ? ref.slice(0, 64) : null, apiId };
}

export interface ProblemReportFields {
  description?: unknown;
  urgency?: unknown;
  adminId?: unknown;
  issueType?: unknown;
  note?: unknown;
  req_id?: unknown;
  apiId?: unknown;
  attachedCall?: unknown;
}

export interface ValidProblemReport {
  description: string;
  urgency: Urgency;
  /** The administrator's account or numeric id. */
  admin: string;
  issueTypeId: number;
  workspaceId: number;
  note: string | null;
  apiId: number | null;
}

const incomplete = () => badInput('请填写完整信息', 'Please fill in complete information');

/** SPEC §5: description ≥ 10, urgency, admin, issue type and workspace required; note optional. */
export function checkProblemReport(f: ProblemReportFields): ValidProblemReport {
  const description = text(f.description);
  const urgency = text(f.urgency).toLowerCase();
  const admin = text(f.adminId);
  const issueTypeId = positiveId(f.issueType);
  const workspaceId = positiveId(f.req_id);
  if (
    charLength(description) < REPORT_DESCRIPTION_MIN ||
    !(URGENCIES as readonly string[]).includes(urgency) ||
    !admin ||
    issueTypeId === null ||
    workspaceId === null
  ) {
    throw incomplete();
  }
  if (charLength(description) > DESCRIPTION_MAX) {
    throw badInput(`问题描述不能超过${DESCRIPTION_MAX}个字符`, `Description cannot exceed ${DESCRIPTION_MAX} characters`);
  }
  const note = text(f.note);
  if (charLength(note) > NOTE_MAX) throw badInput(`备注不能超过${NOTE_MAX}个字符`, `Note cannot exceed ${NOTE_MAX} characters`);
  const apiRaw = text(f.apiId);
  const apiId = apiRaw ? positiveId(apiRaw) : null;
  if (apiRaw && apiId === null) throw badInput('接口编号无效', 'Invalid API id');
  return { description, urgency: urgency as Urgency, admin: admin.slice(0, 64), issueTypeId, workspaceId, note: note || null, apiId };
}
