import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TesterProps } from '../components/Tester';
import type { OpenRequest } from '../lib/open-request';
import { useBaseUrl } from './useBaseUrl';
import { useMockCall } from './useMockCall';
import { useTestCall } from './useTestCall';
import { useTesterForm } from './useTesterForm';

/**
 * The online tester wired up for one API: its form against the open-call base (or, switched to 模拟 /
 * Mock, the API's mock through GraphQL `mockCall`), the call it runs (`onDone` after each), the props
 * `<Tester>` takes and the request the code samples show.
 */
export function useTester(
  api: Parameters<typeof useTesterForm>[0],
  onDone: () => void,
  /** A version other than the default (issue #30): sent as Api-Version by the tester and the samples. */
  version: string | null = null,
  /** The page's call receipt (useCallRecorded): its calls are announced once recorded. */
  receipt?: string,
): { tester: TesterProps; request: OpenRequest } {
  // `?p.<name>=<value>`: values to start from (the assistant's "try it" fills them from a question).
  const [search] = useSearchParams();
  const prefill = useMemo(
    () => new Map([...search].filter(([k]) => k.startsWith('p.')).map(([k, v]) => [k.slice(2), v])),
    [search],
  );
  const [mock, setMock] = useState(false);
  const form = useTesterForm(api, useBaseUrl(), prefill, mock);
  const request = useMemo(() => (version ? { ...form.request, version } : form.request), [form.request, version]);
  // The gateway places each value where its parameter travels (header, Cookie, path…).
  const test = useTestCall(onDone, receipt, true);
  const mocked = useMockCall(api.id, onDone, receipt);
  const [apiKey, setApiKey] = useState('');
  return {
    request,
    tester: {
      mock,
      onMock: setMock,
      method: form.method,
      rows: form.rows,
      examples: form.examples,
      running: mock ? mocked.running : test.running,
      result: mock ? mocked.result : test.result,
      onMethod: form.setMethod,
      onChange: form.change,
      onAdd: form.add,
      onRemove: form.remove,
      apiKey,
      onApiKey: setApiKey,
      onRun: () => void (mock ? mocked.run(form.request) : test.run(request, apiKey)),
      prefilled: prefill.size > 0,
    },
  };
}
