import { Checkbox, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { isAddress, LIMITS, maxChars, REQUEST_METHODS } from '../lib/api-form.rules';
import type { FormValues } from '../lib/api-form-values';

type TextName = 'name' | 'address' | 'testUrl' | 'responseFormat';

/** The API form's first block: name, method, address, test address, answer format, token. */
export function ApiBasicFields({ initial }: { initial: FormValues }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<FormValues>();
  const { errors } = formState;
  const required = (key: 'name' | 'address' | 'testUrl') => (v: string) =>
    !!v.trim() || t(`creator.form.required.${key}`);
  // A stored address may be kept as it is: the platform's built-in APIs answer at `builtin:<name>`.
  const address = (field: string, name: 'address' | 'testUrl') => (v: string) =>
    !v.trim() || v.trim() === initial[name].trim() || isAddress(v) || t('creator.form.badAddress', { field });

  const text = (name: TextName, label: string, rules: Record<string, (v: string) => true | string>, req = false) => (
    <Field.Root invalid={!!errors[name]} required={req}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...register(name, { validate: rules })} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {text(
        'name',
        t('creator.form.name'),
        { required: required('name'), max: maxChars(t, t('creator.form.name'), LIMITS.name) },
        true,
      )}
      <Field.Root>
        <Field.Label>{t('creator.form.method')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('requestMethod')}>
            {REQUEST_METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {(['address', 'testUrl'] as const).map((name) => {
        const label = t(`creator.form.${name}`);
        const rules = {
          required: required(name),
          format: address(label, name),
          max: maxChars(t, label, LIMITS.address),
        };
        return <Fragment key={name}>{text(name, label, rules, true)}</Fragment>;
      })}
      {text('responseFormat', t('creator.form.responseFormat'), {
        max: maxChars(t, t('creator.form.responseFormat'), LIMITS.responseFormat),
      })}
      <Controller
        control={control}
        name="needToken"
        render={({ field }) => (
          <Checkbox.Root
            alignSelf="end"
            pb="2"
            checked={field.value}
            onCheckedChange={(d) => field.onChange(d.checked === true)}
          >
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t('creator.form.needToken')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </SimpleGrid>
  );
}
