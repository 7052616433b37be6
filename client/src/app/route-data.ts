import { ApolloLink, type ApolloCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
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
      /** The answer once it has come (set by main.tsx before the first render). */
      settled?: FirstScreenResult | null;
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

/**
 * The first queries of the lazy main routes, by operation name: each page's module registers its own
 * (its document lives in the page's chunk, not in the entry).
 */
const routeQueries = new Map<string, { query: DocumentNode; alsoAsks: boolean }>();

/**
 * `alsoAsks`: the page asks the network as well when it mounts (`cache-and-network`): that request is
 * answered from the same answer (createRouteDataLink), so the page sends its first query once.
 */
export function registerRouteQuery(operationName: string, query: DocumentNode, alsoAsks = false): void {
  routeQueries.set(operationName, { query, alsoAsks });
}

/**
 * When index.html's request for the page's first query has answered before the first render (main.tsx
 * waits for it, with the route's code), its data goes into Apollo's cache as the server's answer to that
 * query and variables: React's first render draws the page with its data, in place of index.html's
 * first screen (client/first-screen-shell.ts), not skeletons. Returns whether it did.
 */
export function seedRouteData(cache: ApolloCache): boolean {
  const sent = window.__routeData;
  const result = sent?.settled;
  const registered = sent && routeQueries.get(sent.operationName);
  const token = getToken();
  if (!sent || !registered || !result?.data || result.errors?.length) return false;
  if (sent.token !== (token ? `Bearer ${token}` : null)) return false;
  try {
    cache.writeQuery({ query: registered.query, variables: sent.variables, data: result.data });
  } catch {
    return false;
  }
  // Otherwise a later refetch of the same query must reach the server, not this answer.
  if (!registered.alsoAsks) window.__routeData = undefined;
  return true;
}
