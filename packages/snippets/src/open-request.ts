/** The request the tester sends and the code samples show (SPEC §7 "Test call"). */

import type { RequestMethod } from '@api-market/rules';

export { REQUEST_METHODS as TEST_METHODS } from '@api-market/rules';
export type TestMethod = RequestMethod;

export interface ParamRow {
  name: string;
  value: string;
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
    .map((r) => ({ name: r.name.trim(), value: r.value }))
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

/** The query string of the call: every pair, in order. */
export function queryString(params: readonly ParamRow[]): string {
  return new URLSearchParams(params.map((p) => [p.name, p.value])).toString();
}

/** For non-GET methods the same pairs are also sent as a JSON object (a later duplicate name wins). */
export function jsonBody(params: readonly ParamRow[]): Record<string, string> {
  return Object.fromEntries(params.map((p) => [p.name, p.value]));
}

export function hasBody(method: TestMethod): boolean {
  return method !== 'GET';
}
