import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildUser, createDraft, type BuiltUser } from '../../../__tests__/support/factories.js';

/**
 * #33: one rule for interface alerts on both doors (open-call.policy.ts readAlerts). GraphQL
 * interfaceAlerts let a creator read the alerts of an own API; REST /api/system/alerts refused them
 * (40001). Now both answer the creator for an own API, another creator finds no such API, and every
 * API's alerts at once stay the administrators'.
 */
describe('interface alerts: the same rule on REST and GraphQL', () => {
  let server: TestServer;
  let owner: BuiltUser;
  let other: BuiltUser;
  let apiId: number;

  beforeAll(async () => {
    server = await startTestServer();
    [owner, other] = await Promise.all([buildUser(server), buildUser(server)]);
    apiId = await createDraft(server, owner);
    await server.services.alerts.raise(apiId, 'alert', { calls: 20, failed: 12, slow: 0 }, 60, 'x');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const rest = (who: BuiltUser, query: string) =>
    server.request('GET', `/api/system/alerts${query}`, undefined, { ...who.headers, 'accept-language': 'en' });
  const gql = (who: BuiltUser, args: string) =>
    server.graphql<{ interfaceAlerts: { total: number; items: Array<{ apiId: number; kind: string }> } }>(
      `query { interfaceAlerts(${args}) { total items { apiId kind } } }`,
      {},
      { ...who.headers, 'accept-language': 'en' },
    );

  it('the creator reads the alerts of an own API on REST as on GraphQL', async () => {
    const viaRest = await rest(owner, `?apiId=${apiId}`);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.code).toBe(200);
    expect(viaRest.body.total).toBe(1);
    expect(viaRest.body.data.map((a: { apiId: number; kind: string }) => [a.apiId, a.kind])).toEqual([[apiId, 'alert']]);
    const viaGraphql = await gql(owner, `apiId: ${apiId}`);
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data!.interfaceAlerts.items).toEqual([{ apiId, kind: 'alert' }]);
  });

  it('another creator finds no such API on either door', async () => {
    const viaRest = await rest(other, `?apiId=${apiId}`);
    expect(viaRest.status).toBe(404);
    expect(viaRest.body).toMatchObject({ code: 404, data: null, message: 'API not found' });
    const viaGraphql = await gql(other, `apiId: ${apiId}`);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('every API’s alerts at once stay the administrators’ (40001 / FORBIDDEN for a creator)', async () => {
    const viaRest = await rest(owner, '');
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toMatchObject({ code: 40001, data: null, message: 'Administrator role required' });
    const viaGraphql = await gql(owner, 'limit: 10');
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
