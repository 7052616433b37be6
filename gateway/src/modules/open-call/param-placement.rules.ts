import { defaultParamLocation, isPathParamOf, type ParamLocation } from '@api-market/rules';

/**
 * Where a call's parameters go (issue #29): each declared parameter is read from where its location says
 * and placed there in the upstream request — query → the query string, path → substituted into the
 * address's `{name}` / `:name`, header → a request header, cookie → the one `Cookie` header, body → a
 * field of the JSON body. Pure: the open call, the tester's door and the mock apply the same rule.
 */

/** One row of an API's parameter table with its location. */
export interface LocatedParam {
  name: string;
  /** string, number, boolean, object or array. */
  type: string;
  required: boolean;
  location: ParamLocation;
}

/** The caller's HTTP request as the open call and the mock's REST door received it. */
export interface CallerRequest {
  method: string;
  query: Record<string, unknown>;
  body: unknown;
  /** The request's headers (Node's lowercase names). */
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * Headers a parameter never sets on the upstream request: hop-by-hop headers, what the gateway itself sets
 * for it (Host, Content-Length, Content-Type, Accept-Encoding…), forwarding headers, and Cookie (cookie
 * parameters make the one Cookie header).
 */
const GATEWAY_HEADERS = new Set([
  'host', 'connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'content-length', 'content-type', 'content-encoding', 'accept-encoding', 'expect',
  'cookie', 'set-cookie', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip',
]);
/**
 * Headers of a caller's own request that are the platform's, never an API's parameter: Authorization and
 * X-Api-Key sign in to us, Api-Version picks our version, X-Call-Receipt is ours.
 */
const PLATFORM_REQUEST_HEADERS = new Set(['authorization', 'x-api-key', 'api-version', 'x-call-receipt']);

/**
 * Whether a parameter may travel as a request header to the upstream: a valid name, not one the gateway
 * sets; `fromCaller`: read from the caller's own request, where the platform's credentials are never one.
 */
export function isForwardableHeader(name: string, fromCaller = false): boolean {
  const lower = name.toLowerCase();
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) && !GATEWAY_HEADERS.has(lower) && !(fromCaller && PLATFORM_REQUEST_HEADERS.has(lower));
}

/** Cookie names and values as RFC 6265 allows them (no separators, no control characters). */
const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** The caller's cookies by name (the last of a repeated name wins). */
export function parseCookies(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of Array.isArray(header) ? header : header ? [header] : []) {
    for (const part of line.split(';')) {
      const at = part.indexOf('=');
      if (at <= 0) continue;
      const name = part.slice(0, at).trim();
      let value = part.slice(at + 1).trim();
      if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
      if (name) out[name] = value;
    }
  }
  return out;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const headerText = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v.join(', ') : v);
const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * Each declared parameter's value as a caller of the REST door sent it: query, path and body parameters
 * from the query or the JSON body (the body wins, as the open call always passed both on); a header
 * parameter from the caller's header of that name (never the platform's own: isForwardableHeader); a
 * cookie parameter from the caller's Cookie header. Undeclared query and body fields are kept as sent.
 */
export function valuesOfRequest(params: readonly LocatedParam[], req: CallerRequest): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...req.query, ...objectBody(req.body) };
  const headers = req.headers ?? {};
  let cookies: Record<string, string> | undefined;
  for (const p of params) {
    if (p.location === 'header') {
      const v = isForwardableHeader(p.name, true) ? headerText(headers[p.name.toLowerCase()]) : undefined;
      if (v === undefined) delete merged[p.name];
      else merged[p.name] = v;
    } else if (p.location === 'cookie') {
      cookies ??= parseCookies(headers.cookie);
      if (Object.hasOwn(cookies, p.name)) merged[p.name] = cookies[p.name];
      else delete merged[p.name];
    }
  }
  return merged;
}

