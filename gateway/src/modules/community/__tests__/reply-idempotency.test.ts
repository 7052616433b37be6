import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi } from '../../../__tests__/support/factories.js';
import { asVisitor, newVisitor } from './support.js';

/** A reply retried over a flaky network is one reply, as a comment is (Idempotency-Key on both doors). */
describe('Idempotency-Key on replies', () => {
  let server: TestServer;
  let commentId: number;
  const visitor = newVisitor();
  const count = async (content: string) =>
    Number((await server.ds.query(`SELECT count(*)::int AS n FROM reply WHERE content = $1`, [content]))[0].n);
  const reply = (key: string | null, content: string) =>
    server.request(
      'POST',
      '/api/replies',
      { commentId, content, nickname: '重试的人' },
      { ...(key === null ? {} : { 'idempotency-key': key }), ...asVisitor(visitor, 'en') },
    );

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_COMMENT_VISITOR: '1000/60', RATE_LIMIT_COMMENT_IP: '1000/60' });
    const api = await buildApi(server);
    const c = await server.request('POST', '/api/comments', { apiId: api.id, content: '楼主' }, asVisitor(newVisitor()));
    commentId = c.body.data.id;
  });
  afterAll(async () => server?.stop());

  it('POST /api/replies: a retry answers the first answer (Idempotent-Replayed) and stores one reply', async () => {
    const key = randomUUID();
    const first = await reply(key, '只应出现一次的回复');
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await reply(key, '只应出现一次的回复');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count('只应出现一次的回复')).toBe(1);
    const other = await reply(key, '同一个键的另一条回复');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 422, message: 'This Idempotency-Key was used for a different request; use a new key for a new request' });
    const bad = await reply('has space', '键无效');
    expect(bad.body).toMatchObject({ code: 400, message: 'Idempotency-Key must be 1–255 visible ASCII characters' });
    // Without a key every request creates.
    await reply(null, '没有键的回复');
    await reply(null, '没有键的回复');
    expect(await count('没有键的回复')).toBe(2);
  });

  it('GraphQL addReply honours the key of its HTTP request', async () => {
    const key = randomUUID();
    const add = (content: string) =>
      server.graphql<{ addReply: { id: number; content: string; createTime: string } }>(
        `mutation($input: AddReplyInput!) { addReply(input: $input) { id content createTime } }`,
        { input: { commentId, content } },
        { 'idempotency-key': key, ...asVisitor(visitor, 'en') },
      );
    const r1 = await add('图形回复');
    const r2 = await add('图形回复');
    expect(r1.errors, JSON.stringify(r1.errors)).toBeUndefined();
    expect(r2).toEqual(r1);
    expect(await count('图形回复')).toBe(1);
    const other = await add('另一条图形回复');
    expect(other.errors?.[0]?.extensions?.code).toBe('UNPROCESSABLE');
  });

  it('the OpenAPI document declares the header and its answers on POST /api/replies', async () => {
    const doc = await server.request('GET', '/api/openapi.json');
    const post = doc.body.paths['/api/replies'].post;
    expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['409', '422']));
  });
});
