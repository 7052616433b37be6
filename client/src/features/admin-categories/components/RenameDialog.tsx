import { Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRenameCategory } from '../hooks/useCategories';
import { CategoryForm, type CategoryValues } from './CategoryForm';

export interface RenameTarget extends CategoryValues {
  id: number;
}

/** Renames a category in Chinese and English. */
export function RenameDialog({ target, onClose }: { target: RenameTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const { rename, loading } = useRenameCategory();
  return (
    <Dialog.Root open={target !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('adminCategories.renameTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="5">
              {target && (
                <CategoryForm
                  formLabel={t('adminCategories.renameTitle')}
                  defaultValues={{ name: target.name, nameEn: target.nameEn }}
                  submitLabel={t('adminCategories.save')}
                  busy={loading}
                  onSubmit={async (input) => {
                    const done = await rename(target.id, input);
                    if (done) onClose();
                    return done;
                  }}
                />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
