import { Badge, Box, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp, LuPencil, LuTrash2 } from 'react-icons/lu';
import { toaster } from '../../app/toaster';
import type { AdminCategoriesQuery as Data } from '../../gql/graphql';
import { localized } from '../../i18n/localized';
import { ConfirmDialog } from '../../shared/admin/components/ConfirmDialog';
import { columnsFor, DataTable } from '../../shared/admin/components/DataTable';
import { serverMessage } from '../../shared/admin/server-message';
import { CategoryForm } from './components/CategoryForm';
import { RenameDialog, type RenameTarget } from './components/RenameDialog';
import {
  AdminCategoriesQuery,
  CreateCategoryMutation,
  DeleteCategoryMutation,
  ReorderCategoriesMutation,
} from './graphql/categories';
import './i18n';

type Row = Data['adminCategories'][number];
const col = columnsFor<Row>();
const REFETCH = { refetchQueries: ['AdminCategories'], awaitRefetchQueries: true };

/** The console's categorymanagement tab: create, rename (zh/en), reorder, delete when no API uses it. */
export function CategoryManagementPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminCategoriesQuery);
  const [create, creating] = useMutation(CreateCategoryMutation);
  const [reorder, reordering] = useMutation(ReorderCategoriesMutation);
  const [remove, removing] = useMutation(DeleteCategoryMutation);
  const [renaming, setRenaming] = useState<RenameTarget | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rows = data?.adminCategories;
  const fail = (e: unknown) =>
    toaster.create({ type: 'error', title: t('adminCategories.failed', { message: serverMessage(e) }) });

  const columns = useMemo(() => {
    const label = (c: Row) => localized(i18n.language, c.name, c.nameEn);
    const move = (index: number, by: -1 | 1) => {
      const ids = (rows ?? []).map((c) => c.id);
      [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
      reorder({ variables: { ids }, ...REFETCH }).catch(fail);
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
              disabled={row.index === 0 || reordering.loading}
              onClick={() => move(row.index, -1)}
            >
              <LuArrowUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('adminCategories.moveDown', { name: label(row.original) })}
              disabled={row.index === (rows?.length ?? 0) - 1 || reordering.loading}
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
              onClick={() => setRenaming({ id: c.id, name: c.name, nameEn: c.nameEn })}
            >
              <LuPencil />
            </IconButton>
            <IconButton
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('adminCategories.deleteOf', { name: label(c) })}
              onClick={() => setDeleting(c)}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        ),
      }),
    ]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fail` only reads `t`
  }, [t, i18n.language, rows, reorder, reordering.loading]);

  const deletingName = deleting ? localized(i18n.language, deleting.name, deleting.nameEn) : '';
  return (
    <Stack gap="5" py="2">
      <Box as="section" aria-labelledby="category-create-title" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" size="sm" id="category-create-title" mb="3">
          {t('adminCategories.create')}
        </Heading>
        <CategoryForm
          inline
          formLabel={t('adminCategories.create')}
          submitLabel={t('adminCategories.add')}
          busy={creating.loading}
          onSubmit={async (input) => {
            try {
              await create({ variables: { input }, ...REFETCH });
              toaster.create({
                type: 'success',
                title: t('adminCategories.created', {
                  name: localized(i18n.language, input.name, input.nameEn),
                }),
              });
              return true;
            } catch (e) {
              fail(e);
              return false;
            }
          }}
        />
      </Box>
      <DataTable
        label={t('adminCategories.table')}
        columns={columns}
        rows={rows}
        rowId={(c) => String(c.id)}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={t('adminCategories.empty')}
        testId="category-table"
      />
      <RenameDialog target={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminCategories.deleteTitle', { name: deletingName })}
        confirmLabel={t('adminCategories.delete')}
        danger
        busy={removing.loading}
        confirmDisabled={!!deleting && deleting.apiCount > 0}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove({ variables: { id: deleting.id }, ...REFETCH }).then(
            () => {
              toaster.create({
                type: 'success',
                title: t('adminCategories.deleted', { name: deletingName }),
              });
              setDeleting(null);
            },
            (e: unknown) => {
              fail(e);
              setDeleting(null);
            },
          );
        }}
      >
        <Text fontSize="sm" data-testid="category-delete-body">
          {deleting && deleting.apiCount > 0
            ? t('adminCategories.inUse', { count: deleting.apiCount })
            : t('adminCategories.deleteBody')}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
