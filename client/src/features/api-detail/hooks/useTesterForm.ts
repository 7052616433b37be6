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
}

interface ParamSpec {
  name: string;
  example: string;
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
  const [rows, setRows] = useState<EditableRow[]>(() => {
    const declared = new Set(api.requestParams.map((p) => p.name));
    const extra = [...prefill.keys()].filter((name) => !declared.has(name));
    return [...api.requestParams.map((p) => p.name), ...extra].map((name, key) => ({
      key,
      name,
      value: prefill.get(name) ?? '',
    }));
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
      params: resolveParams(rows, examples),
      needsKey: api.needToken && !mock,
    }),
    [method, baseUrl, api.id, api.needToken, rows, examples, mock],
  );

  const change = useCallback((key: number, patch: Partial<Pick<EditableRow, 'name' | 'value'>>) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  }, []);
  const add = useCallback(() => setRows((rs) => [...rs, { key: next.current++, name: '', value: '' }]), []);
  const remove = useCallback((key: number) => setRows((rs) => rs.filter((r) => r.key !== key)), []);

  return { method, setMethod, rows, examples, request, change, add, remove };
}
