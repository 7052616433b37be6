import { expect } from 'vitest';

/**
 * The Retry-After of a 429, checked: whole seconds until the limiter's window lets the caller in
 * again, rounded up (never 0). The window opened at the key's first counted request on the real
 * clock, so the figure depends on how long the test took to get here and a range is the truth:
 * at most the window's length and, when `since` (a time taken just before that first request) is
 * given, at least what is left of a window opened then.
 */
export function retryAfter(res: { headers: Headers }, windowSeconds: number, since?: number): number {
  const raw = res.headers.get('retry-after');
  expect(raw).toMatch(/^[1-9]\d*$/);
  const seconds = Number(raw);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  if (since !== undefined) {
    expect(seconds).toBeGreaterThanOrEqual(
      Math.max(1, Math.ceil(windowSeconds - (Date.now() - since) / 1000)),
    );
  }
  return seconds;
}
