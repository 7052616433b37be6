import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMail } from 'react-icons/lu';

/** The message button says honestly that messages are not there yet, and what to do instead. */
export function MessageDialog({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root placement="center" size={{ base: 'xs', md: 'sm' }}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="message-button">
          <LuMail aria-hidden="true" /> {t('creatorProfile.message')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="message-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('creatorProfile.messageTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{t('creatorProfile.messageBody', { name })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="blue" size="sm">
                  {t('creatorProfile.messageOk')}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
