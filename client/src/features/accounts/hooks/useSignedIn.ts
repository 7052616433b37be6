import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRedirectState } from '../../../app/RequireAuth';
import { setSession } from '../../../app/session';
import { toaster } from '../../../app/toaster';
import '../i18n';

/** Stores `token` and `account`, forgets cached results, then returns to where the guard stopped the user (else the dashboard). */
export function useSignedIn(): (token: string, account: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  const client = useApolloClient();
  return useCallback(
    (token, account) => {
      setSession(token, account);
      // Nothing fetched for the previous caller (an expired session, another account) may show now;
      // active queries (the header's `me`) refetch with the new token.
      void client.resetStore().catch(() => undefined);
      toaster.create({ type: 'success', title: t('login.welcome', { account }) });
      navigate(from && !from.startsWith('/login') ? from : '/dashboard', { replace: true });
    },
    [client, from, navigate, t],
  );
}
