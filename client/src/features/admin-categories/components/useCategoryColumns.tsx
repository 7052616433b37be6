import { Badge, HStack, IconButton, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuPencil, LuTrash2 } from 'react-icons/lu';
import type { AdminCategoriesQuery as Data } from '../../../gql/graphql';
import { localized } from '../../../i18n/localized';
import { columnsFor } from '../../../shared/admin/components/DataTable';
import { useReorderCategories } from '../hooks/useCategories';
import type { RenameTarget } from './RenameDialog';

export type CategoryRow = Data['adminCategories'][number];
const col = columnsFor<CategoryRow>();

/** The category table's columns: order (move up/down), names, API count, rename and delete. */
export function useCategoryColumns({
  rows,
  onRename,
  onDelete,
}: {
  rows: CategoryRow[] | undefined;
  onRename(target: RenameTarget): void;
  onDelete(row: CategoryRow): void;
}) {
  const { t, i18n } = useTranslation();
  const { reorder, loading: reordering } = useReorderCategories();
  return useMemo(() => {
    const label = (c: CategoryRow) => localized(i18n.language, c.name, c.nameEn);
    const move = (index: number, by: -1 | 1) => {
      const ids = (rows ?? []).map((c) => c.id);
      [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
      reorder(ids);
    };
    return col.columns([
      col.display({
        id: 'order',
        header: () => t('adminCategories.order'),
        cell: ({ row }) => (
          <HStack gap="1">
            <Text fontVariantNumeric="tabular-nums" minW="5">
              {row.index + 1}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('adminCategories.moveUp', { name: label(row.original) })}
              disabled={row.index === 0 || reordering}
              onClick={() => move(row.index, -1)}
            >
              <LuArrowUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('adminCategories.moveDown', { name: label(row.original) })}
              disabled={row.index === (rows?.length ?? 0) - 1 || reordering}
              onClick={() => move(row.index, 1)}
            >
              <LuArrowDown />
            </IconButton>
          </HStack>
        ),
      }),
      col.accessor('name', { header: () => t('adminCategories.name') }),
      col.accessor('nameEn', { header: () => t('adminCategories.nameEn') }),
      col.accessor('apiCount', {
        header: () => t('adminCategories.apiCount'),
        cell: (c) => (
          <Badge
            variant="subtle"
            colorPalette={c.getValue() > 0 ? 'blue' : 'gray'}
            fontVariantNumeric="tabular-nums"
          >
            {c.getValue()}
          </Badge>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => t('adminCommon.actions'),
        cell: ({ row: { original: c } }) => (
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="outline"
              aria-label={t('adminCategories.renameOf', { name: label(c) })}
              onClick={() => onRename({ id: c.id, name: c.name, nameEn: c.nameEn })}
            >
              <LuPencil />
            </IconButton>
            <IconButton
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('adminCategories.deleteOf', { name: label(c) })}
              onClick={() => onDelete(c)}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        ),
      }),
    ]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `reorder`, `onRename` and `onDelete` only set state or call the mutation
  }, [t, i18n.language, rows, reordering]);
}
