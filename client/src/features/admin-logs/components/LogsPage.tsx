import { Field, Input, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAccessLogsQuery } from '../../../gql/graphql';
import { AdminListPage } from '../../../shared/admin/components/AdminListPage';
import type { adminTable } from '../../../shared/admin/components/DataTable';
import { FilterBar } from '../../../shared/admin/components/FilterBar';
import { TimeCell } from '../../../shared/admin/components/TimeCell';
import { useAdminList } from '../../../shared/admin/hooks/useAdminList';
import { AccessLogsQuery } from '../graphql/logs';
import '../i18n';

type Row = AdminAccessLogsQuery['accessLogs']['items'][number];
interface Filters {
  ip: string;
  from: string;
  to: string;
}
const NONE: Filters = { ip: '', from: '', to: '' };
/** `datetime-local` values are local times: sent as ISO instants. */
const iso = (local: string) => (local ? new Date(local).toISOString() : null);
const rawAgent = (ua: unknown) => {
  const v = (ua as { userAgent?: unknown } | null)?.userAgent;
  return typeof v === 'string' ? v : '';
};

/** SPEC §2.14 log management: access-log rows by IP and time range, paged; the user agent parsed by the gateway. */
export function LogsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NONE);
  const list = useAdminList({
    query: AccessLogsQuery,
    initialFilters: NONE,
    variables: (f, { page, pageSize }) => ({
      ip: f.ip || null,
      from: iso(f.from),
      to: iso(f.to),
      page,
      pageSize,
    }),
    select: (d) => d.accessLogs,
  });
  const badRange = !!draft.from && !!draft.to && draft.to < draft.from;
  const columns = useMemo<Array<ColumnDef<typeof adminTable, Row>>>(
    () => [
      {
        id: 'time',
        header: () => t('adminLogs.columns.time'),
        cell: ({ row }) => <TimeCell value={row.original.createdAt} seconds />,
      },
      {
        id: 'ip',
        header: () => t('adminLogs.columns.ip'),
        cell: ({ row }) => (
          <Text as="span" fontFamily="mono" fontSize="sm">
            {row.original.ipAddress}
          </Text>
        ),
      },
      {
        id: 'browser',
        header: () => t('adminLogs.columns.browser'),
        cell: ({ row }) => row.original.browser || t('adminLogs.unknown'),
      },
      {
        id: 'os',
        header: () => t('adminLogs.columns.os'),
        cell: ({ row }) => row.original.os || t('adminLogs.unknown'),
      },
      {
        id: 'device',
        header: () => t('adminLogs.columns.device'),
        cell: ({ row }) =>
          t(`adminLogs.devices.${row.original.device}`, { defaultValue: row.original.device }),
      },
      {
        id: 'agent',
        header: () => t('adminLogs.columns.agent'),
        cell: ({ row }) => (
          <Text
            fontSize="xs"
            color="fg.muted"
            lineClamp={2}
            maxW="sm"
            title={rawAgent(row.original.userAgent)}
          >
            {rawAgent(row.original.userAgent) || '—'}
          </Text>
        ),
      },
    ],
    [t],
  );
  return (
    <AdminListPage
      list={list}
      testId="logs-page"
      toolbar={
        <FilterBar
          onSubmit={() => list.applyFilters({ ...draft, ip: draft.ip.trim() })}
          onReset={() => {
            setDraft(NONE);
            list.applyFilters(NONE);
          }}
          searchDisabled={badRange}
        >
          <Field.Root>
            <Field.Label>{t('adminLogs.ip')}</Field.Label>
            <Input
              size="sm"
              maxLength={64}
              inputMode="decimal"
              value={draft.ip}
              onChange={(e) => setDraft({ ...draft, ip: e.target.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('adminLogs.from')}</Field.Label>
            <Input
              size="sm"
              type="datetime-local"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </Field.Root>
          <Field.Root invalid={badRange}>
            <Field.Label>{t('adminLogs.to')}</Field.Label>
            <Input
              size="sm"
              type="datetime-local"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
            <Field.ErrorText>{t('adminLogs.badRange')}</Field.ErrorText>
          </Field.Root>
        </FilterBar>
      }
      label={t('adminLogs.tableLabel')}
      columns={columns}
      rowId={(r) => String(r.id)}
      loadFailed={t('adminLogs.loadFailed')}
      empty={t('adminLogs.empty')}
    />
  );
}
