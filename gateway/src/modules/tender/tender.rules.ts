import { hasTextControls, TENDER_LIMITS, TENDER_STATUS_LABELS, TENDER_STATUSES, type TenderStatus } from '@api-market/rules';
import { badInput } from '../../core/errors.js';
import { hasNameControls } from '../../core/text.js';

/** The life of a request: open → in progress → fulfilled (with the API) or declined; an administrator may move it back. */
export { TENDER_STATUSES, type TenderStatus };

/** The limits both doors and the form share (the table checks them again). */
export { TENDER_LIMITS };

/** What a visitor sends (GraphQL input or REST body). */
export interface TenderSubmitFields {
  title?: unknown;
  description?: unknown;
  categoryId?: unknown;
  exampleUse?: unknown;
  contact?: unknown;
}

export interface CheckedTender {
  title: string;
  description: string;
  categoryId: number | null;
  exampleUse: string | null;
  contact: string | null;
}

const length = (s: string) => [...s].length;

function text(value: unknown, zhName: string, enName: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badInput(`${zhName}必须是文本`, `${enName} must be text`);
  return value.trim();
}

/**
 * Everyone reads a request (the title in lists, the text on its card): a one-line field refuses every
 * control character and line break, a multi-line one keeps \t \n \r; neither takes a bidirectional
 * override, which shows the text after it reversed (a title reading as another, a note's words swapped).
 */
function noControls<T extends string | null>(v: T, oneLine: boolean, zhName: string, enName: string): T {
  if (v === null) return v;
  if (oneLine ? hasNameControls(v) : hasTextControls(v)) {
    throw oneLine
      ? badInput(`${zhName}不能包含控制字符、换行或文字方向控制符`, `${enName} cannot contain control characters, line breaks or text direction controls`)
      : badInput(`${zhName}不能包含控制字符或文字方向控制符`, `${enName} cannot contain control characters or text direction controls`);
  }
  return v;
}

function optionalText(value: unknown, max: number, zhName: string, enName: string, oneLine = false): string | null {
  const v = text(value, zhName, enName);
  if (!v) return null;
  if (length(v) > max) throw badInput(`${zhName}不能超过 ${max} 个字符`, `${enName} cannot exceed ${max} characters`);
  return noControls(v, oneLine, zhName, enName);
}

/** A positive 32-bit id, or null when absent / empty. */
export function optionalId(value: unknown, zhName: string, enName: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 2147483647) {
    throw badInput(`${zhName}无效`, `${enName} is invalid`);
  }
  return n;
}

/** The submit form's rules, with the message a person can act on, in both languages. */
export function checkSubmission(f: TenderSubmitFields): CheckedTender {
  const L = TENDER_LIMITS;
  const title = text(f.title, '标题', 'The title');
  if (length(title) < L.titleMin || length(title) > L.titleMax) {
    throw badInput(`标题需为 ${L.titleMin}–${L.titleMax} 个字符`, `The title must be ${L.titleMin}–${L.titleMax} characters`);
  }
  const description = text(f.description, '需求描述', 'The description');
  if (length(description) < L.descriptionMin || length(description) > L.descriptionMax) {
    throw badInput(
      `需求描述需为 ${L.descriptionMin}–${L.descriptionMax} 个字符`,
      `The description must be ${L.descriptionMin}–${L.descriptionMax} characters`,
    );
  }
  return {
    title: noControls(title, true, '标题', 'The title'),
    description: noControls(description, false, '需求描述', 'The description'),
    categoryId: optionalId(f.categoryId, '分类', 'The category'),
    exampleUse: optionalText(f.exampleUse, L.exampleUseMax, '使用场景', 'The example use'),
    contact: optionalText(f.contact, L.contactMax, '联系方式', 'The contact', true),
  };
}

export function checkStatus(status: unknown): TenderStatus {
  if (typeof status !== 'string' || !(TENDER_STATUSES as readonly string[]).includes(status)) {
    throw badInput(
      '状态只能是 open、in_progress、fulfilled 或 declined',
      'status must be open, in_progress, fulfilled or declined',
    );
  }
  return status as TenderStatus;
}

export function checkResponseNote(note: unknown): string | null {
  return optionalText(note, TENDER_LIMITS.responseNoteMax, '回复说明', 'The response note');
}

export function checkPaging(page: unknown, pageSize: unknown): { page: number; pageSize: number } {
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > 100000) {
    throw badInput('页码必须是正整数', 'page must be a positive integer');
  }
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > TENDER_LIMITS.pageSizeMax) {
    throw badInput(
      `每页条数必须在 1 到 ${TENDER_LIMITS.pageSizeMax} 之间`,
      `pageSize must be between 1 and ${TENDER_LIMITS.pageSizeMax}`,
    );
  }
  return { page, pageSize };
}

export function checkKeyword(keyword: unknown): string | null {
  const k = text(keyword, '关键词', 'The keyword');
  if (!k) return null;
  if (length(k) > TENDER_LIMITS.keywordMax) {
    throw badInput(`关键词不能超过 ${TENDER_LIMITS.keywordMax} 个字符`, `The keyword cannot exceed ${TENDER_LIMITS.keywordMax} characters`);
  }
  return k;
}

/** How each status reads in a notification (the English inside a sentence). */
export const STATUS_LABEL: Record<TenderStatus, { zh: string; en: string }> = Object.fromEntries(
  TENDER_STATUSES.map((s) => [s, { zh: TENDER_STATUS_LABELS[s].zh, en: TENDER_STATUS_LABELS[s].en.toLowerCase() }]),
) as Record<TenderStatus, { zh: string; en: string }>;
