import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getToken } from './session';

const wsUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;

/** The graphql-ws link; loaded on the first subscription only (kept off the first route's bundle). */
export function createWsLink(): GraphQLWsLink {
  return new GraphQLWsLink(
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
}
