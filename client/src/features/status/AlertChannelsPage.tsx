import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import type { AlertChannelFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { DataTable } from '../../shared/admin/components/DataTable';
import { useConsoleRole } from '../console';
import { ChannelDialog } from './components/ChannelDialog';
import { DeliveryLog } from './components/DeliveryLog';
import { useChannelColumns } from './components/useChannelColumns';
import { useAlertChannels, useChannelActions, useDeleteChannel } from './hooks/useAlertChannels';
import './i18n';

/**
 * Console tab `alertchannels` (mobile `/admin/mobile/alert-channels`): the alert channels with their last
 * delivery or error, "send test message", and the delivery log. Administrators see every channel;
 * creators theirs (for their own APIs).
 */
export function AlertChannelsPage() {
  const { t } = useTranslation();
  const { role } = useConsoleRole();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AlertChannelFieldsFragment | null>(null);
  const { data, loading, error, refetch } = useAlertChannels();
  const { test, toggle, testingId } = useChannelActions();
  const { deleteChannel, loading: removing } = useDeleteChannel();
  const confirmDelete = async () => {
    if (deleting && (await deleteChannel(deleting.id))) setDeleting(null);
  };

  const columns = useChannelColumns({ testingId, onTest: test, onToggle: toggle, onDelete: setDeleting });

  return (
    <Stack gap="5" data-testid="alert-channels-page">
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="1" minW="0">
          <Heading as="h1" size="lg">
            {t('status.channels.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('status.channels.intro')}
          </Text>
        </Stack>
        <Button colorPalette="blue" onClick={() => setAdding(true)} flexShrink={0}>
          <LuPlus aria-hidden />
          {t('status.channels.add')}
        </Button>
      </Flex>
      <DataTable
        label={t('status.channels.listLabel')}
        columns={columns}
        rows={data?.alertChannels}
        rowId={(r) => String(r.id)}
        loading={loading && !data}
        error={data ? undefined : error}
        onRetry={() => void refetch()}
        empty={t('status.channels.empty')}
        testId="alert-channel-table"
      />
      <Stack gap="2" as="section" aria-labelledby="delivery-log-title">
        <Heading as="h2" size="md" id="delivery-log-title">
          {t('status.channels.log.title')}
        </Heading>
        <DeliveryLog />
      </Stack>
      <ChannelDialog open={adding} onClose={() => setAdding(false)} isAdmin={role === 'ADMIN'} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('status.channels.deleteTitle')}
        danger
        busy={removing}
        confirmLabel={t('status.channels.delete')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting && t('status.channels.deleteConfirm', { name: deleting.name })}
      </ConfirmDialog>
    </Stack>
  );
}
