import { useCallback } from 'react';
import { useUrlParams } from '../../../app/url-params';

export type Paging = ReturnType<typeof usePaging>;

/** A list's page kept in the URL (`?page=`, other params kept): the query's window and the page count. */
export function usePaging(pageSize: number) {
  const [params, setParams] = useUrlParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = useCallback(
    (p: number) =>
      setParams((latest) => {
        latest.set('page', String(p));
        return latest;
      }),
    [setParams],
  );
  return {
    page,
    setPage,
    window: { offset: (page - 1) * pageSize, limit: pageSize },
    pages: (total: number) => Math.ceil(total / pageSize),
  };
}
