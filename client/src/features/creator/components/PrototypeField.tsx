import { Checkbox, Field } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * 原型 / Prototype in the API form: published before its upstream exists, the API's calls answer its
 * mock (sample answer or generated data, marked X-Mock) until the creator turns this off.
 */
export function PrototypeField() {
  const { t } = useTranslation();
  const { control } = useFormContext<{ isPrototype: boolean }>();
  return (
    <Controller
      control={control}
      name="isPrototype"
      render={({ field }) => (
        <Field.Root>
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(d) => field.onChange(d.checked === true)}
            data-testid="prototype-field"
          >
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t('creator.form.prototype')}</Checkbox.Label>
          </Checkbox.Root>
          <Field.HelperText>{t('creator.form.prototypeHint')}</Field.HelperText>
        </Field.Root>
      )}
    />
  );
}
