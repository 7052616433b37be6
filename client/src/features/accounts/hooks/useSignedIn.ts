import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRedirectState } from '../../../app/RequireAuth';
import { setSession } from '../../../app/session';
import { toaster } from '../../../app/toaster';

/** Stores `token` and `account`, then returns to where the guard stopped the user (else the dashboard). */
export function useSignedIn(): (token: string, account: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  return useCallback(
    (token, account) => {
      setSession(token, account);
      toaster.create({ type: 'success', title: t('login.welcome', { account }) });
      navigate(from && !from.startsWith('/login') ? from : '/dashboard', { replace: true });
    },
    [from, navigate, t],
  );
}
