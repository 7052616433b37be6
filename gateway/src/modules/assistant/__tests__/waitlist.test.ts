import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';

const JOIN = `mutation ($input: JoinWaitlistInput!) { joinAssistantWaitlist(input: $input) { alreadyJoined joinedAt } }`;

describe('AI assistant notify-me list (/dsChatBot)', () => {
  let server: TestServer;
  let admin: Caller;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores a request once per address (any letter case); a second join answers alike and changes nothing', async () => {
    type Joined = { joinAssistantWaitlist: { alreadyJoined: boolean; joinedAt: string } };
    const first = await server.graphql<Joined>(JOIN, { input: { email: ' Dev@Example.com ', wish: '帮我写调用代码' } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.joinAssistantWaitlist.alreadyJoined).toBe(false);
    // As if the address had joined days ago: a later join must not tell when (or that) it did.
    await server.ds.query(`UPDATE assistant_waitlist SET created_at = now() - interval '3 days'`);
    // Anyone (no account) posting the same address in another case, language and wish.
    const again = await server.graphql<Joined>(JOIN, { input: { email: 'dev@example.COM', wish: '换成别人的愿望' } }, { 'accept-language': 'en' });
    expect(again.errors).toBeUndefined();
    expect(again.data!.joinAssistantWaitlist.alreadyJoined).toBe(false);
    const [{ stored }] = await server.ds.query(`SELECT created_at AS stored FROM assistant_waitlist`);
    expect(new Date(again.data!.joinAssistantWaitlist.joinedAt).getTime()).toBeGreaterThan((stored as Date).getTime() + 86_400_000);
    const rows = await server.ds.query(`SELECT email, wish, language FROM assistant_waitlist`);
    expect(rows).toEqual([{ email: 'Dev@Example.com', wish: '帮我写调用代码', language: 'zh' }]);
  });

  it('refuses a bad address or an overlong wish with a clear message, storing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-address' }, 'zh', '请输入有效的邮箱地址'],
      [{ email: 'a@b' }, 'en', 'Enter a valid email address'],
      [{ email: 'ok@example.com', wish: '字'.repeat(501) }, 'en', 'The wish cannot exceed 500 characters'],
    ];
    for (const [input, lang, message] of cases) {
      const res = await server.graphql(JOIN, { input }, { 'accept-language': lang });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM assistant_waitlist`);
    expect(n).toBe(1);
  });

  it('administrators read the list; others are refused', async () => {
    const q = `{ assistantWaitlist { total items { email wish language createdAt } } }`;
    const list = await server.graphql<{
      assistantWaitlist: { total: number; items: Array<{ email: string }> };
    }>(q, {}, admin.headers);
    expect(list.data!.assistantWaitlist.total).toBe(1);
    expect(list.data!.assistantWaitlist.items[0]!.email).toBe('Dev@Example.com');
    const anon = await server.graphql(q);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('one address cannot flood the list: past 10 a minute per IP the caller gets 429', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await server.graphql(JOIN, { input: { email: `flood${i}@example.com` } });
      codes.push(res.errors?.[0]?.extensions?.code ?? 'OK');
    }
    // Two accepted joins came before from this IP (refused inputs spend nothing): 8 more, then 429.
    expect(codes).toEqual([
      ...Array(8).fill('OK'),
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
    const [{ n }] = await server.ds.query(
      `SELECT count(*)::int AS n FROM assistant_waitlist WHERE email LIKE 'flood%'`,
    );
    expect(n).toBe(8);
  });

  it('refuses control characters and text direction controls in the wish (zh/en), as comments do; line breaks and tabs are kept', async () => {
    // (NUL never gets this far: every request's variables refuse it.)
    const bad = ['\u202egnp.exe', 'a\u0007b', 'a\u001b[31mb', 'a\u007fb', 'a\u0085b', 'a\u2066b'];
    for (const [i, wish] of bad.entries()) {
      for (const [lang, message] of [
        ['zh', '期待的功能不能包含控制字符或文字方向控制符'],
        ['en', 'The wish cannot contain control characters or text direction controls'],
      ]) {
        const res = await server.graphql(JOIN, { input: { email: `ctl${i}@example.com`, wish } }, { 'accept-language': lang });
        expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(res.errors?.[0]?.message).toBe(message);
      }
    }
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM assistant_waitlist WHERE email LIKE 'ctl%'`);
    expect(n).toBe(0);
    // This test's address has spent its budget above: a line break and a tab, from another address, are stored.
    await server.services.waitlist.join({ email: 'lines@example.com', wish: '第一行\n第二行\t完' }, { user: null, ip: 'test:lines', lang: 'zh' });
    const [{ wish }] = await server.ds.query(`SELECT wish FROM assistant_waitlist WHERE email = 'lines@example.com'`);
    expect(wish).toBe('第一行\n第二行\t完');
  });
});
