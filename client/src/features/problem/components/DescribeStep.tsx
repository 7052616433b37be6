import { Field, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  chars,
  DESCRIPTION_MAX,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_MAX_MB,
  SCREENSHOT_TYPES,
  SEVERITIES,
  SUMMARY_MAX,
  SUMMARY_MIN,
  type FeedbackForm,
} from '../lib/feedback-form';
import { ScreenshotField } from './ScreenshotField';

/** Step 2: summary (5–20 characters, SPEC §5 messages), description, severity, optional screenshot. */
export function DescribeStep() {
  const { t } = useTranslation();
  const { register, control, watch, formState } = useFormContext<FeedbackForm>();
  const { errors } = formState;
  const summary = watch('summary');
  return (
    <Stack gap="5">
      <Field.Root required invalid={!!errors.summary}>
        <Field.Label>
          {t('problem.summary')} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          placeholder={t('problem.summaryPlaceholder')}
          data-testid="summary-input"
          {...register('summary', {
            validate: (v) =>
              chars(v) < SUMMARY_MIN
                ? t('problem.errors.summaryMin', { min: SUMMARY_MIN })
                : chars(v) > SUMMARY_MAX
                  ? t('problem.errors.summaryMax', { max: SUMMARY_MAX })
                  : true,
          })}
        />
        <HStack justify="space-between" w="full">
          {errors.summary ? (
            <Field.ErrorText data-testid="error-summary">{errors.summary.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('problem.summaryHint', { min: SUMMARY_MIN, max: SUMMARY_MAX })}</Field.HelperText>
          )}
          <Text fontSize="xs" color={chars(summary) > SUMMARY_MAX ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums">
            {chars(summary)}/{SUMMARY_MAX}
          </Text>
        </HStack>
      </Field.Root>
      <Field.Root invalid={!!errors.description}>
        <Field.Label>{t('problem.description')}</Field.Label>
        <Textarea
          rows={5}
          placeholder={t('problem.descriptionPlaceholder')}
          data-testid="description-input"
          {...register('description', {
            validate: (v) => chars(v) <= DESCRIPTION_MAX || t('problem.errors.descriptionMax', { max: DESCRIPTION_MAX }),
          })}
        />
        {errors.description ? (
          <Field.ErrorText>{errors.description.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('problem.descriptionHint', { max: DESCRIPTION_MAX })}</Field.HelperText>
        )}
      </Field.Root>
      <Controller
        control={control}
        name="severity"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(e) => field.onChange(e.value)}
            size="sm"
            aria-label={t('problem.severity')}
          >
            <Text fontSize="sm" fontWeight="medium" mb="2">
              {t('problem.severity')}
            </Text>
            <HStack gap="4" wrap="wrap">
              {SEVERITIES.map((s) => (
                <RadioGroup.Item key={s} value={s}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`problem.severities.${s}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
      />
      <Controller
        control={control}
        name="screenshot"
        rules={{
          validate: (f) =>
            !f
              ? true
              : !SCREENSHOT_TYPES.includes(f.type)
                ? t('problem.errors.screenshotType')
                : f.size > SCREENSHOT_MAX_BYTES
                  ? t('problem.errors.screenshotSize', { mb: SCREENSHOT_MAX_MB })
                  : true,
        }}
        render={({ field, fieldState }) => (
          <ScreenshotField file={field.value} error={fieldState.error?.message} onChange={field.onChange} />
        )}
      />
    </Stack>
  );
}
