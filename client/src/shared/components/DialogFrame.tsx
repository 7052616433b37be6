import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../hooks/useReturnFocus';

/** The dialogs' shared frame: centred, a margin on phones, a title; closing asks the owner. */
export function DialogFrame({
  open,
  title,
  onClose,
  children,
  role,
  size,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
  testId?: string;
}) {
  const finalFocusEl = useReturnFocus(open);
  return (
    <Dialog.Root
      role={role}
      open={open}
      finalFocusEl={finalFocusEl}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
