import { useEffect, useRef } from 'react';

/**
 * The live socket's reconnections, for screens that keep data live through subscriptions: events
 * published while the socket was away (a network drop, a restarted gateway, an account switch in
 * another tab) are not replayed by the server, so such a screen reads its data again once the socket
 * is back.
 */
const listeners = new Set<() => void>();

/** Called by the websocket link each time it connects again after a drop. */
export function socketReconnected(): void {
  listeners.forEach((l) => l());
}

/** Calls `onReconnect` each time the live socket connects again (not on its first connection). */
export function useSocketReconnected(onReconnect: () => void): void {
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => {
    const listener = () => latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
