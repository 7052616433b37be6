import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';
import { subscriptionsStarted } from '../../../__tests__/support/wait.js';
import { asVisitor, newVisitor } from './support.js';

const ADD = `mutation($input: AddCommentInput!) {
  addComment(input: $input) { id apiId content nickname userId isAnonymous likeCount isLiked isMine createTime repliesCount deviceInfo { browser screenResolution ip } }
}`;
const REPLY = `mutation($input: AddReplyInput!) { addReply(input: $input) { id commentId apiId content nickname replyToNickname } }`;
const LIST = `query($apiId: Int!, $page: Int) {
  comments(apiId: $apiId, page: $page) { total page pageSize items { id content likeCount isLiked repliesCount replies { id content } } }
}`;

describe('community over GraphQL', () => {
  let server: TestServer;
  let apiId: number;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_COMMENT_VISITOR: '100/60', RATE_LIMIT_COMMENT_IP: '100/60' });
    apiId = (await buildApi(server)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('adds, lists, likes and unlikes with the visitor id from the header', async () => {
    const v = newVisitor();
    const added = await server.graphql(ADD, { input: { apiId, content: ' GraphQL 评论 ', deviceInfo: { screenWidth: 390, screenHeight: 844 } } }, asVisitor(v));
    expect(added.errors).toBeUndefined();
    const c = (added.data as { addComment: Record<string, unknown> }).addComment;
    expect(c).toMatchObject({ apiId, content: 'GraphQL 评论', nickname: '匿名用户', isAnonymous: true, likeCount: 0, isMine: true });
    expect(c.deviceInfo).toMatchObject({ screenResolution: '390x844', ip: null });
    const liked = await server.graphql(`mutation($id: Int!) { like(targetId: $id, targetType: 1) { isLiked likeCount } }`, { id: c.id }, asVisitor(v));
    expect(liked.data).toEqual({ like: { isLiked: true, likeCount: 1 } });
    const list = await server.graphql(LIST, { apiId }, asVisitor(v));
    expect((list.data as { comments: { total: number; items: Array<Record<string, unknown>> } }).comments.items[0]).toMatchObject({ id: c.id, likeCount: 1, isLiked: true });
    const unliked = await server.graphql(`mutation($id: Int!) { unlike(targetId: $id, targetType: 1) { isLiked likeCount } }`, { id: c.id }, asVisitor(v));
    expect(unliked.data).toEqual({ unlike: { isLiked: false, likeCount: 0 } });
  });

  it('takes the visitor id from the input too, and the token over both', async () => {
    const v = newVisitor();
    const viaInput = await server.graphql(ADD, { input: { apiId, content: 'x', visitorId: v, nickname: '访客' } });
    expect(viaInput.data).toMatchObject({ addComment: { nickname: '访客', isMine: true } });
    const user = await buildUser(server, { account: 'gqluser', username: 'GQL用户' });
    const signed = await server.graphql(ADD, { input: { apiId, content: 'y', visitorId: v } }, user.headers);
    expect(signed.data).toMatchObject({ addComment: { nickname: 'GQL用户', userId: String(user.id) } });
  });

  it('reports validation as BAD_USER_INPUT in the caller’s language', async () => {
    const v = newVisitor();
    const en = await server.graphql(ADD, { input: { apiId, content: '   ' } }, asVisitor(v, 'en'));
    expect(en.errors?.[0]).toMatchObject({ message: 'Comment content must not be empty', extensions: { code: 'BAD_USER_INPUT' } });
    const zh = await server.graphql(ADD, { input: { apiId, content: 'a', nickname: 'n'.repeat(21) } }, asVisitor(v, 'zh'));
    expect(zh.errors?.[0]?.message).toBe('昵称不能超过20个字符');
    const noId = await server.graphql(`mutation { like(targetId: 1, targetType: 1) { likeCount } }`, {}, { 'accept-language': 'en' });
    expect(noId.errors?.[0]?.message).toBe('A like needs an identity: sign in, or send a userId (1–64 characters) or the X-Visitor-Id header');
    const badType = await server.graphql(`mutation { like(targetId: 1, targetType: 5) { likeCount } }`, {}, asVisitor(v, 'en'));
    expect(badType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pushes new comments and replies of one API to its subscribers only', async () => {
    const otherApi = (await buildApi(server)).id;
    const startedBefore = server.app.ws.operationsStarted();
    const client = createClient({ url: server.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, lazy: true });
    const seen: Array<{ apiId: number; comment: { content: string } | null; reply: { content: string } | null }> = [];
    try {
      const done = new Promise<void>((resolve, reject) => {
        client.subscribe<{ commentAdded: (typeof seen)[number] }>(
          { query: `subscription($apiId: Int!) { commentAdded(apiId: $apiId) { apiId comment { id content isLiked } reply { id content commentId } } }`, variables: { apiId } },
          {
            next: (msg) => {
              if (msg.errors) return reject(new Error(JSON.stringify(msg.errors)));
              seen.push(msg.data!.commentAdded);
              if (seen.length === 2) resolve();
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      await subscriptionsStarted(server, startedBefore);
      const v = asVisitor(newVisitor());
      await server.graphql(ADD, { input: { apiId: otherApi, content: '别的接口' } }, v);
      const c = await server.graphql(ADD, { input: { apiId, content: '<b>实时</b>' } }, v);
      const id = (c.data as { addComment: { id: number } }).addComment.id;
      await server.graphql(REPLY, { input: { commentId: id, content: '实时回复', replyToNickname: '匿名用户' } }, v);
      await done;
    } finally {
      await client.dispose();
    }
    expect(seen.map((s) => s.apiId)).toEqual([apiId, apiId]);
    expect(seen[0]!.comment?.content).toBe('<b>实时</b>');
    expect(seen[1]!.reply?.content).toBe('实时回复');
  });
});
