import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';
import { asVisitor, newVisitor } from './support.js';

describe('likes', () => {
  let server: TestServer;
  let commentId: number;
  let replyId: number;
  let apiId: number;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_LIKE_VISITOR: '1000/60', RATE_LIMIT_LIKE_IP: '1000/60' });
    apiId = (await buildApi(server)).id;
    commentId = (await server.request('POST', '/api/comments', { apiId, content: 'like me' }, asVisitor(newVisitor()))).body.data.id;
    replyId = (await server.request('POST', '/api/replies', { commentId, content: 'me too' }, asVisitor(newVisitor()))).body.data.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const like = (targetId: number, targetType: number, headers: Record<string, string>, method = 'POST') =>
    server.request(method, '/api/likes', { userId: 'ignored', targetId, targetType }, headers);

  it('leaves one like after 20 simultaneous likes from one visitor', async () => {
    const v = asVisitor(newVisitor());
    const results = await Promise.all(Array.from({ length: 20 }, () => like(commentId, 1, v)));
    expect(results.every((r) => r.status === 200 && r.body.code === 200)).toBe(true);
    expect(results.every((r) => r.body.data.isLiked === true)).toBe(true);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM comment_like WHERE comment_id = $1`, [commentId]);
    expect(n).toBe(1);
  });

  it('counts different likers, and DELETE takes one back idempotently', async () => {
    const a = asVisitor(newVisitor());
    const b = asVisitor(newVisitor());
    await like(replyId, 2, a);
    const second = await like(replyId, 2, b);
    expect(second.body.data).toEqual({ targetId: replyId, targetType: 2, isLiked: true, likeCount: 2 });
    const undo = await like(replyId, 2, a, 'DELETE');
    expect(undo.body.data).toEqual({ targetId: replyId, targetType: 2, isLiked: false, likeCount: 1 });
    const again = await like(replyId, 2, a, 'DELETE');
    expect(again.body.data.likeCount).toBe(1);
  });

  it('a signed-in user likes as themselves, whatever visitor id is sent', async () => {
    const user = await buildUser(server, { account: 'liker1', username: '点赞者' });
    const v = newVisitor();
    await like(commentId, 1, { ...user.headers, 'x-visitor-id': v });
    const [row] = await server.ds.query(`SELECT liker FROM comment_like WHERE comment_id = $1 AND liker = $2`, [commentId, `u:${user.id}`]);
    expect(row).toBeDefined();
    const asVisitorOnly = await server.request('GET', `/api/comments/api/${apiId}`, undefined, asVisitor(v));
    expect(asVisitorOnly.body.data.find((c: { id: number }) => c.id === commentId).isLiked).toBe(false);
    const asUser = await server.request('GET', `/api/comments/api/${apiId}`, undefined, user.headers);
    expect(asUser.body.data.find((c: { id: number }) => c.id === commentId).isLiked).toBe(true);
  });

  it('refuses a bad target type and unknown targets, bilingually', async () => {
    const v = newVisitor();
    const t = await like(commentId, 3, asVisitor(v, 'en'));
    expect(t.body).toMatchObject({ code: 400, message: 'Invalid like target type: 1 for a comment, 2 for a reply' });
    const zh = await like(commentId, 0, asVisitor(v, 'zh'));
    expect(zh.body.message).toBe('点赞目标类型无效：1 为评论，2 为回复');
    expect((await like(987654, 1, asVisitor(v, 'en'))).body).toMatchObject({ code: 404, message: 'Comment not found' });
    expect((await like(987654, 2, asVisitor(v, 'zh'))).body).toMatchObject({ code: 404, message: '回复不存在' });
    const missing = await server.request('POST', '/api/likes', { targetType: 1 }, asVisitor(v, 'en'));
    expect(missing.status).toBe(400);
  });

  it('a comment or reply on an API the liker may not see is liked by no one but those who may (NOT_FOUND, nothing written)', async () => {
    const owner = await buildUser(server);
    const admin = await buildUser(server, { role: 'ADMIN' });
    const { id: hidden } = await buildApi(server, { creator: owner });
    const c = (await server.request('POST', '/api/comments', { apiId: hidden, content: 'soon private' }, asVisitor(newVisitor()))).body.data.id;
    const r = (await server.request('POST', '/api/replies', { commentId: c, content: 'me too' }, asVisitor(newVisitor()))).body.data.id;
    await server.ds.query(`UPDATE api SET visibility = 'private' WHERE id = $1`, [hidden]);
    const likes = async () =>
      (await server.ds.query(
        `SELECT (SELECT count(*) FROM comment_like WHERE comment_id = $1)::int + (SELECT count(*) FROM reply_like WHERE reply_id = $2)::int AS n`,
        [c, r],
      ))[0].n;
    const stranger = await buildUser(server);
    for (const headers of [asVisitor(newVisitor(), 'en'), stranger.headers]) {
      expect((await like(c, 1, headers)).body).toMatchObject({ code: 404 });
      expect((await like(r, 2, headers)).body).toMatchObject({ code: 404 });
    }
    expect(await likes()).toBe(0);
    // Its creator and an administrator may see it, so they may like it, and take the like back.
    expect((await like(c, 1, owner.headers)).body.data).toMatchObject({ isLiked: true, likeCount: 1 });
    expect((await like(r, 2, admin.headers)).body.data).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(await likes()).toBe(2);
    // A stranger cannot take someone's like back either, nor learn the count.
    expect((await like(c, 1, stranger.headers, 'DELETE')).body).toMatchObject({ code: 404 });
    // A draft is no one's to like (as no one may comment on it).
    await server.ds.query(`UPDATE api SET status = -1 WHERE id = $1`, [hidden]);
    expect((await like(c, 1, owner.headers, 'DELETE')).body).toMatchObject({ code: 404 });
    expect((await like(r, 2, admin.headers)).body).toMatchObject({ code: 404 });
    expect(await likes()).toBe(2);
  });
});
