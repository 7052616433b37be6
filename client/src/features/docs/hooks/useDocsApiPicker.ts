import { useQuery } from '@apollo/client/react';
import { DocsApiNameQuery, DocsApiPickerQuery } from '../graphql/api-picker';

/**
 * The APIs the REST reference's version switcher offers: the most popular ones, plus the one a link names
 * (`?api=`) when it is not among them.
 */
export function useDocsApiPicker(linked: number | null) {
  const listed = useQuery(DocsApiPickerQuery).data?.market.items ?? [];
  const named = useQuery(DocsApiNameQuery, { variables: { id: linked ?? 0 }, skip: !linked || listed.some((a) => a.id === linked) });
  return named.data ? [named.data.api, ...listed] : listed;
}
