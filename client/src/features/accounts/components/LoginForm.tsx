import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readableServerMessage } from '../../../app/server-message';
import { useLogin } from '../hooks/useLogin';
import { useSignedIn } from '../hooks/useSignedIn';
import '../i18n';

declare global {
  interface Window {
    /** index.html's sign-in form, drawn before the app ran (client/first-screen-shell.ts). */
    __shellLogin?: {
      account: HTMLInputElement;
      password: HTMLInputElement;
      focused: string | null;
      submitted: boolean;
    };
  }
}

/** Where this browser keeps the device token of an account it signed in to (kept across sign-outs). */
const deviceKey = (account: string) => `loginDevice:${account.toLowerCase()}`;

export function LoginForm() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [login, { loading, error }] = useLogin();
  const signedIn = useSignedIn();
  const accountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [sendNow, setSendNow] = useState(false);
  // index.html's form was on screen until this one replaced it: what was typed there, the focus (with
  // its caret) and a submit made before the app had run carry over, before the browser paints.
  useLayoutEffect(() => {
    const shell = window.__shellLogin;
    if (!shell) return;
    window.__shellLogin = undefined;
    setAccount(shell.account.value);
    setPassword(shell.password.value);
    const field = shell.focused === 'account' ? shell.account : shell.focused === 'password' ? shell.password : null;
    const into = shell.focused === 'account' ? accountRef.current : shell.focused === 'password' ? passwordRef.current : null;
    if (field && into) {
      const [start, end] = [field.selectionStart, field.selectionEnd];
      into.focus();
      // The value is set by the re-render this effect causes: the caret is placed after it.
      requestAnimationFrame(() => {
        if (document.activeElement === into && start !== null && end !== null) into.setSelectionRange(start, end);
      });
    }
    if (shell.submitted) setSendNow(true);
  }, []);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
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
  useEffect(() => {
    if (!sendNow) return;
    setSendNow(false);
    void submit();
    // Once, with the values taken over from index.html's form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendNow]);
  return (
    <form onSubmit={submit} data-testid="login-form">
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('login.account')}</Field.Label>
          <Input
            ref={accountRef}
            name="account"
            autoComplete="username"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field.Root>
        {error && (
          <Alert.Root status="error" role="alert" data-testid="login-error">
            <Alert.Indicator />
            {/* The gateway's sentence for people (wrong password, locked account), else our own: never a raw network or server text. */}
            <Alert.Title>{readableServerMessage(error) ?? t('errors.failed')}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="blue" loading={loading} disabled={!account.trim() || !password}>
          {t('login.signIn')}
        </Button>
      </Stack>
    </form>
  );
}
