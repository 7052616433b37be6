import { useMutation, useQuery } from '@apollo/client/react';
import {
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NotificationsQuery,
} from '../graphql/account';

/**
 * The notifications list, and marking one or all read (the list is read again). The header's bell
 * keeps it live (one subscription, one toast per notification).
 */
export function useNotifications() {
  const list = useQuery(NotificationsQuery, { fetchPolicy: 'cache-and-network' });
  const again = { refetchQueries: [NotificationsQuery] };
  const [markRead] = useMutation(MarkNotificationReadMutation, again);
  const [markAll, { loading: marking }] = useMutation(MarkAllNotificationsReadMutation, again);
  return { ...list, markRead, markAll, marking };
}
