import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { DialogFrame } from './DialogFrame';

/** A confirmation for anything that changes state (role="alertdialog"; DESIGN: confirm dialogs, toasts for outcomes). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  confirmDisabled,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** What is about to happen (text, or a form the confirmation needs). */
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} title={title} onClose={onClose} role="alertdialog">
      {children && <Dialog.Body>{children}</Dialog.Body>}
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('shared.cancel')}
        </Button>
        <Button
          colorPalette={danger ? 'red' : 'blue'}
          loading={busy}
          disabled={confirmDisabled}
          onClick={onConfirm}
        >
          {confirmLabel ?? t('shared.confirm')}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
