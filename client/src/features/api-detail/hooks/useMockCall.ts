import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { readableServerMessage } from '../../../app/server-message';
import { MockCallMutation } from '../graphql/mock';
import { valueMap, type OpenRequest } from '../lib/open-request';
import type { TestResult } from './useTestCall';
import '../i18n';

/** HTTP statuses of the refusals the mock door gives, by GraphQL error code (as its REST twin answers). */
const STATUS_OF: Record<string, number> = { BAD_USER_INPUT: 400, NOT_FOUND: 404, TOO_MANY_REQUESTS: 429 };

/**
 * The tester's 模拟 / Mock mode: the request's pairs go to the API's mock through GraphQL `mockCall`
 * (free, never the upstream, listed in the history as mock). A refusal (a missing or mistyped parameter)
 * shows as the REST door's envelope with its status, and toasts 测试失败: {reason}.
 */
export function useMockCall(apiId: number, onDone: () => void, receipt?: string) {
  const { t } = useTranslation();
  const [mockCall, { loading }] = useMutation(MockCallMutation);
  const [result, setResult] = useState<TestResult | null>(null);

  const run = useCallback(
    async (req: OpenRequest) => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      try {
        const { data } = await mockCall({ variables: { apiId, method: req.method, params: valueMap(req.params), receipt } });
        if (data) setResult({ status: data.mockCall.status, ms: ms(), body: data.mockCall.body, mock: true });
      } catch (e) {
        const first = CombinedGraphQLErrors.is(e) ? e.errors[0] : undefined;
        const reason = readableServerMessage(e) ?? t('detail.tester.network');
        const status = STATUS_OF[String(first?.extensions?.code ?? '')];
        if (status) {
          const envelope = { code: status, data: null, message: reason, reason: first?.extensions?.reason };
          setResult({ status, ms: ms(), body: JSON.stringify(envelope), mock: true });
        } else setResult(null);
        toaster.create({ type: 'error', title: t('detail.tester.failed', { reason }) });
      } finally {
        onDone();
      }
    },
    [apiId, mockCall, onDone, t, receipt],
  );

  return { running: loading, result, run };
}
