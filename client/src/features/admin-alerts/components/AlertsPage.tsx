import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuRocket } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import type { AdminInterfaceAlertsQuery } from '../../../gql/graphql';
import { AdminListPage } from '../../../shared/admin/components/AdminListPage';
import type { adminTable } from '../../../shared/admin/components/DataTable';
import { useAdminList } from '../../../shared/admin/hooks/useAdminList';
import { formatTimeSec } from '../../../shared/admin/format';
import { ApiReleaseDialog } from '../../admin-apis';
import { InterfaceAlertsQuery } from '../graphql/alerts';
import { useAcknowledgeAlert, useAlertsLive } from '../hooks/useAlerts';
import '../i18n';
import { TimeCell } from '../../../shared/admin/components/TimeCell';

type Row = AdminInterfaceAlertsQuery['interfaceAlerts']['items'][number];
const KIND_COLOR: Record<string, string> = {
  alert: 'orange',
  shutdown: 'red',
  promote: 'green',
  rollback: 'purple',
  drift: 'yellow',
};

/** Interface alerts raised by the traffic policies, newest first and live; acknowledge, open the API or its release. */
export function AlertsPage() {
  const { t } = useTranslation();
  const [release, setRelease] = useState<{ id: number; name: string } | null>(null);
  const list = useAdminList({
    query: InterfaceAlertsQuery,
    initialFilters: null,
    variables: (_, { limit, offset }) => ({ limit, offset }),
    select: (d) => d.interfaceAlerts,
  });
  useAlertsLive(list.refetch);
  const { acknowledge, loading: acking } = useAcknowledgeAlert();
  const columns = useMemo<Array<ColumnDef<typeof adminTable, Row>>>(
    () => [
      {
        id: 'time',
        header: () => t('adminAlerts.columns.time'),
        cell: ({ row }) => <TimeCell value={row.original.createdAt} seconds />,
      },
      {
        id: 'api',
        header: () => t('adminAlerts.columns.api'),
        cell: ({ row }) => (
          <Stack gap="1" align="start">
            <Link asChild fontWeight="medium">
              <NavLink to={`/api/Details/${row.original.apiId}`}>{row.original.apiName}</NavLink>
            </Link>
            <Button
              size="xs"
              variant="ghost"
              px="1"
              onClick={() => setRelease({ id: row.original.apiId, name: row.original.apiName })}
            >
              <LuRocket aria-hidden />
              {t('adminAlerts.release')}
            </Button>
          </Stack>
        ),
      },
      {
        id: 'kind',
        header: () => t('adminAlerts.columns.kind'),
        cell: ({ row }) => (
          <Badge colorPalette={KIND_COLOR[row.original.kind] ?? 'gray'} variant="subtle">
            {t(`adminAlerts.kinds.${row.original.kind}`, { defaultValue: row.original.kind })}
          </Badge>
        ),
      },
      {
        id: 'message',
        header: () => t('adminAlerts.columns.message'),
        cell: ({ row }) => <Text fontSize="sm">{row.original.message}</Text>,
      },
      {
        id: 'ack',
        header: () => t('adminAlerts.columns.ack'),
        cell: ({ row }) =>
          row.original.acknowledgedAt ? (
            <Text fontSize="xs" color="fg.muted" data-testid="alert-acknowledged">
              {t('adminAlerts.acknowledged', {
                who: row.original.acknowledgedBy ?? '—',
                when: formatTimeSec(row.original.acknowledgedAt),
              })}
            </Text>
          ) : (
            <Button
              size="sm"
              minH="10"
              variant="outline"
              disabled={acking}
              aria-label={t('adminAlerts.ackOne', { name: row.original.apiName })}
              onClick={() => acknowledge(row.original.id)}
            >
              <LuCheck aria-hidden />
              {t('adminAlerts.ack')}
            </Button>
          ),
      },
    ],
    [t, acknowledge, acking],
  );
  return (
    <AdminListPage
      list={list}
      testId="alerts-page"
      toolbar={
        <Text fontSize="sm" color="fg.muted">
          {t('adminAlerts.intro')}
        </Text>
      }
      label={t('adminAlerts.tableLabel')}
      columns={columns}
      rowId={(r) => String(r.id)}
      loadFailed={t('adminAlerts.loadFailed')}
      empty={t('adminAlerts.empty')}
    >
      <ApiReleaseDialog api={release} onClose={() => setRelease(null)} />
    </AdminListPage>
  );
}
