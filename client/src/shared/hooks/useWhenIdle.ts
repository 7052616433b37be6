import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: for work nobody waits for (reports, hints),
 * so that it does not compete with the first screen for the network and the main thread.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const later = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setIdle(true), 1000);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      cancel();
    };
  }, []);
  return idle;
}
