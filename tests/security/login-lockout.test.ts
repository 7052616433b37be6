import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startSecurityServer, type TestServer } from './support.js';

/** #16.9: attackers are throttled, the account owner is never locked out by them. */
describe('sign-in throttling cannot lock out the account owner', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSecurityServer({ LOGIN_MAX_ATTEMPTS: '3' });
  });
  afterAll(async () => server?.stop());

  const login = (account: string, password: string, deviceToken?: string) =>
    server.request('POST', '/api/login', { account, password, ...(deviceToken ? { deviceToken } : {}) }, { 'x-lang': 'en' });

  it('after an attacker on the same IP spends the per-IP and the per-account budgets, admin still signs in from a known browser', async () => {
    // The owner signed in from this browser before: it keeps the device token.
    const first = await login('admin', ADMIN_PASSWORD);
    expect(first.body.code).toBe(200);
    const deviceToken: string = first.body.data.deviceToken;
    expect(deviceToken).toMatch(/^[\w-]+\.[\w-]+$/);

    // An attacker on the same IP: guesses at admin, then sprays other accounts until the IP is spent.
    for (let i = 0; i < 3; i++) expect((await login('admin', `guess-${i}`)).status).toBe(401);
    expect((await login('admin', ADMIN_PASSWORD)).status).toBe(429);
    for (let i = 0; i < 30; i++) await login(`user${i}`, 'guess-guess');
    const spent = await login('someone-new', 'guess-guess');
    expect(spent.status).toBe(429);
    expect(spent.headers.get('retry-after')).toMatch(/^\d+$/);

    // The owner's browser: not bound by the IP's or the account+IP budget.
    const owner = await login('admin', ADMIN_PASSWORD, deviceToken);
    expect(owner.status).toBe(200);
    expect(owner.body.code).toBe(200);
    // Over GraphQL too.
    const gql = await server.graphql('mutation($i: LoginInput!) { login(input: $i) { token deviceToken } }', {
      i: { account: 'admin', password: ADMIN_PASSWORD, deviceToken },
    });
    expect(gql.errors).toBeUndefined();
  });

  it('a device token is no key: a forged one, or one of another account, counts as none', async () => {
    const forged = await login('admin', ADMIN_PASSWORD, 'AAAAAAAAAAAAAAAA.forgedforgedforgedforgedforgedforgedforged');
    expect(forged.status).toBe(429);
    const own = await server.request('POST', '/api/register', { account: 'devtok1', username: 'd', password: 'devtok-password' });
    const otherToken: string = own.body.data.deviceToken;
    expect((await login('admin', ADMIN_PASSWORD, otherToken)).status).toBe(429);
  });

  it('guessing with a stolen device token is throttled per device', async () => {
    const fresh = await startSecurityServer({ LOGIN_MAX_ATTEMPTS: '3' });
    try {
      const ok = await fresh.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD });
      const deviceToken = ok.body.data.deviceToken;
      for (let i = 0; i < 3; i++) {
        expect((await fresh.request('POST', '/api/login', { account: 'admin', password: `g${i}-xxxxxx`, deviceToken })).status).toBe(401);
      }
      expect((await fresh.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD, deviceToken })).status).toBe(429);
    } finally {
      await fresh.stop();
    }
  });
});
