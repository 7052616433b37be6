import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertDeliveryFieldsFragment } from '../../../gql/graphql';
import { DataTable, type adminTable } from '../../../shared/admin/components/DataTable';
import { Pager } from '../../../shared/admin/components/Pager';
import { TimeCell } from '../../../shared/admin/components/TimeCell';
import { formatTime } from '../../../shared/admin/format';
import { useAlertDeliveries } from '../hooks/useAlertChannels';
import { nameIn } from './labels';
import '../i18n';

const PAGE_SIZE = 20;
const STATE_PALETTE: Record<string, string> = { sent: 'green', pending: 'orange', failed: 'red' };

/** Every delivery, newest first, with its attempts and the receiver's last answer or error. */
export function DeliveryLog() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useAlertDeliveries(page, PAGE_SIZE);
  const result = (data ?? previousData)?.alertDeliveries;
  const columns = useMemo<Array<ColumnDef<typeof adminTable, AlertDeliveryFieldsFragment>>>(
    () => [
      { id: 'time', header: () => t('status.channels.log.columns.time'), cell: ({ row }) => <TimeCell value={row.original.createdAt} seconds /> },
      {
        id: 'channel',
        header: () => t('status.channels.log.columns.channel'),
        cell: ({ row }) => (
          <Stack gap="0">
            <Text fontWeight="medium">{row.original.channelName}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t(`status.channels.kinds.${row.original.channelKind}`)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'event',
        header: () => t('status.channels.log.columns.event'),
        cell: ({ row }) => (
          <Stack gap="0" maxW={{ md: '18rem' }}>
            <Text>{nameIn(i18n.language, row.original.title, row.original.titleEn)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t(`status.channels.events.${row.original.eventKind}`, { defaultValue: row.original.eventKind })}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'state',
        header: () => t('status.channels.log.columns.state'),
        cell: ({ row }) => (
          <Stack gap="0.5" align="start">
            <Badge colorPalette={STATE_PALETTE[row.original.state] ?? 'gray'} variant="subtle" data-testid="delivery-state">
              {t(`status.channels.log.states.${row.original.state}`)}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              {t('status.channels.log.attempts', { count: row.original.attempts })}
            </Text>
            {row.original.nextAttemptAt && (
              <Text fontSize="xs" color="fg.muted">
                {t('status.channels.log.nextAttempt', { time: formatTime(row.original.nextAttemptAt) })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'answer',
        header: () => t('status.channels.log.columns.answer'),
        cell: ({ row }) => {
          const last = row.original.log.at(-1);
          return (
            <Stack gap="0.5" maxW={{ md: '22rem' }} fontSize="xs" wordBreak="break-word">
              {last?.status != null && <Text>{t('status.channels.log.status', { status: last.status })}</Text>}
              {last?.answer && (
                <Text color="fg.muted" lineClamp={2} fontFamily="mono">
                  {last.answer}
                </Text>
              )}
              {last?.error && (
                <Text color="fg.error" lineClamp={3}>
                  {last.error}
                </Text>
              )}
            </Stack>
          );
        },
      },
    ],
    [t, i18n.language],
  );
  return (
    <Stack gap="3">
      <DataTable
        label={t('status.channels.log.listLabel')}
        columns={columns}
        rows={result?.items}
        rowId={(r) => String(r.id)}
        loading={loading && !result}
        error={result ? undefined : error}
        onRetry={() => void refetch()}
        empty={t('status.channels.log.empty')}
        testId="alert-delivery-log"
      />
      {result && result.total > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} total={result.total} onPage={setPage} />}
    </Stack>
  );
}
