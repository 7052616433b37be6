import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApiVersionCallersQuery,
  DeprecateApiVersionMutation,
  OverrideBreakingRevisionMutation,
} from '../graphql/versions';

// The versions' writes and the callers of one version (the list itself: useApiVersions).

/** Deprecates a version with a sunset date and a successor. */
export const useDeprecateVersion = () => useMutation(DeprecateApiVersionMutation);

/** The reviewer keeps a breaking revision in the current version; the review desk reads again. */
export const useOverrideBreaking = () =>
  useMutation(OverrideBreakingRevisionMutation, { refetchQueries: ['ReviewDesk'] });

/** Who still calls a version, read fresh. */
export const useVersionCallers = (apiId: number, version: string) =>
  useQuery(ApiVersionCallersQuery, { variables: { apiId, version }, fetchPolicy: 'network-only' });
