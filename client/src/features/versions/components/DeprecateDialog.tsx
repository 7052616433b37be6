import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableServerMessage } from '../../../app/server-message';
import { toaster } from '../../../app/toaster';
import '../i18n';
import { useDeprecateVersion } from '../hooks/useVersionActions';
import type { VersionItem } from '../hooks/useApiVersions';

/** The creator's deprecate dialog: a sunset date in the future and a successor among the other versions. */
export function DeprecateDialog({ apiId, version, versions, onClose, onDone }: {
  apiId: number;
  version: string | null;
  versions: VersionItem[];
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const others = versions.filter((v) => v.version !== version && v.status !== 'sunset');
  const [sunset, setSunset] = useState('');
  const [successor, setSuccessor] = useState('');
  const [deprecate, { loading }] = useDeprecateVersion();
  const chosen = successor || others.at(-1)?.version || '';
  const submit = async () => {
    if (!version) return;
    try {
      await deprecate({ variables: { apiId, version, sunset: sunset ? new Date(`${sunset}T00:00:00Z`).toISOString() : '', successor: chosen } });
      toaster.create({ type: 'success', title: t('versions.deprecated', { version }) });
      onDone();
      onClose();
    } catch (e) {
      toaster.create({ type: 'error', title: readableServerMessage(e) ?? t('errors.failed') });
    }
  };
  return (
    <Dialog.Root open={version !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="deprecate-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('versions.deprecateTitle', { version })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">{t('versions.deprecateHint')}</Text>
                <Field.Root required>
                  <Field.Label>{t('versions.sunsetDate')}</Field.Label>
                  <Input type="date" value={sunset} onChange={(e) => setSunset(e.currentTarget.value)} />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{t('versions.successor')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={chosen} onChange={(e) => setSuccessor(e.currentTarget.value)}>
                      {others.map((v) => (
                        <option key={v.version} value={v.version}>{v.version}</option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t('versions.cancel')}</Button>
              <Button colorPalette="red" loading={loading} onClick={() => void submit()}>{t('versions.confirm')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
