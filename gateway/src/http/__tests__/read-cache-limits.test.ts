import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { waitFor } from '../../__tests__/support/wait.js';
import { cachedBody } from '../../core/cached-reply.js';
import { ReadCache } from '../../core/read-cache.js';

/** A GraphQL read as a visitor: whether it was answered from the cache. */
const isHit = async (server: TestServer, query: string, variables: Record<string, unknown> = {}) => {
  const before = server.services.readCache.hits;
  const res = await server.graphql(query, variables);
  expect(res.errors).toBeUndefined();
  return server.services.readCache.hits === before + 1;
};

describe('the read cache’s entry expiry (READ_CACHE_MAX_AGE_MS)', () => {
  it('serves an entry until it is older than maxAgeMs, then no more', async () => {
    let clock = 1_000;
    const cache = new ReadCache({ maxAgeMs: 1_000, now: () => clock });
    const now = (await cache.generations())!;
    const body = cachedBody('"a"');
    cache.store('a', now, [], body);
    clock += 1_000;
    expect(cache.lookup('a', now)).toBe(body);
    clock += 1;
    expect(cache.lookup('a', now)).toBeUndefined();
  });
});

describe('a gateway with a small READ_CACHE_MAX_BYTES', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ READ_CACHE_MAX_BYTES: '16384' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps no answer over a quarter of it, and never more than it in all', async () => {
    // A 5 kB response example: its detail answer is over 16384 / 4 bytes, its name alone is not.
    const api = await buildApi(server, { responseExample: JSON.stringify({ text: 'x'.repeat(5_000) }) });
    const NAME = `query Name($id: Int!) { api(id: $id) { id name } }`;
    const EXAMPLE = `query Example($id: Int!) { api(id: $id) { id responseExample } }`;
    await isHit(server, NAME, { id: api.id });
    expect(await isHit(server, NAME, { id: api.id })).toBe(true);
    await isHit(server, EXAMPLE, { id: api.id });
    expect(await isHit(server, EXAMPLE, { id: api.id })).toBe(false);

    // Small answers of 80 operations, far more than the room: the least recently used go first.
    const small = (i: number) => `query SmallAnswer${i} { categories { id name nameEn } }`;
    for (let i = 0; i < 80; i++) await isHit(server, small(i));
    expect(server.services.readCache.bytes).toBeLessThanOrEqual(16_384);
    expect(await isHit(server, small(79))).toBe(true);
    expect(await isHit(server, small(0))).toBe(false);
  });
});

describe('a gateway with a short READ_CACHE_MAX_AGE_MS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ READ_CACHE_MAX_AGE_MS: '1500' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('computes a cached answer again once it is older than that, without any write', async () => {
    const CATS = `query Cats { categories { id } }`;
    const generations = await server.services.readCache.generations();
    await waitFor(async () => {
      await isHit(server, CATS);
      return isHit(server, CATS);
    }, 'an answer from the cache');
    // With the default (60 s) this would not happen within waitFor's 15 s.
    await waitFor(async () => !(await isHit(server, CATS)), 'the entry to expire');
    expect(await server.services.readCache.generations()).toEqual(generations);
  });
});
