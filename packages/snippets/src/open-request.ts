/** The request the tester sends and the code samples show (SPEC §7 "Test call"). */

import type { ParamLocation, RequestMethod } from '@api-market/rules';

export { REQUEST_METHODS as TEST_METHODS } from '@api-market/rules';
export type TestMethod = RequestMethod;

export interface ParamRow {
  name: string;
  value: string;
  /**
   * Where the value travels (issue #29): query (and path: our gateway takes a path parameter's value from
   * the query and substitutes it) in the query string, header as a request header, cookie in one Cookie
   * header, body in the JSON body. Unset: the query, and for methods with a body the JSON body too.
   */
  location?: ParamLocation;
}

export interface OpenRequest {
  method: TestMethod;
  /** The open address, `baseUrl + /api/open/api/{id}`, without a query. */
  url: string;
  /** Name/value pairs after the example fill-in (see `resolveParams`). */
  params: ParamRow[];
  /** The API needs a token: samples send an `X-Api-Key` placeholder. */
  needsKey: boolean;
  /** A pinned version (issue #30): sent as the `Api-Version` header. */
  version?: string;
}

/** SPEC §5: an empty value takes the parameter's example when one exists; rows without a name are dropped. */
export function resolveParams(rows: readonly ParamRow[], examples: ReadonlyMap<string, string>): ParamRow[] {
  return rows
    .map((r) => ({ ...r, name: r.name.trim() }))
    .filter((r) => r.name !== '')
    .map((r) =>
      r.value === '' && examples.get(r.name) ? { name: r.name, value: examples.get(r.name) ?? '' } : r,
    );
}

export function openAddress(baseUrl: string, apiId: number): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/open/api/${apiId}`;
}

/** The API's mock: the same call under /api/mock (free, never the upstream, answers marked X-Mock). */
export function mockAddress(baseUrl: string, apiId: number): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/mock/api/${apiId}`;
}

/** The pairs of the query string: query and path parameters, and those without a location. */
export function queryParams(params: readonly ParamRow[]): ParamRow[] {
  return params.filter((p) => !p.location || p.location === 'query' || p.location === 'path');
}

/** The query string of the call: its query pairs (queryParams), in order. */
export function queryString(params: readonly ParamRow[]): string {
  return new URLSearchParams(queryParams(params).map((p) => [p.name, p.value])).toString();
}

/**
 * For non-GET methods the JSON body: body parameters, and the pairs without a location (sent in the query
 * too, as before locations), as an object (a later duplicate name wins).
 */
export function jsonBody(params: readonly ParamRow[]): Record<string, string> {
  return Object.fromEntries(params.filter((p) => !p.location || p.location === 'body').map((p) => [p.name, p.value]));
}

/** Header parameters as request headers, and cookie parameters as one `Cookie` header (in order). */
export function paramHeaders(params: readonly ParamRow[]): Array<{ name: string; value: string }> {
  const out = params.filter((p) => p.location === 'header').map((p) => ({ name: p.name, value: p.value }));
  const cookies = params.filter((p) => p.location === 'cookie').map((p) => `${p.name}=${encodeURIComponent(p.value)}`);
  if (cookies.length) out.push({ name: 'Cookie', value: cookies.join('; ') });
  return out;
}

export function hasBody(method: TestMethod): boolean {
  return method !== 'GET';
}
