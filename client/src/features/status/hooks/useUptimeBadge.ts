import { useQuery } from '@apollo/client/react';
import { UptimeBadgeQuery } from '../graphql/status';

/** One API's uptime figure for its badge (a file of its own: the badge is shown by other features). */
export const useUptimeBadge = (apiId: number) => useQuery(UptimeBadgeQuery, { variables: { apiId } });
