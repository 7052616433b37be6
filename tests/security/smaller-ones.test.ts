import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForm, newCreator, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';

/** #26.7: the smaller ones — the API key limit under a burst, a gray rollout with nothing new, GraphQL caller mistakes. */
describe('smaller holes', () => {
  let server: TestServer;
  let creator: Caller;
  let admin: Caller;
  beforeAll(async () => {
    server = await startSecurityServer({ TRUST_PROXY: 'true' });
    creator = await newCreator(server, 'small');
    admin = await signInAdmin(server);
  });
  afterAll(async () => server?.stop());

  it('30 parallel key creations leave at most 20 active keys; the rest answer 409', async () => {
    const user = await newCreator(server, 'keys');
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => server.request('POST', '/api/user/apiKeys', { name: `k${i}` }, user.headers)),
    );
    expect(res.filter((r) => r.status === 200).length).toBe(20);
    expect(res.filter((r) => r.status === 409).length).toBe(10);
    const list = await server.request('GET', '/api/user/apiKeys', undefined, user.headers);
    expect((list.body.data as Array<{ revokedAt: string | null }>).filter((k) => !k.revokedAt).length).toBe(20);
  });

  it('a creator’s gray rollout with no revision waiting keeps serving every caller', async () => {
    const created = await server.request('POST', '/api/apis', apiForm(), creator.headers);
    const id = created.body.data.apiid as number;
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    // A pass approves; the creator's publish configuration (full) releases it (#34.6).
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    await server.ds.query(`UPDATE api SET address = 'builtin:uuid' WHERE id = $1`, [id]);
    server.services.openCall.invalidate(id);
    const gray = await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'gray', grayScale: 5000 }, creator.headers);
    expect(gray.body.code, gray.text).toBe(200);
    server.services.trafficPolicies.invalidate(id);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => server.request('GET', `/api/open/api/${id}`, undefined, { 'x-forwarded-for': `198.51.100.${i + 1}` })),
    );
    expect(statuses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
  });

  it('GraphQL caller mistakes answer 400 BAD_USER_INPUT with a clear message, not INTERNAL_SERVER_ERROR', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['an unknown operationName', { query: 'query A { __typename }', operationName: 'B' }, /Unknown operation named "B"/],
      ['two operations without operationName', { query: 'query A { __typename } query B { __typename }' }, /operation name/i],
      ['a subscription over HTTP', { query: 'subscription { systemMetrics { __typename } }' }, /WebSocket|websocket/],
    ];
    for (const [label, body, message] of cases) {
      const res = await server.request('POST', '/graphql', body, { 'accept-language': 'en' });
      expect(res.status, label).toBe(400);
      expect(res.body.errors[0].extensions.code, label).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].message, label).toMatch(message);
      expect(JSON.stringify(res.body), label).not.toMatch(/stacktrace|INTERNAL_SERVER_ERROR/);
    }
  });
});
