import type { Label } from './label.js';

/**
 * Where a request parameter travels (issue #29): in the query string, substituted into the address's
 * `{name}` / `:name`, as a request header, in the one `Cookie` header, or as a field of the JSON body.
 */
export const PARAM_LOCATIONS = ['query', 'path', 'header', 'cookie', 'body'] as const;
export type ParamLocation = (typeof PARAM_LOCATIONS)[number];

export const PARAM_LOCATION_LABELS: Record<ParamLocation, Label> = {
  query: { zh: '查询参数', en: 'Query' },
  path: { zh: '路径参数', en: 'Path' },
  header: { zh: '请求头', en: 'Header' },
  cookie: { zh: 'Cookie', en: 'Cookie' },
  body: { zh: '请求体', en: 'Body' },
};

/** Whether `value` is one of PARAM_LOCATIONS. */
export function isParamLocation(value: unknown): value is ParamLocation {
  return typeof value === 'string' && (PARAM_LOCATIONS as readonly string[]).includes(value);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the address names `name` as a path parameter: `{name}` anywhere, or `:name` as a whole path
 * segment (`/users/:id/orders`; a port such as `:8080` is not a name, and only the path before `?`/`#` counts).
 */
export function isPathParamOf(address: string, name: string): boolean {
  if (!name) return false;
  if (address.includes(`{${name}}`)) return true;
  let path = address.split(/[?#]/, 1)[0] ?? '';
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  return new RegExp(`(^|/):${escapeRegExp(name)}(?=/|$)`).test(path);
}

/**
 * The location a parameter has when none was given (stored parameters from before locations, a form or
 * an import that leaves it out): a name in the address as `{name}` or `:name` → path; otherwise GET and
 * DELETE → query, POST and PUT (and any other method) → body.
 */
export function defaultParamLocation(method: string, name: string, address: string): ParamLocation {
  if (isPathParamOf(address, name)) return 'path';
  const m = method.trim().toUpperCase();
  return m === 'GET' || m === 'DELETE' || m === 'HEAD' || m === '' ? 'query' : 'body';
}
