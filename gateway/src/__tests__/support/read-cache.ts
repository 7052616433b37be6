import { expect } from 'vitest';
import type { TestServer } from './server.js';

/** A visitor's catalogue cards (GraphQL `apis`), a kept answer that depends on the whole catalogue. */
export const CARDS = `query Cards { apis(offset: 0, limit: 20) { items { id stars } } }`;

/**
 * The two kept answers a module's cache test watches: the visitor's cards and the REST detail of
 * `apiId`. Each call reads both and says how many were answered from the read cache (0, 1 or 2):
 * `cached()` is 2 while no write emptied them, 0 after a write that touched the catalogue.
 */
export function cachedAnswers(server: TestServer, apiId: number): { cached: () => Promise<number>; primed: () => Promise<void> } {
  const cached = async () => {
    const before = server.services.readCache.hits;
    expect((await server.graphql(CARDS)).errors).toBeUndefined();
    expect((await server.request('GET', `/api/api/details/${apiId}`)).status).toBe(200);
    return server.services.readCache.hits - before;
  };
  return {
    cached,
    /** Both answers read once and kept: the next `cached()` is 2 unless a write empties them. */
    primed: async () => {
      await cached();
      expect(await cached()).toBe(2);
    },
  };
}

/** Whether the two kept answers of `cachedAnswers` are both still answered from the cache after `write`. */
export async function cachedStill(server: TestServer, apiId: number, write: () => Promise<unknown>): Promise<boolean> {
  const answers = cachedAnswers(server, apiId);
  await answers.primed();
  await write();
  return (await answers.cached()) === 2;
}
