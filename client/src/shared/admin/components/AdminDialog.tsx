import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { useReturnFocus } from '../../hooks/useReturnFocus';

/** A modal of the admin screens: title, body, optional footer; closes on Esc, backdrop and ✕. */
export function AdminDialog({
  open,
  onClose,
  title,
  children,
  footer,
  testId,
  role = 'dialog',
  size = 'md',
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const finalFocusEl = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      finalFocusEl={finalFocusEl}
      onOpenChange={(e) => !e.open && onClose()}
      role={role}
      size={size}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer gap="2">{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('adminCommon.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
