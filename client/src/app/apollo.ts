import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { i18n } from '../i18n';
import { clearSession, getToken } from './session';

export interface ApolloEvents {
  /** UNAUTHENTICATED / HTTP 401 from any call. */
  onUnauthenticated(): void;
  /** FORBIDDEN / 40001: the server's message. */
  onForbidden(message: string): void;
}

const wsUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;

export function createApolloClient(events: ApolloEvents): ApolloClient {
  const authLink = new ApolloLink((operation, forward) => {
    const token = getToken();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'accept-language': i18n.language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }));
    return forward(operation);
  });

  const errorLink = new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error)) {
      for (const e of error.errors) {
        if (e.extensions?.code === 'UNAUTHENTICATED') {
          clearSession();
          events.onUnauthenticated();
          return;
        }
        if (e.extensions?.code === 'FORBIDDEN') events.onForbidden(e.message);
      }
    } else if (ServerError.is(error) && error.statusCode === 401) {
      clearSession();
      events.onUnauthenticated();
    }
  });

  const http = new HttpLink({ uri: '/graphql' });
  const ws = new GraphQLWsLink(
    createClient({
      url: wsUrl,
      lazy: true,
      retryAttempts: Infinity,
      connectionParams: () => {
        const token = getToken();
        return token ? { token } : {};
      },
    }),
  );

  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    ApolloLink.from([authLink, http]),
  );

  return new ApolloClient({
    link: ApolloLink.from([errorLink, transport]),
    cache: new InMemoryCache(),
  });
}
