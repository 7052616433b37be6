import { useEffect, useState } from 'react';
import { BASE_URL_KEY } from '../../../app/session';

function stored(): string | null {
  try {
    return localStorage.getItem(BASE_URL_KEY);
  } catch {
    return null;
  }
}

/**
 * The open-call base (SPEC §7): localStorage `baseUrl`, else GET /api/getBaseUrl/bocker (its
 * `message`), which is then stored; the page's own origin serves until it answers.
 */
export function useBaseUrl(): string {
  const [base, setBase] = useState(() => stored() ?? location.origin);
  useEffect(() => {
    if (stored()) return;
    const ctrl = new AbortController();
    fetch('/api/getBaseUrl/bocker', { signal: ctrl.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ message?: unknown }>) : null))
      .then((body) => {
        if (body && typeof body.message === 'string' && /^https?:\/\//.test(body.message)) {
          localStorage.setItem(BASE_URL_KEY, body.message);
          setBase(body.message);
        }
      })
      .catch(() => {
        // Unreachable: keep the page's origin, which serves the open calls too.
      });
    return () => ctrl.abort();
  }, []);
  return base;
}
