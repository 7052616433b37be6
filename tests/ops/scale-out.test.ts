import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createFreshDatabase } from '../../gateway/src/__tests__/support/database.js';
import { buildApi, buildUser } from '../../gateway/src/__tests__/support/factories.js';
import { loadConfig } from '../../gateway/src/config.js';
import { startServer, type Running } from '../../gateway/src/server.js';
import { startProxy } from './support/proxy.js';
import { tempDataDir } from './support/processes.js';
import { hasRedis, TEST_REDIS_URL } from '../../gateway/src/__tests__/support/redis.js';

// Redis on 127.0.0.1:6379 or TEST_REDIS_URL (README, Quickstart; skipped without one). A prefix of
// its own keeps this run's keys and channels apart from every other run sharing that Redis.
const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `t-scale-${randomBytes(4).toString('hex')}:`;
const ADMIN_PASSWORD = 'scale-out-admin-password';

type Json = Record<string, unknown>;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function login(base: string, account: string, password: string): Promise<string> {
  const res = await post(`${base}/api/login`, { account, password });
  if (res.status !== 200) throw new Error(`login ${account}: ${JSON.stringify(res.body)}`);
  return (res.body.data as { token: string }).token;
}

/** The first event of a subscription, and a promise that the server has registered it. */
function first<T>(client: Client, query: string, variables: Json = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    client.subscribe<T>(
      { query, variables },
      {
        next: (msg) => (msg.errors ? reject(new Error(JSON.stringify(msg.errors))) : resolve(msg.data as T)),
        error: reject,
        complete: () => undefined,
      },
    );
  });
}

