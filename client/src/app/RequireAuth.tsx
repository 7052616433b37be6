import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './session';
import { toaster } from './toaster';

/** Where /login sends the user back to after signing in. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Guard of the routes that need a stored token (dashboard, mobile admin):
 * without one, "please log in first" and /login, remembering the destination.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const { token } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (!token && !toaster.isVisible('login-first')) {
      toaster.create({ id: 'login-first', type: 'warning', title: t('auth.loginFirst') });
    }
  }, [token, t]);
  if (!token) {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
