import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { FirstScreenResult } from './first-screen';
import { getToken } from './session';

declare global {
  interface Window {
    /** The page's first query, sent by index.html on a lazy main route (build/route-preload.ts). */
    __routeData?: {
      operationName: string;
      variables: Record<string, unknown>;
      token: string | null;
      answer: Promise<FirstScreenResult | null>;
    };
  }
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

/**
 * Answers the page's first query from the request index.html sent while the scripts downloaded, once,
 * when the operation, its variables and the account are the ones sent; a failed or refused request, and
 * everything else, goes to the network as usual.
 */
export function createRouteDataLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sent = window.__routeData;
    const token = getToken();
    if (
      !sent ||
      sent.operationName !== operation.operationName ||
      sent.token !== (token ? `Bearer ${token}` : null) ||
      !same(sent.variables, operation.variables ?? {})
    )
      return forward(operation);
    window.__routeData = undefined;
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      const settle = (result: FirstScreenResult | null) => {
        if (closed) return;
        if (!result?.data || result.errors?.length) inner = forward(operation).subscribe(observer);
        else {
          observer.next({ data: result.data });
          observer.complete();
        }
      };
      sent.answer.then(settle, () => settle(null));
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
