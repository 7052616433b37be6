import { useEffect } from 'react';
import { BASE_URL_KEY } from '../../../app/session';
import { useWhenIdle } from '../../../shared/hooks/useWhenIdle';
import { usePublicBaseUrl, useRecordVisit } from '../hooks/useDevice';

/** SPEC §3 Device info, reported once per browser session (sessionStorage remembers it). */
const REPORTED_KEY = 'deviceReported';

function randomId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Math.random()).slice(2);
}

export function StartupReport() {
  // Nobody waits for these two requests: they go out once the first screen is in and the browser idles.
  const idle = useWhenIdle();
  const [record] = useRecordVisit();
  // SPEC §7 getBaseUrl: the open-call base, refreshed on every start and kept in localStorage `baseUrl`.
  const { data: base } = usePublicBaseUrl(!idle);
  useEffect(() => {
    if (base?.publicBaseUrl) {
      try {
        localStorage.setItem(BASE_URL_KEY, base.publicBaseUrl);
      } catch {
        // storage disabled: the detail page falls back to the page's origin
      }
    }
  }, [base]);
  useEffect(() => {
    if (!idle) return;
    try {
      if (sessionStorage.getItem(REPORTED_KEY)) return;
      sessionStorage.setItem(REPORTED_KEY, '1');
    } catch {
      return;
    }
    const mobile =
      window.matchMedia('(max-width: 768px)').matches || /Mobi|Android/i.test(navigator.userAgent);
    record({
      variables: {
        input: {
          userAgent: navigator.userAgent,
          isPC: !mobile,
          isMobile: mobile,
          screenWidth: screen.width,
          screenHeight: screen.height,
          timestamp: Date.now(),
          randomId: randomId(),
        },
      },
    }).catch((e: unknown) => {
      // A lost visit record must not disturb the visitor; allow a retry on the next load.
      sessionStorage.removeItem(REPORTED_KEY);
      console.warn('device info report failed', e);
    });
  }, [idle, record]);
  return null;
}
