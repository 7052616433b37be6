import { useQuery } from '@apollo/client/react';
import { registerRouteQuery } from '../../../app/route-data';
import { ApiDetailQuery } from '../graphql/detail';

// index.html's first request on /api/Details/:id (build/route-preload.ts) seeds the cache with this query.
registerRouteQuery('ApiDetail', ApiDetailQuery);

/** One API's detail page data (no request for an id that cannot exist); a retry shows the skeleton again. */
export function useApiDetail(id: number, valid: boolean) {
  return useQuery(ApiDetailQuery, {
    variables: { id },
    skip: !valid,
    notifyOnNetworkStatusChange: true,
  });
}
