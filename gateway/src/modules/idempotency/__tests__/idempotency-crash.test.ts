import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildProblemType, buildUser } from '../../../__tests__/support/factories.js';

/**
 * #16: the key's reservation, the create and the recorded answer are one PostgreSQL transaction. The
 * process "dies" between the create and the recording of its answer: the connection that carries the
 * create is terminated by PostgreSQL (pg_terminate_backend), as a crash or a network cut would leave it.
 * A retry with the same key must then create exactly one row and answer as a first attempt does; a
 * further retry replays that answer.
 */
describe('Idempotency-Key: a crash between the create and its recorded answer', () => {
  let server: TestServer;
  let apiId: number;
  let problemType: number;
  let creator: Record<string, string>;
  let admin: Record<string, string>;

  const count = async (sql: string, params: unknown[] = []) => Number((await server.ds.query(sql, params))[0].n);
  /** The next keyed create dies in the window: its own connection is terminated by the server. */
  const crashNextCreate = () => {
    let crashed = false;
    server.services.idempotency.beforeAnswer = async (em?: unknown) => {
      server.services.idempotency.beforeAnswer = null;
      crashed = true;
      if (!em) throw new Error('simulated crash before the answer was recorded');
      await (em as EntityManager).query('SELECT pg_terminate_backend(pg_backend_pid())');
    };
    return () => crashed;
  };

  beforeAll(async () => {
    server = await startTestServer({
      ADMIN_PASSWORD: 'crash-admin-pw',
      RATE_LIMIT_FEEDBACK_IP: '1000/600',
      RATE_LIMIT_FEEDBACK_ATTEMPT_IP: '1000/600',
      RATE_LIMIT_COMMENT_VISITOR: '1000/60',
      RATE_LIMIT_COMMENT_IP: '1000/60',
    });
    apiId = (await buildApi(server)).id;
    problemType = (await buildProblemType(server)).id;
    creator = (await buildUser(server)).headers;
    const adminLogin = await server.request('POST', '/api/login', { account: 'admin', password: 'crash-admin-pw' });
    admin = { authorization: `Bearer ${adminLogin.body.data.token}` };
  });
  afterEach(() => {
    server.services.idempotency.beforeAnswer = null;
  });
  afterAll(async () => server?.stop());

  /** Crash once, then retry twice with the same key: one row, the retry answers, the next replays it. */
  async function crashThenRetry(
    send: () => Promise<{ ok: boolean; replayed: boolean | null; answer: unknown }>,
    rows: () => Promise<number>,
  ) {
    const crashed = crashNextCreate();
    const first = await send();
    expect(crashed(), JSON.stringify(first.answer)).toBe(true);
    expect(first.ok).toBe(false);
    const retry = await send();
    expect(retry.ok, JSON.stringify(retry.answer)).toBe(true);
    if (retry.replayed !== null) expect(retry.replayed).toBe(false);
    expect(await rows()).toBe(1);
    const again = await send();
    // REST marks a replay (Idempotent-Replayed); GraphQL answers the same data.
    if (again.replayed !== null) expect(again.replayed, JSON.stringify(again.answer)).toBe(true);
    expect(again.answer).toEqual(retry.answer);
    expect(await rows()).toBe(1);
    // The server is healthy after the cut connection.
    expect((await server.request('GET', '/readyz')).status).toBe(200);
  }

  const rest = (method: string, url: string, body: unknown, headers: Record<string, string>) => async () => {
    const res = await server.request(method, url, body, headers);
    return { ok: res.status === 200 && res.body?.code === 200, replayed: res.headers.get('idempotent-replayed') === 'true', answer: res.body };
  };
  const gql = (query: string, variables: Record<string, unknown>, headers: Record<string, string>) => async () => {
    const res = await server.graphql(query, variables, headers);
    return { ok: !res.errors && !!res.data, replayed: null, answer: res.data };
  };

  it('a retry while the first attempt’s transaction is still open is refused with 409, and creates nothing', async () => {
    const key = randomUUID();
    const form = { name: '并发重试的接口', apiurl: 'https://example.com/busy', testurl: 'https://example.com/busy-test' };
    const send = () => server.request('POST', '/api/apis', form, { ...creator, 'idempotency-key': key, 'accept-language': 'en' });
    let during: Awaited<ReturnType<typeof send>> | null = null;
    server.services.idempotency.beforeAnswer = async () => {
      server.services.idempotency.beforeAnswer = null;
      during = await send();
    };
    const first = await send();
    expect(first.body.code, first.text).toBe(200);
    expect(during!.status).toBe(409);
    expect(during!.body.message).toMatch(/still being processed/);
    const after = await send();
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(after.body).toEqual(first.body);
    expect(await count(`SELECT count(*) AS n FROM api WHERE name = $1`, [form.name])).toBe(1);
  });

  it('POST /api/apis', async () => {
    const form = { name: '崩溃后重试的接口', apiurl: 'https://example.com/crash', testurl: 'https://example.com/crash-test' };
    await crashThenRetry(rest('POST', '/api/apis', form, { ...creator, 'idempotency-key': randomUUID() }), () =>
      count(`SELECT count(*) AS n FROM api WHERE name = $1`, [form.name]),
    );
  });

  it('POST /api/comments', async () => {
    const body = { apiId, content: '崩溃后重试的评论', nickname: '重试的人', isAnonymous: false };
    await crashThenRetry(
      rest('POST', '/api/comments', body, { 'idempotency-key': randomUUID(), 'x-visitor-id': 'anon_crash_visitor_0001' }),
      () => count(`SELECT count(*) AS n FROM comment WHERE content = $1`, [body.content]),
    );
  });

  it('POST /api/submitFeedback', async () => {
    const body = { problemType: String(problemType), summary: '崩溃后重试的反馈', description: '连接在记录答复前断开', severity: 'low', contact: 'crash@example.com' };
    await crashThenRetry(rest('POST', '/api/submitFeedback', body, { 'idempotency-key': randomUUID() }), () =>
      count(`SELECT count(*) AS n FROM feedback WHERE summary = $1`, [body.summary]),
    );
  });

  it('GraphQL createApi, addComment and submitFeedback', async () => {
    await crashThenRetry(
      gql(`mutation { createApi(input: { name: "图形崩溃接口", address: "https://example.com/gc", testUrl: "https://example.com/gc-test" }) { id name } }`, {}, {
        ...creator,
        'idempotency-key': randomUUID(),
      }),
      () => count(`SELECT count(*) AS n FROM api WHERE name = '图形崩溃接口'`),
    );
    await crashThenRetry(
      gql(`mutation($input: AddCommentInput!) { addComment(input: $input) { id content } }`, { input: { apiId, content: '图形崩溃评论', nickname: '重试的人' } }, {
        'idempotency-key': randomUUID(),
        'x-visitor-id': 'anon_crash_visitor_0002',
      }),
      () => count(`SELECT count(*) AS n FROM comment WHERE content = '图形崩溃评论'`),
    );
    await crashThenRetry(
      gql(`mutation { submitFeedback(input: { problemType: ${problemType}, summary: "图形崩溃反馈", description: "重试", severity: "low", contact: "gc@example.com" }) { id } }`, {}, {
        'idempotency-key': randomUUID(),
      }),
      () => count(`SELECT count(*) AS n FROM feedback WHERE summary = '图形崩溃反馈'`),
    );
  });

  it('the admin’s POST /api/system/apiAdd and GraphQL addApi', async () => {
    const [{ cat }] = await server.ds.query(`SELECT min(id) AS cat FROM category`);
    const [{ tag }] = await server.ds.query(`SELECT min(id) AS tag FROM tag`);
    const form = { name: '崩溃后重试的管理接口', testLink: 'https://example.com/a', apiUrl: 'https://example.com/a', provider: '示例', type: cat, tags: [tag], visibility: 'public', copyright: '示例 ©' };
    await crashThenRetry(rest('POST', '/api/system/apiAdd', form, { ...admin, 'idempotency-key': randomUUID() }), () =>
      count(`SELECT count(*) AS n FROM api WHERE name = $1`, [form.name]),
    );
    await crashThenRetry(
      gql(`mutation($input: NewApiInput!) { addApi(input: $input) }`, { input: { ...form, name: '图形崩溃管理接口' } }, { ...admin, 'idempotency-key': randomUUID() }),
      () => count(`SELECT count(*) AS n FROM api WHERE name = '图形崩溃管理接口'`),
    );
  });
});
