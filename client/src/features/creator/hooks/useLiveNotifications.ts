import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { NotificationAddedSubscription as Event } from '../../../gql/graphql';
import { NotificationAddedSubscription } from '../graphql/account';

/** Calls `onEvent` for each notification of the signed-in account as it arrives (graphql-ws). */
export function useLiveNotifications(onEvent: (n: Event['notificationAdded']) => void, skip = false): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useSubscription(NotificationAddedSubscription, {
    skip,
    onData: ({ data }) => {
      if (data.data) latest.current(data.data.notificationAdded);
    },
  });
}
