import { useQuery } from '@apollo/client/react';
import { SearchSuggestionsQuery } from '../graphql/suggestions';

/** Suggestions for what is being typed (`prefix` empty: none asked); the search bar's, so apart from the admin hooks. */
export const useSearchSuggestions = (prefix: string, limit: number) =>
  useQuery(SearchSuggestionsQuery, { variables: { prefix, limit }, skip: !prefix });
