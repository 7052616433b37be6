import { Box, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { toaster } from '../../../app/toaster';
import { useSubmitPublishConfig } from '../hooks/usePublishConfig';
import { readableServerMessage } from '../../../app/server-message';
import { ParamRows } from './ParamRows';
import { DONE_MS, WAIT_MS, type Values } from '../lib/publish-config';
import { PublishSteps } from './PublishSteps';
import { RolloutFields } from './RolloutFields';

/** The publish form: rollout, parameter rows, then the three-step progress. */
export function PublishForm({
  apiId,
  initial,
  revision,
  approved,
  onClose,
}: {
  apiId: number;
  initial: Values;
  revision?: { number: number; status: string } | null;
  approved: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const methods = useForm<Values>({ defaultValues: initial });
  const submit = useSubmitPublishConfig(apiId);
  // 0: editing; 1 submitting, 2 waiting to take effect, 3 done (SPEC §4).
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (step < 2) return;
    const timer = setTimeout(() => (step === 2 ? setStep(3) : onClose()), step === 2 ? WAIT_MS : DONE_MS);
    return () => clearTimeout(timer);
  }, [step, onClose]);

  const onSubmit = methods.handleSubmit(async (v) => {
    setStep(1);
    try {
      await submit(v);
      toaster.create({ type: 'success', title: t('creator.publish.saved') });
      setStep(2);
    } catch (e) {
      setStep(0);
      toaster.create({ type: 'error', title: readableServerMessage(e) ?? t('creator.publish.failed') });
    }
  });

  return (
    <FormProvider {...methods}>
      <Dialog.Body>
        {step > 0 ? (
          <PublishSteps step={step as 1 | 2 | 3} />
        ) : (
          <form id="publish-form" onSubmit={(e) => void onSubmit(e)} noValidate>
            <Stack gap="5">
              <RolloutFields />
              {approved && (
                <Text fontSize="sm" color="blue.fg" data-testid="publish-release">
                  {t('creator.publish.releaseApproved')}
                </Text>
              )}
              {revision?.status === 'PASSED' && (
                <Text fontSize="sm" color="blue.fg" data-testid="publish-revision">
                  {t('creator.revision.release', { number: revision.number })}
                </Text>
              )}
              <Box>
                <Text fontWeight="medium" mb="2">
                  {t('creator.publish.parameters')}
                </Text>
                <ParamRows />
              </Box>
            </Stack>
          </form>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={step === 1}>
          {t(step >= 2 ? 'creator.publish.close' : 'creator.actions.cancel')}
        </Button>
        {step === 0 && (
          <Button type="submit" form="publish-form" colorPalette="blue">
            {t('creator.publish.submit')}
          </Button>
        )}
      </Dialog.Footer>
    </FormProvider>
  );
}
