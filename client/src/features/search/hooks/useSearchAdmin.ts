import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddSearchSynonymsMutation,
  RemoveSearchSynonymsMutation,
  SearchAnalyticsQuery,
  SearchSynonymsQuery,
  TurnSearchIntoRequestMutation,
} from '../graphql/search-admin';

// The administrators' search screens' reads and writes, one hook each (components never call Apollo).

/** What was searched over the last `days` days. */
export const useSearchAnalytics = (days: number) =>
  useQuery(SearchAnalyticsQuery, { variables: { days }, fetchPolicy: 'cache-and-network' });

/** Turns a search nobody found an answer to into an API request (需求). */
export const useTurnSearchIntoRequest = () => useMutation(TurnSearchIntoRequestMutation);

/** The synonym groups, the administrators' own and the built-in ones. */
export const useSearchSynonyms = () => useQuery(SearchSynonymsQuery);

/** Adds a synonym group. */
export const useAddSearchSynonyms = () => useMutation(AddSearchSynonymsMutation);

/** Removes one of the administrators' synonym groups. */
export const useRemoveSearchSynonyms = () => useMutation(RemoveSearchSynonymsMutation);
