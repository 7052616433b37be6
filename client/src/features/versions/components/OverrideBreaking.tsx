import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableServerMessage } from '../../../app/server-message';
import { toaster } from '../../../app/toaster';
import '../i18n';
import { useOverrideBreaking } from '../hooks/useVersionActions';

/** The reviewer lets a breaking revision stay in the current version, with the reason recorded. */
export function OverrideBreaking({ apiId }: { apiId: number }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [override, { loading }] = useOverrideBreaking();
  const submit = async () => {
    try {
      await override({ variables: { apiId, reason } });
      toaster.create({ type: 'success', title: t('versions.overrideDone') });
    } catch (e) {
      toaster.create({ type: 'error', title: readableServerMessage(e) ?? t('errors.failed') });
    }
  };
  return (
    <Flex gap="2" align="end" wrap="wrap" data-testid="override-breaking">
      <Field.Root flex="1" minW="40">
        <Field.Label fontSize="xs">{t('versions.overrideReason')}</Field.Label>
        <Input size="xs" maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </Field.Root>
      <Button size="xs" variant="outline" disabled={!reason.trim()} loading={loading} onClick={() => void submit()}>
        {t('versions.override')}
      </Button>
    </Flex>
  );
}
