import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi } from '../../../__tests__/support/factories.js';

/**
 * A third-party client written from SPEC §7 alone: the exact payload fields, a free-form `userId` (or
 * none), no X-Visitor-Id header. Everything it sends is accepted, stored, and shown only as a digest.
 */
describe('SPEC §7 comment, reply and like payloads', () => {
  let server: TestServer;
  let apiId: number;
  const device = { browser: 'Chrome', os: 'Windows', device: 'PC', screenResolution: '1920x1080', ip: '1.2.3.4', userAgent: 'x' };
  beforeAll(async () => {
    server = await startTestServer();
    apiId = (await buildApi(server)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const en = { 'accept-language': 'en' };

  it('POST /api/comments with a plain userId is stored under a digest of it, never the raw id', async () => {
    const res = await server.request(
      'POST',
      '/api/comments',
      { content: '第三方评论', userId: 'user-42@example.com', nickname: '第三方', apiId, createTime: '2020-01-01 00:00:00', likeCount: 0, isAnonymous: false, deviceInfo: device },
      en,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { content: '第三方评论', nickname: '第三方', isAnonymous: false, isMine: true, likeCount: 0 } });
    expect(res.body.data.userId).toMatch(/^v_[0-9a-f]{16}$/);
    expect(res.text).not.toContain('user-42@example.com');
    const [row] = await server.ds.query(`SELECT visitor_id, user_id FROM comment WHERE id = $1`, [res.body.data.id]);
    expect(row.user_id).toBeNull();
    expect(row.visitor_id).toMatch(/^k_[0-9a-f]{32}$/);
    // The same key reads its own comment back as its own.
    const list = await server.request('GET', `/api/comments/api/${apiId}?userId=${encodeURIComponent('user-42@example.com')}`);
    expect(list.body.data.find((c: { id: number }) => c.id === res.body.data.id)).toMatchObject({ isMine: true });
  });

  it('POST /api/comments with no userId at all is an anonymous comment (匿名用户)', async () => {
    const res = await server.request('POST', '/api/comments', { content: '没有标识', nickname: '', apiId, isAnonymous: true, deviceInfo: device }, en);
    expect(res.body).toMatchObject({ code: 200, data: { nickname: '匿名用户', isAnonymous: true } });
    const [row] = await server.ds.query(`SELECT visitor_id, nickname FROM comment WHERE id = $1`, [res.body.data.id]);
    expect(row).toMatchObject({ nickname: '匿名用户' });
    expect(row.visitor_id).toMatch(/^n_/);
  });

  it('POST /api/replies takes the SPEC payload with a plain userId or none', async () => {
    const c = (await server.request('POST', '/api/comments', { content: '楼主', userId: '1001', apiId }, en)).body.data;
    const payload = { commentId: c.id, content: '回复一下', userId: '1002', nickname: '二楼', replyToUserId: c.userId, replyToNickname: '楼主', isAnonymous: false, deviceInfo: device };
    const r = await server.request('POST', '/api/replies', payload, en);
    expect(r.body).toMatchObject({ code: 200, data: { commentId: c.id, content: '回复一下', nickname: '二楼', replyToUserId: c.userId, isMine: true } });
    expect(r.body.data.userId).not.toBe(c.userId);
    const anon = await server.request('POST', '/api/replies', { ...payload, userId: undefined, nickname: undefined }, en);
    expect(anon.body).toMatchObject({ code: 200, data: { nickname: '匿名用户', isAnonymous: true } });
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM reply WHERE comment_id = $1`, [c.id]);
    expect(n).toBe(2);
  });

  it('POST /api/likes with a plain userId counts once per key; without any key it says what is missing', async () => {
    const c = (await server.request('POST', '/api/comments', { content: '点赞我', userId: 'liker-target', apiId }, en)).body.data;
    const a1 = await server.request('POST', '/api/likes', { userId: 'fan-1', targetId: c.id, targetType: 1 }, en);
    const a2 = await server.request('POST', '/api/likes', { userId: 'fan-1', targetId: c.id, targetType: 1 }, en);
    const b = await server.request('POST', '/api/likes', { userId: 'fan-2', targetId: c.id, targetType: 1 }, en);
    expect(a1.body).toMatchObject({ code: 200, data: { isLiked: true, likeCount: 1 } });
    expect(a2.body.data.likeCount).toBe(1);
    expect(b.body.data).toEqual({ targetId: c.id, targetType: 1, isLiked: true, likeCount: 2 });
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM comment_like WHERE comment_id = $1 AND liker LIKE 'k\\_%'`, [c.id]);
    expect(n).toBe(2);

    const none = await server.request('POST', '/api/likes', { targetId: c.id, targetType: 1 }, en);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('A like needs an identity: sign in, or send a userId (1–64 characters) or the X-Visitor-Id header');
    const zh = await server.request('POST', '/api/likes', { targetId: c.id, targetType: 1 }, { 'accept-language': 'zh' });
    expect(zh.body.message).toMatch(/^点赞需要身份/);
  });

  it('refuses a userId longer than 64 characters or with control characters, in the caller’s language', async () => {
    const long = await server.request('POST', '/api/comments', { content: 'x', userId: 'u'.repeat(65), apiId }, en);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Invalid userId: expected text of 1–64 characters without control characters');
    const ctl = await server.request('POST', '/api/likes', { userId: 'a\u0007b', targetId: 1, targetType: 1 }, { 'accept-language': 'zh' });
    expect(ctl.status).toBe(400);
    expect(ctl.body.message).toMatch(/^userId 无效/);
    // NUL is refused earlier, by the input guard of every path, which names the field.
    const nul = await server.request('POST', '/api/likes', { userId: 'a\u0000b', targetId: 1, targetType: 1 }, { 'accept-language': 'zh' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('body.userId');
    // 64 characters (CJK counted as one each) are fine.
    const max = await server.request('POST', '/api/comments', { content: 'x', userId: '名'.repeat(64), apiId }, en);
    expect(max.body.code).toBe(200);
  });
});
