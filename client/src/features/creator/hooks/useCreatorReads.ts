import { useQuery } from '@apollo/client/react';
import type { ChartPeriod } from '../../../shared/components/PeriodToggle';
import { ApiAnalyticsQuery, ApiReleaseQuery, DeveloperCentreQuery } from '../graphql/analytics';
import { ApiFormChoicesQuery, AuditListQuery, RejectReasonQuery } from '../graphql/my-apis';

// The creator console's reads, one hook each (components never call Apollo themselves).

/** The APIs waiting for or decided by a review (SPEC §2.13 我的审核). */
export const useMyReviews = () => useQuery(AuditListQuery, { fetchPolicy: 'cache-and-network' });

/** The developer centre's figures. */
export const useDeveloperCentre = () => useQuery(DeveloperCentreQuery, { fetchPolicy: 'cache-and-network' });

/** The categories, tags and icons the API form offers. */
export const useApiFormChoices = () => useQuery(ApiFormChoicesQuery, { fetchPolicy: 'cache-and-network' });

/** One API's statistics for a period; polled every `pollMs` (0: not polled). */
export const useApiAnalytics = (apiId: number, period: ChartPeriod, pollMs: number) =>
  useQuery(ApiAnalyticsQuery, {
    variables: { apiId, period },
    skip: !apiId,
    fetchPolicy: 'cache-and-network',
    pollInterval: pollMs,
  });

/** One API's release (rollout share and state). */
export const useApiRelease = (apiId: number) =>
  useQuery(ApiReleaseQuery, { variables: { apiId }, fetchPolicy: 'cache-and-network' });

/** Why a review refused an API (read when the dialog opens for one). */
export const useRejectReason = (apiId: number | undefined) =>
  useQuery(RejectReasonQuery, { variables: { id: apiId ?? 0 }, skip: !apiId, fetchPolicy: 'network-only' });
