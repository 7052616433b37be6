import { useEffect } from 'react';
import { toaster } from '../../../app/toaster';
import { i18n } from '../i18n';

/**
 * Toasts `key` once per new failure (each retry that fails again toasts again). The text is read when
 * the failure happens, so switching the language does not repeat an old toast.
 */
export function useErrorToast(failure: unknown, key: string): void {
  useEffect(() => {
    if (failure) toaster.create({ type: 'error', title: i18n.t(key) });
  }, [failure, key]);
}
