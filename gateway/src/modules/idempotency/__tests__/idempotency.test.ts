import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildProblemType, buildUser } from '../../../__tests__/support/factories.js';
import { fingerprint, IdempotencyService } from '../idempotency.service.js';

/** Idempotency-Key on the create paths (#16.8): a retried create answers the first answer and creates nothing more. */
describe('Idempotency-Key on API, comment and feedback creation', () => {
  let server: TestServer;
  let apiId: number;
  let problemType: number;
  let creator: Record<string, string>;

  const count = async (sql: string, params: unknown[] = []) => Number((await server.ds.query(sql, params))[0].n);
  const comment = (key: string | null, content: string, extra: Record<string, string> = {}) =>
    server.request(
      'POST',
      '/api/comments',
      { apiId, content, nickname: '重试的人', isAnonymous: false },
      { ...(key === null ? {} : { 'idempotency-key': key }), 'x-visitor-id': 'anon_idempotency_visitor1', ...extra },
    );
  const feedbackFields = () => ({
    problemType: String(problemType),
    summary: '重复提交测试',
    description: '网络断开后客户端重试了提交',
    severity: 'low',
    contact: 'retry@example.com',
  });
  const postForm = async (key: string, screenshot: Uint8Array) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(feedbackFields())) form.append(k, v);
    form.append('screenshot', new Blob([new Uint8Array(screenshot)], { type: 'image/png' }), 'shot.png');
    const res = await fetch(`${server.url}/api/submitFeedback`, { method: 'POST', body: form, headers: { 'idempotency-key': key } });
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.json() };
  };

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD: 'idem-admin-pw', RATE_LIMIT_FEEDBACK_IP: '1000/600', RATE_LIMIT_FEEDBACK_ATTEMPT_IP: '1000/600', RATE_LIMIT_COMMENT_VISITOR: '1000/60', RATE_LIMIT_COMMENT_IP: '1000/60' });
    apiId = (await buildApi(server)).id;
    problemType = (await buildProblemType(server)).id;
    creator = (await buildUser(server)).headers;
  });
  afterAll(async () => server?.stop());

  it('a retried comment answers the first answer and stores one comment', async () => {
    const key = randomUUID();
    const first = await comment(key, '只应出现一次的评论');
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await comment(key, '只应出现一次的评论');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(`SELECT count(*) AS n FROM comment WHERE content = $1`, ['只应出现一次的评论'])).toBe(1);
    // Without a key every request creates.
    await comment(null, '没有键的评论');
    await comment(null, '没有键的评论');
    expect(await count(`SELECT count(*) AS n FROM comment WHERE content = $1`, ['没有键的评论'])).toBe(2);
  });

  it('the same key with another request is refused with 422, in the caller’s language', async () => {
    const key = randomUUID();
    expect((await comment(key, '第一条')).status).toBe(200);
    const zh = await comment(key, '第二条');
    expect(zh.status).toBe(422);
    expect(zh.body).toMatchObject({ code: 422, data: null, message: expect.stringContaining('已用于另一个请求') });
    const en = await comment(key, '第二条', { 'accept-language': 'en' });
    expect(en.body.message).toMatch(/used for a different request/);
    expect(await count(`SELECT count(*) AS n FROM comment WHERE content = $1`, ['第二条'])).toBe(0);
  });

  it('a request whose first attempt is still running is refused with 409; an abandoned one is taken over', async () => {
    const key = randomUUID();
    const body = { apiId, content: '正在处理', nickname: '重试的人', isAnonymous: false };
    const principal = `ip:127.0.0.1`;
    await server.ds.query(
      `INSERT INTO idempotency_key (scope, principal, key, fingerprint, expires_at) VALUES ('POST /api/comments', $1, $2, $3, now() + interval '1 hour')`,
      [principal, key, fingerprint(body)],
    );
    const busy = await comment(key, '正在处理', { 'accept-language': 'en' });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toMatch(/still being processed/);
    // The first attempt died long ago: the retry runs.
    await server.ds.query(`UPDATE idempotency_key SET created_at = now() - interval '10 minutes' WHERE key = $1`, [key]);
    expect((await comment(key, '正在处理')).status).toBe(200);
    expect(await count(`SELECT count(*) AS n FROM comment WHERE content = $1`, ['正在处理'])).toBe(1);
  });

  it('a failed first attempt leaves no key: the corrected retry runs', async () => {
    const key = randomUUID();
    const bad = await server.request('POST', '/api/apis', { name: '' }, { ...creator, 'idempotency-key': key });
    expect(bad.status).toBe(400);
    const form = { name: '幂等创建', apiurl: 'https://example.com/idem', testurl: 'https://example.com/idem-test' };
    const first = await server.request('POST', '/api/apis', form, { ...creator, 'idempotency-key': key });
    expect(first.body.code, first.text).toBe(200);
    const again = await server.request('POST', '/api/apis', form, { ...creator, 'idempotency-key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.apiid).toBe(first.body.data.apiid);
    expect(await count(`SELECT count(*) AS n FROM api WHERE name = '幂等创建'`)).toBe(1);
  });

  it('keys belong to their caller: another caller’s equal key creates its own', async () => {
    const key = randomUUID();
    const form = { name: '两个人的接口', apiurl: 'https://example.com/two', testurl: 'https://example.com/two-test' };
    const mine = await server.request('POST', '/api/apis', form, { ...creator, 'idempotency-key': key });
    const adminLogin = await server.request('POST', '/api/login', { account: 'admin', password: 'idem-admin-pw' });
    const theirs = await server.request('POST', '/api/apis', form, {
      authorization: `Bearer ${adminLogin.body.data.token}`,
      'idempotency-key': key,
    });
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.data.apiid).not.toBe(mine.body.data.apiid);
  });

  it('feedback with a screenshot is replayed by key; another screenshot under the same key is refused', async () => {
    const key = randomUUID();
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137, 0, 0, 0, 13, 73, 68, 65, 84, 120, 156, 99, 248, 15, 0, 0, 1, 1, 0, 5, 24, 216, 77, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]);
    const first = await postForm(key, png);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await postForm(key, png);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(`SELECT count(*) AS n FROM feedback WHERE summary = '重复提交测试'`)).toBe(1);
    const other = png.slice();
    other[other.length - 5] ^= 1;
    expect((await postForm(key, other)).status).toBe(422);
  });

  it('an expired key is forgotten; a malformed key is a clear 400', async () => {
    const key = randomUUID();
    expect((await comment(key, '过期前')).status).toBe(200);
    await server.ds.query(`UPDATE idempotency_key SET expires_at = now() - interval '1 second' WHERE key = $1`, [key]);
    const after = await comment(key, '过期后');
    expect(after.status).toBe(200);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    const long = await comment('k'.repeat(256), '键太长', { 'accept-language': 'en' });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/Idempotency-Key must be 1–255 visible ASCII characters/);
    const spaced = await comment('has space', '键不合法');
    expect(spaced.status).toBe(400);
  });

  it('GraphQL createApi, addComment and submitFeedback honour the key of their HTTP request', async () => {
    const key = randomUUID();
    const create = `mutation { createApi(input: { name: "图形幂等", address: "https://example.com/gql", testUrl: "https://example.com/gql-test" }) { id name updatedAt } }`;
    const a = await server.graphql<{ createApi: { id: number } }>(create, undefined, { ...creator, 'idempotency-key': key });
    const b = await server.graphql<{ createApi: { id: number } }>(create, undefined, { ...creator, 'idempotency-key': key });
    expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
    expect(b).toEqual(a);
    expect(await count(`SELECT count(*) AS n FROM api WHERE name = '图形幂等'`)).toBe(1);

    const add = (content: string) =>
      server.graphql<{ addComment: { id: number; createTime: string } }>(
        `mutation($input: AddCommentInput!) { addComment(input: $input) { id content createTime } }`,
        { input: { apiId, content, nickname: '重试的人' } },
        { 'idempotency-key': key, 'x-visitor-id': 'anon_idempotency_visitor2', 'accept-language': 'en' },
      );
    const c1 = await add('图形评论');
    const c2 = await add('图形评论');
    expect(c1.errors, JSON.stringify(c1.errors)).toBeUndefined();
    expect(c2).toEqual(c1);
    expect(await count(`SELECT count(*) AS n FROM comment WHERE content = '图形评论'`)).toBe(1);
    const other = await add('另一条图形评论');
    expect(other.errors?.[0]?.extensions?.code).toBe('UNPROCESSABLE');
    expect(other.errors?.[0]?.message).toMatch(/used for a different request/);

    const feedback = `mutation { submitFeedback(input: { problemType: ${problemType}, summary: "图形重复提交", description: "重试", severity: "low", contact: "g@example.com" }) { id } }`;
    const f1 = await server.graphql<{ submitFeedback: { id: number } }>(feedback, undefined, { 'idempotency-key': key });
    const f2 = await server.graphql<{ submitFeedback: { id: number } }>(feedback, undefined, { 'idempotency-key': key });
    expect(f1.errors, JSON.stringify(f1.errors)).toBeUndefined();
    expect(f2).toEqual(f1);
    expect(await count(`SELECT count(*) AS n FROM feedback WHERE summary = '图形重复提交'`)).toBe(1);
  });

  it('an after-commit effect that fails is reported, and the committed create stands and replays', async () => {
    const errors: unknown[] = [];
    const service = new IdempotencyService(server.ds, 1, (e) => errors.push(e));
    const req = { scope: 'test effect', principal: 'ip:192.0.2.1', key: randomUUID(), request: { n: 1 } };
    const work = async (unit?: Parameters<Parameters<IdempotencyService['run']>[1]>[0]) => {
      unit!.afterCommit(() => {
        throw new Error('the notification could not be sent');
      });
      return { created: 7 };
    };
    expect(await service.run(req, work)).toEqual({ result: { created: 7 }, replayed: false });
    expect(errors.map((e) => (e as Error).message)).toEqual(['the notification could not be sent']);
    expect(await service.run(req, work)).toEqual({ result: { created: 7 }, replayed: true });
    expect(errors).toHaveLength(1);
  });
});
