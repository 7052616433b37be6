import { useApolloClient, useQuery } from '@apollo/client/react';
import { toaster } from '../../../app/toaster';
import { useSocketReconnected } from '../../../app/ws-events';
import { NotificationsQuery } from '../graphql/account';
import { useLiveNotifications } from './useLiveNotifications';

/**
 * The signed-in account's notifications with the unread count, kept live: each `notificationAdded`
 * is put at the top of the cached list (the bell and the list follow) and shown as a toast. What was
 * published while the socket was away is read again once it is back.
 */
export function useNotificationFeed(skip = false) {
  const client = useApolloClient();
  const query = useQuery(NotificationsQuery, { skip, fetchPolicy: 'cache-and-network' });
  useLiveNotifications((n) => {
    client.cache.updateQuery({ query: NotificationsQuery }, (prev) =>
      prev && !prev.notifications.items.some((i) => i.id === n.id)
        ? {
            notifications: {
              ...prev.notifications,
              unread: prev.notifications.unread + (n.read ? 0 : 1),
              items: [n, ...prev.notifications.items],
            },
          }
        : prev,
    );
    toaster.create({ type: 'info', title: n.message });
  }, skip);
  useSocketReconnected(() => {
    if (!skip) void query.refetch();
  });
  return query;
}
