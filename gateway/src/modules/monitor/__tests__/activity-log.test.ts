import { createClient, type Client } from 'graphql-ws';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';

const ADMIN_PASSWORD = 'admin-test-password';
const ACTIVITY_SUB = `subscription { activityLog { id kind title titleEn actor apiId createdAt } }`;
const ACTIVITY_QUERY = `query ($limit: Int, $beforeId: Int) {
  activityLog(limit: $limit, beforeId: $beforeId) { id kind title titleEn actor apiId createdAt }
}`;

interface Activity {
  id: number;
  kind: string;
  title: string;
  titleEn: string;
  actor: string;
  apiId: number | null;
  createdAt: string;
}

type Outcome<T> = { data: T } | { errors: Array<{ message: string; extensions?: { code?: string } }> };

/**
 * The first message of one subscription: its data, or the errors it was refused with. `poke` runs every
 * 300 ms until then: graphql-ws says nothing when the server has registered a subscription.
 */
function first<T>(client: Client, query: string, poke?: () => void): Promise<Outcome<T>> {
  let timer: NodeJS.Timeout | undefined;
  return new Promise<Outcome<T>>((resolve, reject) => {
    const dispose = client.subscribe<T>(
      { query },
      {
        next: (msg) => {
          dispose();
          resolve(msg.errors ? { errors: msg.errors as never } : { data: msg.data as T });
        },
        error: (err) => (Array.isArray(err) ? resolve({ errors: err as never }) : reject(err)),
        complete: () => undefined,
      },
    );
    if (poke) timer = setInterval(poke, 300);
  }).finally(() => clearInterval(timer));
}

describe('activity log', () => {
  let server: TestServer;
  let wsUrl: string;
  let adminToken: string;
  const clients: Client[] = [];
  const connect = (connectionParams: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols: string[]) {
          super(url, protocols, { headers });
        }
      },
      connectionParams,
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    wsUrl = server.url.replace('http', 'ws') + '/graphql';
    adminToken = (await server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD }))
      .body.data.token;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await server?.stop();
  });

  it('refuses the admin-only subscription on an anonymous connection, which still gets public topics', async () => {
    const client = connect();
    const refused = await first<{ activityLog: Activity }>(client, ACTIVITY_SUB);
    expect('errors' in refused && refused.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // In the caller's language (zh by default).
    expect('errors' in refused && refused.errors[0]?.message).toBe('请先登录');
    const pub = await first<{ systemMetrics: { memory: { total: number } } }>(
      client,
      'subscription { systemMetrics { memory { total } } }',
    );
    // This host's memory size, in GB to two decimals.
    expect('data' in pub && pub.data.systemMetrics.memory.total).toBe(
      Math.round((os.totalmem() / 1024 ** 3) * 100) / 100,
    );
  });

  it('refuses a signed-in non-admin (FORBIDDEN) and a forged token (treated as a visitor)', async () => {
    const creator = (await buildUser(server)).token;
    const asCreator = await first<unknown>(connect({ token: creator }), ACTIVITY_SUB);
    expect('errors' in asCreator && asCreator.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    const forged = await first<unknown>(connect({ token: adminToken.slice(0, -4) + 'AAAA' }), ACTIVITY_SUB);
    expect('errors' in forged && forged.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('pushes a recorded event to an admin subscriber and lists it newest first', async () => {
    const client = connect({ token: adminToken }, { 'accept-language': 'en' });
    const apiRow = await buildApi(server);
    const pushed = await first<{ activityLog: Activity }>(client, ACTIVITY_SUB, () => {
      void server.services.activity.record({
        kind: 'API_PUBLISHED',
        title: '接口「天气查询」已发布',
        titleEn: 'API "Weather" published',
        actor: 'admin',
        apiId: apiRow.id,
      });
    });
    expect('data' in pushed).toBe(true);
    const event = (pushed as { data: { activityLog: Activity } }).data.activityLog;
    expect(event).toMatchObject({
      kind: 'API_PUBLISHED',
      titleEn: 'API "Weather" published',
      actor: 'admin',
      apiId: apiRow.id,
    });
    expect(Number.isNaN(Date.parse(event.createdAt))).toBe(false);

    await server.services.activity.record({
      kind: 'USER_REGISTERED',
      title: '新用户 bob 注册',
      titleEn: 'New user bob',
    });
    const auth = { authorization: `Bearer ${adminToken}` };
    const page = await server.graphql<{ activityLog: Activity[] }>(ACTIVITY_QUERY, { limit: 1 }, auth);
    expect(page.data!.activityLog).toHaveLength(1);
    expect(page.data!.activityLog[0]).toMatchObject({ kind: 'USER_REGISTERED', actor: '', apiId: null });
    const next = await server.graphql<{ activityLog: Activity[] }>(
      ACTIVITY_QUERY,
      { limit: 10, beforeId: page.data!.activityLog[0]!.id },
      auth,
    );
    expect(next.data!.activityLog.map((a) => a.id)).toContain(event.id);
  });

  it('guards the query and the recording rules', async () => {
    const anon = await server.graphql(ACTIVITY_QUERY, {});
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const tooMany = await server.graphql(
      ACTIVITY_QUERY,
      { limit: 500 },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await expect(
      server.services.activity.record({ kind: 'NOPE' as never, title: 'x', titleEn: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    // A link to an API that does not exist is dropped, the entry kept.
    const orphan = await server.services.activity.record({
      kind: 'API_SHUT_DOWN',
      title: '下线',
      titleEn: 'Shut down',
      apiId: 999_999,
    });
    expect(orphan).toMatchObject({ kind: 'API_SHUT_DOWN', apiId: null });
    await expect(
      server.services.activity.record({ kind: 'ALERT_RAISED', title: ' ', titleEn: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
