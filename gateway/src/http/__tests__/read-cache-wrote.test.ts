import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildArticle, buildUser, type BuiltApi, type BuiltUser } from '../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { forbidden, notFound } from '../../core/errors.js';
import { RequestWrites, trackWrites } from '../../core/request-writes.js';
import { hasRedis, TEST_REDIS_URL } from '../../__tests__/support/redis.js';

const REDIS_URL = TEST_REDIS_URL;

const STARS = `query Stars { apis(offset: 0, limit: 100) { items { id stars } } }`;
const FIXES = `query Fixes($id: Int!) { api(id: $id) { id bugFixHistory { version } } }`;

/** The versions of the API's bug-fix history as a visitor reads them, and whether the answer came from the cache. */
const fixesOf = async (server: TestServer, id: number) => {
  const hits = server.services.readCache.hits;
  const res = await server.graphql<{ api: { bugFixHistory: Array<{ version: string }> } }>(FIXES, { id });
  expect(res.errors).toBeUndefined();
  return { versions: res.data!.api.bugFixHistory.map((f) => f.version), hit: server.services.readCache.hits === hits + 1 };
};

/** The creator adds a bug fix to the API's history (REST), with the service's answer failing after its write. */
const addFixThenFail = async (server: TestServer, creator: BuiltUser, id: number, version: string) => {
  const { bugFixes } = server.services;
  const add = bugFixes.add.bind(bugFixes);
  // The row is inserted (committed); producing the answer then fails as a read of it would, with a 404.
  vi.spyOn(bugFixes, 'add').mockImplementationOnce(async (...args) => {
    await add(...args);
    throw notFound('修复记录不存在', 'Bug-fix entry not found');
  });
  const res = await server.request('POST', `/api/apis/${id}/bugFixes`, { version, fixTime: '2026-01-02', fixBug: '修复' }, creator.headers);
  expect(res.status).toBe(404);
};

/** A visitor's star count of the API, and whether the answer came from the cache. */
const starsOf = async (server: TestServer, id: number) => {
  const hits = server.services.readCache.hits;
  const res = await server.graphql<{ apis: { items: Array<{ id: number; stars: number }> } }>(STARS);
  expect(res.errors).toBeUndefined();
  return { stars: res.data!.apis.items.find((a) => a.id === id)!.stars, hit: server.services.readCache.hits === hits + 1 };
};

/**
 * A handler may commit a write and then fail: it writes, then cannot read its answer back (the API went
 * away meanwhile, a check on the answer refuses it). The read cache must follow what was written, not
 * the status the caller got: the answer is a 4xx (or a GraphQL refusal), and the next read shows the write.
 */
