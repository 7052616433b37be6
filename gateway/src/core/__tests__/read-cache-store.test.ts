import { describe, expect, it } from 'vitest';
import { cachedBody } from '../cached-reply.js';
import { ENTRY_OVERHEAD_BYTES, ReadCacheStore } from '../read-cache-store.js';

/** A JSON answer of exactly `bytes` bytes. */
const answer = (bytes: number) => cachedBody(JSON.stringify('x'.repeat(bytes - 2)));
/** The generations the entries are stored and looked up under. */
const NOW = { catalog: '1', calls: '1', presence: '1', lists: '1' };

describe('ReadCacheStore: one answer at most a quarter of the room', () => {
  it('keeps answers of up to a quarter of the smallest room READ_CACHE_MAX_BYTES allows (4096), the entry cost aside', () => {
    const store = new ReadCacheStore({ maxBytes: 4096, maxAgeMs: 60_000 });
    // 1,000 bytes of body and 2 of key: a quarter of 4096 is 1,024 (with the entry's fixed cost, 2,538).
    store.set('a', {}, answer(1_000));
    expect(store.lookup('a', NOW)).toBeDefined();
    expect(store.bytes).toBe(ENTRY_OVERHEAD_BYTES + 1_002);
  });

  it('still refuses an answer larger than a quarter of the room', () => {
    const store = new ReadCacheStore({ maxBytes: 4096, maxAgeMs: 60_000 });
    store.set('a', {}, answer(1_100));
    expect(store.lookup('a', NOW)).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});
