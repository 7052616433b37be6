import { defaultParamLocation, isParamLocation, type ParamLocation } from '@api-market/rules';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  mockAddress,
  openAddress,
  resolveParams,
  TEST_METHODS,
  type OpenRequest,
  type TestMethod,
} from '../lib/open-request';

export interface EditableRow {
  key: number;
  name: string;
  value: string;
  /** Where the value travels (the declared parameter's; an added row's by the method): the tester groups by it. */
  location: ParamLocation;
}

interface ParamSpec {
  name: string;
  example: string;
  /** Left out (the toolbox's list): placed by the method as the server does. */
  location?: string;
}

/** `resolveParams` (names trimmed, empty values from the examples), each pair keeping its row's location. */
function located(rows: readonly EditableRow[], examples: ReadonlyMap<string, string>) {
  const named = rows.filter((r) => r.name.trim() !== '');
  return resolveParams(named, examples).map((p, i) => ({ ...p, location: named[i].location }));
}

function toMethod(m: string): TestMethod {
  const upper = m.toUpperCase();
  return (TEST_METHODS as readonly string[]).includes(upper) ? (upper as TestMethod) : 'GET';
}

/**
 * The tester's form (method and rows, pre-filled from the parameter table, with values from `prefill`
 * when given — the assistant's "try it" link) and the request it makes, which the code samples show too.
 */
export function useTesterForm(
  api: { id: number; requestMethod: string; needToken: boolean; requestParams: ParamSpec[] },
  baseUrl: string,
  prefill: ReadonlyMap<string, string> = new Map(),
  /** 模拟 / Mock: the request (and the code samples) go to the API's mock; no key needed. */
  mock = false,
) {
  const [method, setMethod] = useState<TestMethod>(() => toMethod(api.requestMethod));
  // An added row (or a value for an undeclared name) goes where the method puts parameters by default.
  const loose = defaultParamLocation(api.requestMethod, '', '');
  const [rows, setRows] = useState<EditableRow[]>(() => {
    const declared = new Set(api.requestParams.map((p) => p.name));
    const extra = [...prefill.keys()].filter((name) => !declared.has(name));
    const located = (p: ParamSpec): ParamLocation =>
      isParamLocation(p.location) ? p.location : defaultParamLocation(api.requestMethod, p.name, '');
    return [
      ...api.requestParams.map((p) => ({ name: p.name, location: located(p) })),
      ...extra.map((name) => ({ name, location: loose })),
    ].map((r, key) => ({ key, ...r, value: prefill.get(r.name) ?? '' }));
  });
  const next = useRef(rows.length);

  const examples = useMemo(
    () => new Map(api.requestParams.map((p) => [p.name, p.example])),
    [api.requestParams],
  );

  const request: OpenRequest = useMemo(
    () => ({
      method,
      url: mock ? mockAddress(baseUrl, api.id) : openAddress(baseUrl, api.id),
      // The samples place each value by its location (header, Cookie, path…); the calls send name→value.
      params: located(rows, examples),
      needsKey: api.needToken && !mock,
    }),
    [method, baseUrl, api.id, api.needToken, rows, examples, mock],
  );

  const change = useCallback((key: number, patch: Partial<Pick<EditableRow, 'name' | 'value'>>) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  }, []);
  const add = useCallback(
    () => setRows((rs) => [...rs, { key: next.current++, name: '', value: '', location: loose }]),
    [loose],
  );
  const remove = useCallback((key: number) => setRows((rs) => rs.filter((r) => r.key !== key)), []);

  return { method, setMethod, rows, examples, request, change, add, remove };
}
