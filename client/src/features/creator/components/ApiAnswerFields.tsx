import { Field, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { LIMITS, maxChars } from '../lib/api-form.rules';
import { isJsonObject, type FormValues } from '../lib/api-form-values';

/** The answer: its example (shown on the API page, the mock's answer) and its JSON schema (the mock generates from it). */
export function ApiAnswerFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<FormValues>();
  const { errors } = formState;
  return (
    <>
      <Field.Root invalid={!!errors.responseExample}>
        <Field.Label>{t('creator.form.responseExample')}</Field.Label>
        <Textarea
          rows={5}
          fontFamily="mono"
          fontSize="sm"
          placeholder='{"code": 200, "data": {}}'
          {...register('responseExample', {
            validate: maxChars(t, t('creator.form.responseExample'), LIMITS.responseExample),
          })}
        />
        <Field.HelperText>{t('creator.form.responseExampleHelp')}</Field.HelperText>
        <Field.ErrorText>{errors.responseExample?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.responseSchema}>
        <Field.Label>{t('creator.form.responseSchema')}</Field.Label>
        <Textarea
          rows={5}
          fontFamily="mono"
          fontSize="sm"
          spellCheck={false}
          placeholder='{"type": "object", "properties": {"name": {"type": "string"}}}'
          {...register('responseSchema', {
            validate: {
              max: maxChars(t, t('creator.form.responseSchema'), LIMITS.responseSchema),
              json: (v) => !v.trim() || isJsonObject(v) || t('creator.form.responseSchemaNotObject'),
            },
          })}
        />
        <Field.HelperText>{t('creator.form.responseSchemaHelp')}</Field.HelperText>
        <Field.ErrorText>{errors.responseSchema?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
