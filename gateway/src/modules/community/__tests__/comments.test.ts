import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildComment, buildUser } from '../../../__tests__/support/factories.js';
import { asVisitor, newVisitor } from './support.js';

const HIGH_LIMITS = {
  RATE_LIMIT_COMMENT_VISITOR: '1000/60',
  RATE_LIMIT_COMMENT_IP: '1000/60',
  RATE_LIMIT_LIKE_VISITOR: '1000/60',
  RATE_LIMIT_LIKE_IP: '1000/60',
};

describe('comments and replies over REST', () => {
  let server: TestServer;
  let apiId: number;
  const others: Record<'xss' | 'concurrent' | 'paging', number> = { xss: 0, concurrent: 0, paging: 0 };
  beforeAll(async () => {
    server = await startTestServer({ ...HIGH_LIMITS, ADMIN_PASSWORD: 'admin-test-password' });
    apiId = (await buildApi(server)).id;
    // Fresh APIs of their own for the XSS corpus, the concurrent comments and the paging.
    for (const key of ['xss', 'concurrent', 'paging'] as const) others[key] = (await buildApi(server)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (body: object, headers: Record<string, string>) => server.request('POST', '/api/comments', body, headers);

  it('stores an anonymous comment with the server time, zero likes and 匿名用户, ignoring createTime and likeCount', async () => {
    const visitor = newVisitor();
    const before = Date.now();
    const res = await post(
      { apiId, content: '  很好用的接口  ', userId: visitor, nickname: '   ', createTime: '2001-01-01T00:00:00Z', likeCount: 999, isAnonymous: false },
      { ...asVisitor(visitor), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36' },
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const c = res.body.data;
    expect(c).toMatchObject({ apiId, content: '很好用的接口', nickname: '匿名用户', isAnonymous: true, likeCount: 0, isLiked: false, isMine: true, repliesCount: 0, replies: [] });
    // The database's own time of the insert (never the createTime sent), …
    const [{ created }] = await server.ds.query(`SELECT created_at AS created FROM comment WHERE id = $1`, [c.id]);
    expect(c.createTime).toBe(created.toISOString());
    // … which is the real clock's now: a window around this call is the truth (the database's clock, 1 s slack).
    expect(Date.parse(c.createTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(c.createTime)).toBeLessThanOrEqual(Date.now() + 1000);
    // Others see a digest, never the visitor id itself.
    expect(c.userId).toMatch(/^v_[0-9a-f]{16}$/);
    expect(c.deviceInfo).toMatchObject({ browser: 'Chrome 120.0.0.0', os: 'Linux', device: 'desktop', ip: null, userAgent: null });
    const [row] = await server.ds.query(`SELECT visitor_id, user_id, device_info FROM comment WHERE id = $1`, [c.id]);
    expect(row).toMatchObject({ visitor_id: visitor, user_id: null });
    expect(row.device_info.ip).toBe('127.0.0.1');
    // Only administrators see the address and the raw User-Agent.
    const login = await server.request('POST', '/api/login', { account: 'admin', password: 'admin-test-password' });
    const asAdmin = await server.request('GET', `/api/comments/api/${apiId}`, undefined, { authorization: `Bearer ${login.body.data.token}` });
    expect(asAdmin.body.data.find((x: { id: number }) => x.id === c.id).deviceInfo).toMatchObject({ ip: '127.0.0.1', userAgent: expect.stringContaining('Chrome/120') });
  });

  it('uses a trimmed nickname and the screen size the client reports', async () => {
    const res = await post({ apiId, content: 'hi', nickname: '  小明  ', deviceInfo: { screenResolution: '1920x1080', browser: 'fake' } }, asVisitor(newVisitor()));
    expect(res.body.data).toMatchObject({ nickname: '小明', isAnonymous: false });
    expect(res.body.data.deviceInfo.screenResolution).toBe('1920x1080');
  });

  it('takes the identity from the token when signed in, ignoring the payload userId', async () => {
    const user = await buildUser(server, { account: 'commenter1', username: '评论者' });
    const claimed = newVisitor();
    const res = await post({ apiId, content: '登录后发表', userId: claimed }, user.headers);
    expect(res.body.data).toMatchObject({ nickname: '评论者', userId: String(user.id), isAnonymous: false, isMine: true });
    const [row] = await server.ds.query(`SELECT user_id, visitor_id FROM comment WHERE id = $1`, [res.body.data.id]);
    expect(row).toEqual({ user_id: user.id, visitor_id: null });
    // Asking for anonymity hides the account behind a pseudonym.
    const anon = await post({ apiId, content: '匿名发表', isAnonymous: true }, user.headers);
    expect(anon.body.data).toMatchObject({ nickname: '匿名用户', isAnonymous: true, isMine: true });
    expect(anon.body.data.userId).toMatch(/^v_/);
    // The same visitor id is not "mine" for the signed-in user.
    const list = await server.request('GET', `/api/comments/api/${apiId}`, undefined, asVisitor(claimed));
    expect(list.body.data.find((x: { id: number }) => x.id === res.body.data.id).isMine).toBe(false);
  });

  it.each([
    [{ content: '' }, '评论内容不能为空', 'Comment content must not be empty'],
    [{ content: ' \n\t ' }, '评论内容不能为空', 'Comment content must not be empty'],
    [{}, '评论内容不能为空', 'Comment content must not be empty'],
    [{ content: 'x'.repeat(501) }, '评论内容不能超过500个字符', 'Comment content cannot exceed 500 characters'],
    [{ content: 'ok', nickname: '名'.repeat(21) }, '昵称不能超过20个字符', 'Nickname cannot exceed 20 characters'],
  ])('refuses %j with 400 and a message in both languages', async (extra, zh, en) => {
    const visitor = newVisitor();
    const a = await post({ apiId, ...extra }, asVisitor(visitor, 'zh'));
    const b = await post({ apiId, ...extra }, asVisitor(visitor, 'en'));
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({ code: 400, message: zh });
    expect(b.body).toMatchObject({ code: 400, message: en });
  });

  it('counts characters, not UTF-16 units: 500 emoji are accepted, a 20-character nickname too', async () => {
    const res = await post({ apiId, content: '😀'.repeat(500), nickname: '名'.repeat(20) }, asVisitor(newVisitor()));
    expect(res.body.code).toBe(200);
  });

  it('refuses a malformed X-Visitor-Id header; a missing id makes an anonymous author', async () => {
    for (const bad of ['anon_short', 'anon_' + 'a'.repeat(33), 'anon_abc def ghi jkl mno', 'user_1234567890123456']) {
      const res = await post({ apiId, content: 'x' }, asVisitor(bad, 'zh'));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^访客标识无效/);
    }
    const none = await post({ apiId, content: 'x', nickname: '' }, { 'accept-language': 'en' });
    expect(none.body).toMatchObject({ code: 200, data: { nickname: '匿名用户', isAnonymous: true } });
    // A payload userId in the visitor format identifies the visitor too.
    const viaBody = await post({ apiId, content: 'x', userId: newVisitor() }, {});
    expect(viaBody.body.data.isMine).toBe(true);
  });

  it('answers 404 for an unknown API or comment, and refuses hidden APIs', async () => {
    const v = asVisitor(newVisitor(), 'en');
    expect((await post({ apiId: 999999, content: 'x' }, v)).body).toMatchObject({ code: 404, message: 'API not found' });
    expect((await server.request('GET', '/api/comments/api/999999')).status).toBe(404);
    const reply = await server.request('POST', '/api/replies', { commentId: 999999, content: 'x' }, v);
    expect(reply.body).toMatchObject({ code: 404, message: 'Comment not found' });
    const { id: hidden } = await buildApi(server, { status: -1 });
    expect((await post({ apiId: hidden, content: 'x' }, v)).body).toMatchObject({ code: 404, message: 'API not found' });
  });

  it('stores replies with their target and validates them', async () => {
    const author = newVisitor();
    const c = (await post({ apiId, content: '主评论', nickname: '甲' }, asVisitor(author))).body.data;
    const replier = newVisitor();
    const r = await server.request(
      'POST',
      '/api/replies',
      { commentId: c.id, content: '  回复内容 ', nickname: '乙', replyToUserId: c.userId, replyToNickname: '甲', createTime: '1999-01-01', likeCount: 5 },
      asVisitor(replier),
    );
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ commentId: c.id, apiId, content: '回复内容', nickname: '乙', replyToUserId: c.userId, replyToNickname: '甲', likeCount: 0, isMine: true });
    // The database's time of the insert, not the 1999 sent.
    const [{ created: replied }] = await server.ds.query(`SELECT created_at AS created FROM reply WHERE id = $1`, [r.body.data.id]);
    expect(r.body.data.createTime).toBe(replied.toISOString());
    expect(Date.now() - Date.parse(r.body.data.createTime)).toBeLessThan(10_000); // now, on the real clock
    const empty = await server.request('POST', '/api/replies', { commentId: c.id, content: '   ' }, asVisitor(replier, 'en'));
    expect(empty.body).toMatchObject({ code: 400, message: 'Reply content must not be empty' });
    const long = await server.request('POST', '/api/replies', { commentId: c.id, content: 'y'.repeat(501) }, asVisitor(replier));
    expect(long.body).toMatchObject({ code: 400, message: '回复内容不能超过500个字符' });
    const nick = await server.request('POST', '/api/replies', { commentId: c.id, content: 'ok', replyToNickname: 'n'.repeat(21) }, asVisitor(replier, 'en'));
    expect(nick.body).toMatchObject({ code: 400, message: 'replyToNickname cannot exceed 20 characters' });
  });

  it('stores an XSS corpus verbatim and returns it as plain JSON strings', async () => {
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(document.cookie)">click</a>',
      '<svg onload=alert(1)><script>alert(2)</script></svg>',
      '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
      '"><iframe srcdoc="<script>alert(1)</script>">',
      "javascript:/*--></title></style></textarea></script><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
      '<div style="background:url(javascript:alert(1))">&lt;b&gt;</div>',
    ];
    const target = others.xss;
    const ids: number[] = [];
    for (const content of corpus) {
      const res = await post({ apiId: target, content, nickname: '<b>x</b>' }, asVisitor(newVisitor()));
      expect(res.body.code).toBe(200);
      expect(res.body.data.content).toBe(content);
      ids.push(res.body.data.id);
    }
    const stored: Array<{ content: string; nickname: string }> = await server.ds.query(
      `SELECT content, nickname FROM comment WHERE id = ANY($1) ORDER BY id`,
      [ids],
    );
    expect(stored.map((s) => s.content)).toEqual(corpus);
    expect(stored.every((s) => s.nickname === '<b>x</b>')).toBe(true);
    const list = await server.request('GET', `/api/comments/api/${target}`);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.body.data.map((c: { content: string }) => c.content).sort()).toEqual([...corpus].sort());
  });

  it('keeps exactly 100 rows for 100 concurrent comments', async () => {
    const target = others.concurrent;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post({ apiId: target, content: `并发评论 ${i}` }, asVisitor(newVisitor()))),
    );
    expect(results.every((r) => r.status === 200 && r.body.code === 200)).toBe(true);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM comment WHERE api_id = $1`, [target]);
    expect(n).toBe(100);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(100);
  });

  it('pages newest first, 10 a page, with the total, replies and the caller’s likes', async () => {
    const target = others.paging;
    const me = newVisitor();
    const created: number[] = [];
    for (let i = 0; i < 23; i++) created.push((await post({ apiId: target, content: `第${i}条` }, asVisitor(me))).body.data.id);
    const newest = created[created.length - 1]!;
    await server.request('POST', '/api/replies', { commentId: newest, content: 'r1' }, asVisitor(newVisitor()));
    await server.request('POST', '/api/replies', { commentId: newest, content: 'r2' }, asVisitor(newVisitor()));
    await server.request('POST', '/api/likes', { targetId: newest, targetType: 1 }, asVisitor(me));

    const p1 = await server.request('GET', `/api/comments/api/${target}`, undefined, asVisitor(me));
    expect(p1.body).toMatchObject({ code: 200, total: 23, page: 1, pageSize: 10 });
    expect(p1.body.data.map((c: { id: number }) => c.id)).toEqual(created.slice(-10).reverse());
    const top = p1.body.data[0];
    expect(top).toMatchObject({ likeCount: 1, isLiked: true, repliesCount: 2 });
    expect(top.replies.map((r: { content: string }) => r.content)).toEqual(['r1', 'r2']);
    // Someone else sees the count but not as their own like.
    const other = await server.request('GET', `/api/comments/api/${target}?page=1`, undefined, asVisitor(newVisitor()));
    expect(other.body.data[0]).toMatchObject({ likeCount: 1, isLiked: false, isMine: false });
    const p3 = await server.request('GET', `/api/comments/api/${target}?page=3`);
    expect(p3.body.data.map((c: { id: number }) => c.id)).toEqual(created.slice(0, 3).reverse());
    const p4 = await server.request('GET', `/api/comments/api/${target}?page=4`);
    expect(p4.body).toMatchObject({ code: 200, data: [], total: 23 });
    const bad = await server.request('GET', `/api/comments/api/${target}?page=0`, undefined, { 'accept-language': 'en' });
    expect(bad.body).toMatchObject({ code: 400, message: 'page must be a positive integer' });
  });

  it('answers the 100 oldest replies of a comment with more (repliesCount counts them all)', async () => {
    const api = await buildApi(server);
    const busy = await buildComment(server, { api });
    const quiet = await buildComment(server, { api });
    const addReplies = (commentId: number, n: number) =>
      server.ds.query(
        `INSERT INTO reply (comment_id, visitor_id, nickname, content, created_at)
         SELECT $1, 'anon_replies_test_000000', '访客', 'r' || g, now() + g * interval '1 ms' FROM generate_series(1, $2) g`,
        [commentId, n],
      );
    await addReplies(busy.id, 130);
    await addReplies(quiet.id, 2);
    const page = await server.request('GET', `/api/comments/api/${api.id}`);
    const [second, first] = page.body.data as Array<{ id: number; repliesCount: number; replies: Array<{ content: string }> }>;
    expect([second!.id, first!.id]).toEqual([quiet.id, busy.id]);
    expect(first).toMatchObject({ repliesCount: 130 });
    expect(first!.replies.map((r) => r.content)).toEqual(Array.from({ length: 100 }, (_, i) => `r${i + 1}`));
    expect(second!.replies.map((r) => r.content)).toEqual(['r1', 'r2']);
  });

  it('reads a page without a token with no session lookup, and shows each visitor the same digest on every read', async () => {
    const target = others.paging;
    const author = newVisitor();
    const written = (await post({ apiId: target, content: '作者摘要' }, asVisitor(author))).body.data;
    const digest = written.userId as string;
    expect(digest).toMatch(/^v_[0-9a-f]{16}$/);
    // Keyed by the gateway's secret: whoever knows (or guesses) a visitor key cannot compute its public id.
    expect(digest).not.toBe('v_' + createHash('sha256').update(author).digest('hex').slice(0, 16));
    const lookups = vi.spyOn(server.services.accounts, 'authenticate');
    try {
      for (let i = 0; i < 3; i++) {
        const page = await server.request('GET', `/api/comments/api/${target}`, undefined, asVisitor(newVisitor()));
        expect(page.body.data[0]).toMatchObject({ id: written.id, userId: digest, isMine: false });
      }
      // A visitor's read asks nobody who it is: no token, no session statement.
      expect(lookups).not.toHaveBeenCalled();
      const user = await buildUser(server);
      const signed = await server.request('GET', `/api/comments/api/${target}`, undefined, { authorization: `Bearer ${user.token}` });
      expect(signed.body.data[0]).toMatchObject({ id: written.id, userId: digest });
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
    // A third-party key in the payload (stored as k_ + its digest) is shown keyed as well.
    const payloadKey = 'someone@example.com';
    const byKey = (await post({ apiId: target, content: '用 userId 写的', userId: payloadKey }, {})).body.data;
    const stored = 'k_' + createHash('sha256').update(payloadKey).digest('hex').slice(0, 32);
    expect(byKey.userId).toMatch(/^v_[0-9a-f]{16}$/);
    expect(byKey.userId).not.toBe('v_' + createHash('sha256').update(stored).digest('hex').slice(0, 16));
    expect(byKey.userId).not.toBe(digest);
  });
});
