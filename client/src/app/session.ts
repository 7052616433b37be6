/** localStorage keys of SPEC §3: token, account, baseUrl, darkMode. */
export const TOKEN_KEY = 'token';
export const ACCOUNT_KEY = 'account';
export const BASE_URL_KEY = 'baseUrl';
export const DARK_MODE_KEY = 'darkMode';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Forgets the session (HTTP 401 / UNAUTHENTICATED, logout). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ACCOUNT_KEY);
}
