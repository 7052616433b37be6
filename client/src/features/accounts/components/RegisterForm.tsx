import { ACCOUNT_LIMITS, ACCOUNT_PATTERN } from '@api-market/rules';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readableServerMessage } from '../../../app/server-message';
import { useRegister } from '../hooks/useAccountWrites';
import { useSignedIn } from '../hooks/useSignedIn';
import '../i18n';

/** Mirrors the server's rules for early feedback; the server stays the judge. */
const ACCOUNT_RULE = ACCOUNT_PATTERN;
const MIN_PASSWORD = ACCOUNT_LIMITS.passwordMin;

export function RegisterForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ account: '', username: '', password: '' });
  const [register, { loading, error }] = useRegister();
  const signedIn = useSignedIn();
  const accountInvalid = form.account !== '' && !ACCOUNT_RULE.test(form.account);
  const passwordInvalid = form.password !== '' && form.password.length < MIN_PASSWORD;
  const ready =
    ACCOUNT_RULE.test(form.account) && form.username.trim() !== '' && form.password.length >= MIN_PASSWORD;
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    try {
      const { data } = await register({
        variables: {
          input: { account: form.account, username: form.username.trim(), password: form.password },
        },
      });
      if (data) signedIn(data.register.token, data.register.user.account);
    } catch {
      // Shown below from `error`.
    }
  };
  return (
    <form onSubmit={submit} data-testid="register-form">
      <Stack gap="4">
        <Field.Root required invalid={accountInvalid}>
          <Field.Label>{t('login.account')}</Field.Label>
          <Input name="account" autoComplete="username" value={form.account} onChange={set('account')} />
          <Field.ErrorText>{t('login.accountRule', { min: ACCOUNT_LIMITS.accountMin, max: ACCOUNT_LIMITS.accountMax })}</Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('login.username')}</Field.Label>
          <Input
            name="username"
            autoComplete="nickname"
            maxLength={ACCOUNT_LIMITS.usernameMax}
            value={form.username}
            onChange={set('username')}
          />
        </Field.Root>
        <Field.Root required invalid={passwordInvalid}>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.passwordMax}
            value={form.password}
            onChange={set('password')}
          />
          <Field.ErrorText>{t('login.passwordRule', { min: MIN_PASSWORD })}</Field.ErrorText>
        </Field.Root>
        {error && (
          <Alert.Root status="error" role="alert" data-testid="register-error">
            <Alert.Indicator />
            <Alert.Title>{readableServerMessage(error) ?? t('errors.failed')}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="blue" loading={loading} disabled={!ready}>
          {t('login.signUp')}
        </Button>
      </Stack>
    </form>
  );
}
