import { expect } from 'vitest';
import type { TestServer } from './server.js';

const CARDS = `query Cards { apis(offset: 0, limit: 20) { items { id stars } } }`;

/**
 * How many of two cached answers — the catalogue list (GraphQL `apis`) and the REST detail of `apiId` —
 * were answered from the read cache: 2 when a write left both in place, 0 when it emptied both (the
 * `<m>-cache.test.ts` of each feature that declares what its writes touch).
 */
export async function cachedHits(server: TestServer, apiId: number): Promise<number> {
  const before = server.services.readCache.hits;
  expect((await server.graphql(CARDS)).errors).toBeUndefined();
  expect((await server.request('GET', `/api/api/details/${apiId}`)).status).toBe(200);
  return server.services.readCache.hits - before;
}
