import { Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../i18n/localized';
import { NavLink } from 'react-router-dom';
import type { AdminApisQuery as AdminApisData } from '../../../gql/graphql';
import { ApiStatusTag } from '../../../shared/admin/components/ApiStatusTag';
import type { ColumnDef } from '@tanstack/react-table';
import { AdminListPage } from '../../../shared/admin/components/AdminListPage';
import type { adminTable } from '../../../shared/admin/components/DataTable';
import { useAdminList } from '../../../shared/admin/hooks/useAdminList';
import { PublishDialog } from '../../admin-review';
import { AdminApisQuery } from '../graphql/admin-apis';
import '../i18n';
import { ApiFilters, DEFAULT_FILTERS, type ApiFilterValues } from './ApiFilters';
import { ApiHistoryDialog } from './ApiHistoryDialog';
import { ApiReleaseDialog } from './ApiReleaseDialog';
import { ApiRowActions, type ApiAction } from './ApiRowActions';
import { TimeCell } from '../../../shared/admin/components/TimeCell';

type Row = AdminApisData['adminApis']['items'][number];

/** SPEC §2.14 API management (the administrator's home tab): every API of a workspace, filtered, 10 a page. */
export function ApiManagementPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [open, setOpen] = useState<{ action: ApiAction; api: { id: number; name: string } } | null>(null);
  const list = useAdminList({
    query: AdminApisQuery,
    initialFilters: DEFAULT_FILTERS as ApiFilterValues,
    variables: (f, { page, pageSize }) => ({
      tenantId: f.tenantId,
      name: f.name || null,
      type: f.type,
      status: f.status,
      page,
      pageSize,
    }),
    select: (d) => d.adminApis,
  });
  const columns = useMemo<Array<ColumnDef<typeof adminTable, Row>>>(() => {
    // In English, the English name, description and category where there are ones (as the public pages show).
    const nameOf = (r: Row) => localized(lang, r.name, r.nameEn);
    return [
      {
        id: 'name',
        header: () => t('adminApis.columns.name'),
        cell: ({ row }) => (
          <Stack gap="0.5" minW="0">
            <Link asChild fontWeight="medium" color="fg">
              <NavLink to={`/api/Details/${row.original.id}`}>{nameOf(row.original)}</NavLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" lineClamp={1} maxW="sm">
              {localized(lang, row.original.description, row.original.descriptionEn) || '—'}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'category',
        header: () => t('adminApis.columns.category'),
        cell: ({ row }) =>
          row.original.categoryName
            ? localized(lang, row.original.categoryName, row.original.categoryNameEn)
            : '—',
      },
      {
        id: 'method',
        header: () => t('adminApis.columns.method'),
        cell: ({ row }) => row.original.requestMethod,
      },
      {
        id: 'provider',
        header: () => t('adminApis.columns.provider'),
        cell: ({ row }) => row.original.provider || '—',
      },
      {
        id: 'status',
        header: () => t('adminApis.columns.status'),
        cell: ({ row }) => <ApiStatusTag status={row.original.status} />,
      },
      {
        id: 'updated',
        header: () => t('adminApis.columns.updated'),
        cell: ({ row }) => <TimeCell value={row.original.updatedAt} />,
      },
      {
        id: 'actions',
        header: () => t('adminCommon.actions'),
        cell: ({ row }) => (
          <ApiRowActions
            id={row.original.id}
            name={nameOf(row.original)}
            onAction={(action) =>
              setOpen({ action, api: { id: row.original.id, name: nameOf(row.original) } })
            }
          />
        ),
      },
    ];
  }, [t, lang]);
  const close = () => setOpen(null);
  return (
    <AdminListPage
      list={list}
      testId="api-management"
      toolbar={<ApiFilters onApply={list.applyFilters} />}
      label={t('adminApis.tableLabel')}
      tableTestId="api-table"
      columns={columns}
      rowId={(r) => String(r.id)}
      loadFailed={t('adminApis.loadFailed')}
      empty={t('adminApis.empty')}
    >
      <ApiHistoryDialog api={open?.action === 'history' ? open.api : null} onClose={close} />
      <ApiReleaseDialog api={open?.action === 'release' ? open.api : null} onClose={close} />
      <PublishDialog
        api={open?.action === 'publish' ? open.api : null}
        onClose={close}
        onPublished={list.refetch}
      />
    </AdminListPage>
  );
}