describe.skipIf(!hasRedis)('two gateways on one database and one Redis, behind a proxy', () => {
  let db: { url: string; drop(): Promise<void> };
  let data: ReturnType<typeof tempDataDir>;
  let a: Running;
  let b: Running;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let redis: Redis;
  const clients: Client[] = [];

  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    data = tempDataDir();
    const config = () =>
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        KEEPALIVE_TIMEOUT_MS: '1000', // its stop need not wait out idle sockets (support/server.ts)
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        // Shared, as a volume is under `docker compose --scale`: one generated JWT secret for both.
        DATA_DIR: data.dir,
        CLIENT_DIST: path.join(data.dir, 'no-client'),
        REDIS_URL,
        REDIS_PREFIX: PREFIX,
        TRUST_PROXY: '127.0.0.1',
        ADMIN_PASSWORD,
        // No demo data: each test builds the creator and APIs it uses (support/factories.ts).
        SEED_DEMO: 'false',
        RATE_LIMIT_COMMENT_VISITOR: '3/60',
        RATE_LIMIT_COMMENT_IP: '100000/60',
        RATE_LIMIT_WRITE: '100000/60',
      });
    [a, b] = await Promise.all([startServer(config(), () => {}), startServer(config(), () => {})]);
    proxy = await startProxy([a, b].map((g) => Number(new URL(g.url).port)));
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    redis?.disconnect();
    await db?.drop();
    data?.remove();
  });

  /** Resolves once Redis has a subscriber on every channel named (this run's prefix added). */
  async function subscribedInRedis(channels: string[]): Promise<void> {
    for (let i = 0; i < 1000; i++) {
      const counts = (await redis.pubsub('NUMSUB', ...channels.map((c) => PREFIX + c))) as Array<string | number>;
      if (channels.every((_, k) => Number(counts[2 * k + 1]) > 0)) return;
    }
    throw new Error(`never subscribed: ${channels.join(', ')}`);
  }

  it('a subscriber on one gateway hears comments, notifications and activity caused through the other; caches follow', async () => {
    // A creator and its published built-in API (builtin:quote answers a call without parameters).
    const creator = await buildUser(a);
    const api = await buildApi(a, { creator, address: 'builtin:quote' });
    const adminToken = await login(proxy.url, 'admin', ADMIN_PASSWORD);
    const creatorToken = await login(proxy.url, creator.account, creator.password);
    // A has this API in its open-call cache: the call reached the built-in rather than being refused
    // as unpublished (503).
    expect((await fetch(`${a.url}/api/open/api/${api.id}`)).status).toBe(200);

    const onA = (token?: string) => {
      const client = createClient({
        url: a.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: token ? { token } : {},
      });
      clients.push(client);
      return client;
    };
    const comment = first<{ commentAdded: { comment: { content: string } | null } }>(
      onA(),
      `subscription($apiId: Int!) { commentAdded(apiId: $apiId) { comment { content } } }`,
      { apiId: api.id },
    );
    const notification = first<{ notificationAdded: { apiId: number; kind: string } }>(
      onA(creatorToken),
      `subscription { notificationAdded { apiId kind } }`,
    );
    const activity = first<{ activityLog: { kind: string; apiId: number | null } }>(
      onA(adminToken),
      `subscription { activityLog { kind apiId } }`,
    );
    await subscribedInRedis([`COMMENT_ADDED:${api.id}`, `NOTIFICATION_ADDED:${creator.id}`, 'ACTIVITY_ADDED']);

    // Caused through B only.
    const posted = await post(
      `${b.url}/api/comments`,
      { apiId: api.id, content: '来自 B 的评论' },
      { 'X-Visitor-Id': `anon_${randomBytes(8).toString('hex')}` },
    );
    expect(posted.status).toBe(200);
    expect((await comment).commentAdded.comment?.content).toBe('来自 B 的评论');

    const offline = await post(
      `${b.url}/graphql`,
      { query: `mutation($id: Int!) { setApiStatus(id: $id, status: 0) { published } }`, variables: { id: api.id } },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(offline.body.errors).toBeUndefined();
    expect((await notification).notificationAdded).toEqual({ apiId: api.id, kind: 'offline' });
    expect((await activity).activityLog).toEqual({ kind: 'API_SHUT_DOWN', apiId: api.id });
    // The change was announced before the notification on the same Redis connection, so A has
    // dropped its cached copy: the very next call through A is refused, not served from the cache.
    expect((await fetch(`${a.url}/api/open/api/${api.id}`)).status).toBe(503);
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });

  it('holds a rate limit across both gateways', async () => {
    const api = await buildApi(a);
    const visitor = { 'X-Visitor-Id': `anon_${randomBytes(8).toString('hex')}` };
    const from = proxy.served.length;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post(`${proxy.url}/api/comments`, { apiId: api.id, content: `第 ${i} 条` }, visitor)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Round robin: the four requests went to both gateways.
    expect(new Set(proxy.served.slice(from)).size).toBe(2);
  });

  it('loses nothing when one gateway stops in the middle of a run', async () => {
    const api = await buildApi(b, { address: 'builtin:uuid' });
    const before = Number((await b.ds.query(`SELECT count(*) AS n FROM api_call WHERE api_id = $1`, [api.id]))[0].n);
    const total = 120;
    let sent = 0;
    let answered = 0;
    let reachedHalfway = () => {};
    const halfway = new Promise<void>((resolve) => (reachedHalfway = resolve));
    const worker = async () => {
      const statuses: number[] = [];
      while (sent < total) {
        sent++;
        statuses.push((await fetch(`${proxy.url}/api/open/api/${api.id}`)).status);
        if (++answered === total / 3) reachedHalfway();
      }
      return statuses;
    };
    const workers = Array.from({ length: 6 }, worker);
    await halfway;
    const stopped = a.stop();
    const statuses = (await Promise.all(workers)).flat();
    await stopped;
    const counts = statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 200: total });

    // A wrote its buffered records as it stopped; B writes its own now.
    await b.services.callRecorder.flush();
    const after = Number((await b.ds.query(`SELECT count(*) AS n FROM api_call WHERE api_id = $1`, [api.id]))[0].n);
    expect(after - before).toBe(total);
  });
});
