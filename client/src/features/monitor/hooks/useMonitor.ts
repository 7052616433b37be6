import { useQuery, useSubscription } from '@apollo/client/react';
import type {
  ActivityAddedSubscription as Added,
  MetricsPeriod,
  SystemMetricsSubscription as Sample,
} from '../../../gql/graphql';
import {
  ActivityAddedSubscription,
  ActivityLogQuery,
  MetricsHistoryQuery,
  PlatformStatisticsQuery,
  SystemMetricsSubscription,
} from '../graphql/monitor';

/** The platform's totals, read again every 30 s. */
export const usePlatformStatistics = () => useQuery(PlatformStatisticsQuery, { pollInterval: 30_000 });

/**
 * The metrics history of a period. The longer periods change slowly; refresh them once a minute. 实时
 * is read afresh each time it is chosen (a cached copy would be minutes old, with a gap before the
 * live ticks).
 */
export const useMetricsHistory = (period: MetricsPeriod) =>
  useQuery(MetricsHistoryQuery, {
    variables: { period },
    pollInterval: period === 'REALTIME' ? 0 : 60_000,
    fetchPolicy: period === 'REALTIME' ? 'network-only' : 'cache-first',
  });

/** The live figures pushed every 2 s over graphql-ws. */
export const useSystemMetrics = (onSample?: (m: Sample['systemMetrics']) => void) =>
  useSubscription(SystemMetricsSubscription, {
    onData: ({ data: d }) => d.data && onSample?.(d.data.systemMetrics),
  });

/** The latest 20 platform events. */
export const useActivityLog = () => useQuery(ActivityLogQuery, { variables: { limit: 20 } });


/** Each platform event as it happens; `skip` until the log has loaded. */
export const useActivityAdded = (skip: boolean, onEvent: (e: Added['activityLog']) => void) =>
  useSubscription(ActivityAddedSubscription, {
    skip,
    onData: ({ data: d }) => {
      const e = d.data?.activityLog;
      if (e) onEvent(e);
    },
  });
