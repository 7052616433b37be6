import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApi, startSecurityServer, type TestServer } from './support.js';

/**
 * r3: one-line names shown to everyone — an account's user name (its creator profile's name, a signed-in
 * author's nickname) and a comment's or reply's nickname — refuse control characters, line breaks and
 * bidirectional overrides (a name that reads as someone else's, text after it turned around), on both
 * doors, with a message in the caller's language. Ordinary names in any script still pass.
 */
describe('r3 names: no control characters in user names and nicknames', () => {
  let server: TestServer;
  let apiId: number;
  let seq = 0;
  const BAD = ['a\u0007b', 'line\nbreak', 'evil\u202egnp.exe', 'tab\there', 'c1\u0085x', 'iso\u2066x\u2069'];
  const GOOD = ['林语', 'O’Brien', '😀 emoji', 'مرحبا', 'Zoë-Anne'];

  beforeAll(async () => {
    server = await startSecurityServer();
    apiId = await insertApi(server, 'https://example.com/r3-names');
  });
  afterAll(async () => server?.stop());

  const account = () => `r3n${process.pid % 1000}x${++seq}`;

  it('registration (REST and GraphQL) refuses them and creates nothing', async () => {
    for (const username of BAD) {
      const acc = account();
      const rest = await server.request('POST', '/api/register', { account: acc, username, password: 'r3-names-pw' }, { 'x-lang': 'en' });
      expect(rest.status, JSON.stringify(username)).toBe(400);
      expect(rest.body.message).toMatch(/control characters/);
      const gql = await server.graphql(
        `mutation($i: RegisterInput!) { register(input: $i) { token } }`,
        { i: { account: acc, username, password: 'r3-names-pw' } },
        { 'x-lang': 'zh' },
      );
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(gql.errors?.[0]?.message).toMatch(/控制字符/);
      const rows = await server.ds.query(`SELECT 1 FROM app_user WHERE account = $1`, [acc]);
      expect(rows).toHaveLength(0);
    }
    for (const username of GOOD) {
      const res = await server.request('POST', '/api/register', { account: account(), username, password: 'r3-names-pw' });
      expect(res.body.code, username).toBe(200);
    }
  });

  it('comment and reply nicknames (REST and GraphQL) refuse them; nothing is stored', async () => {
    const first = await server.request('POST', '/api/comments', { apiId, content: '正常评论', nickname: '正常昵称' });
    expect(first.body.code).toBe(200);
    const commentId = first.body.data.id;
    const count = async () =>
      ((await server.ds.query(`SELECT (SELECT count(*) FROM comment) + (SELECT count(*) FROM reply) AS n`)) as Array<{ n: string }>)[0]!.n;
    const before = await count();
    for (const nickname of BAD) {
      const c = await server.request('POST', '/api/comments', { apiId, content: '评论', nickname }, { 'x-lang': 'en' });
      expect(c.status, JSON.stringify(nickname)).toBe(400);
      expect(c.body.message).toMatch(/control characters/);
      const r = await server.request('POST', '/api/replies', { commentId, content: '回复', nickname });
      expect(r.status).toBe(400);
      const rt = await server.request('POST', '/api/replies', { commentId, content: '回复', replyToNickname: nickname });
      expect(rt.status).toBe(400);
      const g = await server.graphql(`mutation($i: AddCommentInput!) { addComment(input: $i) { id } }`, { i: { apiId, content: '评论', nickname } });
      expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await count()).toBe(before);
    for (const nickname of GOOD) {
      const ok = await server.request('POST', '/api/replies', { commentId, content: '回复', nickname }, { 'x-visitor-id': `anon_r3names${String(++seq).padStart(12, '0')}` });
      expect(ok.body.code, nickname).toBe(200);
      expect(ok.body.data.nickname).toBe(nickname);
    }
  });
});
