import { useMutation } from '@apollo/client/react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginMutation } from '../graphql/accounts';
import { useSignedIn } from '../hooks/useSignedIn';
import '../i18n';

/** Where this browser keeps the device token of an account it signed in to (kept across sign-outs). */
const deviceKey = (account: string) => `loginDevice:${account.toLowerCase()}`;

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
      const name = account.trim();
      const key = deviceKey(name);
      const deviceToken = localStorage.getItem(key) ?? undefined;
      const { data } = await login({ variables: { input: { account: name, password, deviceToken } } });
      if (data) {
        // This browser's own sign-in budget for the account: attackers elsewhere cannot spend it.
        localStorage.setItem(key, data.login.deviceToken);
        signedIn(data.login.token, data.login.user.account);
      }
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
