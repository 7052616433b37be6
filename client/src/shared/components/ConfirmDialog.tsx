import { Button, Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { DialogFrame } from './DialogFrame';

/** A confirmation for anything that changes state (role="alertdialog"). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} title={title} onClose={onClose} role="alertdialog">
      <Dialog.Body>{body}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('shared.cancel')}
        </Button>
        <Button colorPalette={danger ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
          {confirmLabel ?? t('shared.confirm')}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
