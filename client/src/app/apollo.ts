import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { HomeFirstScreenQuery } from '../features/home/graphql/first-screen';
import { i18n } from '../i18n';
import type { HomeFirstScreenQuery as HomeFirstScreenData } from '../gql/graphql';
import { createFirstScreenLink, type FirstScreenResult } from './first-screen';
import { createRouteDataLink, seedRouteData } from './route-data';
import { clearSession, getToken } from './session';

export interface ApolloEvents {
  /**
   * The first-screen request's answer, when it came before the app's first render: written into the
   * cache, so the home page's blocks render with their data at once (their queries are answered from
   * the cache, field for field). Without it the first-screen link answers them when it comes.
   */
  firstScreen?: FirstScreenResult | null;
  /** UNAUTHENTICATED / HTTP 401 from any call. */
  onUnauthenticated(): void;
  /** FORBIDDEN / 40001: the server's message. */
  onForbidden(message: string): void;
}

const CREDENTIAL_OPERATIONS = new Set(['Login', 'Register']);

/** Subscriptions go over graphql-ws; its code is fetched with the first subscription. */
class LazyWsLink extends ApolloLink {
  private link?: Promise<ApolloLink>;

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction) {
    this.link ??= import('./ws-link').then((m) => m.createWsLink());
    const link = this.link;
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      link.then(
        (ws) => {
          if (!closed) inner = ws.request(operation, forward).subscribe(observer);
        },
        (e: unknown) => observer.error(e),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  }
}

export function createApolloClient(events: ApolloEvents): ApolloClient {
  const authLink = new ApolloLink((operation, forward) => {
    const token = getToken();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        'accept-language': i18n.language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    }));
    return forward(operation);
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    // Wrong credentials on sign-in/up are the form's own error, not an expired session.
    if (CREDENTIAL_OPERATIONS.has(operation.operationName ?? '')) return;
    if (CombinedGraphQLErrors.is(error)) {
      for (const e of error.errors) {
        if (e.extensions?.code === 'UNAUTHENTICATED') {
          clearSession();
          events.onUnauthenticated();
          return;
        }
        // A page that shows the refusal itself asks for no toast (`context: { quietForbidden: true }`).
        if (e.extensions?.code === 'FORBIDDEN' && !operation.getContext().quietForbidden) events.onForbidden(e.message);
      }
    } else if (ServerError.is(error) && error.statusCode === 401) {
      clearSession();
      events.onUnauthenticated();
    }
  });

  const http = new HttpLink({ uri: '/graphql' });
  const ws = new LazyWsLink();

  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    ApolloLink.from([authLink, http]),
  );

  // Fragments on an interface match its types only when the cache knows them (features/status).
  const cache = new InMemoryCache({ possibleTypes: { ApiStatusFields: ['ApiStatus', 'ApiStatusDetail'] } });
  const answered = events.firstScreen;
  const seeded = !!answered?.data && !answered.errors?.length;
  if (seeded) cache.writeQuery({ query: HomeFirstScreenQuery, data: answered.data as HomeFirstScreenData });
  // A lazy main route's first query, answered before the first render: in the cache, as if from the server.
  seedRouteData(cache);
  return new ApolloClient({
    // Seeded: the request's answer is in the cache, and a later refetch must go to the network.
    link: ApolloLink.from([
      errorLink,
      createFirstScreenLink(HomeFirstScreenQuery, seeded ? undefined : window.__firstScreen),
      createRouteDataLink(),
      transport,
    ]),
    cache,
  });
}
