import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildUser } from '../../../__tests__/support/factories.js';

type Op = { method: string; path: string; auth: string };
type Role = { role: string; accounts: number | null; total: number; grants: Op[]; graphqlGrants: unknown[] };

describe('roles from the route guards, and the security posture in force', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: Caller;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD, UPSTREAM_ALLOW_LIST: '127.0.0.1:9999', RATE_LIMIT_COMMENT_IP: '7/30' });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    creator = await buildUser(server);
    for (let i = 0; i < 5; i++) await buildUser(server);
    await buildUser(server, { status: 0 }); // a disabled account is not an active one
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists each role with what its guard lets it do, as the routes themselves declare', async () => {
    const res = await server.graphql<{ roles: Role[] }>(
      `{ roles { role accounts total grants { method path auth summary tag } graphqlGrants { name } } }`,
      {},
      admin.headers,
    );
    expect(res.errors).toBeUndefined();
    const [visitor, user, adm] = res.data!.roles;
    expect([visitor!.role, user!.role, adm!.role]).toEqual(['VISITOR', 'USER', 'ADMIN']);
    expect([visitor!.accounts, user!.accounts, adm!.accounts]).toEqual([null, 6, 1]);
    const has = (r: Role, method: string, path: string) => r.grants.some((g) => g.method === method && g.path === path);
    expect(has(visitor!, 'GET', '/api/apiList')).toBe(true);
    expect(has(user!, 'GET', '/api/me')).toBe(true);
    expect(has(adm!, 'GET', '/api/system/userList')).toBe(true);
    expect(has(adm!, 'PUT', '/api/system/users/{id}/status')).toBe(true);
    expect(has(user!, 'GET', '/api/system/userList')).toBe(false);
    // Each role inherits the one below it (REST and GraphQL operations counted together).
    const own = (r: Role) => r.grants.length + r.graphqlGrants.length;
    expect(user!.total).toBe(own(visitor!) + own(user!));
    expect(adm!.total).toBe(user!.total + own(adm!));
    // The same guards answer for real: an admin grant refuses a creator (40001), a user grant a visitor (401).
    expect((await server.request('GET', '/api/system/userList', undefined, creator.headers)).body.code).toBe(40001);
    expect((await server.request('GET', '/api/me')).status).toBe(401);
    expect((await server.graphql(`{ roles { role } }`, {}, creator.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reports the rules in force and the refusals it counted', async () => {
    await server.request('GET', '/api/me');
    await server.request('GET', '/api/me', undefined, { authorization: 'Bearer not-a-real-token-at-all' });
    const res = await server.graphql<{ securityPosture: Record<string, unknown> & { refusals: Array<Record<string, unknown>>; rateLimits: Array<Record<string, unknown>> } }>(
      `{ securityPosture { upstreamAllowList upstreamPorts tokenTtlSeconds loginMaxAttempts loginWindowSeconds registrationsPerHour
          rateLimits { key points seconds } graphqlMaxCost sharedCounters refusals { method route status count } refusedOpenCalls since } }`,
      {},
      admin.headers,
    );
    expect(res.errors).toBeUndefined();
    const p = res.data!.securityPosture;
    expect(p).toMatchObject({
      upstreamAllowList: ['127.0.0.1:9999'],
      upstreamPorts: [80, 443],
      tokenTtlSeconds: 43200,
      loginMaxAttempts: 10,
      loginWindowSeconds: 900,
      registrationsPerHour: 20,
      sharedCounters: false,
    });
    expect(p.rateLimits).toContainEqual({ key: 'commentIp', points: 7, seconds: 30 });
    const me = p.refusals.find((r) => r.route === '/api/me' && r.status === 401);
    // One visitor's call in the test before, two here.
    expect(me?.count).toBe(3);
    expect((await server.graphql(`{ securityPosture { since } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
