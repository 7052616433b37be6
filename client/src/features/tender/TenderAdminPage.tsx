import { Button, Link, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import type { AdminTenderItemFragment } from '../../gql/graphql';
import { AdminListPage } from '../../shared/admin/components/AdminListPage';
import type { adminTable } from '../../shared/admin/components/DataTable';
import { useAdminList } from '../../shared/admin/hooks/useAdminList';
import { TimeCell } from '../../shared/admin/components/TimeCell';
import { TenderAnswerDialog } from './components/TenderAnswerDialog';
import { TenderFilters } from './components/TenderFilters';
import { TenderStatusBadge } from './components/TenderStatusBadge';
import { AdminTenderRequestsQuery } from './graphql/tender';
import './i18n';

/**
 * The administrators' API requests (console tab `tenderRequest`, mobile `/admin/mobile/tender-request`):
 * every request with its contact, filtered by status and keyword; answer one (status, note, linked API).
 */
export function TenderAdminPage() {
  const { t } = useTranslation();
  const [answering, setAnswering] = useState<AdminTenderItemFragment | null>(null);
  const list = useAdminList({
    query: AdminTenderRequestsQuery,
    initialFilters: { status: '', keyword: '' },
    variables: (f, { page, pageSize }) => ({ status: f.status || null, keyword: f.keyword || null, page, pageSize }),
    select: (d) => d.adminTenderRequests,
  });
  const { filters, applyFilters } = list;
  const columns = useMemo<Array<ColumnDef<typeof adminTable, AdminTenderItemFragment>>>(
    () => [
      {
        id: 'request',
        header: () => t('tender.admin.columns.request'),
        cell: ({ row }) => (
          <Stack gap="1" minW={{ md: '16rem' }} maxW={{ md: '28rem' }}>
            <Text fontWeight="medium">{row.original.title}</Text>
            <Text fontSize="xs" color="fg.muted" lineClamp={3} whiteSpace="pre-wrap">
              {row.original.description}
            </Text>
            {row.original.categoryName && (
              <Text fontSize="xs" color="fg.muted">
                {t('tender.labelled', { label: t('tender.category') })}{row.original.categoryName}
              </Text>
            )}
            {row.original.exampleUse && (
              <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                {t('tender.labelled', { label: t('tender.exampleUse') })}{row.original.exampleUse}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'votes',
        header: () => t('tender.admin.columns.votes'),
        cell: ({ row }) => (
          <Text fontVariantNumeric="tabular-nums" data-testid="tender-votes">
            {row.original.votes}
          </Text>
        ),
      },
      {
        id: 'status',
        header: () => t('tender.admin.columns.status'),
        cell: ({ row }) => (
          <Stack gap="1" align="start" minW={{ md: '8rem' }}>
            <TenderStatusBadge status={row.original.status} />
            {row.original.fulfilledApi && (
              <Link asChild fontSize="xs" colorPalette="blue">
                <NavLink to={`/api/Details/${row.original.fulfilledApi.id}`}>{row.original.fulfilledApi.name}</NavLink>
              </Link>
            )}
            {row.original.responseNote && (
              <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                {row.original.responseNote}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'contact',
        header: () => t('tender.admin.columns.contact'),
        cell: ({ row }) => (
          <Stack gap="0.5" fontSize="sm">
            <Text data-testid="tender-contact">{row.original.contact ?? t('tender.admin.none')}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.original.requesterAccount ?? t('tender.admin.visitor')}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'created',
        header: () => t('tender.admin.columns.created'),
        cell: ({ row }) => <TimeCell value={row.original.createdAt} />,
      },
      {
        id: 'actions',
        header: () => t('tender.admin.columns.actions'),
        cell: ({ row }) => (
          <Button
            size="sm"
            minH="9"
            variant="outline"
            aria-label={t('tender.admin.handleOne', { title: row.original.title })}
            onClick={() => setAnswering(row.original)}
          >
            <LuPencil aria-hidden />
            {t('tender.admin.handle')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <AdminListPage
      list={list}
      testId="tender-admin-page"
      tableTestId="tender-admin-table"
      label={t('tender.admin.tableLabel')}
      columns={columns}
      rowId={(r) => String(r.id)}
      empty={t('tender.admin.empty')}
      loadFailed={t('tender.loadFailed')}
      toolbar={
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('tender.admin.intro')}
          </Text>
          <TenderFilters
            keyword={filters.keyword}
            onKeyword={(keyword) => applyFilters({ ...filters, keyword })}
            status={filters.status}
            onStatus={(status) => applyFilters({ ...filters, status })}
          />
        </>
      }
    >
      <TenderAnswerDialog item={answering} onClose={() => setAnswering(null)} />
    </AdminListPage>
  );
}
