import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshingCache } from '../refreshing-cache.js';

/** A load whose answers the test releases by hand, counting calls. */
function controlledLoad() {
  const pending: Array<(v: string) => void> = [];
  let version = 0;
  const load = vi.fn(
    (key: number) =>
      new Promise<string>((resolve) => {
        const v = ++version;
        pending.push(() => resolve(`${key}@${v}`));
      }),
  );
  const release = async () => {
    for (const r of pending.splice(0)) r('');
    await new Promise((r) => setImmediate(r));
  };
  return { load, release };
}

describe('RefreshingCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('shares one load between concurrent misses and answers from memory while fresh', async () => {
    const { load, release } = controlledLoad();
    const cache = new RefreshingCache(load, 1000);
    const a = cache.get(1);
    const b = cache.get(1);
    await release();
    expect(await a).toBe('1@1');
    expect(await b).toBe('1@1');
    vi.setSystemTime(999);
    expect(await cache.get(1)).toBe('1@1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value while one background refresh runs, then the refreshed one', async () => {
    const { load, release } = controlledLoad();
    const cache = new RefreshingCache(load, 1000);
    const first = cache.get(1);
    await release();
    await first;
    vi.setSystemTime(1500);
    expect(await cache.get(1)).toBe('1@1');
    expect(await cache.get(1)).toBe('1@1');
    expect(load).toHaveBeenCalledTimes(2);
    await release();
    expect(await cache.get(1)).toBe('1@2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never serves a value older than twice the ttl: that read waits for a load', async () => {
    const { load, release } = controlledLoad();
    const cache = new RefreshingCache(load, 1000);
    const first = cache.get(1);
    await release();
    await first;
    vi.setSystemTime(2000);
    const late = cache.get(1);
    let settled = false;
    void late.then(() => (settled = true));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    await release();
    expect(await late).toBe('1@2');
  });

  it('invalidate drops the value and discards a load that was already under way', async () => {
    const { load, release } = controlledLoad();
    const cache = new RefreshingCache(load, 1000);
    const first = cache.get(1);
    cache.invalidate(1);
    await release();
    expect(await first).toBe('1@1');
    expect(cache.peek(1)).toBeUndefined();
    const again = cache.get(1);
    await release();
    expect(await again).toBe('1@2');
    expect(cache.peek(1)).toBe('1@2');
  });

  it('keeps the stale value when a refresh fails (a database outage) for up to 5 minutes, then reports the failure', async () => {
    let fail = false;
    const cache = new RefreshingCache(async (k: number) => {
      if (fail) throw new Error('database down');
      return `v${k}`;
    }, 1000);
    expect(await cache.get(1)).toBe('v1');
    fail = true;
    vi.setSystemTime(1500);
    expect(await cache.get(1)).toBe('v1');
    await new Promise((r) => setImmediate(r));
    expect(cache.peek(1)).toBe('v1');
    vi.setSystemTime(5000);
    expect(await cache.get(1)).toBe('v1');
    // Invalidated entries still stand in while the database is down.
    cache.invalidate(1);
    expect(await cache.get(1)).toBe('v1');
    expect(cache.peek(1)).toBeUndefined();
    vi.setSystemTime(5 * 60_000 + 1);
    await expect(cache.get(1)).rejects.toThrow('database down');
    // Nothing to fall back on: the failure is reported.
    await expect(cache.get(2)).rejects.toThrow('database down');
  });
});
