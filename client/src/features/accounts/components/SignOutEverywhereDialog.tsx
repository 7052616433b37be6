import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/**
 * The confirmation of "sign out everywhere and revoke my API keys" (role="alertdialog"): it says what
 * ends, and why a plain sign-out leaves the keys alone (they belong to servers, not to a browser session).
 */
export function SignOutEverywhereDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="sign-out-everywhere-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('login.signOutEverywhere.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('login.signOutEverywhere.body')}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {t('login.signOutEverywhere.plain')}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('login.signOutEverywhere.cancel')}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                {t('login.signOutEverywhere.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
