import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import type { AlertChannelFieldsFragment as Channel } from '../../../gql/graphql';
import { serverMessage } from '../../../shared/admin/server-message';
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

const AFTER = { refetchQueries: ['AlertChannels', 'AlertDeliveries'] };

/** A channel's test message and its on/off switch, toasting each outcome; `testingId` while a test is out. */
export function useChannelActions() {
  const { t } = useTranslation();
  const [sendTest] = useTestAlertChannel();
  const [setEnabled] = useSetAlertChannelEnabled();
  const [testingId, setTestingId] = useState<number | null>(null);
  const failed = (e: unknown) =>
    toaster.create({ type: 'error', title: t('status.channels.failed', { message: serverMessage(e) }) });
  const toggle = async (c: Channel) => {
    try {
      await setEnabled({ variables: { id: c.id, enabled: !c.enabled } });
      toaster.create({ type: 'success', title: t('status.channels.toggled') });
    } catch (e) {
      failed(e);
    }
  };
  const test = async (c: Channel) => {
    setTestingId(c.id);
    try {
      const res = await sendTest({ variables: { id: c.id }, ...AFTER });
      const d = res.data?.testAlertChannel;
      if (d?.state === 'sent')
        toaster.create({ type: 'success', title: t('status.channels.testSent', { name: c.name }) });
      else
        toaster.create({
          type: 'error',
          title: t('status.channels.testFailed', { error: d?.lastError ?? '' }),
        });
    } catch (e) {
      failed(e);
    } finally {
      setTestingId(null);
    }
  };
  return { toggle, test, testingId };
}

/** Deletes a channel, toasting the outcome; resolves whether it did. */
export function useDeleteChannel() {
  const { t } = useTranslation();
  const [remove, { loading }] = useDeleteAlertChannel();
  const deleteChannel = async (id: number) => {
    try {
      await remove({ variables: { id }, ...AFTER });
      toaster.create({ type: 'success', title: t('status.channels.deleted') });
      return true;
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.channels.failed', { message: serverMessage(e) }) });
      return false;
    }
  };
  return { deleteChannel, loading };
}
