import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddApiMutation,
  AdminFiltersQuery,
  ApiFormChoicesQuery,
  ApiReleaseQuery,
  ApiStatusHistoryQuery,
} from '../graphql/admin-apis';

// The administrator's API screens' reads and writes, one hook each (components never call Apollo themselves).

/** The categories and tags the new-API form offers. */
export const useApiFormChoices = () => useQuery(ApiFormChoicesQuery);

/** Adds an API as a draft; the API table reads its list again. */
export const useAddApi = () => useMutation(AddApiMutation, { refetchQueries: ['AdminApis'] });

/** The choices of the API table's filters (categories). */
export const useAdminFilters = () => useQuery(AdminFiltersQuery);

/** The rollout of one API as the proxy applies it, read fresh each time the dialog opens (`null`: closed). */
export const useApiRelease = (apiId: number | null) =>
  useQuery(ApiReleaseQuery, {
    variables: { apiId: apiId ?? 0 },
    skip: apiId === null,
    fetchPolicy: 'network-only',
  });

/** Every status change of one API, read fresh each time the dialog opens (`null`: closed). */
export const useApiStatusHistory = (apiId: number | null) =>
  useQuery(ApiStatusHistoryQuery, {
    variables: { apiId: apiId ?? 0 },
    skip: apiId === null,
    fetchPolicy: 'network-only',
  });
