import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApiPublishConfigQuery,
  AuditListQuery,
  ChangeReviewModeMutation,
  PlatformDefaultsQuery,
  PublishApiMutation,
  ReviewDeskQuery,
  ReviewModeQuery,
} from '../graphql/review';

// The review desk's reads and its mode and publishing writes, one hook each (decisions: useReviewActions).

/** The pending reviews (`cached`: the tab's count, answered from the cache when it can). */
export const useReviewDesk = (cached = false) =>
  useQuery(ReviewDeskQuery, { fetchPolicy: cached ? 'cache-first' : 'cache-and-network' });

/** The decisions taken, newest first. */
export const useAuditList = () => useQuery(AuditListQuery, { fetchPolicy: 'cache-and-network' });

/** The review modes and the current one. */
export const useReviewMode = () => useQuery(ReviewModeQuery, { fetchPolicy: 'cache-and-network' });

/** Switches the review mode; resolves once the mode is read again. */
export const useChangeReviewMode = () =>
  useMutation(ChangeReviewModeMutation, { refetchQueries: ['ReviewMode'], awaitRefetchQueries: true });

/** An API's stored publish configuration, read fresh each time the dialog opens (`null`: closed). */
export const useApiPublishConfig = (apiId: number | null) =>
  useQuery(ApiPublishConfigQuery, {
    variables: { apiId: apiId ?? 0 },
    skip: apiId === null,
    fetchPolicy: 'network-only',
  });

/** The platform's default policies, shown beside the publish form (`skip` while the dialog is closed). */
export const usePlatformDefaults = (skip: boolean) =>
  useQuery(PlatformDefaultsQuery, { skip, fetchPolicy: 'cache-and-network' });

/** Publishes an API with its configuration; every list that shows it reads again. */
export const usePublishApi = () =>
  useMutation(PublishApiMutation, {
    refetchQueries: ['AdminApis', 'AdminAuditList', 'ReviewDesk', 'ApiPublishConfig'],
  });