describe('catalogue read cache: a write that committed invalidates, whatever the answer', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let fan: BuiltUser;
  let withFixes: BuiltApi;
  let toStar: BuiltApi;
  let toStarLater: BuiltApi;
  beforeAll(async () => {
    // Stars in lists lag by READ_CACHE_LAG_MS (read-cache-narrow.test.ts); here a write shows at once.
    server = await startTestServer({ ADMIN_PASSWORD, READ_CACHE_LAG_MS: '0' });
    [creator, fan] = await Promise.all([buildUser(server), buildUser(server)]);
    withFixes = await buildApi(server, { creator });
    toStar = await buildApi(server, { creator });
    toStarLater = await buildApi(server, { creator });
    // Seen just now: their requests below are no presence write (coming online is one, of its own scope).
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id IN ($1, $2)`, [creator.id, fan.id]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('REST: a bug fix inserted, then the answer failed (404): the cached detail shows the fix', async () => {
    const id = withFixes.id;
    await fixesOf(server, id);
    expect(await fixesOf(server, id)).toEqual({ versions: [], hit: true });
    await addFixThenFail(server, creator, id, 'v1.0.1');
    expect(await fixesOf(server, id)).toEqual({ versions: ['v1.0.1'], hit: false });
  });

  it('GraphQL: a star written, then its answer refused (FORBIDDEN, data null): the cached count shows the star', async () => {
    const id = toStar.id;
    await starsOf(server, id);
    expect(await starsOf(server, id)).toEqual({ stars: 0, hit: true });
    const { stars } = server.services;
    const setStar = stars.setStar.bind(stars);
    // setStar writes the star; the answer is refused after it.
    vi.spyOn(stars, 'setStar').mockImplementationOnce(async (user, apiId, starred) => {
      await setStar(user, apiId, starred);
      throw forbidden();
    });
    const res = await server.graphql(`mutation ($id: Int!) { setApiStar(apiId: $id, starred: true) { id stars } }`, { id }, fan.headers);
    expect(res.data).toBeNull();
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(await starsOf(server, id)).toEqual({ stars: 1, hit: false });
  });

  it('a write the request left running commits after the answer: the cache is invalidated when it commits', async () => {
    const id = toStarLater.id;
    const { stars } = server.services;
    const setStar = stars.setStar.bind(stars);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written: Promise<unknown> | undefined;
    // The handler answers at once and writes in the background, once the test lets it.
    vi.spyOn(stars, 'setStar').mockImplementationOnce(async (user, apiId, starred) => {
      written = gate.then(() => setStar(user, apiId, starred));
      return { apiId, stars: 0, starredByMe: starred, api: await server.services.apiDetails.findPublic(apiId) };
    });
    const res = await server.graphql(`mutation ($id: Int!) { setApiStar(apiId: $id, starred: true) { id } }`, { id }, fan.headers);
    expect(res.errors).toBeUndefined();
    // Answered, not yet written: the count read now is kept (the second read is a hit).
    await starsOf(server, id);
    expect(await starsOf(server, id)).toEqual({ stars: 0, hit: true });
    release();
    await written;
    expect(await starsOf(server, id)).toEqual({ stars: 1, hit: false });
  });

  it('a refused write that wrote nothing still leaves the entries in place', async () => {
    const id = withFixes.id;
    await fixesOf(server, id);
    expect((await fixesOf(server, id)).hit).toBe(true);
    const fix = { version: 'v9', fixTime: '2026-01-02', fixBug: '修复' };
    // Someone else's API (answered as a missing one), a bad date, a duplicate version: nothing written.
    expect((await server.request('POST', `/api/apis/${id}/bugFixes`, fix, fan.headers)).status).toBe(404);
    expect((await server.request('POST', `/api/apis/${id}/bugFixes`, { ...fix, fixTime: 'soon' }, creator.headers)).status).toBe(400);
    expect((await server.request('POST', `/api/apis/${id}/bugFixes`, { ...fix, version: 'v1.0.1' }, creator.headers)).status).toBe(409);
    // A status change the workflow does not allow from the current status.
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).status).toBe(409);
    expect(await fixesOf(server, id)).toEqual({ versions: ['v1.0.1'], hit: true });
  });

  it('writes that are no catalogue write — call records, presence, view counts — do not count as the request’s', async () => {
    const id = withFixes.id;
    const { callRecorder, presence } = server.services;
    // A call batch flushed by a request's work (an open call that fills it) and a user coming online
    // there: each bumps its own scope, not the request's catalogue.
    const writes = new RequestWrites();
    callRecorder.record({ apiId: id, responseTimeMs: 1, requestIp: '127.0.0.1', success: true, status: 200, userId: null, requestedAt: new Date() });
    await trackWrites(writes, () => callRecorder.flush());
    await trackWrites(writes, () => presence.touch(fan.id, Date.now() + 120_000));
    expect(writes.wrote).toBe(false);
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`, [id]))[0].n).toBe(1);
    // An article read by POST (SPEC §7) counts a view: the cached answers stay.
    const article = await buildArticle(server);
    await fixesOf(server, id);
    expect((await fixesOf(server, id)).hit).toBe(true);
    const read = await server.request('POST', '/api/system/doc/article/details', { articleId: article.id, language: 'zh' });
    expect(read.body.data.views).toBe(1);
    expect((await fixesOf(server, id)).hit).toBe(true);
  });

  it('housekeeping writes no cached answer shows — a visit logged, a key marked used, expired keys swept — do not count as the request’s', async () => {
    const { deviceInfo, apiKeys, idempotency } = server.services;
    const writes = new RequestWrites();
    // A browser's visit report (once per session): a row in the access log.
    const visit = await trackWrites(writes, () => deviceInfo.record('203.0.113.7', 'Mozilla/5.0', { screenWidth: 1280, screenHeight: 800 }, null));
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM access_log WHERE id = $1`, [visit.id]))[0].n).toBe(1);
    // An open call with an API key: the key's last use is stamped.
    const { key, apiKey } = await apiKeys.create(fan.auth, '测试密钥');
    expect(await trackWrites(writes, () => apiKeys.resolve(key))).toBe(fan.id);
    const [used] = await server.ds.query(`SELECT last_used_at FROM api_key WHERE id = $1`, [apiKey.id]);
    expect(used.last_used_at).not.toBeNull();
    // A keyed write that is refused: someone else's expired key is swept on the way, the refusal writes nothing.
    await server.ds.query(
      `INSERT INTO idempotency_key (scope, principal, key, fingerprint, state, expires_at)
       VALUES ('comment', 'someone', 'old', 'x', 1, now() - interval '1 hour')`,
    );
    const refused = trackWrites(writes, () =>
      idempotency.run({ scope: 'comment', principal: `user:${fan.id}`, key: randomUUID(), request: {} }, async () => {
        throw forbidden('不能评论', 'No comments');
      }),
    );
    await expect(refused).rejects.toThrow();
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM idempotency_key WHERE principal = 'someone'`))[0].n).toBe(0);
    expect(writes.wrote).toBe(false);
  });
});

describe.skipIf(!hasRedis)('catalogue read cache across two gateways: a write that committed before a 4xx is seen on the other', () => {
  let a: TestServer;
  let b: TestServer;
  let creator: BuiltUser;
  let api: BuiltApi;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `cache-wrote-${randomUUID()}:`, ADMIN_PASSWORD };
    a = await startTestServer(env);
    b = await startTestServer({ ...env, DATABASE_URL: a.config.databaseUrl! });
    creator = await buildUser(a);
    api = await buildApi(a, { creator });
    await a.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id = $1`, [creator.id]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('B answers the change straight after A answered 404', async () => {
    await expect.poll(async () => (await fixesOf(b, api.id)).hit).toBe(true);
    expect(await fixesOf(b, api.id)).toEqual({ versions: [], hit: true });
    await addFixThenFail(a, creator, api.id, 'v2.0.1');
    expect(await fixesOf(b, api.id)).toEqual({ versions: ['v2.0.1'], hit: false });
  });
});
