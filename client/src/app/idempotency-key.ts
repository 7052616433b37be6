import { useCallback, useMemo, useRef } from 'react';

/**
 * A random UUID (version 4). crypto.randomUUID exists only in secure contexts (https, localhost); the
 * platform may be served over plain http on a LAN address, where getRandomValues still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one composed message (a comment, a feedback, a new API): the same message sent
 * again — a retry after a network error or a lost answer — carries the same key, so the gateway creates it
 * once and answers the first answer; another message (edited, or the next one after a success) gets a new
 * key. `attempt(message, extra)` gives the key for what is about to be sent, and `extra()` as it was made
 * for the message's first attempt (the screen size sent along must not change under a key: the gateway
 * refuses a key reused for a different request); `done()` after a success.
 */
export function useIdempotencyKey(): {
  attempt: <E>(message: unknown, extra: () => E) => { key: string; extra: E };
  done: () => void;
} {
  const current = useRef<{ message: string; key: string; extra: unknown } | null>(null);
  const attempt = useCallback(<E,>(message: unknown, extra: () => E) => {
    const text = JSON.stringify(message);
    if (current.current?.message !== text) current.current = { message: text, key: newIdempotencyKey(), extra: extra() };
    return { key: current.current.key, extra: current.current.extra as E };
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return useMemo(() => ({ attempt, done }), [attempt, done]);
}

/** The request header the gateway reads (REST and GraphQL alike). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
