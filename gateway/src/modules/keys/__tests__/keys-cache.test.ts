import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltApi, type BuiltUser } from '../../../__tests__/support/factories.js';
import { cachedAnswers } from '../../../__tests__/support/read-cache.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

/** keys.cache.ts: no cached answer shows an API key, so its writes leave every cached answer in place. */
describe('API keys and the read cache (keys.cache.ts)', () => {
  let server: TestServer;
  let owner: BuiltUser;
  let api: BuiltApi;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await buildUser(server);
    api = await buildApi(server);
    // Seen just now: the requests below are no presence write.
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id = $1`, [owner.id]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** How many of the catalogue cards and the API's REST detail were answered from the cache (support/read-cache.ts). */
  const hits = () => cachedAnswers(server, api.id).cached();
  /** Both read once and kept: the next `hits()` is 2 unless a write empties them. */
  const primed = () => cachedAnswers(server, api.id).primed();

  it('a key created and a key revoked leave the cached catalogue and detail answers in place', async () => {
    await primed();
    const created = await server.graphql<{ createApiKey: { apiKey: { id: number } } }>(
      `mutation { createApiKey(name: "缓存无关的密钥") { key apiKey { id } } }`,
      {},
      owner.headers,
    );
    expect(created.errors).toBeUndefined();
    expect(await hits()).toBe(2);
    const revoked = await server.graphql(`mutation($id: Int!) { revokeApiKey(id: $id) { id revokedAt } }`, { id: created.data!.createApiKey.apiKey.id }, owner.headers);
    expect(revoked.errors).toBeUndefined();
    expect(await hits()).toBe(2);
  });
});
