import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getToken, onSessionChange } from './session';
import { socketReconnected } from './ws-events';

const wsUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;

/** The graphql-ws link; loaded on the first subscription only (kept off the first route's bundle). */
export function createWsLink(): GraphQLWsLink {
  const client = createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: Infinity,
    connectionParams: () => {
      const token = getToken();
      return token ? { token } : {};
    },
    // What was published while the socket was away is not replayed: live screens read again.
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) socketReconnected();
      },
    },
  });
  // The token is sent once, in connection_init: after a sign-in, sign-out or account switch the socket
  // reconnects (4499 is retried) so live subscriptions answer for the account now signed in.
  let token = getToken();
  onSessionChange(() => {
    const next = getToken();
    if (next === token) return;
    token = next;
    client.terminate();
  });
  return new GraphQLWsLink(client);
}
