import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../i18n/localized';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useDeleteCategory } from '../hooks/useCategories';
import type { CategoryRow } from './useCategoryColumns';

/** Deleting a category: refused (confirm disabled) while APIs use it. */
export function DeleteCategoryDialog({ target, onClose }: { target: CategoryRow | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { deleteCategory, loading } = useDeleteCategory();
  const name = target ? localized(i18n.language, target.name, target.nameEn) : '';
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('adminCategories.deleteTitle', { name })}
      confirmLabel={t('adminCategories.delete')}
      danger
      busy={loading}
      confirmDisabled={!!target && target.apiCount > 0}
      onClose={onClose}
      onConfirm={() => {
        if (!target) return;
        void deleteCategory(target.id, name).then(onClose);
      }}
    >
      <Text fontSize="sm" data-testid="category-delete-body">
        {target && target.apiCount > 0
          ? t('adminCategories.inUse', { count: target.apiCount })
          : t('adminCategories.deleteBody')}
      </Text>
    </ConfirmDialog>
  );
}
