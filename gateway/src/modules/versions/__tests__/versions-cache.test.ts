import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltApi, type BuiltUser } from '../../../__tests__/support/factories.js';
import { cachedAnswers } from '../../../__tests__/support/read-cache.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { RequestWrites, trackWrites } from '../../../core/request-writes.js';

/**
 * versions.cache.ts: no cached answer shows a version, so a deprecation's rows and its callers' notices
 * touch nothing; the version list is read fresh and shows a deprecation at once.
 */
describe('Versions and the read cache (versions.cache.ts)', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let api: BuiltApi;
  const DAY = 86_400_000;
  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
    api = await buildApi(server, { creator });
    // Two versions (as a breaking release leaves them), so v1 can be deprecated in favour of v2.
    await server.ds.query(
      `INSERT INTO api_version (api_id, number, address, request_method, response_example)
       VALUES ($1, 1, 'https://example.com/v1', 'GET', '{}'), ($1, 2, 'https://example.com/v2', 'GET', '{}')`,
      [api.id],
    );
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id = $1`, [creator.id]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** How many of the catalogue cards and the API's REST detail were answered from the cache (support/read-cache.ts). */
  const hits = () => cachedAnswers(server, api.id).cached();
  /** Both read once and kept: the next `hits()` is 2 unless a write empties them. */
  const primed = () => cachedAnswers(server, api.id).primed();

  it('a version deprecated: its rows and its callers’ notices touch no cached answer (versions.cache.ts)', async () => {
    const writes = new RequestWrites();
    const done = await trackWrites(writes, () =>
      server.services.versions.deprecate(creator.auth, api.id, 'v1', { sunset: new Date(Date.now() + 40 * DAY).toISOString(), successor: 'v2' }),
    );
    // Its first deprecation: its callers were told (VersionNoticeService, inside the same work).
    expect(done.first).toBe(true);
    // It wrote (the version, its notice stage), and what it wrote touches nothing.
    expect([writes.wrote, [...writes.touched]]).toEqual([true, []]);
  });

  it('through the door, the deprecation and its API_CHANGED announcement (every gateway forgets the API’s versions) leave the cached list and detail in place; the version list shows it at once', async () => {
    await primed();
    const res = await server.request(
      'POST',
      `/api/apis/${api.id}/versions/v2/deprecate`,
      { sunset: new Date(Date.now() + 40 * DAY).toISOString(), successor: 'v1' },
      creator.headers,
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(await hits()).toBe(2);
    const list = await server.request('GET', `/api/apis/${api.id}/versions`);
    expect(list.body.data.map((v: { status: string }) => v.status)).toEqual(['deprecated', 'deprecated']);
  });
});
