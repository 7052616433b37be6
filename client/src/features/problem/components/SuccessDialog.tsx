import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPartyPopper } from 'react-icons/lu';

/** The success modal; closing it (button, Esc, backdrop) resets the wizard. */
export function SuccessDialog({
  sent,
  onClose,
}: {
  sent: { summary: string; contact: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={sent !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="feedback-success">
            <Dialog.Header>
              <Dialog.Title display="flex" alignItems="center" gap="2">
                <LuPartyPopper aria-hidden="true" /> {t('problem.success')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontWeight="semibold" mb="2">
                {t('problem.successTitle')}
              </Text>
              {sent && <Text color="fg.muted">{t('problem.successBody', sent)}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose} data-testid="success-close">
                {t('problem.successClose')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
