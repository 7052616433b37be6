import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { addApi, startUpstream, type LocalUpstream } from './upstream-fixture.js';

const ADMIN_PASSWORD = 'admin-test-password';

/**
 * The publish dialog's token rule and the platform's alarm/shutdown policies (basePolicy), acting on
 * real open calls: the rule through /api/open/api/{id}, the policies on a failing local upstream.
 */
describe('token rule and platform policies acting on open calls', () => {
  let server: TestServer;
  let up: LocalUpstream;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let key: string;

  const call = (id: number, headers: Record<string, string> = {}) =>
    server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en', ...headers });
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, variables, { ...admin, 'x-lang': 'en' });
  const publishRest = (body: Record<string, unknown>) => server.request('POST', '/api/system/publishApi', body, admin);
  const publishGql = (input: Record<string, unknown>) =>
    gql<{ publishApi: boolean }>(`mutation ($input: PublishApiInput!) { publishApi(input: $input) }`, { input });
  const statusOf = async (id: number) =>
    ((await server.ds.query(`SELECT status FROM api WHERE id = $1`, [id])) as Array<{ status: number }>)[0]!.status;
  const alertKinds = async (id: number) =>
    ((await server.ds.query(`SELECT kind FROM api_alert WHERE api_id = $1 ORDER BY id`, [id])) as Array<{ kind: string }>).map(
      (a) => a.kind,
    );
  /** `n` calls, the ones whose index mod 10 is below `failTenths` answered 500 by the upstream. */
  const traffic = async (id: number, n: number, failTenths: number) => {
    for (let i = 0; i < n; i++) {
      up.mode = i % 10 < failTenths ? 'fail' : 'ok';
      await call(id);
    }
    up.mode = 'ok';
    await server.services.trafficPolicies.settle();
  };
  const createPolicy = async (kind: 'ALARM' | 'SHUTDOWN', unit: string, threshold: number) => {
    const res = await gql<{ createPolicy: { id: number } }>(
      `mutation ($input: PolicyInput!) { createPolicy(input: $input) { id } }`,
      { input: { kind, name: `测试 ${unit}`, nameEn: `test ${unit}`, unit, threshold } },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createPolicy.id;
  };

  beforeAll(async () => {
    up = await startUpstream();
    server = await startTestServer({
      ADMIN_PASSWORD,
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`,
      POLICY_MIN_CALLS: '10',
      POLICY_WINDOW_SECONDS: '60',
      // These tests judge the policies' arithmetic with few callers, so no per-caller cap (0);
      // tests/security/shutdown-fairness.test.ts shows that one caller cannot trip a verdict by default.
      POLICY_CALLER_SHARE: '0',
    });
    const login = await server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
    admin = { authorization: `Bearer ${login.body.data.token}` };
    const reg = await server.request('POST', '/api/register', {
      account: 'rule_caller',
      username: 'rule_caller',
      password: 'longenough',
    });
    user = { authorization: `Bearer ${reg.body.data.token}` };
    key = (await server.request('POST', '/api/user/apiKeys', { name: 'rule test' }, user)).body.data.key;
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  it('token-or-key from REST (its Chinese label): 401 without credentials, served with a token or a key', async () => {
    const id = await addApi(server, 'builtin:uuid');
    expect((await call(id)).status).toBe(200);
    const res = await publishRest({ apiId: id, type: 'full', tokenRule: '需要登录令牌或 API Key' });
    expect(res.body.code).toBe(200);
    const anon = await call(id);
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe('This API needs a sign-in token (Bearer) or an API key (X-API-Key)');
    expect((await call(id, { 'x-api-key': 'amk_not-a-real-key' })).status).toBe(401);
    expect((await call(id, user)).status).toBe(200);
    expect((await call(id, { 'x-api-key': key })).status).toBe(200);
    const stored = await gql<{ apiPublishConfig: { tokenRule: string; tokenRuleLabel: string } }>(
      `query ($id: Int!) { apiPublishConfig(apiId: $id) { tokenRule tokenRuleLabel } }`,
      { id },
    );
    expect(stored.data!.apiPublishConfig).toEqual({ tokenRule: 'TOKEN_OR_KEY', tokenRuleLabel: 'Sign-in token or API key' });
  });

  it('api-key-only from GraphQL: a sign-in token is refused, only a valid key is served', async () => {
    const id = await addApi(server, 'builtin:uuid', { needToken: true });
    expect((await publishGql({ apiId: id, type: 'FULL', tokenRule: 'API_KEY_ONLY' })).errors).toBeUndefined();
    expect((await call(id)).status).toBe(401);
    const withToken = await call(id, user);
    expect(withToken.status).toBe(401);
    expect(withToken.body.message).toBe('This API accepts an API key (X-API-Key) only; a sign-in token is not enough');
    expect((await call(id, { ...user, 'x-api-key': key })).status).toBe(200);
    expect((await call(id, { 'x-api-key': key })).status).toBe(200);
    // Back to none: isneedtoken = 1 still asks for a token or a key (the stricter of the two wins).
    expect((await publishGql({ apiId: id, type: 'FULL', tokenRule: 'NONE' })).errors).toBeUndefined();
    expect((await call(id)).status).toBe(401);
    expect((await call(id, user)).status).toBe(200);
  });

  it('unknown rules are refused with a clear message; stored free text from before reads as none', async () => {
    const id = await addApi(server, 'builtin:uuid');
    const rest = await server.request(
      'POST',
      '/api/system/publishApi',
      { apiId: id, type: 'full', tokenRule: '看心情' },
      { ...admin, 'x-lang': 'en' },
    );
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(
      'Token rule must be one of none (No token), token-or-key (Sign-in token or API key), api-key-only (API key only)',
    );
    const zh = await publishRest({ apiId: id, type: 'full', tokenRule: '看心情' });
    expect(zh.body.message).toMatch(/^令牌规则只能是 none（无需令牌）/);
    const graph = await publishGql({ apiId: id, type: 'FULL', tokenRule: 'SOMETIMES' });
    expect(graph.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    // English labels and the code itself are accepted from REST too.
    expect((await publishRest({ apiId: id, type: 'full', tokenRule: 'API key only' })).body.code).toBe(200);
    expect((await call(id, user)).status).toBe(401);
    // A row written before the rules were fixed (free text): read as none.
    await server.ds.query(`UPDATE api_publish_config SET token_rule = '开启' WHERE api_id = $1`, [id]);
    server.services.trafficPolicies.invalidate(id);
    expect((await call(id)).status).toBe(200);
    const stored = await gql<{ apiPublishConfig: { tokenRule: string } }>(
      `query ($id: Int!) { apiPublishConfig(apiId: $id) { tokenRule } }`,
      { id },
    );
    expect(stored.data!.apiPublishConfig.tokenRule).toBe('NONE');
  });

  describe('platform policies where the publish config leaves a threshold empty', () => {
    beforeAll(async () => {
      // Start from no platform policy at all (the migration seeds some), through the admin's own calls.
      const list = await gql<{ policies: { alarm: Array<{ id: number }>; shutdown: Array<{ id: number }> } }>(
        `{ policies { alarm { id } shutdown { id } } }`,
      );
      for (const [kind, rows] of [
        ['ALARM', list.data!.policies.alarm],
        ['SHUTDOWN', list.data!.policies.shutdown],
      ] as const)
        for (const { id } of rows)
          expect(
            (await gql(`mutation ($kind: PolicyKind!, $id: Int!) { deletePolicy(kind: $kind, id: $id) }`, { kind, id }))
              .errors,
          ).toBeUndefined();
      const d = await gql<{ platformDefaults: Record<string, number | null> }>(
        `{ platformDefaults { delayThreshold alertThreshold alertCallsPerMinute offThreshold offConsecutiveFailures } }`,
      );
      expect(Object.values(d.data!.platformDefaults)).toEqual([null, null, null, null, null]);
    });

    // 20 calls, the first 3 of every 10 failing: 300 ‰ after 10 calls, at most 461 ‰ (6 of 13) on the way.
    it('the platform alarm policy raises the alert, and no longer once raised; an own threshold wins', async () => {
      const failing = async () => {
        const id = await addApi(server, `${up.url}/mode?v=p`, { name: '平台策略接口' });
        expect((await publishRest({ apiId: id, type: 'full' })).body.code).toBe(200);
        return id;
      };
      // No policy anywhere: 30% failures raise nothing.
      const before = await failing();
      await traffic(before, 20, 3);
      expect(await alertKinds(before)).toEqual([]);

      const alarm = await createPolicy('ALARM', 'permille', 100);
      const a = await failing();
      await traffic(a, 20, 3);
      expect(await alertKinds(a)).toEqual(['alert']);
      expect(await statusOf(a)).toBe(1);

      // The API's own threshold wins over the platform's.
      const own = await addApi(server, `${up.url}/mode?v=own`);
      expect((await publishRest({ apiId: own, type: 'full', alertThreshold: 500 })).body.code).toBe(200);
      await traffic(own, 20, 3);
      expect(await alertKinds(own)).toEqual([]);

      // Raised above the failure share (at most 6 of 13 = 461 ‰ along the way): the next API with the
      // same traffic raises nothing, with no wait for the cache.
      const raised = await gql(`mutation ($id: Int!) { setPolicyThreshold(kind: ALARM, id: $id, threshold: 500) { id } }`, {
        id: alarm,
      });
      expect(raised.errors).toBeUndefined();
      const b = await failing();

      await traffic(b, 20, 3);
      expect(await alertKinds(b)).toEqual([]);
      await gql(`mutation ($id: Int!) { deletePolicy(kind: ALARM, id: $id) }`, { id: alarm });
    });

    it('the platform shutdown policies (‰ and failures in a row) take the API offline, and stop once deleted', async () => {
      const shut = await createPolicy('SHUTDOWN', 'permille', 500);
      const d = await gql<{ platformDefaults: { offThreshold: number } }>(`{ platformDefaults { offThreshold } }`);
      expect(d.data!.platformDefaults.offThreshold).toBe(500);
      const a = await addApi(server, `${up.url}/mode?v=s`);
      expect((await publishRest({ apiId: a, type: 'full' })).body.code).toBe(200);
      await traffic(a, 12, 10);
      expect(await statusOf(a)).toBe(0);
      expect(await alertKinds(a)).toEqual(['shutdown']);
      expect((await call(a)).status).toBe(503);

      await gql(`mutation ($id: Int!) { deletePolicy(kind: SHUTDOWN, id: $id) }`, { id: shut });
      const b = await addApi(server, `${up.url}/mode?v=s2`);
      expect((await publishRest({ apiId: b, type: 'full' })).body.code).toBe(200);
      await traffic(b, 20, 10);
      expect(await statusOf(b)).toBe(1);
      expect(await alertKinds(b)).toEqual([]);

      // Failures in a row (a count policy) shut it down before the window has its minimum of calls.
      const streak = await createPolicy('SHUTDOWN', 'count', 3);
      await traffic(b, 3, 10);
      expect(await statusOf(b)).toBe(0);
      await gql(`mutation ($id: Int!) { deletePolicy(kind: SHUTDOWN, id: $id) }`, { id: streak });
    });
  });
});
