import { useMutation } from '@apollo/client/react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginMutation } from '../graphql/accounts';
import { useSignedIn } from '../hooks/useSignedIn';

export function LoginForm() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [login, { loading, error }] = useMutation(LoginMutation);
  const signedIn = useSignedIn();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password) return;
    try {
      const { data } = await login({ variables: { input: { account: account.trim(), password } } });
      if (data) signedIn(data.login.token, data.login.user.account);
    } catch {
      // Shown below from `error`.
    }
  };
  return (
    <form onSubmit={submit} data-testid="login-form">
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('login.account')}</Field.Label>
          <Input
            name="account"
            autoComplete="username"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field.Root>
        {error && (
          <Alert.Root status="error" data-testid="login-error">
            <Alert.Indicator />
            <Alert.Title>{error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="blue" loading={loading} disabled={!account.trim() || !password}>
          {t('login.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
