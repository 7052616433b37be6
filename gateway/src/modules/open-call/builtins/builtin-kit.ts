import type { Lang } from '../../../core/errors.js';

/** What a built-in upstream sees: the merged parameters (query, then JSON body) and the caller. */
export interface BuiltinContext {
  params: Record<string, unknown>;
  ip: string;
  userAgent: string;
  lang: Lang;
}

/** A built-in answers like an upstream would: a status and a JSON body (`{code, data}` as in the seed). */
export interface BuiltinAnswer {
  status: number;
  body: unknown;
}

export type BuiltinHandler = (ctx: BuiltinContext) => BuiltinAnswer | Promise<BuiltinAnswer>;

/** A caller mistake inside a built-in: answered as HTTP 400 `{code:400,data:null,message}`. */
export class BuiltinInputError extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
  }
}

export const okData = (data: unknown): BuiltinAnswer => ({ status: 200, body: { code: 200, data } });

function raw(ctx: BuiltinContext, name: string): unknown {
  const v = ctx.params[name];
  return Array.isArray(v) ? v[0] : v;
}

export function str(
  ctx: BuiltinContext,
  name: string,
  opts: { required?: boolean; max?: number; fallback?: string } = {},
): string {
  const v = raw(ctx, name);
  if (v === undefined || v === null || v === '') {
    if (opts.required) throw new BuiltinInputError(`缺少参数 ${name}`, `Missing parameter ${name}`);
    return opts.fallback ?? '';
  }
  if (typeof v === 'object')
    throw new BuiltinInputError(`参数 ${name} 必须是文本`, `Parameter ${name} must be text`);
  const s = String(v);
  if (opts.max !== undefined && s.length > opts.max) {
    throw new BuiltinInputError(
      `参数 ${name} 不能超过 ${opts.max} 个字符`,
      `Parameter ${name} must be at most ${opts.max} characters`,
    );
  }
  return s;
}

export function num(
  ctx: BuiltinContext,
  name: string,
  opts: { required?: boolean; min?: number; max?: number; integer?: boolean; fallback?: number } = {},
): number {
  const v = raw(ctx, name);
  if (v === undefined || v === null || v === '') {
    if (opts.required || opts.fallback === undefined) {
      throw new BuiltinInputError(`缺少参数 ${name}`, `Missing parameter ${name}`);
    }
    return opts.fallback;
  }
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n) || (opts.integer && !Number.isInteger(n))) {
    throw new BuiltinInputError(
      `参数 ${name} 必须是${opts.integer ? '整数' : '数字'}`,
      `Parameter ${name} must be ${opts.integer ? 'an integer' : 'a number'}`,
    );
  }
  if ((opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
    throw new BuiltinInputError(
      `参数 ${name} 必须在 ${opts.min} 到 ${opts.max} 之间`,
      `Parameter ${name} must be between ${opts.min} and ${opts.max}`,
    );
  }
  return n;
}

export function bool(ctx: BuiltinContext, name: string, fallback: boolean): boolean {
  const v = raw(ctx, name);
  if (v === undefined || v === null || v === '') return fallback;
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  throw new BuiltinInputError(`参数 ${name} 必须是 true 或 false`, `Parameter ${name} must be true or false`);
}

export function oneOf<T extends string>(
  ctx: BuiltinContext,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const v = str(ctx, name, { fallback }).trim();
  const hit = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
  if (!hit)
    throw new BuiltinInputError(
      `参数 ${name} 只能是 ${allowed.join('、')}`,
      `Parameter ${name} must be one of ${allowed.join(', ')}`,
    );
  return hit;
}

export const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
