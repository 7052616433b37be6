import { Field, Input, Stack } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL, type FeedbackForm } from '../lib/feedback-form';

/** Step 3: a checked e-mail address; the account field is marked required but not checked (SPEC §5). */
export function ContactStep() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<FeedbackForm>();
  const { errors } = formState;
  return (
    <Stack gap="5">
      <Field.Root required invalid={!!errors.contact}>
        <Field.Label>
          {t('problem.contact')} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          data-testid="contact-input"
          {...register('contact', {
            validate: (v) => (v.trim().length <= 254 && EMAIL.test(v.trim())) || t('problem.errors.email'),
          })}
        />
        {errors.contact ? (
          <Field.ErrorText data-testid="error-contact">{errors.contact.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('problem.contactHint')}</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          {t('problem.account')} <Field.RequiredIndicator />
        </Field.Label>
        <Input maxLength={64} autoComplete="username" data-testid="account-input" {...register('account')} />
        <Field.HelperText>{t('problem.accountHint')}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
