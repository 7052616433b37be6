import { useMutation, useQuery } from '@apollo/client/react';
import { RecordSearchClickMutation } from '../../search';
import { CategoriesQuery, PopularApisQuery, SearchApisQuery } from '../graphql/catalog';

// The home catalogue's reads and the search click it records (components never call Apollo themselves).

/** The most called APIs, or the APIs matching a search: whichever is asked for (`searching`). */
export function useCatalogApis(search: { keywords: string; category: string }, searching: boolean, limit: number) {
  const popular = useQuery(PopularApisQuery, { variables: { limit }, skip: searching });
  const results = useQuery(SearchApisQuery, {
    variables: { keywords: search.keywords, category: search.category, limit },
    skip: !searching,
  });
  return { popular, results };
}

/** The categories of the search bar's selector. */
export const useCategories = () => useQuery(CategoriesQuery);

/** Records that a suggestion of a search was chosen (the search's analytics). */
export const useRecordSearchClick = () => useMutation(RecordSearchClickMutation);
