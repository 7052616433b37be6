import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildUser, signIn } from '../../gateway/src/__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';
import { subscribed } from '../../gateway/src/modules/plans/__tests__/plans-fixture.js';

/**
 * Review r2: bad input on the doors of plans, keys, open calls, status, versions and monitor is a clear
 * 4xx in the caller's language, never a 500 (ids out of range, text where numbers go, huge values).
 */
describe('r2: no 500 from bad input on either door', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let s: Awaited<ReturnType<typeof subscribed>>;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = { ...(await signIn(server, 'admin', ADMIN_PASSWORD)).headers, 'accept-language': 'en' };
    s = await subscribed(server, { dailyQuota: 5 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('REST', async () => {
    const user = (await buildUser(server)).headers;
    const big = '99999999999999999999';
    const cases: Array<[string, string, unknown, Record<string, string>]> = [
      ['GET', `/api/apis/${big}/plans`, undefined, user],
      ['GET', `/api/apis/abc/plans`, undefined, user],
      ['POST', `/api/apis/${s.apiId}/plans`, { name: 'x', dailyQuota: 1e300 }, s.creator.headers],
      ['POST', `/api/apis/${s.apiId}/plans`, { name: 'x', dailyQuota: '12' }, s.creator.headers],
      ['POST', `/api/apis/${s.apiId}/plans`, { name: 'x'.repeat(10_000) }, s.creator.headers],
      ['POST', `/api/apis/${s.apiId}/plans`, { name: 'x', overage: 'maybe' }, s.creator.headers],
      ['PUT', `/api/plans/${big}`, { name: 'x' }, s.creator.headers],
      ['PUT', `/api/plans/-1`, { name: 'x' }, s.creator.headers],
      ['DELETE', `/api/plans/2147483648`, undefined, s.creator.headers],
      ['POST', '/api/subscriptions', { apiId: 2147483648, planId: 1, keyId: 1 }, user],
      ['POST', '/api/subscriptions', { apiId: 'x', planId: 1, keyId: 1 }, user],
      ['POST', '/api/subscriptions', { apiId: s.apiId, planId: s.planId, keyId: 0 }, user],
      ['PUT', `/api/subscriptions/${s.subscriptionId}`, { planId: 2147483647 }, s.caller.headers],
      ['PUT', `/api/subscriptions/${big}`, { planId: 1 }, s.caller.headers],
      ['POST', `/api/subscriptions/${big}/approve`, undefined, s.creator.headers],
      ['POST', `/api/subscriptions/${s.subscriptionId}/decline`, { reason: 5 }, s.creator.headers],
      ['GET', '/api/user/usage?from=2026-02-30&to=2026-03-01', undefined, s.caller.headers],
      ['GET', '/api/user/usage?from=0000-01-01&to=0000-01-02', undefined, s.caller.headers],
      ['GET', '/api/user/usage?from=9999-12-31&to=9999-12-31', undefined, s.caller.headers],
      ['GET', '/api/user/usage?apiId=-5', undefined, s.caller.headers],
      ['GET', `/api/apis/${s.apiId}/planAnalytics?days=100000`, undefined, s.creator.headers],
      ['GET', `/api/apis/${s.apiId}/subscriptions?page=99999999&pageSize=20`, undefined, s.creator.headers],
      ['GET', `/api/system/subscriptions?keyword=${encodeURIComponent('%_\\')}`, undefined, admin],
      ['GET', `/api/system/subscriptions?page=2147483647&pageSize=50`, undefined, admin],
      ['PUT', `/api/system/subscriptions/${s.subscriptionId}`, { suspended: true, reason: 'x'.repeat(100_000) }, admin],
      ['POST', '/api/user/apiKeys', { name: {} }, user],
      ['DELETE', `/api/user/apiKeys/${big}`, undefined, user],
      ['GET', `/api/open/api/${big}`, undefined, { 'x-api-key': 'nope' }],
      ['GET', `/api/open/api/${s.apiId}?version=v99999999999999999999`, undefined, {}],
      ['GET', `/api/open/api/${s.apiId}`, undefined, { 'api-version': 'v0' }],
      ['GET', `/api/open/api/${s.apiId}`, undefined, { 'x-api-key': 'amk_' + 'A'.repeat(5000) }],
      ['GET', `/api/histroy/log/api/${s.apiId}?page=2147483647&pageSize=20`, undefined, {}],
      ['GET', `/api/histroy/count/api/${big}`, undefined, {}],
      ['GET', `/api/system/alerts?apiId=2147483648`, undefined, admin],
      ['GET', `/api/status/api/${big}`, undefined, {}],
      ['POST', '/api/system/alert-channels', { kind: 'webhook', name: 'x', url: 'http://[::1', secret: 'a'.repeat(20) }, admin],
      ['POST', '/api/system/alert-channels', { kind: 'email', name: 'x', url: 'smtp://%zz@host', emailTo: 'a@b.cd' }, admin],
      ['POST', '/api/system/alert-channels', { kind: 'webhook', name: 'x', url: 'https://example.com/h', secret: 'a'.repeat(20), apiId: 1e300 }, admin],
      ['POST', '/api/system/alert-channels', { kind: 'webhook', name: 'x', url: 'https://example.com/h', secret: 'a'.repeat(20), events: ['quota', 'quota', 5] }, admin],
      ['POST', `/api/system/alert-channels/${big}/test`, undefined, admin],
      ['GET', `/api/system/alert-deliveries?channelId=${big}`, undefined, admin],
      ['GET', `/api/system/alert-deliveries?channelId=abc&page=0`, undefined, admin],
      ['GET', `/api/apis/${s.apiId}/versions`, undefined, {}],
      ['POST', `/api/apis/${s.apiId}/versions/v1/deprecate`, { sunset: '+275760-09-13T00:00:00.000Z', successor: 'v2' }, s.creator.headers],
      ['POST', `/api/apis/${s.apiId}/versions/v99999999999/deprecate`, { sunset: '2030-01-01T00:00:00Z', successor: 'v1' }, s.creator.headers],
      ['POST', `/api/apis/${s.apiId}/versions/v1/deprecate`, { sunset: '2030-01-01T00:00:00Z', successor: 'v99999999999999999999' }, s.creator.headers],
      ['GET', `/api/monitor?range=zzz`, undefined, {}],
    ];
    const fails: string[] = [];
    for (const [method, path, body, headers] of cases) {
      const res = await server.request(method, path, body, { 'accept-language': 'en', ...headers });
      if (res.status >= 500) fails.push(`${method} ${path} → ${res.status} ${res.text.slice(0, 200)}`);
      else if (res.status >= 400) expect(typeof res.body?.message, `${method} ${path}`).toBe('string');
    }
    expect(fails).toEqual([]);
  });

  it('a day that is not in the calendar is named as such, not read as another day', async () => {
    const res = await server.request('GET', '/api/user/usage?from=2026-02-30&to=2026-03-01', undefined, { ...s.caller.headers, 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dates must be real dates as YYYY-MM-DD, got "2026-02-30"');
    const zero = await server.graphql(`query { myUsage(from: "0000-01-01", to: "0000-01-02") { day } }`, {}, { ...s.caller.headers, 'accept-language': 'en' });
    expect(zero.errors?.[0]?.message).toBe('Dates must be real dates as YYYY-MM-DD, got "0000-01-01"');
  });

  it('GraphQL', async () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      [`query { apiPlans(apiId: 2147483647) { id } }`, {}, {}],
      [`mutation ($i: PlanInput!) { createPlan(apiId: ${s.apiId}, input: $i) { id } }`, { i: { name: 'x', dailyQuota: 2147483647, monthlyQuota: 1 } }, s.creator.headers],
      [`mutation { switchPlan(id: ${s.subscriptionId}, planId: -1) { id } }`, {}, s.caller.headers],
      [`query { myUsage(from: "2026-02-30", to: "2026-03-01") { day } }`, {}, s.caller.headers],
      [`query { myUsage(from: "2026-01-01", to: "2025-01-01") { day } }`, {}, s.caller.headers],
      [`query { apiSubscriptions(apiId: ${s.apiId}, limit: -1, offset: -5) { total } }`, {}, s.creator.headers],
      [`query { adminSubscriptions(limit: 100000, offset: 2147483647) { total } }`, {}, admin],
      [`query { planAnalytics(apiId: ${s.apiId}, days: 0) { plans { planId } } }`, {}, s.creator.headers],
      [`mutation { revokeApiKey(id: -1) { id } }`, {}, s.caller.headers],
      [`query { apiStatus(apiId: -1) { apiId } }`, {}, {}],
      [`mutation { setProbeSettings(apiId: ${s.apiId}, intervalSeconds: 2147483647, enabled: true) { intervalSeconds } }`, {}, s.creator.headers],
      [`mutation ($i: MaintenanceInput!) { scheduleMaintenance(input: $i) { id } }`, { i: { apiId: s.apiId, startsAt: '2026-01-01T00:00:00Z', endsAt: '+275760-09-13T00:00:00Z', title: 'a', titleEn: 'b' } }, s.creator.headers],
      [`mutation { cancelMaintenance(id: 2147483647) }`, {}, s.creator.headers],
      [`mutation ($i: IncidentUpdateInput!) { postIncidentUpdate(incidentId: 2147483647, input: $i) { id } }`, { i: { phase: 'nope', body: 'a', bodyEn: 'b' } }, s.creator.headers],
      [`mutation { setAlertChannelEnabled(id: -3, enabled: true) { id } }`, {}, s.creator.headers],
      [`query { alertDeliveries(channelId: -1, page: 0, pageSize: 100000) { total } }`, {}, s.creator.headers],
      [`mutation { deprecateApiVersion(apiId: ${s.apiId}, version: "v1", sunset: "not a date", successor: "v2") { version } }`, {}, s.creator.headers],
      [`mutation { deprecateApiVersion(apiId: ${s.apiId}, version: "v1", sunset: "+275760-09-13T00:00:00Z", successor: "v99999999999999999999") { version } }`, {}, s.creator.headers],
      [`query { apiVersionCallers(apiId: ${s.apiId}, version: "zzz", days: 2147483647) { __typename } }`, {}, s.creator.headers],
      [`query { apiVersionCallers(apiId: ${s.apiId}, version: "v99999999999999999999", days: -1) { __typename } }`, {}, s.creator.headers],
      [`query { apiCallHistory(apiId: ${s.apiId}, limit: 50, offset: 2147483647, version: "v99999999999999999999") { __typename } }`, {}, {}],
      [`query { apiCallHistory(apiId: ${s.apiId}, limit: -1, offset: -1) { __typename } }`, {}, {}],
      [`query { apiCallStats(apiId: 2147483647, version: "zzz") { __typename } }`, {}, {}],
      [`query { apiCallStats(apiId: ${s.apiId}, version: "v99999999999999999999") { __typename } }`, {}, {}],
      [`query { alertDeliveries(channelId: -1, page: -1, pageSize: 0) { total } }`, {}, s.creator.headers],
      [`query { alertDeliveries(channelId: 2147483647, page: 2147483647, pageSize: 50) { total } }`, {}, s.creator.headers],
    ];
    const fails: string[] = [];
    for (const [query, variables, headers] of cases) {
      const res = await server.graphql(query, variables, { 'accept-language': 'en', ...headers });
      const codes = (res.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
      if (res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) fails.push(`${query} → ${res.status} ${JSON.stringify(res.errors).slice(0, 300)}`);
    }
    expect(fails).toEqual([]);
  });
});
