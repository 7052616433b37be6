import { Dialog, Portal } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/toaster';
import { serverMessage } from '../../../shared/admin/server-message';
import { UpdateCategoryMutation } from '../graphql/categories';
import { CategoryForm, type CategoryValues } from './CategoryForm';

export interface RenameTarget extends CategoryValues {
  id: number;
}

/** Renames a category in Chinese and English. */
export function RenameDialog({ target, onClose }: { target: RenameTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const [update, { loading }] = useMutation(UpdateCategoryMutation);
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
                    try {
                      await update({ variables: { id: target.id, input } });
                      toaster.create({ type: 'success', title: t('adminCategories.renamed') });
                      onClose();
                      return true;
                    } catch (e) {
                      toaster.create({
                        type: 'error',
                        title: t('adminCategories.failed', { message: serverMessage(e) }),
                      });
                      return false;
                    }
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
