import { Badge, Box, Button, Card, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import '../i18n';
import type { MyApiRowFragment } from '../../../gql/graphql';
import { RowActions, type RowAction } from './RowActions';
import { statusKey } from '../lib/status';
import { StatusTag } from './StatusTag';

/** What waits for an administrator: the draft itself, or a change of the published API. */
function ReviewHint({ api }: { api: MyApiRowFragment }) {
  const { t } = useTranslation();
  const rev = api.pendingRevision;
  if (rev) {
    return (
      <Text
        fontSize="xs"
        color={rev.status === 'PASSED' ? 'blue.fg' : 'orange.fg'}
        data-testid="revision-hint"
      >
        {t(`creator.revision.${rev.status === 'PASSED' ? 'PASSED' : 'PENDING'}`, { number: rev.number })}
      </Text>
    );
  }
  if (api.awaitingRelease) {
    return (
      <Text fontSize="xs" color="blue.fg" data-testid="release-hint">
        {t('creator.list.approvedHint')}
      </Text>
    );
  }
  if (!api.pendingReview || statusKey(api.status, true) !== 'pending') return null;
  return (
    <Text fontSize="xs" color="pending.fg">
      {t('creator.list.pendingHint')}
    </Text>
  );
}

/** SPEC §9: admin lists show 10 a page. */
export const PAGE_SIZE = 10;

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime },
});
const helper = createColumnHelper<typeof features, MyApiRowFragment>();
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

type Act = (api: MyApiRowFragment, a: RowAction) => void;

function useColumns(onAction: Act) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: () => t('creator.list.col.name'),
          sortFn: 'alphanumeric',
          cell: (c) => (
            <Stack gap="0.5" minW="32">
              <Text fontWeight="medium" data-testid="api-name">
                {c.getValue()}
              </Text>
              <ReviewHint api={c.row.original} />
            </Stack>
          ),
        }),
        helper.accessor('requestMethod', {
          header: () => t('creator.list.col.method'),
          enableSorting: false,
          cell: (c) => <Badge variant="outline">{c.getValue()}</Badge>,
        }),
        helper.accessor('address', {
          header: () => t('creator.list.col.address'),
          enableSorting: false,
          cell: (c) => (
            <Text fontFamily="mono" fontSize="xs" truncate maxW="64" title={c.getValue()}>
              {c.getValue()}
            </Text>
          ),
        }),
        helper.accessor('status', {
          header: () => t('creator.list.col.status'),
          sortFn: 'basic',
          cell: (c) => (
            <StatusTag
              status={c.getValue()}
              pendingReview={c.row.original.pendingReview}
              awaitingRelease={c.row.original.awaitingRelease}
            />
          ),
        }),
        helper.accessor('updatedAt', {
          header: () => t('creator.list.col.updated'),
          sortFn: 'datetime',
          cell: (c) => (
            <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {when(c.getValue())}
            </Text>
          ),
        }),
        helper.accessor('calls', {
          header: () => t('creator.list.col.calls'),
          sortFn: 'basic',
          cell: (c) => <Text fontVariantNumeric="tabular-nums">{c.getValue().toLocaleString()}</Text>,
        }),
        helper.display({
          id: 'actions',
          header: () => t('creator.list.col.actions'),
          cell: (c) => <RowActions api={c.row.original} onAction={(a) => onAction(c.row.original, a)} />,
        }),
      ]),
    [t, onAction],
  );
}

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
      <Stack hideFrom="md" gap="2" data-testid="my-api-cards">
        {page.map(({ original: api }) => (
          <Card.Root key={api.id} size="sm" data-testid="my-api-card" data-api-id={api.id}>
            <Card.Body gap="1.5">
              <Flex justify="space-between" align="start" gap="2">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold" data-testid="api-name" truncate>
                    {api.name}
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    <StatusTag status={api.status} pendingReview={api.pendingReview} awaitingRelease={api.awaitingRelease} />
                    <Badge variant="outline">{api.requestMethod}</Badge>
                  </HStack>
                </Stack>
                <RowActions api={api} onAction={(a) => onAction(api, a)} />
              </Flex>
              <Text fontFamily="mono" fontSize="xs" color="fg.muted" truncate>
                {api.address}
              </Text>
              <ReviewHint api={api} />
              <Flex justify="space-between" fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                <Text>{when(api.updatedAt)}</Text>
                <Text>
                  {t('creator.list.col.calls')} {api.calls.toLocaleString()}
                </Text>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" data-testid="pager">
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('creator.list.total', { count: rows.length })} ·{' '}
          {t('creator.list.page', { page: table.state.pagination.pageIndex + 1, pages })}
        </Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            minH={{ base: '11', md: '8' }}
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            {t('creator.list.prev')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            minH={{ base: '11', md: '8' }}
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            {t('creator.list.next')}
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
