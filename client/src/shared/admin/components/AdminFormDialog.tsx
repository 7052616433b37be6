import { Button } from '@chakra-ui/react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { AdminDialog } from './AdminDialog';

/**
 * An admin dialog around one form: Cancel closes it, the submit button (in the footer, tied to the form
 * by its id) shows `busy` while the form is saved; the form leaves validation to its own rules.
 */
export function AdminFormDialog({
  formId,
  submitLabel,
  busy,
  onSubmit,
  children,
  ...dialog
}: Omit<ComponentProps<typeof AdminDialog>, 'footer' | 'children'> & {
  formId: string;
  submitLabel: string;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AdminDialog
      {...dialog}
      footer={
        <>
          <Button variant="outline" onClick={dialog.onClose}>
            {t('adminCommon.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate>
        {children}
      </form>
    </AdminDialog>
  );
}
