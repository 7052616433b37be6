import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../__tests__/support/server.js';
import { BoundedStore } from '../bounded-store.js';

describe('Apollo’s stores, bounded by a count', () => {
  it('keeps at most `max` entries, the least recently used going first', async () => {
    const store = new BoundedStore<string>(2);
    await store.set('a', 'A');
    await store.set('b', 'B');
    expect(await store.get('a')).toBe('A'); // a is now the most recent
    await store.set('c', 'C');
    expect(store.size).toBe(2);
    expect(await store.get('b')).toBeUndefined();
    expect([await store.get('a'), await store.get('c')]).toEqual(['A', 'C']);
    expect(await store.delete('a')).toBe(true);
    expect(await store.get('a')).toBeUndefined();
  });

  it('honours a time to live in seconds (persisted queries may ask for one)', async () => {
    const store = new BoundedStore<string>(10);
    await store.set('short', 'x', { ttl: 0.05 });
    await store.set('kept', 'y', { ttl: null });
    expect(await store.get('short')).toBe('x');
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.get('short')).toBeUndefined();
    expect(await store.get('kept')).toBe('y');
  });

  it('Apollo parses, validates and answers through the bounded stores (the same query twice: the second from the store)', async () => {
    const server = await startTestServer();
    try {
      for (const name of ['Q0', 'Q0', 'Q1']) {
        const res = await server.graphql<{ categories: Array<{ id: number }> }>(`query ${name} { categories { id } }`);
        expect(res.errors).toBeUndefined();
        expect(Array.isArray(res.data?.categories)).toBe(true);
      }
    } finally {
      await server.stop();
    }
  });
});
