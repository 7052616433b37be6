import { Button, Code, Dialog, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { toaster } from '../../../app/toaster';
import type { PlanItemFragment } from '../../../gql/graphql';
import { CopyButton } from '../../../shared/components/CopyButton';
import { DialogFrame } from '../../../shared/components/DialogFrame';
import { readableServerMessage } from '../../../app/server-message';
import { useCreateKeyToSubscribe, useMyKeysToSubscribe, useSubscribePlan } from '../hooks/useSubscribe';
import { localized } from '../../../i18n/localized';

const NEW_KEY = 'new';

/** Subscribe one of the caller's keys (or a new one, shown once) to a plan. */
export function SubscribeDialog({ apiId, plan, onClose }: { apiId: number; plan: PlanItemFragment | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const keys = useMyKeysToSubscribe(!plan);
  const [createKey] = useCreateKeyToSubscribe();
  const [subscribe, { loading }] = useSubscribePlan(apiId);
  const active = (keys.data?.myApiKeys ?? []).filter((k) => !k.revokedAt);
  const [choice, setChoice] = useState<string>(NEW_KEY);
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    if (plan) setChoice(active[0] ? String(active[0].id) : NEW_KEY);
    // Only when the dialog opens for a plan or the keys arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan, keys.data]);
  const name = plan ? localized(i18n.language, plan.name, plan.nameEn) : '';

  const close = () => {
    setSecret(null);
    onClose();
  };
  const onConfirm = async () => {
    if (!plan) return;
    try {
      let keyId = Number(choice);
      if (choice === NEW_KEY) {
        const made = await createKey({ variables: { name: name.slice(0, 40) } });
        keyId = made.data!.createApiKey.apiKey.id;
        setSecret(made.data!.createApiKey.key);
      }
      const res = await subscribe({ variables: { input: { apiId, planId: plan.id, keyId } } });
      const pending = res.data?.subscribePlan.status === 'pending';
      toaster.create({ type: 'success', title: t(pending ? 'plans.requested' : 'plans.ok') });
      if (choice !== NEW_KEY) close();
    } catch (e) {
      toaster.create({ type: 'error', title: t('plans.failed'), description: readableServerMessage(e) });
    }
  };

  return (
    <DialogFrame open={!!plan} title={t('plans.subscribeTo', { name })} onClose={close} testId="subscribe-dialog">
      <Dialog.Body>
        {secret ? (
          <Stack gap="2">
            <Text>{t('plans.keyOnce')}</Text>
            <Code wordBreak="break-all" whiteSpace="normal" p="2" data-testid="subscribe-new-key">
              {secret}
            </Code>
            <CopyButton text={secret} alignSelf="flex-start" data-testid="subscribe-copy-key" />
          </Stack>
        ) : (
          <Stack gap="3">
            <Text fontWeight="semibold">{plan && localized(i18n.language, plan.quotaText, plan.quotaTextEn)}</Text>
            <Field.Root>
              <Field.Label>{t('plans.key')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field data-testid="subscribe-key" value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
                  {active.map((k) => (
                    <option key={k.id} value={String(k.id)}>
                      {k.name} ({k.prefix}…)
                    </option>
                  ))}
                  <option value={NEW_KEY}>{t('plans.newKey')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {active.length === 0 && <Field.HelperText>{t('plans.noKeys')}</Field.HelperText>}
            </Field.Root>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {secret ? (
          <Button colorPalette="blue" onClick={close}>
            {t('plans.done')}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              {t('plans.cancel')}
            </Button>
            <Button colorPalette="blue" loading={loading} onClick={() => void onConfirm()}>
              {t('plans.confirm')}
            </Button>
          </>
        )}
      </Dialog.Footer>
    </DialogFrame>
  );
}
