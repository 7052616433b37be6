import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Dialog, Field, SegmentGroup, Slider, Stack, Steps, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { toaster } from '../../../app/toaster';
import type { DeployType, PublishConfigQuery as Result } from '../../../gql/graphql';
import { BlockError, BlockSkeleton } from '../../../shared/components/BlockStates';
import { MyApisQuery, PublishConfigQuery, SubmitPublishConfigMutation } from '../graphql/my-apis';
import { serverMessage } from '../lib/errors';
import type { ParamValue } from '../lib/rules';
import { DialogFrame } from './DialogFrame';
import { ParamRows } from './ParamRows';

/** SPEC §4/§9: the gray share 100–10000 in steps of 100 (default 1000); full sends 10000. */
export const GRAY = { min: 100, max: 10_000, step: 100, initial: 1000 } as const;
/** SPEC §4 author publish progress: step 2 waits about 2 s, step 3 about 1 s, then the dialog closes. */
const WAIT_MS = 2000;
const DONE_MS = 1000;

interface Values {
  deployType: DeployType;
  grayScale: number;
  parameters: ParamValue[];
}

const initialValues = (d: Result): Values => {
  const stored = d.publishConfig;
  const params = (stored?.parameters.length ? stored.parameters : d.myApi.parameters).map((p) => ({
    ...p,
    example: '',
  }));
  return {
    deployType: stored?.deployType ?? 'GRAY',
    grayScale: stored?.deployType === 'GRAY' ? stored.grayScale : GRAY.initial,
    parameters: params,
  };
};

/** The author's publish configuration: gray or full, the gray share, parameter rows and a three-step progress. */
export function PublishConfigDialog({
  api,
  onClose,
}: {
  api: { id: number; name: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(PublishConfigQuery, {
    variables: { apiId: api?.id ?? 0 },
    skip: !api,
    fetchPolicy: 'network-only',
  });
  return (
    <DialogFrame
      open={!!api}
      title={`${t('creator.publish.title')}：${api?.name ?? ''}`}
      onClose={onClose}
      size="lg"
      testId="publish-dialog"
    >
      {error ? (
        <Dialog.Body>
          <BlockError title={t('creator.publish.loadFailed')} onRetry={() => void refetch()} />
        </Dialog.Body>
      ) : !data || !api ? (
        <Dialog.Body>
          <BlockSkeleton lines={5} h="8" />
        </Dialog.Body>
      ) : (
        <PublishForm
          key={api.id}
          apiId={api.id}
          initial={initialValues(data)}
          revision={data.myApi.pendingRevision}
          approved={data.myApi.awaitingRelease}
          onClose={onClose}
        />
      )}
    </DialogFrame>
  );
}

function PublishForm({
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
  // The rollout may release the API (approved, or a passed revision): the list and its figures follow.
  const [submit] = useMutation(SubmitPublishConfigMutation, { refetchQueries: [MyApisQuery] });
  // 0: editing; 1 submitting, 2 waiting to take effect, 3 done (SPEC §4).
  const [step, setStep] = useState(0);
  const deployType = methods.watch('deployType');

  useEffect(() => {
    if (step < 2) return;
    const timer = setTimeout(() => (step === 2 ? setStep(3) : onClose()), step === 2 ? WAIT_MS : DONE_MS);
    return () => clearTimeout(timer);
  }, [step, onClose]);

  const onSubmit = methods.handleSubmit(async (v) => {
    setStep(1);
    try {
      await submit({
        variables: {
          input: {
            apiId,
            deployType: v.deployType,
            grayScale: v.deployType === 'FULL' ? GRAY.max : v.grayScale,
            parameters: v.parameters.map((p) => ({
              name: p.name.trim(),
              description: p.description.trim(),
              type: p.type,
              required: p.required,
            })),
          },
        },
      });
      toaster.create({ type: 'success', title: t('creator.publish.saved') });
      setStep(2);
    } catch (e) {
      setStep(0);
      toaster.create({ type: 'error', title: serverMessage(e) ?? t('creator.publish.failed') });
    }
  });

  const stepTitles = ['submitting', 'waiting', 'done'] as const;
  return (
    <FormProvider {...methods}>
      <Dialog.Body>
        {step > 0 ? (
          <Steps.Root
            step={step - 1}
            count={3}
            colorPalette="blue"
            size="sm"
            py="6"
            data-testid="publish-steps"
          >
            <Steps.List>
              {stepTitles.map((s, i) => (
                <Steps.Item
                  key={s}
                  index={i}
                  data-testid={`publish-step-${i + 1}`}
                  data-current={step - 1 === i || undefined}
                >
                  <Steps.Indicator />
                  <Steps.Title>{t(`creator.publish.steps.${s}`)}</Steps.Title>
                  <Steps.Separator />
                </Steps.Item>
              ))}
            </Steps.List>
            <Text mt="4" color="fg.muted" role="status" data-testid="publish-status">
              {t(`creator.publish.steps.${stepTitles[step - 1]!}Long`)}
            </Text>
          </Steps.Root>
        ) : (
          <form id="publish-form" onSubmit={(e) => void onSubmit(e)} noValidate>
            <Stack gap="5">
              <Field.Root>
                <Field.Label>{t('creator.publish.deployType')}</Field.Label>
                <Controller
                  control={methods.control}
                  name="deployType"
                  render={({ field }) => (
                    <SegmentGroup.Root
                      value={field.value}
                      onValueChange={(d) => field.onChange(d.value as DeployType)}
                      aria-label={t('creator.publish.deployType')}
                    >
                      <SegmentGroup.Indicator />
                      <SegmentGroup.Items
                        minH="10"
                        items={[
                          { value: 'GRAY', label: t('creator.publish.gray') },
                          { value: 'FULL', label: t('creator.publish.full') },
                        ]}
                      />
                    </SegmentGroup.Root>
                  )}
                />
              </Field.Root>
              {deployType === 'GRAY' ? (
                <Controller
                  control={methods.control}
                  name="grayScale"
                  render={({ field }) => (
                    <Slider.Root
                      colorPalette="blue"
                      min={GRAY.min}
                      max={GRAY.max}
                      step={GRAY.step}
                      value={[field.value]}
                      onValueChange={(d) => field.onChange(d.value[0])}
                      getAriaValueText={(d) =>
                        t('creator.publish.share', { value: d.value, pct: d.value / 100 })
                      }
                    >
                      <Slider.Label>{t('creator.publish.grayScale')}</Slider.Label>
                      <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="gray-value">
                        {t('creator.publish.share', { value: field.value, pct: field.value / 100 })}
                      </Text>
                      <Slider.Control>
                        <Slider.Track>
                          <Slider.Range />
                        </Slider.Track>
                        <Slider.Thumbs />
                      </Slider.Control>
                    </Slider.Root>
                  )}
                />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t('creator.publish.fullHint')}
                </Text>
              )}
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
