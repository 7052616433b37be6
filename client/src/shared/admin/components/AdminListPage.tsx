import { Alert, Stack, type StackProps } from '@chakra-ui/react';
import type { RowData, TableOptions } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockError } from '../../components/BlockStates';
import type { AdminList } from '../hooks/useAdminList';
import '../i18n';
import { listView, showPager } from '../list-view';
import { DataTable, type adminTable } from './DataTable';
import { Pager } from './Pager';

/**
 * The scaffold of every admin list (SPEC §2.14): a toolbar (filters), then the server's permission
 * message on a refusal, an error with a retry when nothing loaded, or the table (cards at ≤ 768 px,
 * with its loading and empty states); the pager below; `children` for the page's dialogs.
 */
export function AdminListPage<TRow extends RowData>({
  list,
  label,
  columns,
  rowId,
  empty,
  loadFailed,
  toolbar,
  testId,
  tableTestId,
  children,
  ...stack
}: {
  list: AdminList<TRow>;
  /** The table's accessible name. */
  label: string;
  columns: TableOptions<typeof adminTable, TRow>['columns'];
  rowId(row: TRow): string;
  empty: ReactNode;
  /** The page's own words for a failed load. */
  loadFailed: string;
  toolbar?: ReactNode;
  testId?: string;
  tableTestId?: string;
  children?: ReactNode;
} & Omit<StackProps, 'children'>) {
  const { t } = useTranslation();
  const { result, error } = list;
  const view = listView(error, !!result);
  return (
    <Stack gap="4" data-testid={testId} {...stack}>
      {toolbar}
      {view.kind === 'forbidden' ? (
        <Alert.Root status="error" role="alert" data-testid="list-forbidden">
          <Alert.Indicator />
          <Alert.Title>{t('adminCommon.forbidden', { message: view.message })}</Alert.Title>
        </Alert.Root>
      ) : view.kind === 'error' ? (
        <BlockError title={loadFailed} onRetry={list.refetch} />
      ) : (
        <DataTable
          label={label}
          testId={tableTestId}
          columns={columns}
          rows={result?.items}
          rowId={rowId}
          loading={list.loading}
          error={error}
          onRetry={list.refetch}
          empty={empty}
        />
      )}
      {showPager(view, result?.total) && (
        <Pager page={list.page} pageSize={list.pageSize} total={result!.total} onPage={list.setPage} />
      )}
      {children}
    </Stack>
  );
}
