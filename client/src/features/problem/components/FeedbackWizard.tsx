import { Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuArrowRight, LuSend } from 'react-icons/lu';
import { useIdempotencyKey } from '../../../app/idempotency-key';
import { useSession } from '../../../app/session';
import { toaster } from '../../../app/toaster';
import { useProblemTypes } from '../hooks/useProblemTypes';
import '../i18n';
import { emptyForm, FeedbackError, feedbackMessage, STEP_FIELDS, submitFeedback, type FeedbackForm } from '../lib/feedback-form';
import { ContactStep } from './ContactStep';
import { DescribeStep } from './DescribeStep';
import { SuccessDialog } from './SuccessDialog';
import { TypeStep } from './TypeStep';
import { STEP_KEYS, WizardProgress } from './WizardProgress';

/** /problem (SPEC §2.7): choose type → describe → contact, back allowed, submit on the last step. */
export function FeedbackWizard() {
  const { t, i18n } = useTranslation();
  const { token, account } = useSession();
  const types = useProblemTypes();
  const form = useForm<FeedbackForm>({ defaultValues: emptyForm(account ?? ''), mode: 'onSubmit', reValidateMode: 'onChange' });
  const [step, setStep] = useState(0);
  // One key per composed feedback: sending the same one again after a network error stores it once.
  const feedbackKey = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ summary: string; contact: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (types.error) toaster.create({ id: 'problem-types', type: 'error', title: t('problem.typesError') });
  }, [types.error, t]);
  // After a step change, focus goes to the step's title (screen readers hear where they are).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const next = async () => {
    if (await form.trigger(STEP_FIELDS[step], { shouldFocus: true })) setStep((s) => Math.min(s + 1, 2));
  };
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await submitFeedback(values, i18n.language, token, feedbackKey.attempt(feedbackMessage(values), () => null).key);
      feedbackKey.done();
      setSent({ summary: values.summary.trim(), contact: values.contact.trim() });
    } catch (e) {
      const refused = e instanceof FeedbackError && e.kind === 'refused';
      toaster.create({
        type: 'error',
        title: refused ? t('problem.failed', { reason: e.message }) : t('problem.retryLater'),
      });
    } finally {
      setBusy(false);
    }
  });
  const reset = () => {
    setSent(null);
    form.reset(emptyForm(account ?? ''));
    setStep(0);
  };

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('problem.title')}
        </Heading>
        <Text color="fg.muted">{t('problem.subtitle')}</Text>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body gap="6">
          <WizardProgress step={step} />
          <FormProvider {...form}>
            <form
              noValidate
              aria-labelledby="step-heading"
              data-testid="feedback-form"
              data-step={step}
              onSubmit={(e) => {
                e.preventDefault();
                if (step < 2) void next();
                else void submit(e);
              }}
            >
              <Stack gap="5">
                <Heading as="h2" size="md" id="step-heading" ref={heading} tabIndex={-1} outline="none">
                  {t(`problem.steps.${STEP_KEYS[step]}`)}
                </Heading>
                {step === 0 && (
                  <Controller
                    control={form.control}
                    name="problemType"
                    rules={{ validate: (v) => !!v || t('problem.errors.type') }}
                    render={({ field, fieldState }) => (
                      <TypeStep
                        types={types.data?.problemTypes}
                        loading={types.loading}
                        failed={!!types.error}
                        onRetry={() => void types.refetch().catch(() => undefined)}
                        value={field.value}
                        error={fieldState.error?.message}
                        onChoose={(id) => {
                          field.onChange(id);
                          form.clearErrors('problemType');
                          setStep(1);
                        }}
                      />
                    )}
                  />
                )}
                {step === 1 && <DescribeStep />}
                {step === 2 && <ContactStep />}
                <HStack justify="space-between" pt="2" borderTopWidth="1px">
                  <Button variant="ghost" visibility={step > 0 ? 'visible' : 'hidden'} onClick={() => setStep((s) => s - 1)} data-testid="wizard-back">
                    <LuArrowLeft aria-hidden="true" /> {t('problem.back')}
                  </Button>
                  {step < 2 ? (
                    <Button type="submit" colorPalette="blue" data-testid="wizard-next">
                      {t('problem.next')} <LuArrowRight aria-hidden="true" />
                    </Button>
                  ) : (
                    <Button type="submit" colorPalette="blue" loading={busy} loadingText={t('problem.submitting')} data-testid="wizard-submit">
                      <LuSend aria-hidden="true" /> {t('problem.submit')}
                    </Button>
                  )}
                </HStack>
              </Stack>
            </form>
          </FormProvider>
        </Card.Body>
      </Card.Root>
      <SuccessDialog sent={sent} onClose={reset} />
    </Container>
  );
}
