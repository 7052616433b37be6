import { useQuery } from '@apollo/client/react';
import { ApiVersionsQuery } from '../graphql/versions';

/** An API's versions (status, sunset, successor, what each serves) and its drift notice. */
export function useApiVersions(apiId: number) {
  const { data, loading, error, refetch } = useQuery(ApiVersionsQuery, { variables: { apiId }, fetchPolicy: 'cache-and-network' });
  return { versions: data?.apiVersions ?? [], drift: data?.apiDrift ?? null, loading, error, refetch };
}

export type VersionItem = ReturnType<typeof useApiVersions>['versions'][number];
