import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildUser, type BuiltApi, type BuiltUser } from '../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { cuttableRelay } from '../../__tests__/support/tcp-relay.js';
import { waitFor } from '../../__tests__/support/wait.js';
import { hasRedis, TEST_REDIS_URL } from '../../__tests__/support/redis.js';

const redis = new URL(TEST_REDIS_URL);

type ListItem = { apiid: number; status: number };

/**
 * Two gateways on one database and one Redis, B reaching Redis through a relay the test cuts: while
 * B cannot read the write generations it must not answer from what it kept (a write on A, or its own,
 * may have happened since), and once Redis answers again its own writes of the outage reach A.
 */
describe.skipIf(!hasRedis)('catalogue read cache when Redis goes away', () => {
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  let a: TestServer;
  let b: TestServer;
  let creator: BuiltUser;
  let api: BuiltApi;
  /** Taken offline after the outage. */
  let later: BuiltApi;
  /** Taken offline while Redis hangs. */
  let whileHung: BuiltApi;
  beforeAll(async () => {
    relay = await cuttableRelay({ host: redis.hostname, port: Number(redis.port || 6379) });
    const env = { REDIS_PREFIX: `cache-outage-${randomUUID()}:`, ADMIN_PASSWORD };
    a = await startTestServer({ ...env, REDIS_URL: redis.href });
    b = await startTestServer({ ...env, REDIS_URL: `redis://127.0.0.1:${relay.port}`, DATABASE_URL: a.config.databaseUrl! });
    creator = await buildUser(a);
    [api, later, whileHung] = [await buildApi(a, { creator }), await buildApi(a, { creator }), await buildApi(a, { creator })];
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await relay?.close();
  });

  /** B's apiList: the API's status and whether the answer came from B's cache. */
  const onB = async (id = api.id) => {
    const hits = b.services.readCache.hits;
    const res = await b.request('GET', '/api/apiList');
    expect(res.status).toBe(200);
    return { status: (res.body.data as ListItem[]).find((x) => x.apiid === id)?.status, hit: b.services.readCache.hits === hits + 1 };
  };
  const takeOffline = async (id: number) =>
    expect((await a.request('PUT', `/api/apis/${id}/status`, { status: 0 }, creator.headers)).body.code).toBe(200);

  /** The API's call count as `server` answers it, and whether that came from its cache. */
  const countOn = async (server: TestServer) => {
    const hits = server.services.readCache.hits;
    const res = await server.graphql<{ api: { callCount: number } }>(`query Count($id: Int!) { api(id: $id) { callCount } }`, { id: api.id });
    expect(res.errors).toBeUndefined();
    return { count: res.data!.api.callCount, hit: server.services.readCache.hits === hits + 1 };
  };

  it('serves from the database while Redis is away, and from the cache again once it is back', async () => {
    await waitFor(async () => (await onB()).hit, 'B to answer from its cache');
    expect(await onB()).toEqual({ status: 1, hit: true });
    await countOn(a);
    const { count } = await countOn(a);

    relay.cut();
    // A write B cannot hear of: B's next answers come from the database, not from its entries.
    await takeOffline(api.id);
    expect(await onB()).toEqual({ status: 0, hit: false });
    expect(await onB()).toEqual({ status: 0, hit: false });

    // Calls recorded by B during the outage: their bump cannot reach Redis yet; B reads them.
    b.services.callRecorder.record({
      apiId: api.id, responseTimeMs: 5, requestIp: '127.0.0.1', success: true, status: 200, userId: null, requestedAt: new Date(),
    });
    await b.services.callRecorder.flush();
    expect(await countOn(b)).toEqual({ count: count + 1, hit: false });

    relay.restore();
    // Back: B's pending bump reaches Redis (A's count answer from before the calls is gone), then B
    // caches again and still hears A's writes.
    await waitFor(async () => (await onB()).hit, 'B to answer from its cache again');
    expect(await countOn(a)).toEqual({ count: count + 1, hit: false });
    expect(await onB(later.id)).toEqual({ status: 1, hit: true });
    await takeOffline(later.id);
    expect(await onB(later.id)).toEqual({ status: 0, hit: false });
  });

  it('a Redis that hangs (connections open, nothing answered) does not hold reads up, nor let B serve what it kept', async () => {
    await waitFor(async () => (await onB(whileHung.id)).hit, 'B to answer from its cache');
    relay.hang();
    await takeOffline(whileHung.id);
    // The first read waits for the command to time out, the next ones do not ask until a probe answers.
    expect(await onB(whileHung.id)).toEqual({ status: 0, hit: false });
    expect(await onB(whileHung.id)).toEqual({ status: 0, hit: false });
    relay.restore();
    await waitFor(async () => (await onB(whileHung.id)).hit, 'B to answer from its cache again');
    expect(await onB(whileHung.id)).toEqual({ status: 0, hit: true });
  });
});
