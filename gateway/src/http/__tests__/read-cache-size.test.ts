import { describe, expect, it } from 'vitest';
import { cachedBody } from '../../core/cached-reply.js';
import { ReadCache } from '../../core/read-cache.js';
import { ENTRY_OVERHEAD_BYTES as O } from '../../core/read-cache-store.js';

/** A JSON answer of exactly `bytes` bytes. */
const answer = (bytes: number) => cachedBody(JSON.stringify('x'.repeat(bytes - 2)));

describe('the read cache is bounded by bytes, not by the number of answers', () => {
  it('keeps at most maxBytes of bodies, keys, compressed forms and entries, dropping the least recently used first', async () => {
    const cache = new ReadCache({ maxBytes: 100_000 });
    const now = (await cache.generations())!;
    // Keys of one character: 2 bytes each in memory; each entry's objects cost O more.
    for (const key of ['a', 'b', 'c', 'd']) cache.store(key, now, [], answer(20_000));
    expect(cache.bytes).toBe(4 * (20_002 + O));
    // b used last: c is the least recently used of the rest once a is gone.
    expect(cache.lookup('a', now)).toBeDefined();
    expect(cache.lookup('b', now)).toBeDefined();
    cache.store('e', now, [], answer(20_000));
    expect(cache.bytes).toBe(4 * (20_002 + O));
    expect(cache.lookup('c', now)).toBeUndefined();
    expect(['a', 'b', 'd', 'e'].map((k) => cache.lookup(k, now) !== undefined)).toEqual([true, true, true, true]);

    // A compressed form added later counts too: the oldest goes to make room for it.
    const e = cache.lookup('e', now)!;
    e.encoded.br = Buffer.alloc(21_000);
    cache.grew('e', e);
    expect(cache.bytes).toBe(3 * (20_002 + O) + 21_000);
    expect(cache.lookup('a', now)).toBeUndefined();
  });

  it('does not keep one answer larger than a quarter of the room, and keeps the others', async () => {
    const cache = new ReadCache({ maxBytes: 100_000 });
    const now = (await cache.generations())!;
    cache.store('small', now, [], answer(1_000));
    cache.store('huge', now, [], answer(25_000));
    expect(cache.lookup('huge', now)).toBeUndefined();
    expect(cache.lookup('small', now)).toBeDefined();
    expect(cache.bytes).toBe(1_000 + 10 + O);
  });

  it('counts what each entry costs beyond its bytes: many small answers stay within the bound too (issue #35)', async () => {
    const cache = new ReadCache({ maxBytes: 100_000 });
    const now = (await cache.generations())!;
    // A thousand answers of 50 bytes: 54 KB of keys and bodies, but each entry's objects take over 1 KB
    // of heap (uncounted, they held 2–3× the bound): only as many as the room holds are kept.
    const keys = Array.from({ length: 1000 }, (_, i) => `/api/histroy/count/api/${i}`);
    for (const key of keys) cache.store(key, now, [], answer(50));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    const kept = keys.filter((k) => cache.lookup(k, now) !== undefined);
    expect(kept.length).toBe(Math.floor(100_000 / (O + 50 + 2 * '/api/histroy/count/api/999'.length)));
    // The most recent ones.
    expect(kept.at(-1)).toBe(keys.at(-1));
    expect(O).toBeGreaterThanOrEqual(1024);
  });
});
