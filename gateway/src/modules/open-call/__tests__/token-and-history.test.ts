import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { addApi } from './upstream-fixture.js';

const ADMIN_PASSWORD = 'admin-test-password';

describe('token rule, API keys, recording and history', () => {
  let server: TestServer;
  let token: string;
  let other: string;
  let admin: string;
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
  const flush = () => server.services.callRecorder.flush();

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    const reg = async (account: string) =>
      (await server.request('POST', '/api/register', { account, username: account, password: 'longenough' }))
        .body.data.token as string;
    token = await reg('key_owner');
    other = await reg('someone_else');
    admin = (await server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD })).body
      .data.token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('an API with isneedtoken = 1 answers 401 without a token, and serves a Bearer token or an API key', async () => {
    const id = await addApi(server, 'builtin:uuid', { needToken: true });
    const anon = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({
      code: 401,
      data: null,
      message: 'This API needs a sign-in token (Bearer) or an API key (X-API-Key)',
    });
    expect(
      (await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-api-key': 'amk_not-a-real-key' }))
        .status,
    ).toBe(401);
    expect((await server.request('GET', `/api/open/api/${id}`, undefined, bearer(token))).status).toBe(200);

    const created = await server.request('POST', '/api/user/apiKeys', { name: '我的脚本' }, bearer(token));
    expect(created.status).toBe(200);
    const key = created.body.data.key as string;
    expect(key).toMatch(/^amk_[A-Za-z0-9_-]{43}$/);
    expect(created.body.data.apiKey).toMatchObject({
      name: '我的脚本',
      prefix: key.slice(0, 10),
      revokedAt: null,
    });
    expect((await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-api-key': key })).status).toBe(
      200,
    );

    // Keys are personal: listed for their owner only, revocable only by them, and revocation is immediate.
    const mine = await server.request('GET', '/api/user/apiKeys', undefined, bearer(token));
    expect(mine.body.data).toHaveLength(1);
    expect(JSON.stringify(mine.body.data)).not.toContain(key);
    expect(
      (await server.request('GET', '/api/user/apiKeys', undefined, bearer(other))).body.data,
    ).toHaveLength(0);
    const keyId = mine.body.data[0].id;
    expect(
      (await server.request('DELETE', `/api/user/apiKeys/${keyId}`, undefined, bearer(other))).status,
    ).toBe(404);
    const revoked = await server.request('DELETE', `/api/user/apiKeys/${keyId}`, undefined, bearer(token));
    expect(revoked.body.data.revokedAt).toEqual(expect.any(String));
    expect((await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-api-key': key })).status).toBe(
      401,
    );
    expect((await server.request('GET', '/api/user/apiKeys')).status).toBe(401);

    // Calls made with the key are recorded under its owner.
    await flush();
    const users: Array<{ user_id: number | null }> = await server.ds.query(
      `SELECT user_id FROM api_call WHERE api_id = $1 ORDER BY id`,
      [id],
    );
    const me: Array<{ id: number }> = await server.ds.query(
      `SELECT id FROM app_user WHERE account = 'key_owner'`,
    );
    expect(users.map((u) => u.user_id)).toEqual([me[0]!.id, me[0]!.id]);
  });

  it('API keys over GraphQL: create, list, revoke; the name is validated', async () => {
    const c = await server.graphql<{ createApiKey: { key: string; apiKey: { id: number } } }>(
      `mutation { createApiKey(name: "ci") { key apiKey { id name revokedAt } } }`,
      {},
      bearer(other),
    );
    expect(c.errors).toBeUndefined();
    const l = await server.graphql<{ myApiKeys: Array<{ id: number }> }>(
      `{ myApiKeys { id name prefix } }`,
      {},
      bearer(other),
    );
    expect(l.data!.myApiKeys.map((k) => k.id)).toEqual([c.data!.createApiKey.apiKey.id]);
    const r = await server.graphql(
      `mutation($id: Int!) { revokeApiKey(id: $id) { revokedAt } }`,
      { id: c.data!.createApiKey.apiKey.id },
      bearer(other),
    );
    expect(r.errors).toBeUndefined();
    const bad = await server.graphql(`mutation { createApiKey(name: "") { key } }`, {}, bearer(other));
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anon = await server.graphql(`{ myApiKeys { id } }`);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('records every call and serves history and count after N calls', async () => {
    const id = await addApi(server, 'builtin:hash');
    const n = 25;
    for (let i = 0; i < n; i++) {
      const res = await server.request(
        'GET',
        `/api/open/api/${id}?text=${i % 5 === 0 ? '' : 'x'}`,
        undefined,
        i % 2 ? bearer(token) : {},
      );
      expect(res.status).toBe(i % 5 === 0 ? 400 : 200);
    }
    await flush();
    const count = await server.request('GET', `/api/histroy/count/api/${id}`);
    expect(count.body).toEqual({ code: 200, data: n, message: 'success' });

    const log = await server.request('GET', `/api/histroy/log/api/${id}`);
    expect(log.status).toBe(200);
    const list = log.body.data.apiRequestStatList as Array<{
      responseTime: number;
      requestIp: string;
      requestResult: string;
      requestTime: string;
      status: number;
    }>;
    expect(list).toHaveLength(n);
    expect(list.filter((r) => r.requestResult === 'failure')).toHaveLength(5);
    expect(list.filter((r) => r.status === 400)).toHaveLength(5);
    // Newest first; visitors see masked addresses, the admin the whole one.
    const times = list.map((r) => Date.parse(r.requestTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list[0]!.requestIp).toBe('127.0.0.*');
    const avg = list.reduce((s, r) => s + r.responseTime, 0) / n;
    expect(log.body.data.avgCount).toBeCloseTo(avg, 0);
    const asAdmin = await server.request(
      'GET',
      `/api/histroy/log/api/${id}?pageSize=10&page=3`,
      undefined,
      bearer(admin),
    );
    expect(asAdmin.body.data.apiRequestStatList).toHaveLength(5);
    expect(asAdmin.body.data.apiRequestStatList[0].requestIp).toBe('127.0.0.1');
    expect((await server.request('GET', `/api/histroy/log/api/${id}?pageSize=5000`)).status).toBe(400);
    expect((await server.request('GET', '/api/histroy/count/api/999999')).status).toBe(404);

    // The catalogue's call count reads the same rows.
    const detail = await server.request('GET', `/api/api/details/${id}`);
    expect(detail.body.data.callCount).toBe(n);

    const stats = await server.graphql<{
      apiCallStats: {
        platform: {
          calls: number;
          successCalls: number;
          p50Ms: number;
          p95Ms: number;
          series: Array<{ calls: number; failed: number }>;
        };
        mine: { calls: number; series: Array<{ calls: number }> };
      };
    }>(
      `query($id: Int!) { apiCallStats(apiId: $id, period: REALTIME) {
          platform { calls successCalls avgMs p50Ms p95Ms series { at calls failed avgMs p95Ms } }
          mine { calls successCalls p50Ms p95Ms series { at calls } } } }`,
      { id },
      bearer(token),
    );
    expect(stats.errors).toBeUndefined();
    const s = stats.data!.apiCallStats;
    expect(s.platform.calls).toBe(n);
    expect(s.platform.successCalls).toBe(20);
    expect(s.platform.p95Ms).toBeGreaterThanOrEqual(s.platform.p50Ms);
    expect(s.platform.series).toHaveLength(30);
    expect(s.platform.series.reduce((a, p) => a + p.calls, 0)).toBe(n);
    expect(s.platform.series.reduce((a, p) => a + p.failed, 0)).toBe(5);
    // Only the calls made with this user's token (the odd ones).
    expect(s.mine.calls).toBe(12);
    expect(s.mine.series.reduce((a, p) => a + p.calls, 0)).toBe(12);
    const anon = await server.graphql<{ apiCallStats: { mine: { calls: number } } }>(
      `query($id: Int!) { apiCallStats(apiId: $id) { mine { calls } } }`,
      { id },
    );
    expect(anon.data!.apiCallStats.mine.calls).toBe(13);
    const hist = await server.graphql<{ apiCallHistory: { total: number; items: unknown[] } }>(
      `query($id: Int!) { apiCallHistory(apiId: $id, limit: 10) { total avgMs items { responseTimeMs requestIp success status requestedAt } } }`,
      { id },
    );
    expect(hist.data!.apiCallHistory.total).toBe(n);
    expect(hist.data!.apiCallHistory.items).toHaveLength(10);
    const cnt = await server.graphql<{ apiCallCount: number }>(
      `query($id: Int!) { apiCallCount(apiId: $id) }`,
      { id },
    );
    expect(cnt.data!.apiCallCount).toBe(n);
  });
});
