import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi } from '../../../__tests__/support/factories.js';
import { asVisitor, newVisitor } from './support.js';

/**
 * Comment and reply text may hold line breaks and tabs, but no other control characters (NUL, escapes,
 * DEL, C1) and no bidirectional embeddings, overrides or isolates (U+202A–202E, U+2066–2069), which turn
 * how the text around them reads; nicknames no control character at all. Refused on both doors, in the
 * caller's language, with nothing stored.
 */
describe('control characters in comments, replies and nicknames', () => {
  let server: TestServer;
  let apiId: number;
  let commentId: number;
  const visitor = newVisitor();
  const stored = async () => Number((await server.ds.query(`SELECT (SELECT count(*) FROM comment) + (SELECT count(*) FROM reply) AS n`))[0].n);

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_COMMENT_VISITOR: '1000/60', RATE_LIMIT_COMMENT_IP: '1000/60' });
    apiId = (await buildApi(server)).id;
    const c = await server.request('POST', '/api/comments', { apiId, content: '第一行\n第二行\t缩进' }, asVisitor(visitor));
    expect(c.body).toMatchObject({ code: 200, data: { content: '第一行\n第二行\t缩进' } });
    commentId = c.body.data.id;
    const r = await server.request('POST', '/api/replies', { commentId, content: 'Windows 换行\r\n也可以' }, asVisitor(visitor));
    expect(r.body).toMatchObject({ code: 200, data: { content: 'Windows 换行\r\n也可以' } });
  });
  afterAll(async () => server?.stop());

  const badBodies = ['bell\u0007', 'esc \u001b[31mred', 'del\u007f', 'c1\u0085', 'price: \u202e001$', 'x\u2066y\u2069', 'ab\u202a'];

  it.each(badBodies)('REST refuses comment and reply content %j with a clear message in both languages', async (content) => {
    const before = await stored();
    const zh = await server.request('POST', '/api/comments', { apiId, content }, asVisitor(visitor, 'zh'));
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 400, message: '评论内容不能包含控制字符或文字方向控制符' });
    const en = await server.request('POST', '/api/replies', { commentId, content }, asVisitor(visitor, 'en'));
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 400, message: 'Reply content cannot contain control characters or text direction controls' });
    expect(await stored()).toBe(before);
  });

  it('GraphQL refuses the same, as BAD_USER_INPUT', async () => {
    const before = await stored();
    const comment = await server.graphql(
      `mutation($i: AddCommentInput!) { addComment(input: $i) { id } }`,
      { i: { apiId, content: 'look \u202egnp.exe' } },
      asVisitor(visitor, 'en'),
    );
    expect(comment.errors?.[0]).toMatchObject({
      message: 'Comment content cannot contain control characters or text direction controls',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const reply = await server.graphql(
      `mutation($i: AddReplyInput!) { addReply(input: $i) { id } }`,
      { i: { commentId, content: 'bell\u0007' } },
      asVisitor(visitor, 'zh'),
    );
    expect(reply.errors?.[0]).toMatchObject({ message: '回复内容不能包含控制字符或文字方向控制符', extensions: { code: 'BAD_USER_INPUT' } });
    // NUL never gets this far: the gateway's input guard refuses it in any field, on both doors.
    const nul = await server.request('POST', '/api/comments', { apiId, content: 'a\u0000b' }, asVisitor(visitor, 'en'));
    expect(nul.body).toMatchObject({ code: 400, message: expect.stringContaining('NUL') });
    expect(await stored()).toBe(before);
  });

  it('nicknames refuse every control character and direction control, on both doors', async () => {
    const before = await stored();
    for (const nickname of ['管理\u202e员', 'tab\there', 'x\u2067']) {
      const rest = await server.request('POST', '/api/comments', { apiId, content: '正文', nickname }, asVisitor(visitor, 'en'));
      expect(rest.body).toMatchObject({ code: 400, message: 'A nickname cannot contain control characters or line breaks' });
      const reply = await server.request('POST', '/api/replies', { commentId, content: '正文', nickname }, asVisitor(visitor, 'zh'));
      expect(reply.body).toMatchObject({ code: 400, message: '昵称不能包含控制字符或换行' });
      const gql = await server.graphql(
        `mutation($i: AddReplyInput!) { addReply(input: $i) { id } }`,
        { i: { commentId, content: '正文', nickname } },
        asVisitor(visitor, 'en'),
      );
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await stored()).toBe(before);
  });
});
