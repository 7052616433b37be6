import { Badge, Button, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUsersQuery as AdminUsersData } from '../../gql/graphql';
import { useMe } from '../accounts';
import { AdminListPage } from '../../shared/admin/components/AdminListPage';
import { columnsFor } from '../../shared/admin/components/DataTable';
import { useAdminList } from '../../shared/admin/hooks/useAdminList';
import { StatusAudit } from './components/StatusAudit';
import { NO_FILTER, UserFilters, type UserFilterValues } from './components/UserFilters';
import { UserStatusDialog, type StatusTarget } from './components/UserStatusDialog';
import { AdminUsersQuery } from './graphql/users';
import './i18n';

type UserRow = AdminUsersData['users']['items'][number];
const col = columnsFor<UserRow>();
const num = (v: string) => (v === '' ? null : Number(v));

/** SPEC §2.14 user management: filtered, paged users; enable/disable acts at once and is audited. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<StatusTarget | null>(null);
  const me = useMe().data?.me;
  const list = useAdminList({
    query: AdminUsersQuery,
    initialFilters: NO_FILTER as UserFilterValues,
    variables: (f, { page, pageSize }) => ({
      account: f.account || null,
      username: f.username || null,
      status: num(f.status),
      role: num(f.role),
      page,
      pageSize,
    }),
    select: (d) => d.users,
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('account', { header: () => t('adminUsers.account') }),
        col.accessor('username', { header: () => t('adminUsers.username') }),
        col.accessor('role', {
          header: () => t('adminUsers.role'),
          cell: (c) => (
            <Badge colorPalette={c.getValue() === 'ADMIN' ? 'purple' : 'gray'} variant="subtle">
              {t(c.getValue() === 'ADMIN' ? 'adminUsers.roleAdmin' : 'adminUsers.roleUser')}
            </Badge>
          ),
        }),
        col.accessor('status', {
          header: () => t('adminUsers.status'),
          cell: (c) => (
            <Badge colorPalette={c.getValue() === 1 ? 'green' : 'gray'} data-testid="user-status">
              {t(c.getValue() === 1 ? 'rules.userStatus.1' : 'rules.userStatus.0')}
            </Badge>
          ),
        }),
        col.display({
          id: 'actions',
          header: () => t('adminCommon.actions'),
          cell: ({ row: { original: u } }) =>
            u.id === me?.id ? (
              <Text fontSize="xs" color="fg.muted">
                {t('adminUsers.self')}
              </Text>
            ) : (
              <Button
                size="xs"
                minH={{ base: '11', md: '6' }}
                minW={{ base: '16', md: 'auto' }}
                variant="outline"
                colorPalette={u.status === 1 ? 'red' : 'green'}
                aria-label={`${t(u.status === 1 ? 'adminUsers.disable' : 'adminUsers.enable')} ${u.account}`}
                onClick={() => setTarget({ id: u.id, account: u.account, to: u.status === 1 ? 0 : 1 })}
              >
                {t(u.status === 1 ? 'adminUsers.disable' : 'adminUsers.enable')}
              </Button>
            ),
        }),
      ]),
    [t, me?.id],
  );

  return (
    <AdminListPage
      list={list}
      py="2"
      toolbar={<UserFilters onApply={list.applyFilters} />}
      label={t('adminUsers.table')}
      tableTestId="user-table"
      columns={columns}
      rowId={(u) => String(u.id)}
      loadFailed={t('adminCommon.loadFailed')}
      empty={t('adminUsers.empty')}
    >
      <StatusAudit />
      <UserStatusDialog target={target} onClose={() => setTarget(null)} />
    </AdminListPage>
  );
}
