import { Box, Button, Stack, Table } from '@chakra-ui/react';
import { useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import '../i18n';
import type { MyApiRowFragment } from '../../../gql/graphql';
import { features, PAGE_SIZE, useColumns, type Act } from './my-api-columns';
import { MyApiCards } from './MyApiCards';
import { MyApiPager } from './MyApiPager';

/** The own APIs, sortable and 10 a page: a table from 769 px, cards below. */
export function MyApiTable({
  rows,
  onAction,
  empty,
}: {
  rows: MyApiRowFragment[];
  onAction: Act;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const columns = useColumns(onAction);
  const table = useTable({
    features,
    columns,
    data: rows,
    initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZE }, sorting: [] },
  });
  const page = table.getRowModel().rows;
  if (rows.length === 0) return <>{empty}</>;
  const pages = Math.max(1, table.getPageCount());
  return (
    <Stack gap="3">
      <Box hideBelow="md" borderWidth="1px" borderRadius="md" overflowX="auto" bg="bg.panel">
        <Table.Root size="sm" aria-label={t('creator.list.table')} data-testid="my-api-table">
          <Table.Header>
            {table.getHeaderGroups().map((g) => (
              <Table.Row key={g.id}>
                {g.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  return (
                    <Table.ColumnHeader
                      key={h.id}
                      whiteSpace="nowrap"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {h.column.getCanSort() ? (
                        <Button
                          variant="plain"
                          size="xs"
                          px="0"
                          h="auto"
                          fontSize="inherit"
                          fontWeight="inherit"
                          color="inherit"
                          onClick={h.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={h} />
                          {sorted === 'asc' ? <LuArrowUp /> : sorted === 'desc' ? <LuArrowDown /> : null}
                        </Button>
                      ) : (
                        <table.FlexRender header={h} />
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {page.map((row) => (
              <Table.Row key={row.id} data-testid="my-api-row" data-api-id={row.original.id}>
                {row.getAllCells().map((cell) => (
                  <Table.Cell key={cell.id} verticalAlign="middle">
                    <table.FlexRender cell={cell} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <MyApiCards rows={page.map((r) => r.original)} onAction={onAction} />
      <MyApiPager
        total={rows.length}
        page={table.state.pagination.pageIndex + 1}
        pages={pages}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </Stack>
  );
}
