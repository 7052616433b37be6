import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPause, LuPlay, LuPlus, LuSend, LuTrash2 } from 'react-icons/lu';
import { toaster } from '../../app/toaster';
import type { AlertChannelFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../shared/admin/components/ConfirmDialog';
import { DataTable, type adminTable } from '../../shared/admin/components/DataTable';
import { formatTime } from '../../shared/admin/format';
import { serverMessage } from '../../shared/admin/server-message';
import { useConsoleRole } from '../console';
import { ChannelDialog } from './components/ChannelDialog';
import { DeliveryLog } from './components/DeliveryLog';
import {
  useAlertChannels,
  useDeleteAlertChannel,
  useSetAlertChannelEnabled,
  useTestAlertChannel,
} from './hooks/useAlertChannels';
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
  const [sendTest] = useTestAlertChannel();
  const [testingId, setTestingId] = useState<number | null>(null);
  const [remove, removing] = useDeleteAlertChannel();
  const [setEnabled] = useSetAlertChannelEnabled();

  const toggle = async (c: AlertChannelFieldsFragment) => {
    try {
      await setEnabled({ variables: { id: c.id, enabled: !c.enabled } });
      toaster.create({ type: 'success', title: t('status.channels.toggled') });
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.channels.failed', { message: serverMessage(e) }) });
    }
  };

  const test = async (c: AlertChannelFieldsFragment) => {
    setTestingId(c.id);
    try {
      const res = await sendTest({ variables: { id: c.id }, refetchQueries: ['AlertChannels', 'AlertDeliveries'] });
      const d = res.data?.testAlertChannel;
      if (d?.state === 'sent') toaster.create({ type: 'success', title: t('status.channels.testSent', { name: c.name }) });
      else toaster.create({ type: 'error', title: t('status.channels.testFailed', { error: d?.lastError ?? '' }) });
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.channels.failed', { message: serverMessage(e) }) });
    } finally {
      setTestingId(null);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id }, refetchQueries: ['AlertChannels', 'AlertDeliveries'] });
      toaster.create({ type: 'success', title: t('status.channels.deleted') });
      setDeleting(null);
    } catch (e) {
      toaster.create({ type: 'error', title: t('status.channels.failed', { message: serverMessage(e) }) });
    }
  };

  const columns = useMemo<Array<ColumnDef<typeof adminTable, AlertChannelFieldsFragment>>>(
    () => [
      {
        id: 'channel',
        header: () => t('status.channels.columns.channel'),
        cell: ({ row: { original: c } }) => (
          <Stack gap="0.5" maxW={{ md: '20rem' }}>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{c.name}</Text>
              <Badge variant="outline" size="sm">
                {t(`status.channels.kinds.${c.kind}`)}
              </Badge>
              {!c.enabled && (
                <Badge colorPalette="gray" size="sm">
                  {t('status.channels.disabled')}
                </Badge>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all" fontFamily="mono">
              {c.kind === 'email' ? `${c.emailTo} · ${c.target}` : c.target}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {c.apiName ? t('status.channels.scope', { name: c.apiName }) : t('status.channels.scopeAll')}
              {c.ownerAccount && ` · ${t('status.channels.owner', { account: c.ownerAccount })}`}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'events',
        header: () => t('status.channels.columns.events'),
        cell: ({ row }) => (
          <Flex gap="1" wrap="wrap" maxW={{ md: '14rem' }}>
            {row.original.events.map((e) => (
              <Badge key={e} size="sm" variant="subtle">
                {t(`status.channels.events.${e}`)}
              </Badge>
            ))}
          </Flex>
        ),
      },
      {
        id: 'last',
        header: () => t('status.channels.columns.last'),
        cell: ({ row: { original: c } }) => (
          <Stack gap="0.5" fontSize="xs" maxW={{ md: '18rem' }} wordBreak="break-word">
            <Text color="fg.muted">{c.lastDeliveredAt ? t('status.channels.delivered', { time: formatTime(c.lastDeliveredAt) }) : t('status.channels.never')}</Text>
            {c.lastError && (
              <Text color="fg.error" data-testid="channel-error">
                {t('status.channels.lastError', { error: c.lastError })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: () => t('status.channels.columns.actions'),
        cell: ({ row: { original: c } }) => (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" minH="9" variant="outline" aria-label={t('status.channels.testNamed', { name: c.name })} onClick={() => void test(c)} loading={testingId === c.id}>
              <LuSend aria-hidden />
              {t('status.channels.test')}
            </Button>
            <Button
              size="sm"
              minH="9"
              variant="ghost"
              aria-label={t(c.enabled ? 'status.channels.disableNamed' : 'status.channels.enableNamed', { name: c.name })}
              onClick={() => void toggle(c)}
            >
              {c.enabled ? <LuPause aria-hidden /> : <LuPlay aria-hidden />}
              {t(c.enabled ? 'status.channels.disable' : 'status.channels.enable')}
            </Button>
            <Button size="sm" minH="9" variant="ghost" colorPalette="red" aria-label={t('status.channels.deleteNamed', { name: c.name })} onClick={() => setDeleting(c)}>
              <LuTrash2 aria-hidden />
              {t('status.channels.delete')}
            </Button>
          </HStack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers read the latest mutation state
    [t, testingId],
  );

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
        busy={removing.loading}
        confirmLabel={t('status.channels.delete')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting && t('status.channels.deleteConfirm', { name: deleting.name })}
      </ConfirmDialog>
    </Stack>
  );
}
