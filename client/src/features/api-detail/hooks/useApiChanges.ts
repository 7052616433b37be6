import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useSocketReconnected } from '../../../app/ws-events';
import { ApiChangedSubscription, ApiDetailQuery } from '../graphql/detail';

/**
 * Keeps an open detail page's API current: a status change (taken offline, listed again) arrives over
 * the websocket and is normalised into the page's Api entry, so the header, the basic info and the
 * tester follow without a reload. A change missed while the socket was away is read again on return.
 */
export function useApiChanges(id: number): void {
  const client = useApolloClient();
  useSubscription(ApiChangedSubscription, { variables: { id } });
  useSocketReconnected(() => {
    void client
      .query({ query: ApiDetailQuery, variables: { id }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  });
}
