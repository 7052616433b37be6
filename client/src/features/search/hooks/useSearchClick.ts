import { useApolloClient } from '@apollo/client/react';
import { useCallback, type MouseEvent } from 'react';
import { RecordSearchClickMutation } from '../graphql/search';

const DETAIL = /#\/api\/[Dd]etails\/(\d+)/;

/**
 * Click-through of a search (the console's search analytics): a click on a link to an API's detail
 * inside the results is reported with the query it was found by. Put on the results' container as
 * `onClickCapture`; nothing is reported without a query.
 */
export function useSearchClick(query: string): (e: MouseEvent<HTMLElement>) => void {
  // The client's `mutate` (no result state to show): the home page's results use this hook, and
  // useMutation would ride in the first route's entry for it.
  const client = useApolloClient();
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const q = query.trim();
      const link = (e.target as HTMLElement).closest('a');
      const id = link?.getAttribute('href')?.match(DETAIL)?.[1];
      if (q && id)
        void client
          .mutate({ mutation: RecordSearchClickMutation, variables: { query: q, apiId: Number(id) } })
          .catch(() => undefined);
    },
    [query, client],
  );
}
