import { useQuery } from '@apollo/client/react';
import { PopularApisQuery, SearchApisQuery } from '../graphql/catalog';

// The home catalogue's reads (components never call Apollo themselves); its search bar's are in
// useSearchBar.ts, which loads with the bar.

/** The most called APIs, or the APIs matching a search: whichever is asked for (`searching`). */
export function useCatalogApis(search: { keywords: string; category: string }, searching: boolean, limit: number) {
  const popular = useQuery(PopularApisQuery, { variables: { limit }, skip: searching });
  const results = useQuery(SearchApisQuery, {
    variables: { keywords: search.keywords, category: search.category, limit },
    skip: !searching,
  });
  return { popular, results };
}
