import { Box, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/admin/components/DataTable';
import { CategoryForm } from './components/CategoryForm';
import { DeleteCategoryDialog } from './components/DeleteCategoryDialog';
import { RenameDialog, type RenameTarget } from './components/RenameDialog';
import { type CategoryRow, useCategoryColumns } from './components/useCategoryColumns';
import { useAdminCategories, useCreateCategory } from './hooks/useCategories';
import './i18n';

/** The console's categorymanagement tab: create, rename (zh/en), reorder, delete when no API uses it. */
export function CategoryManagementPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useAdminCategories();
  const { createCategory, loading: creating } = useCreateCategory();
  const [renaming, setRenaming] = useState<RenameTarget | null>(null);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);
  const rows = data?.adminCategories;
  const columns = useCategoryColumns({ rows, onRename: setRenaming, onDelete: setDeleting });

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
          busy={creating}
          onSubmit={createCategory}
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
      <DeleteCategoryDialog target={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
