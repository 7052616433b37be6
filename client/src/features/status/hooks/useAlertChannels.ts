import { useMutation, useQuery } from '@apollo/client/react';
import {
  AlertChannelsQuery,
  AlertDeliveriesQuery,
  CreateAlertChannelMutation,
  DeleteAlertChannelMutation,
  SetAlertChannelEnabledMutation,
  TestAlertChannelMutation,
} from '../graphql/status';

// The alert channels' reads and writes, one hook each (components never call Apollo themselves).

/** The alert channels, from the cache first, then the network. */
export const useAlertChannels = () => useQuery(AlertChannelsQuery, { fetchPolicy: 'cache-and-network' });

/** Creates a channel. */
export const useCreateAlertChannel = () => useMutation(CreateAlertChannelMutation);

/** Sends a test alert through a channel. */
export const useTestAlertChannel = () => useMutation(TestAlertChannelMutation);

/** Deletes a channel. */
export const useDeleteAlertChannel = () => useMutation(DeleteAlertChannelMutation);

/** Turns a channel on or off. */
export const useSetAlertChannelEnabled = () => useMutation(SetAlertChannelEnabledMutation);

/** One page of the deliveries, read again every 15 s. */
export const useAlertDeliveries = (page: number, pageSize: number) =>
  useQuery(AlertDeliveriesQuery, {
    variables: { page, pageSize },
    fetchPolicy: 'cache-and-network',
    pollInterval: 15_000,
  });
