import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, buildUser, signIn, unique, type BuiltUser, type Caller } from '../../../__tests__/support/factories.js';

const SET = `mutation ($id: Int!, $status: Int!, $reason: String) { setUserStatus(id: $id, status: $status, reason: $reason) { id account status } }`;
const EVENTS = `query ($userId: Int) { userStatusEvents(userId: $userId) { account actorAccount fromStatus toStatus reason ip createdAt } }`;

describe('enabling and disabling accounts acts at once and leaves an audit row', () => {
  let server: TestServer;
  let admin: Caller;
  let userId: number;
  let wang: BuiltUser, lin: BuiltUser;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    // Seven accounts in all: the admin, two whose account contains "lin", four others.
    wang = await buildUser(server, { account: unique('wang_') });
    lin = await buildUser(server, { account: unique('lin_') });
    await buildUser(server, { account: unique('Lina_') });
    for (let i = 0; i < 3; i++) await buildUser(server, { account: unique('dev_') });
    userId = wang.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists users over GraphQL: explicit nulls mean any, filters and pages combine', async () => {
    const Q = `query ($account: String, $status: Int, $role: Int, $page: Int!) {
      users(account: $account, status: $status, role: $role, page: $page, pageSize: 5) { total items { account role status } } }`;
    const all = await server.graphql<{ users: { total: number; items: unknown[] } }>(Q, { account: null, status: null, role: null, page: 1 }, admin.headers);
    expect(all.data!.users.total).toBe(7);
    expect(all.data!.users.items).toHaveLength(5);
    const second = await server.graphql<{ users: { items: unknown[] } }>(Q, { page: 2 }, admin.headers);
    expect(second.data!.users.items).toHaveLength(2);
    const admins = await server.graphql<{ users: { items: unknown[] } }>(Q, { role: 1, page: 1 }, admin.headers);
    expect(admins.data!.users.items).toEqual([{ account: 'admin', role: 'ADMIN', status: 1 }]);
    const named = await server.graphql<{ users: { total: number } }>(Q, { account: 'LIN', status: 1, page: 1 }, admin.headers);
    expect(named.data!.users.total).toBe(2);
  });

  it('refuses the disabled user’s very next request on both doors, records who did it and why', async () => {
    const user = await signIn(server, wang);
    expect((await server.graphql(`{ me { account } }`, {}, user.headers)).data).toEqual({ me: { account: wang.account } });

    const res = await server.graphql(SET, { id: userId, status: 0, reason: '  滥用开放接口  ' }, admin.headers);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ setUserStatus: { id: userId, account: wang.account, status: 0 } });

    // The same token, immediately: GraphQL, a signed-in REST path and an author path.
    const gql = await server.graphql(`{ me { account } }`, {}, user.headers);
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.request('GET', '/api/me', undefined, user.headers)).status).toBe(401);
    expect((await server.request('GET', '/api/system/api/author/getApiList', undefined, user.headers)).status).toBe(401);

    const [row] = await server.ds.query(
      `SELECT e.from_status, e.to_status, e.reason, e.ip, a.account AS actor FROM user_status_event e
         JOIN app_user a ON a.id = e.actor_id WHERE e.user_id = $1`,
      [userId],
    );
    expect(row).toEqual({ from_status: 1, to_status: 0, reason: '滥用开放接口', ip: '127.0.0.1', actor: 'admin' });

    // Setting the status it already has changes nothing and records nothing.
    await server.graphql(SET, { id: userId, status: 0 }, admin.headers);
    // Enabling through REST (same service) records the way back.
    const back = await server.request('PUT', `/api/system/users/${userId}/status`, { status: 1, reason: '已核实' }, admin.headers);
    expect(back.body).toMatchObject({ code: 200, data: { account: wang.account, status: 1 } });
    const events = await server.graphql<{ userStatusEvents: Array<Record<string, unknown>> }>(EVENTS, { userId }, admin.headers);
    expect(events.data!.userStatusEvents.map((e) => [e.fromStatus, e.toStatus, e.reason, e.actorAccount])).toEqual([
      [0, 1, '已核实', 'admin'],
      [1, 0, '滥用开放接口', 'admin'],
    ]);
    // Signing in again works once enabled; the old token was only refused, not revoked.
    expect((await server.request('GET', '/api/me', undefined, user.headers)).status).toBe(200);
  });

  it('closes the disabled user’s open websockets (4403) and leaves everyone else’s open', async () => {
    const connect = (token: string) => {
      const client = createClient({
        url: server.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { token },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => undefined,
      });
      const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
      const closed = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
      return { client, connected, closed };
    };
    const victim = connect((await signIn(server, wang)).token);
    const bystander = connect((await signIn(server, lin)).token);
    await Promise.all([victim.connected, bystander.connected]);
    let bystanderClosed = false;
    void bystander.closed.then(() => (bystanderClosed = true));

    await server.graphql(SET, { id: userId, status: 0 }, admin.headers);
    expect(await victim.closed).toBe(4403);
    // The bystander's socket still answers.
    const still = await new Promise<unknown>((resolve, reject) =>
      bystander.client.subscribe({ query: '{ me { account } }' }, { next: resolve, error: reject, complete: () => undefined }),
    );
    expect(still).toEqual({ data: { me: { account: lin.account } } });
    expect(bystanderClosed).toBe(false);
    await Promise.all([victim.client.dispose(), bystander.client.dispose()]);
    await server.graphql(SET, { id: userId, status: 1 }, admin.headers);
  });

  it('keeps the rules: no self-change, a bounded reason, only 0/1, only administrators', async () => {
    const [{ id: adminId }] = await server.ds.query(`SELECT id FROM app_user WHERE account = 'admin'`);
    const self = await server.graphql(SET, { id: adminId, status: 0 }, { ...admin.headers, 'accept-language': 'en' });
    expect(self.errors?.[0]).toMatchObject({ message: 'You cannot change your own status', extensions: { code: 'BAD_USER_INPUT' } });
    const long = await server.graphql(SET, { id: userId, status: 0, reason: '长'.repeat(201) }, admin.headers);
    expect(long.errors?.[0]?.message).toBe('原因不能超过 200 个字符');
    const bad = await server.graphql(SET, { id: userId, status: 2 }, admin.headers);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await server.graphql(SET, { id: 999999, status: 0 }, admin.headers);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.ds.query(`SELECT status FROM app_user WHERE id = $1`, [userId]))[0].status).toBe(1);

    const creator = await signIn(server, lin);
    const denied = await server.graphql(SET, { id: userId, status: 0 }, creator.headers);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(EVENTS, {}, creator.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(EVENTS, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
