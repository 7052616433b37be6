import { Box, Card, Grid, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockEmpty, BlockError, BlockSkeleton } from '../../components/BlockStates';
import '../i18n';

/** Core-only tables: paging, filters and sorting are the server's (SPEC §9 lists page by 10). */
export const adminTable = tableFeatures({});
export const columnsFor = <T extends RowData>() => createColumnHelper<typeof adminTable, T>();

const NO_ROWS: never[] = [];

/**
 * The console's table (DESIGN: dense and calm, sticky header): TanStack Table's row model rendered
 * with Chakra's Table; at ≤ 768 px each row becomes a card of label/value pairs (no sideways scroll).
 * Loading, empty and error states are part of it, so every list has all three.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  rowId,
  loading,
  error,
  onRetry,
  empty,
  testId,
}: {
  /** The table's accessible name. */
  label: string;
  columns: TableOptions<typeof adminTable, T>['columns'];
  rows: T[] | undefined;
  rowId(row: T): string;
  loading?: boolean;
  error?: unknown;
  onRetry?(): void;
  /** What to say (and offer) when nothing matches. */
  empty: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const table = useTable({
    features: adminTable,
    columns,
    data: rows ?? NO_ROWS,
    getRowId: (row) => rowId(row),
  });
  if (error && !rows) return <BlockError title={t('adminCommon.loadFailed')} onRetry={onRetry} />;
  if (loading && !rows) return <BlockSkeleton lines={6} h="9" />;
  if (!rows?.length) return typeof empty === 'string' ? <BlockEmpty title={empty} /> : <>{empty}</>;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  if (mobile) {
    return (
      <Box
        as="ul"
        role="list"
        aria-label={label}
        data-testid={testId}
        listStyleType="none"
        display="grid"
        gap="2"
      >
        {table.getRowModel().rows.map((row) => (
          <Card.Root as="li" key={row.id} size="sm" variant="outline" data-testid="admin-row">
            <Card.Body>
              <Grid templateColumns="minmax(5em, max-content) minmax(0, 1fr)" columnGap="3" rowGap="1.5">
                {row.getAllCells().map((cell, i) => (
                  <Box key={cell.id} display="contents">
                    <Text fontSize="xs" color="fg.muted" alignSelf="center">
                      {headers[i] && <table.FlexRender header={headers[i]} />}
                    </Text>
                    <Box fontSize="sm" minW="0" overflowWrap="anywhere">
                      <table.FlexRender cell={cell} />
                    </Box>
                  </Box>
                ))}
              </Grid>
            </Card.Body>
          </Card.Root>
        ))}
      </Box>
    );
  }

  return (
    // The box scrolls (70vh): it takes the keyboard focus, named as the table, so a list without a
    // button in its rows (the logs) can still be scrolled without a mouse (axe scrollable-region-focusable).
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      maxH="70vh"
      data-testid={testId}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table.Root size="sm" stickyHeader interactive aria-label={label}>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.subtle">
              {group.headers.map((header) => (
                <Table.ColumnHeader key={header.id} whiteSpace="nowrap">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {table.getRowModel().rows.map((row) => (
            <Table.Row key={row.id} data-testid="admin-row">
              {row.getAllCells().map((cell) => (
                <Table.Cell key={cell.id} overflowWrap="anywhere">
                  <table.FlexRender cell={cell} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
