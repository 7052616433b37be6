import { AppError } from './errors.js';

/** Deepest nesting looked at; deeper input is refused too (a JSON body 10,000 levels deep is no request). */
const MAX_DEPTH = 64;

/**
 * The first place in a request's input (body, query, params, GraphQL arguments and variables) holding text
 * PostgreSQL cannot store or that is no text at all: a NUL character or a lone UTF-16 surrogate. Returns
 * its path (`body.content`, `variables.input.name`), or null when all is well.
 */
/** No lone UTF-16 surrogate (String.prototype.isWellFormed, Node ≥ 20; the TS lib here predates it). */
const wellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

export function badTextPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || !wellFormed(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = badTextPath(value[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000') || !wellFormed(k)) return `${path}.${k.replace(/[^\x20-\x7e]/g, '?')}`;
    const bad = badTextPath(v, `${path}.${k}`, depth + 1);
    if (bad) return bad;
  }
  return null;
}

export const badText = (path: string) =>
  new AppError('BAD_USER_INPUT', {
    zh: `请求参数无效：${path} 含有空字符（NUL）、无效的 Unicode 字符或嵌套过深`,
    en: `Invalid request: ${path} contains a NUL character, invalid Unicode or is nested too deep`,
  });

/** PostgreSQL "data exception" (SQLSTATE class 22): a value the column cannot take, e.g. 2^70 for an int. */
export function isDataException(err: unknown): boolean {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export const outOfRange = () =>
  new AppError('BAD_USER_INPUT', {
    zh: '请求参数无效：数值超出范围或格式无法存储',
    en: 'Invalid request: a value is out of range or in a form that cannot be stored',
  });

/** 32-bit signed integer bounds, the range of every integer column and GraphQL Int. */
export const INT32 = { minimum: -2147483648, maximum: 2147483647 } as const;
