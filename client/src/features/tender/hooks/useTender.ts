import { useMutation, useQuery } from '@apollo/client/react';
import type { TenderRequestsQueryVariables } from '../../../gql/graphql';
import {
  SubmitTenderRequestMutation,
  TenderApiSearchQuery,
  TenderCategoriesQuery,
  TenderRequestsQuery,
  UpdateTenderRequestMutation,
  VoteTenderRequestMutation,
} from '../graphql/tender';

// The API requests' (需求) reads and writes, one hook each (components never call Apollo themselves).

/** One page of requests, filtered and sorted. */
export const useTenderRequests = (variables: TenderRequestsQueryVariables) =>
  useQuery(TenderRequestsQuery, { variables, fetchPolicy: 'cache-and-network' });

/** The categories a request may name. */
export const useTenderCategories = () => useQuery(TenderCategoriesQuery);

/** Submits a request. */
export const useSubmitTenderRequest = () => useMutation(SubmitTenderRequestMutation);

/** "I need this too". */
export const useVoteTenderRequest = () => useMutation(VoteTenderRequestMutation);

/** APIs whose name matches, to answer a request with (`null`: any). */
export const useTenderApiSearch = (name: string | null) =>
  useQuery(TenderApiSearchQuery, { variables: { name } });

/** Answers a request (status, note, the API that serves it). */
export const useUpdateTenderRequest = () => useMutation(UpdateTenderRequestMutation);
