import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_PATTERN } from '@api-market/rules';
import { getToken } from '../../../app/session';
import { toaster } from '../../../app/toaster';
import { hasBody, jsonBody, queryString, valueMap, type OpenRequest } from '../lib/open-request';
import '../i18n';

export interface TestResult {
  status: number;
  ms: number;
  /** The answer's text exactly as received. */
  body: string;
  /** Answered by the API's mock (模拟), not its upstream. */
  mock?: boolean;
}

/** The envelope's message when the answer is one (`{code, message}`), for the failure toast. */
function envelopeMessage(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
      return parsed.message;
  } catch {
    // Not JSON: no message to show.
  }
  return null;
}

/**
 * SPEC §7 test call: the chosen method against `baseUrl + /api/open/api/{id}` with the pairs as the
 * query and, for non-GET, as a JSON body. With `placed` (the API page's tester, issue #29) the pairs go as
 * one map to the tester's door `POST …/try`, and the gateway places each by its parameter's location
 * (query, path, header, cookie, body). A network failure or an error status toasts 测试失败: {reason}.
 * With a `receipt` (useCallRecorded) the call carries it, and the gateway says when it is recorded.
 */
export function useTestCall(onDone: () => void, receipt?: string, placed = false) {
  const { t, i18n } = useTranslation();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);

  const run = useCallback(
    async (req: OpenRequest, apiKey = '') => {
      // A key the gateway never issued is said at once (and one with characters a header cannot carry
      // would make fetch throw before anything is sent: not a network error).
      if (apiKey.trim() && !API_KEY_PATTERN.test(apiKey.trim())) {
        toaster.create({ type: 'error', title: t('detail.tester.failed', { reason: t('detail.tester.keyInvalid') }) });
        return;
      }
      setRunning(true);
      const qs = queryString(req.params);
      const headers: Record<string, string> = {
        accept: 'application/json',
        'accept-language': i18n.language,
      };
      const token = getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      // A key's call is counted against the key's subscription (plans and quotas).
      if (apiKey.trim()) headers['x-api-key'] = apiKey.trim();
      const payload = placed
        ? JSON.stringify({ method: req.method, params: valueMap(req.params) })
        : hasBody(req.method)
          ? JSON.stringify(jsonBody(req.params))
          : undefined;
      if (payload !== undefined) headers['content-type'] = 'application/json';
      if (req.version) headers['api-version'] = req.version;
      // The gateway says over `callRecorded` when this call is recorded (the page's figures follow then).
      if (receipt) headers['x-call-receipt'] = receipt;
      const started = performance.now();
      try {
        const url = placed ? `${req.url}/try` : qs ? `${req.url}?${qs}` : req.url;
        const res = await fetch(url, { method: placed ? 'POST' : req.method, headers, body: payload });
        const body = await res.text();
        setResult({ status: res.status, ms: Math.round(performance.now() - started), body });
        if (!res.ok) {
          const reason = envelopeMessage(body) ?? `HTTP ${res.status}`;
          toaster.create({ type: 'error', title: t('detail.tester.failed', { reason }) });
        }
      } catch {
        setResult(null);
        // fetch rejects only when no answer came (offline, cut, refused): the browser's own words
        // ("Failed to fetch", in English) are not for the page — it says network error in its language.
        const reason = t('detail.tester.network');
        toaster.create({ type: 'error', title: t('detail.tester.failed', { reason }) });
      } finally {
        setRunning(false);
        onDone();
      }
    },
    [t, i18n.language, onDone, receipt, placed],
  );

  return { running, result, run };
}
