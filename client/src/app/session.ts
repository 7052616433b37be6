import { useSyncExternalStore } from 'react';

/** localStorage keys of SPEC §3: token, account, baseUrl, darkMode. */
export const TOKEN_KEY = 'token';
export const ACCOUNT_KEY = 'account';
export const BASE_URL_KEY = 'baseUrl';
export const DARK_MODE_KEY = 'darkMode';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function getAccount(): string | null {
  return read(ACCOUNT_KEY);
}

/** Remembers a signed-in session (login or registration). */
export function setSession(token: string, account: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ACCOUNT_KEY, account);
  notify();
}

/** Forgets the session (HTTP 401 / UNAUTHENTICATED, logout). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ACCOUNT_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === ACCOUNT_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` on every sign-in or sign-out (this tab or another); returns the unsubscribe. */
export const onSessionChange = (listener: () => void): (() => void) => subscribe(listener);

/**
 * Calls `listener` when another browser tab signs in, signs out or switches account (the token in
 * the shared storage changes); `token` is the one now stored. This tab's own changes are not reported.
 */
export function onSessionChangeElsewhere(listener: (token: string | null) => void): () => void {
  let last = getToken();
  const onStorage = (e: StorageEvent) => {
    if (e.key !== TOKEN_KEY && e.key !== null) return;
    const next = getToken();
    if (next === last) return;
    last = next;
    listener(next);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The stored account name, or null when nobody is signed in; re-renders on sign-in/out. */
export function useSession(): { token: string | null; account: string | null } {
  const token = useSyncExternalStore(subscribe, getToken, () => null);
  const account = useSyncExternalStore(subscribe, getAccount, () => null);
  return { token, account };
}
