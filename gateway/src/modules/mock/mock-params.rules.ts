import { AppError } from '../../core/errors.js';

/** One row of an API's parameter table, as the mock checks a request against it. */
export interface ParamSpec {
  name: string;
  /** string, number, boolean, object or array (PARAM_TYPES); anything else is taken as string. */
  type: string;
  required: boolean;
}

const missing = (v: unknown) => v === undefined || v === null || v === '';

function parseJson(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

/** Whether a value, as it came in the query (text) or the JSON body, has the parameter's type. */
function hasType(type: string, v: unknown): boolean {
  switch (type) {
    case 'number':
      return typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v));
    case 'boolean':
      return typeof v === 'boolean' || (typeof v === 'string' && ['true', 'false', '1', '0'].includes(v.toLowerCase()));
    case 'object': {
      const o = typeof v === 'string' ? parseJson(v) : v;
      return typeof o === 'object' && o !== null && !Array.isArray(o);
    }
    case 'array':
      // A repeated query parameter (`a=1&a=2`) arrives as an array too.
      return Array.isArray(v) || (typeof v === 'string' && Array.isArray(parseJson(v)));
    default:
      return true;
  }
}

const TYPE_ZH: Record<string, string> = { number: '数字', boolean: '布尔值', object: 'JSON 对象', array: '数组' };

/**
 * The request's parameters (query and JSON body together, the body winning) against the API's
 * parameter table: every required one present and not empty, every given one of its type. The first
 * problems found answer 400 (BAD_USER_INPUT, reason PARAMETER_INVALID), naming each parameter.
 */
export function checkParams(specs: readonly ParamSpec[], params: Record<string, unknown>): void {
  const zh: string[] = [];
  const en: string[] = [];
  for (const p of specs) {
    // Own properties only: a parameter named `constructor` or `toString` is not found on every object.
    const v = Object.hasOwn(params, p.name) ? params[p.name] : undefined;
    if (missing(v)) {
      if (p.required) {
        zh.push(`缺少必填参数 ${p.name}`);
        en.push(`missing required parameter ${p.name}`);
      }
      continue;
    }
    const values = Array.isArray(v) && p.type !== 'array' ? v : [v];
    if (!values.every((x) => hasType(p.type, x))) {
      zh.push(`参数 ${p.name} 应为${TYPE_ZH[p.type] ?? p.type}`);
      en.push(`parameter ${p.name} must be a${p.type === 'array' || p.type === 'object' ? 'n' : ''} ${p.type}`);
    }
  }
  if (zh.length > 0) {
    throw new AppError(
      'BAD_USER_INPUT',
      { zh: `参数错误：${zh.join('；')}`, en: `Invalid parameters: ${en.join('; ')}` },
      { reason: 'PARAMETER_INVALID' },
    );
  }
}
