import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { StatsPeriod } from '../../../gql/graphql';
import { ApiCallHistoryQuery } from '../graphql/history';
import { useErrorToast } from './useErrorToast';

/** Recent calls listed and charted (the list shows the first few, the chart the latest 30). */
export const HISTORY_LIMIT = 50;

/** The history block's data; a failure toasts 获取历史记录失败 once per failure. */
export function useCallHistory(apiId: number, version: string | null = null) {
  const [period, setPeriod] = useState<StatsPeriod>('HOUR');
  const query = useQuery(ApiCallHistoryQuery, {
    // One version's calls when the API has several (issue #30); all of them otherwise.
    variables: { apiId, limit: HISTORY_LIMIT, period, version },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { error } = query;
  useErrorToast(error, 'detail.history.loadError');
  return { ...query, period, setPeriod };
}
