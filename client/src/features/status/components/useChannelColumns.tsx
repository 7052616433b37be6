import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPause, LuPlay, LuSend, LuTrash2 } from 'react-icons/lu';
import type { AlertChannelFieldsFragment } from '../../../gql/graphql';
import type { adminTable } from '../../../shared/admin/components/DataTable';
import { formatTime } from '../../../shared/admin/format';
import '../i18n';

/** The channel table's columns: the channel and its scope, its events, its last delivery, and its actions. */
export function useChannelColumns({
  testingId,
  onTest,
  onToggle,
  onDelete,
}: {
  testingId: number | null;
  onTest(c: AlertChannelFieldsFragment): Promise<void>;
  onToggle(c: AlertChannelFieldsFragment): Promise<void>;
  onDelete(c: AlertChannelFieldsFragment): void;
}) {
  const { t } = useTranslation();
  return useMemo<Array<ColumnDef<typeof adminTable, AlertChannelFieldsFragment>>>(
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
            <Text color="fg.muted">
              {c.lastDeliveredAt
                ? t('status.channels.delivered', { time: formatTime(c.lastDeliveredAt) })
                : t('status.channels.never')}
            </Text>
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
            <Button
              size="sm"
              minH="9"
              variant="outline"
              aria-label={t('status.channels.testNamed', { name: c.name })}
              onClick={() => void onTest(c)}
              loading={testingId === c.id}
            >
              <LuSend aria-hidden />
              {t('status.channels.test')}
            </Button>
            <Button
              size="sm"
              minH="9"
              variant="ghost"
              aria-label={t(c.enabled ? 'status.channels.disableNamed' : 'status.channels.enableNamed', {
                name: c.name,
              })}
              onClick={() => void onToggle(c)}
            >
              {c.enabled ? <LuPause aria-hidden /> : <LuPlay aria-hidden />}
              {t(c.enabled ? 'status.channels.disable' : 'status.channels.enable')}
            </Button>
            <Button
              size="sm"
              minH="9"
              variant="ghost"
              colorPalette="red"
              aria-label={t('status.channels.deleteNamed', { name: c.name })}
              onClick={() => onDelete(c)}
            >
              <LuTrash2 aria-hidden />
              {t('status.channels.delete')}
            </Button>
          </HStack>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers set state or call the mutations
    [t, testingId],
  );
}
