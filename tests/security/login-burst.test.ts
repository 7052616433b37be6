import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecurityServer, type TestServer } from './support.js';

// The machines here run Redis on 127.0.0.1:6379 (STACK.md); TEST_REDIS_URL overrides it.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAX = 5;
const PASSWORD = 'burst-owner-password';

/**
 * #26.1: a burst of parallel guesses at one account from one address is charged before the password
 * hash: at most LOGIN_MAX_ATTEMPTS attempts are ever verified (401 or 200), the rest answer 429 without
 * a hash — even when the last guess of the burst is the right password.
 */
describe('sign-in throttling holds against parallel bursts', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // Each test signs in from an address of its own (X-Forwarded-For), so no test spends another's
    // per-address budget.
    // A prefix of this run's own keeps the shared Redis of other runs and suites out of the way.
    const env = {
      LOGIN_MAX_ATTEMPTS: String(MAX),
      LOGIN_WINDOW_SECONDS: '600',
      REDIS_URL,
      REDIS_PREFIX: `burst${randomBytes(4).toString('hex')}:`,
      TRUST_PROXY: 'true',
    };
    [a, b] = await Promise.all([startSecurityServer(env), startSecurityServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  /** A fresh account per test (earlier runs' counters in Redis stay out of the way), registered on `s`. */
  async function owner(s: TestServer): Promise<string> {
    const account = `burst${randomBytes(4).toString('hex')}`;
    const res = await s.request('POST', '/api/register', { account, username: account, password: PASSWORD });
    expect(res.body.code).toBe(200);
    return account;
  }

  const newAddress = () => {
    const [x, y] = randomBytes(2);
    return { 'x-forwarded-for': `198.51.${x!}.${y!}` };
  };
  const statuses = (list: number[]) => ({
    verified: list.filter((s) => s === 401 || s === 200).length,
    throttled: list.filter((s) => s === 429).length,
    signedIn: list.filter((s) => s === 200).length,
  });

  it('REST: 40 parallel guesses ending with the right password verify at most LOGIN_MAX_ATTEMPTS and never sign in', async () => {
    const account = await owner(a);
    const from = newAddress();
    const burst = Array.from({ length: 40 }, (_, i) =>
      a.request('POST', '/api/login', { account, password: i === 39 ? PASSWORD : `wrong-guess-${i}` }, from),
    );
    const res = await Promise.all(burst);
    const got = statuses(res.map((r) => r.status));
    expect(got.verified).toBeLessThanOrEqual(MAX);
    expect(got.throttled).toBeGreaterThanOrEqual(40 - MAX);
    // The last one was sent last: every earlier slot was already taken by a wrong guess.
    expect(res[39]!.status).toBe(429);
    expect(got.signedIn).toBe(0);
    expect(res.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('GraphQL: a parallel burst of login mutations is charged before the hash too', async () => {
    const account = await owner(a);
    const from = newAddress();
    const burst = Array.from({ length: 30 }, (_, i) =>
      a.graphql('mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { account, password: `wrong-guess-${i}` } }, from),
    );
    const res = await Promise.all(burst);
    const codes = res.map((r) => String(r.errors?.[0]?.extensions?.code));
    expect(codes.filter((c) => c === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(MAX);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(30 - MAX);
  });

  it('two gateways sharing Redis: a burst split over both verifies at most LOGIN_MAX_ATTEMPTS in all', async () => {
    // The account need not exist (each gateway has its own database): the throttle counts per name and address.
    const account = `burst${randomBytes(4).toString('hex')}`;
    const from = newAddress();
    const burst = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? a : b).request('POST', '/api/login', { account, password: `wrong-guess-${i}` }, from),
    );
    const got = statuses((await Promise.all(burst)).map((r) => r.status));
    expect(got.verified).toBeLessThanOrEqual(MAX);
    expect(got.throttled).toBeGreaterThanOrEqual(40 - MAX);
  });

  it('a successful sign-in still clears the account’s count, and the owner signs in after fewer failures than the limit', async () => {
    const account = await owner(a);
    const from = newAddress();
    const login = (password: string) => a.request('POST', '/api/login', { account, password }, from);
    for (let i = 0; i < MAX - 1; i++) expect((await login(`nope-${i}-xx`)).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(200);
    for (let i = 0; i < MAX - 1; i++) expect((await login(`nope-${i}-yy`)).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(200);
    // Signing in is not a failure: the address's budget across accounts is not spent by the owner's successes.
    for (let i = 0; i < 10 * MAX + 1; i++) expect((await login(PASSWORD)).status).toBe(200);
  });

  it('two gateways: a success on one is a fresh start on the other too (its memory follows the shared count)', async () => {
    const account = await owner(a);
    // The same account on B's own database, so B can sign it in as well.
    expect((await b.request('POST', '/api/register', { account, username: account, password: PASSWORD })).body.code).toBe(200);
    const from = newAddress();
    const on = (s: TestServer, password: string) => s.request('POST', '/api/login', { account, password }, from);
    for (let i = 0; i < MAX - 1; i++) expect((await on(b, `nope-${i}-b1`)).status).toBe(401);
    expect((await on(a, PASSWORD)).status).toBe(200);
    // B counted four failures of its own; the shared count is 0 again, so B allows MAX − 1 more failures,
    // then the right password (B used to refuse from its own stale count: 429 after one).
    for (let i = 0; i < MAX - 1; i++) expect((await on(b, `nope-${i}-b2`)).status).toBe(401);
    expect((await on(b, PASSWORD)).status).toBe(200);
    // And the limit still holds across both: MAX failures split over A and B, then 429 on either.
    for (let i = 0; i < MAX; i++) expect((await on(i % 2 ? a : b, `nope-${i}-ab`)).status).toBe(401);
    expect((await on(a, PASSWORD)).status).toBe(429);
    expect((await on(b, PASSWORD)).status).toBe(429);
  });
});
