import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { runSeeds } from '../../../db/seed/index.js';
import { DEMO_CREATOR_PASSWORD } from '../accounts.seed.js';
import { retryAfter } from '../../../__tests__/support/retry-after.js';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('accounts: login, register, logout, me and the token rules', () => {
  let server: TestServer;
  let zhou: BuiltUser, wang: BuiltUser, li: BuiltUser, chen: BuiltUser, zhao: BuiltUser;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD, LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60' });
    [zhou, wang, li, chen, zhao] = [await buildUser(server), await buildUser(server), await buildUser(server), await buildUser(server), await buildUser(server)];
  });
  afterAll(async () => {
    await server?.stop();
  });

  const login = (account: string, password: string, headers: Record<string, string> = {}) =>
    server.request('POST', '/api/login', { account, password }, headers);

  it('signs the seeded admin in with ADMIN_PASSWORD (role 1) and answers /api/me', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ account: 'admin', role: 1 });
    expect(typeof res.body.data.token).toBe('string');
    const me = await server.request('GET', '/api/me', undefined, bearer(res.body.data.token));
    expect(me.body.data).toMatchObject({ account: 'admin', role: 1, status: 1, creatorId: null });
    const stored = await server.ds.query(`SELECT password_hash FROM app_user WHERE account = 'admin'`);
    expect(stored[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('signs a registered creator in and links its creator profile', async () => {
    const res = await login(zhou.account, zhou.password);
    expect(res.body.data).toMatchObject({ account: zhou.account, role: 0 });
    const me = await server.request('GET', '/api/me', undefined, bearer(res.body.data.token));
    const [creator] = await server.ds.query(`SELECT id FROM creator WHERE user_id = $1`, [zhou.id]);
    expect(me.body.data.creatorId).toBe(creator.id);
  });

  it('refuses a wrong password and an unknown account with the same 401 message', async () => {
    const a = await login(zhou.account, 'wrong-password');
    const b = await login('nobody_here', 'wrong-password');
    expect(a.status).toBe(401);
    expect(a.body.code).toBe(401);
    expect(a.body.message).toBe('账号或密码错误');
    expect(b.body.message).toBe(a.body.message);
  });

  it('throttles failed logins per account and IP with 429 and Retry-After, even for the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login(wang.account, 'bad-password')).status).toBe(401);
    const blocked = await login(wang.account, wang.password, { 'accept-language': 'en' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
    retryAfter(blocked, 60); // LOGIN_WINDOW_SECONDS; earlier tests may have opened this window
    expect(blocked.body.message).toMatch(/Too many requests/);
    // Another account from the same IP is not affected.
    expect((await login(li.account, li.password)).status).toBe(200);
  });

  it('registers a creator (user + creator profile) and validates the fields', async () => {
    const res = await server.request('POST', '/api/register', { account: 'new_maker', username: '新作者', password: 'longenough' });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ account: 'new_maker', username: '新作者', role: 0 });
    const me = await server.request('GET', '/api/me', undefined, bearer(res.body.data.token));
    const [creator] = await server.ds.query(`SELECT id, name FROM creator WHERE user_id = $1`, [me.body.data.id]);
    expect(creator).toMatchObject({ id: me.body.data.creatorId, name: '新作者' });

    const dup = await server.request('POST', '/api/register', { account: 'NEW_MAKER', username: 'x', password: 'longenough' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('该账号已被注册');
    const short = await server.request('POST', '/api/register', { account: 'abc_1', username: 'x', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('密码至少 8 位');
    const badAccount = await server.request('POST', '/api/register', { account: 'a-b', username: 'x', password: 'longenough' });
    expect(badAccount.body.message).toBe('账号须为 3–32 位字母、数字或下划线');
  });

  it('limits registrations per IP (20 an hour) with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await server.request('POST', '/api/register', { account: `bulk_${i}`, username: 'b', password: 'longenough' });
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter(res, 3600); // 20 an hour; the window opened with this address's first registration
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    // 20 an hour from this address, counted once the fields pass their rules: the two of the test above
    // (new_maker accepted, NEW_MAKER refused as taken; the two with bad fields never reach the limit),
    // then eighteen here. (buildUser registers under its own key.)
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM app_user WHERE account LIKE 'bulk\\_%'`);
    expect(n).toBe(statuses.length - 1);
    expect(n).toBe(20 - 2);
  });

  it('refuses a token after logout, and a forged token, on guarded paths; public paths still answer', async () => {
    const { token } = (await login(chen.account, chen.password)).body.data;
    expect((await server.request('GET', '/api/me', undefined, bearer(token))).status).toBe(200);
    expect((await server.request('POST', '/api/logout', undefined, bearer(token))).body.code).toBe(200);
    const after = await server.request('GET', '/api/me', undefined, bearer(token));
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, message: '请先登录' });
    const forged = await server.request('GET', '/api/me', undefined, bearer(token.slice(0, -3) + 'abc'));
    expect(forged.status).toBe(401);
    // A visitor with a stale token still reads the public catalogue.
    expect((await server.request('GET', '/api/apiList', undefined, bearer(token))).status).toBe(200);
  });

  it('refuses a disabled user: the old token stops working and login is refused', async () => {
    const admin = (await login('admin', ADMIN_PASSWORD)).body.data.token;
    const { token } = (await login(zhao.account, zhao.password)).body.data;
    const u = { id: zhao.id };
    const creatorTry = await server.request('PUT', `/api/system/users/${u.id}/status`, { status: 0 }, bearer(token));
    expect(creatorTry.body.code).toBe(40001);
    const res = await server.request('PUT', `/api/system/users/${u.id}/status`, { status: 0 }, bearer(admin));
    expect(res.body.data).toMatchObject({ account: zhao.account, status: 0 });
    expect((await server.request('GET', '/api/me', undefined, bearer(token))).status).toBe(401);
    const again = await login(zhao.account, zhao.password);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('该账号已被禁用');
    await server.request('PUT', `/api/system/users/${u.id}/status`, { status: 1 }, bearer(admin));
    expect((await login(zhao.account, zhao.password)).status).toBe(200);
  });

  it('serves login, me and logout over GraphQL with the Role enum', async () => {
    const res = await server.graphql<{ login: { token: string; user: { account: string; role: string } } }>(
      `mutation ($input: LoginInput!) { login(input: $input) { token user { account role creatorId } } }`,
      { input: { account: 'admin', password: ADMIN_PASSWORD } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.login.user).toMatchObject({ account: 'admin', role: 'ADMIN' });
    const token = res.data!.login.token;
    const me = await server.graphql<{ me: { account: string } }>(`{ me { account role } }`, {}, bearer(token));
    expect(me.data!.me.account).toBe('admin');
    const anon = await server.graphql(`{ me { account } }`);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await server.graphql(`mutation { logout }`, {}, bearer(token));
    const revoked = await server.graphql(`{ me { account } }`, {}, bearer(token));
    expect(revoked.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  // Last in this file: it uses up the IP's budget.
  it('also limits failures per IP across accounts (10× the per-account budget)', async () => {
    let blockedAt = 0;
    for (let i = 1; i <= 31 && !blockedAt; i++) {
      const res = await login(`stuffing_${i}`, 'wrong-password');
      if (res.status === 429) blockedAt = i;
      else expect(res.status).toBe(401);
    }
    // 30 failures in all from this address, then every account is refused: five earlier in this file
    // (zhou's and nobody_here's wrong passwords, wang's three; a refused attempt is not a failure), so
    // the 26th here is the first refused.
    expect(blockedAt).toBe(30 - 5 + 1);
    const fresh = await login(li.account, li.password);
    expect(fresh.status).toBe(429);
  });
});

describe('the seeded admin without ADMIN_PASSWORD, and the demo seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('generates a password, stores it hashed and writes DATA_DIR/admin-password.txt with mode 600', async () => {
    const file = path.join(server.config.dataDir, 'admin-password.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    // 18 random bytes, base64url: 24 characters of that alphabet.
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const res = await server.request('POST', '/api/login', { account: 'admin', password });
    expect(res.body.data.role).toBe(1);
  });

  it('the demo seed gives each demo creator an account with the shared demo password, linked to its profile', async () => {
    await runSeeds(server.ds);
    const res = await server.request('POST', '/api/login', { account: 'linyu', password: DEMO_CREATOR_PASSWORD });
    expect(res.body.data).toMatchObject({ account: 'linyu', role: 0 });
    const me = await server.request('GET', '/api/me', undefined, bearer(res.body.data.token));
    const [creator] = await server.ds.query(`SELECT id FROM creator WHERE slug = 'lin-yu'`);
    expect(me.body.data.creatorId).toBe(creator.id);
  });
});
