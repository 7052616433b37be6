import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The query of the URL as it is now. The router renders a navigation inside a React transition, so
 * the params a render read can be one step behind the address bar: a change built on them would undo
 * the change just made (choose "newest", then at once a category, and the sort was lost).
 */
export function currentSearchParams(): URLSearchParams {
  const { hash } = window.location;
  const at = hash.indexOf('?');
  return new URLSearchParams(at >= 0 ? hash.slice(at + 1) : '');
}

/**
 * `useSearchParams`, whose setter builds the next query from the address bar as it is when called
 * (not from the last render), so quick successive changes each keep the others.
 */
export function useUrlParams(): [
  URLSearchParams,
  (next: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (next: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setParams(next(currentSearchParams()), options),
    [setParams],
  );
  return [params, update];
}