/** The upstream request's parts, before the SSRF guard looks at its address. */
export interface PlacedRequest {
  /** The address with each path parameter substituted (percent-encoded). */
  address: string;
  query: Record<string, unknown>;
  /** Header parameters (never a platform header), and `cookie` when there are cookie parameters. */
  headers: Record<string, string>;
  /** The JSON body's fields; undefined: no body. */
  body: Record<string, unknown> | undefined;
}

/** `{name}` and `:name` (as a whole path segment) of the address replaced by the value, percent-encoded. */
export function substitutePath(address: string, name: string, value: string): string {
  const encoded = encodeURIComponent(value);
  let out = address.split(`{${name}}`).join(encoded);
  if (isPathParamOf(out, name)) {
    const cut = out.search(/[?#]/);
    const [head, tail] = cut < 0 ? [out, ''] : [out.slice(0, cut), out.slice(cut)];
    const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(head)?.[0] ?? '';
    const segments = head.slice(scheme.length).split('/').map((s) => (s === `:${name}` ? encoded : s));
    out = scheme + segments.join('/') + tail;
  }
  return out;
}

/**
 * Places a call's values (name → value: the tester's map, or valuesOfRequest of a REST call) by each
 * declared parameter's location. A name the table does not declare goes where the shared default puts it
 * for the method and address (query for GET/DELETE, body for POST/PUT). A header parameter whose name is
 * one the gateway sets (Host, Content-Length, Cookie…) is dropped, never sent. `body` is set for methods other
 * than GET when there are body fields or the caller sent a body.
 */
export function placeParams(
  params: readonly LocatedParam[],
  values: Record<string, unknown>,
  method: string,
  address: string,
  sentBody = false,
): PlacedRequest {
  const declared = new Map(params.map((p) => [p.name, p]));
  const out: PlacedRequest = { address, query: {}, headers: {}, body: undefined };
  const body: Record<string, unknown> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const location = declared.get(name)?.location ?? defaultParamLocation(method, name, address);
    switch (location) {
      case 'path':
        out.address = substitutePath(out.address, name, text(value));
        break;
      case 'header': {
        const v = text(value).replace(/[\r\n]+/g, ' ');
        if (isForwardableHeader(name)) out.headers[name.toLowerCase()] = v;
        break;
      }
      case 'cookie': {
        const v = text(value);
        if (COOKIE_NAME.test(name)) cookies.push(`${name}=${COOKIE_VALUE.test(v) ? v : encodeURIComponent(v)}`);
        break;
      }
      case 'body':
        body[name] = value;
        break;
      default:
        out.query[name] = value;
    }
  }
  if (cookies.length) out.headers.cookie = cookies.join('; ');
  if (method.toUpperCase() !== 'GET' && (sentBody || Object.keys(body).length > 0)) out.body = body;
  return out;
}

/**
 * The upstream request of a REST caller (the open call): the query and the body go on as sent (as they
 * always did), a declared path parameter's value (from the query or the body) is substituted into the
 * address and taken out of both, and declared header and cookie parameters are read from the caller's
 * headers and cookies and set on the upstream request.
 */
export function placeRequest(params: readonly LocatedParam[], req: CallerRequest, address: string): PlacedRequest & { rawBody: unknown } {
  const values = valuesOfRequest(params, req);
  const query = { ...req.query };
  let rawBody = req.body;
  const bodyObject = rawBody && typeof rawBody === 'object' && !Array.isArray(rawBody) ? { ...(rawBody as Record<string, unknown>) } : undefined;
  const located: Record<string, unknown> = {};
  for (const p of params) {
    if (p.location === 'query' || p.location === 'body' || values[p.name] === undefined) continue;
    located[p.name] = values[p.name];
    if (p.location === 'path') {
      delete query[p.name];
      if (bodyObject) delete bodyObject[p.name];
    }
  }
  if (bodyObject) rawBody = bodyObject;
  const placed = placeParams(params, located, req.method, address);
  return { ...placed, query, body: undefined, rawBody };
}
