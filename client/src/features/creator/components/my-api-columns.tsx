import { Badge, Stack, Text } from '@chakra-ui/react';
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
} from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyApiRowFragment } from '../../../gql/graphql';
import { ReviewHint } from './ReviewHint';
import { RowActions, type RowAction } from './RowActions';
import { StatusTag } from './StatusTag';

/** SPEC §9: admin lists show 10 a page. */
export const PAGE_SIZE = 10;

export const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime },
});
const helper = createColumnHelper<typeof features, MyApiRowFragment>();
export const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export type Act = (api: MyApiRowFragment, a: RowAction) => void;

export function useColumns(onAction: Act) {
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
