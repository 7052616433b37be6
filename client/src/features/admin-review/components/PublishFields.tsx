import { Field, HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Text } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import {
  ATTACK,
  GRAY_DEFAULT,
  intIn,
  platformSummary,
  TOKEN_RULE_KEY,
  TOKEN_RULES,
  type PlatformDefaults,
  type PublishForm,
} from '../lib/publish-form';

/** The publish dialog's fields (react-hook-form); the limits are the server's. */
export function PublishFields({
  form,
  platform,
}: {
  form: UseFormReturn<PublishForm>;
  /** The platform policies that apply to a threshold left empty (null while loading or unknown). */
  platform: PlatformDefaults | null;
}) {
  const { t } = useTranslation();
  const { register, control, watch, setValue, formState } = form;
  const gray = watch('type') === 'gray';
  const err = formState.errors;
  return (
    <>
      <Field.Root>
        <Field.Label id="publish-type-label">{t('adminReview.publish.type')}</Field.Label>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup.Root
              aria-labelledby="publish-type-label"
              value={field.value}
              onValueChange={(e) => {
                field.onChange(e.value);
                // Choosing gray pre-fills the threshold (SPEC §4).
                if (e.value === 'gray') setValue('threshold', String(GRAY_DEFAULT), { shouldValidate: true });
              }}
            >
              <HStack gap="6">
                {(['gray', 'full'] as const).map((v) => (
                  <RadioGroup.Item key={v} value={v} minH="10">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`adminReview.publish.types.${v}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          )}
        />
      </Field.Root>
      <Field.Root invalid={!!err.threshold} disabled={!gray} required={gray}>
        <Field.Label>{t('adminReview.publish.threshold')}</Field.Label>
        {gray ? (
          <Input
            key="gray"
            type="number"
            inputMode="numeric"
            step={100}
            min={100}
            max={10000}
            {...register('threshold', { validate: (v) => v.trim() !== '' && intIn(100, 10000, 100)(v) })}
          />
        ) : (
          <Input key="full" type="number" value="10000" readOnly />
        )}
        <Field.HelperText>{t('adminReview.publish.thresholdHelp')}</Field.HelperText>
        <Field.ErrorText>{t('adminReview.publish.thresholdError')}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {(
          [
            ['delayThreshold', 1_000_000, 'ms'],
            ['alertThreshold', 1000, '‰'],
            ['offThreshold', 1000, '‰'],
          ] as const
        ).map(([name, max, unit]) => (
          <Field.Root key={name} invalid={!!err[name]}>
            <Field.Label>{t(`adminReview.publish.${name}`, { unit })}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              placeholder={
                platform?.[name] != null
                  ? t('adminReview.publish.platformPlaceholder', { n: platform[name] })
                  : t('adminReview.publish.noPlatformPlaceholder')
              }
              {...register(name, { validate: intIn(0, max) })}
            />
            <Field.ErrorText>{t('adminReview.publish.rangeError', { max })}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" data-testid="platform-defaults" mt="-2">
        {platformSummary(platform, t)}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root>
          <Field.Label>{t('adminReview.publish.attackProtection')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('attackProtection')}>
              {ATTACK.map((a) => (
                <option key={a} value={a}>
                  {a === 'off'
                    ? t('adminReview.publish.attack.off')
                    : t('adminReview.publish.attack.perMinute', { n: a })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('adminReview.publish.tokenRule')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('tokenRule')}>
              {TOKEN_RULES.map((r) => (
                <option key={r} value={r}>
                  {t(`rules.tokenRule.${TOKEN_RULE_KEY[r]}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('adminReview.publish.tokenHelp')}</Field.HelperText>
        </Field.Root>
      </SimpleGrid>
    </>
  );
}
