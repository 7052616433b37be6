import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { pageArgs } from '../list-view';

export const ADMIN_PAGE_SIZE = 10;

export interface AdminListPage<TRow> {
  items: TRow[];
  total: number;
}

/**
 * The state of an admin list: the applied filters, the page (back to 1 on new filters) and the
 * server's page of rows, kept on screen while the next one loads. The page's refusal (FORBIDDEN) is
 * shown by the list itself, so no global toast is asked for.
 */
export function useAdminList<TData, TVars extends Record<string, unknown>, TFilters, TRow>({
  query,
  initialFilters,
  variables,
  select,
  pageSize = ADMIN_PAGE_SIZE,
}: {
  query: TypedDocumentNode<TData, TVars>;
  initialFilters: TFilters;
  /** The query's variables for these filters and this page. */
  variables(filters: TFilters, paging: ReturnType<typeof pageArgs>): TVars;
  /** The page of rows in the answer. */
  select(data: TData): AdminListPage<TRow>;
  pageSize?: number;
}): AdminList<TRow> & { filters: TFilters; applyFilters(next: TFilters): void } {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery<TData, TVars>(query, {
    variables: variables(filters, pageArgs(page, pageSize)),
    fetchPolicy: 'cache-and-network',
    context: { quietForbidden: true },
  } as useQuery.Options<TData, TVars>);
  const shown = data ?? previousData;
  const applyFilters = useCallback((next: TFilters) => {
    setFilters(next);
    setPage(1);
  }, []);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    filters,
    applyFilters,
    page,
    setPage,
    pageSize,
    result: shown ? select(shown as TData) : undefined,
    loading,
    error,
    refetch: retry,
  };
}

/** What the list scaffold reads of `useAdminList`. */
export interface AdminList<TRow> {
  page: number;
  setPage(page: number): void;
  pageSize: number;
  result: AdminListPage<TRow> | undefined;
  loading: boolean;
  error: unknown;
  refetch(): void;
}
