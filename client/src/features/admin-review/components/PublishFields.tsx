import { Field, HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Text } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiPublishConfigQuery, PlatformDefaultsQuery, PublishApiInput, TokenRule } from '../../../gql/graphql';
import '../i18n';

export interface PublishForm {
  type: 'gray' | 'full';
  threshold: string;
  delayThreshold: string;
  alertThreshold: string;
  offThreshold: string;
  attackProtection: string;
  tokenRule: TokenRule;
}

/** SPEC §4 / §9: choosing gray pre-fills 1000; full sends 10000. */
export const GRAY_DEFAULT = 1000;
export const DEFAULT_FORM: PublishForm = {
  type: 'gray',
  threshold: String(GRAY_DEFAULT),
  delayThreshold: '',
  alertThreshold: '',
  offThreshold: '',
  attackProtection: 'off',
  tokenRule: 'NONE',
};

/** Attack protection as the proxy reads it: off, or calls per minute per IP. */
const ATTACK = ['off', '60', '120', '300'] as const;
/** The gateway's fixed token rules (README: Token rule); their labels are the gateway's too. */
const TOKEN_RULES: TokenRule[] = ['NONE', 'TOKEN_OR_KEY', 'API_KEY_ONLY'];
/** The GraphQL enum's value → the shared rule's key (its words are @api-market/rules'). */
const TOKEN_RULE_KEY: Record<TokenRule, string> = { NONE: 'none', TOKEN_OR_KEY: 'token-or-key', API_KEY_ONLY: 'api-key-only' };

export type PlatformDefaults = PlatformDefaultsQuery['platformDefaults'];

type Stored = NonNullable<ApiPublishConfigQuery['apiPublishConfig']>;
const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export const fromStored = (c: Stored): PublishForm => ({
  type: c.deployType === 'gray' ? 'gray' : 'full',
  threshold: String(c.deployType === 'gray' ? c.threshold : GRAY_DEFAULT),
  delayThreshold: str(c.delayThreshold),
  alertThreshold: str(c.alertThreshold),
  offThreshold: str(c.offThreshold),
  attackProtection: (ATTACK as readonly string[]).includes(c.attackProtection ?? '')
    ? c.attackProtection!
    : 'off',
  tokenRule: c.tokenRule,
});

const opt = (s: string) => (s.trim() === '' ? null : Number(s));

export const toInput = (apiId: number, f: PublishForm): PublishApiInput => ({
  apiId,
  type: f.type === 'gray' ? 'GRAY' : 'FULL',
  threshold: f.type === 'gray' ? Number(f.threshold) : 10000,
  delayThreshold: opt(f.delayThreshold),
  alertThreshold: opt(f.alertThreshold),
  offThreshold: opt(f.offThreshold),
  attackProtection: f.attackProtection,
  tokenRule: f.tokenRule,
});

const intIn =
  (min: number, max: number, step = 1) =>
  (v: string) => {
    if (v.trim() === '') return true;
    const n = Number(v);
    return Number.isInteger(n) && n >= min && n <= max && n % step === 0;
  };

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

/** 留空则使用平台策略：… — what the platform's policies give the thresholds left empty. */
export function platformSummary(platform: PlatformDefaults | null, t: TFunction): string {
  if (!platform) return t('adminReview.publish.platformLoading');
  const parts = [
    platform.delayThreshold != null && t('adminReview.publish.platform.delay', { n: platform.delayThreshold }),
    platform.alertThreshold != null && t('adminReview.publish.platform.alert', { n: platform.alertThreshold }),
    platform.alertCallsPerMinute != null &&
      t('adminReview.publish.platform.alertRate', { n: platform.alertCallsPerMinute }),
    platform.offThreshold != null && t('adminReview.publish.platform.off', { n: platform.offThreshold }),
    platform.offConsecutiveFailures != null &&
      t('adminReview.publish.platform.offStreak', { n: platform.offConsecutiveFailures }),
  ].filter((x): x is string => !!x);
  return parts.length
    ? t('adminReview.publish.platform.intro', { list: parts.join(t('adminReview.publish.platform.sep')) })
    : t('adminReview.publish.platform.none');
}
