import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApi, newCreator, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * r3: a reply is written under the same rule as a comment and a like — only on an API the writer may
 * see and that is listed. A comment written while its API was public must not take replies (nor tell
 * that it exists) once the API became private or a draft, on either door.
 */
describe('r3 community: replies follow the comment writing rule', () => {
  let server: TestServer;
  let owner: Caller;
  let other: Caller;
  let apiId: number;
  let commentId: number;

  beforeAll(async () => {
    server = await startSecurityServer();
    owner = await newCreator(server, 'r3o');
    other = await newCreator(server, 'r3x');
    apiId = await insertApi(server, 'https://example.com/r3-reply', { owner });
    const c = await server.request('POST', '/api/comments', { apiId, content: '公开时的评论', userId: 'r3-visitor' });
    expect(c.body.code).toBe(200);
    commentId = c.body.data.id;
  });
  afterAll(async () => server?.stop());

  const replies = async () =>
    ((await server.ds.query(`SELECT count(*)::int AS n FROM reply WHERE comment_id = $1`, [commentId])) as Array<{ n: number }>)[0]!.n;

  it('a public API takes replies', async () => {
    const r = await server.request('POST', '/api/replies', { commentId, content: '可以回复', userId: 'r3-visitor' });
    expect(r.body.code).toBe(200);
    expect(await replies()).toBe(1);
  });

  for (const [label, change] of [
    ['private', `UPDATE api SET visibility = 'private' WHERE id = $1`],
    ['a draft', `UPDATE api SET status = -1, visibility = 'public' WHERE id = $1`],
  ] as const) {
    it(`once the API is ${label}, visitors and other creators are answered as for a missing comment; its creator still replies`, async () => {
      await server.ds.query(change, [apiId]);
      const before = await replies();
      for (const who of [{}, other.headers]) {
        const rest = await server.request('POST', '/api/replies', { commentId, content: '偷偷回复', userId: 'r3-attacker' }, { ...who, 'x-lang': 'en' });
        const missing = await server.request('POST', '/api/replies', { commentId: 999_999_999, content: '偷偷回复', userId: 'r3-attacker' }, { ...who, 'x-lang': 'en' });
        expect(rest.status).toBe(404);
        expect({ code: rest.body.code, message: rest.body.message }).toEqual({ code: missing.body.code, message: missing.body.message });
        const gql = await server.graphql(
          `mutation($input: AddReplyInput!) { addReply(input: $input) { id } }`,
          { input: { commentId, content: '偷偷回复', visitorId: 'r3-attacker' } },
          who,
        );
        expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      expect(await replies()).toBe(before);
      if (label === 'private') {
        const mine = await server.request('POST', '/api/replies', { commentId, content: '作者回复' }, owner.headers);
        expect(mine.body.code).toBe(200);
        expect(await replies()).toBe(before + 1);
      }
      await server.ds.query(`UPDATE api SET visibility = 'public', status = 1 WHERE id = $1`, [apiId]);
    });
  }
});

describe('r3 community: replaying an attachment tells strangers nothing', () => {
  let server: TestServer;
  let owner: Caller;
  let stranger: Caller;
  let apiId: number;
  beforeAll(async () => {
    server = await startSecurityServer();
    owner = await newCreator(server, 'r3ro');
    stranger = await newCreator(server, 'r3rs');
    apiId = await insertApi(server, 'https://example.com/r3-replay', { owner });
  });
  afterAll(async () => server?.stop());

  const REPLAY = `mutation($c: Int, $f: Int) { replayAttachedCall(commentId: $c, feedbackId: $f) { status } }`;
  const answer = async (vars: Record<string, number>, who: Caller) => {
    const res = await server.graphql(REPLAY, vars, { ...who.headers, 'x-lang': 'en' });
    return { code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message };
  };

  it('a comment or a report without a call answers a stranger as a missing id; the API’s creator learns it has none', async () => {
    const comment = await server.request('POST', '/api/comments', { apiId, content: '没有附件的评论', userId: 'r3-replay' });
    const [type] = await server.ds.query(`INSERT INTO problem_type (kind, kind_en, sort_order) VALUES ('r3 回放', 'r3 replay', 0) RETURNING id`);
    const report = await server.request('POST', '/api/submitFeedback', { problemType: String(type.id), summary: '没有附件的反馈', contact: 'r3@example.com', apiId: String(apiId) });
    expect(report.body.code).toBe(200);
    for (const [given, missing] of [
      [{ c: comment.body.data.id }, { c: 999_999_999 }],
      [{ f: report.body.data.id }, { f: 999_999_999 }],
    ] as const) {
      expect(await answer(given, stranger)).toEqual(await answer(missing, stranger));
      expect((await answer(given, stranger)).code).toBe('NOT_FOUND');
      expect(await answer(given, owner)).toEqual({ code: 'BAD_USER_INPUT', message: 'No call is attached' });
    }
  });
});
