import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildProblemType, buildUser, signIn, type BuiltUser } from '../../../__tests__/support/factories.js';
import { postForm } from '../../feedback/__tests__/support.js';
import { asVisitor, newVisitor } from './support.js';
import { waitFor } from '../../../__tests__/support/wait.js';

/** Makes a real open call as `headers` and waits for its record (the recorder writes in batches). */
async function recordedCall(server: TestServer, apiId: number, userId: number, headers: Record<string, string>): Promise<number> {
  const res = await server.request('GET', `/api/open/api/${apiId}`, undefined, headers);
  expect(res.status).toBe(200);
  let id = 0;
  await waitFor(async () => {
    const rows: Array<{ id: string }> = await server.ds.query(
      `SELECT id FROM api_call WHERE api_id = $1 AND user_id = $2 ORDER BY id DESC LIMIT 1`,
      [apiId, userId],
    );
    id = Number(rows[0]?.id ?? 0);
    return id > 0;
  }, 'the call to be recorded');
  return id;
}

describe('attaching one of your own recorded calls to a comment or bug report', () => {
  let server: TestServer;
  let apiId: number;
  let creatorUser: BuiltUser;
  let otherApi: number;
  let typeId: number;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FEEDBACK_IP: '1000/600', RATE_LIMIT_FEEDBACK_ATTEMPT_IP: '1000/600' });
    // A built-in API (answers without leaving the machine) that needs no token, with a creator account.
    const api = await buildApi(server, { address: 'builtin:uuid' });
    apiId = api.id;
    creatorUser = api.creator;
    otherApi = (await buildApi(server)).id;
    typeId = (await buildProblemType(server)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores a checked snapshot that the author, the API’s creator and admins see, others do not', async () => {
    const user = await buildUser(server, { account: 'caller1', username: '调用者' });
    const callId = await recordedCall(server, apiId, user.id, user.headers);
    const res = await server.request(
      'POST',
      '/api/comments',
      { apiId, content: '这个调用返回不对', attachedCall: { callId, method: 'get', params: [{ name: 'q', value: '北京' }], status: 999 } },
      user.headers,
    );
    expect(res.body.code).toBe(200);
    const [call] = await server.ds.query(`SELECT status, response_time_ms FROM api_call WHERE id = $1`, [callId]);
    expect(res.body.data.attachedCall).toMatchObject({ callId, apiId, method: 'GET', params: [{ name: 'q', value: '北京' }], status: call.status, responseTimeMs: call.response_time_ms });

    const creator = (await signIn(server, creatorUser)).headers;
    const asCreator = await server.request('GET', `/api/comments/api/${apiId}`, undefined, creator);
    expect(asCreator.body.data[0]).toMatchObject({ id: res.body.data.id, hasAttachedCall: true, attachedCall: { callId, method: 'GET' } });
    const asStranger = await server.request('GET', `/api/comments/api/${apiId}`, undefined, asVisitor(newVisitor()));
    expect(asStranger.body.data[0]).toMatchObject({ hasAttachedCall: true, attachedCall: null });
  });

  it('refuses someone else’s call, unknown calls and calls to another API', async () => {
    const owner = await buildUser(server, { account: 'caller2', username: '调用者二' });
    const callId = await recordedCall(server, apiId, owner.id, owner.headers);
    const thief = await buildUser(server, { account: 'caller3', username: '调用者三' });
    const en = { ...thief.headers, 'accept-language': 'en' };
    const stolen = await server.request('POST', '/api/comments', { apiId, content: 'x', attachedCall: { callId } }, en);
    expect(stolen.body).toMatchObject({ code: 400, message: 'You can only attach one of your own recorded calls' });
    const visitor = await server.request('POST', '/api/comments', { apiId, content: 'x', attachedCall: { callId } }, asVisitor(newVisitor(), 'en'));
    expect(visitor.body.code).toBe(400);
    const unknown = await server.request('POST', '/api/comments', { apiId, content: 'x', attachedCall: { callId: 987654321 } }, en);
    expect(unknown.body).toMatchObject({ code: 404, message: 'Call record not found' });
    const elsewhere = await server.request('POST', '/api/comments', { apiId: otherApi, content: 'x', attachedCall: { callId } }, { ...owner.headers, 'accept-language': 'en' });
    expect(elsewhere.body).toMatchObject({ code: 400, message: 'The call was made to another API' });
    const badMethod = await server.request('POST', '/api/comments', { apiId, content: 'x', attachedCall: { callId, method: 'PATCH' } }, { ...owner.headers, 'accept-language': 'en' });
    expect(badMethod.body.message).toBe('Method must be GET, POST, PUT or DELETE');
  });

  it('a bug report with a call lands in the API creator’s list with the call to replay', async () => {
    const user = await buildUser(server, { account: 'caller4', username: '调用者四' });
    const callId = await recordedCall(server, apiId, user.id, user.headers);
    const sent = await postForm(
      server,
      { problemType: String(typeId), summary: '调用结果异常', contact: 'c@example.com', attachedCall: JSON.stringify({ callId, method: 'POST', params: [{ name: 'a', value: '1' }] }) },
      [],
      user.headers,
    );
    expect(sent.body).toMatchObject({ code: 200, data: { apiId, attachedCall: { callId, method: 'POST' } } });
    const creator = (await signIn(server, creatorUser)).headers;
    const bugs = await server.request('GET', '/api/system/api/author/bugs', undefined, creator);
    expect(bugs.body.data.find((b: { id: number }) => b.id === sent.body.data.id)).toMatchObject({ attachedCall: { callId, params: [{ name: 'a', value: '1' }] } });
  });

  it('the API’s creator replays the attached call through the open-call path; others may not', async () => {
    const user = await buildUser(server, { account: 'caller5', username: '调用者五' });
    const callId = await recordedCall(server, apiId, user.id, user.headers);
    const comment = await server.request('POST', '/api/comments', { apiId, content: '请重放', attachedCall: { callId } }, user.headers);
    const commentId = comment.body.data.id;
    const REPLAY = `mutation($c: Int, $f: Int) { replayAttachedCall(commentId: $c, feedbackId: $f) { status contentType body truncated responseTimeMs } }`;

    const creator = (await signIn(server, creatorUser)).headers;
    const [before] = await server.ds.query(`SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`, [apiId]);
    const replayed = await server.graphql(REPLAY, { c: commentId }, creator);
    expect(replayed.errors).toBeUndefined();
    const r = (replayed.data as { replayAttachedCall: { status: number; body: string; truncated: boolean } }).replayAttachedCall;
    const [original] = await server.ds.query(`SELECT status FROM api_call WHERE id = $1`, [callId]);
    expect(r.status).toBe(original.status);
    // builtin:uuid answers one fresh UUID in its data.
    expect(JSON.parse(r.body).data).toEqual([expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)]);
    expect(r.truncated).toBe(false);
    // The replay is a real open call: it is recorded like any other.
    await waitFor(async () => {
      const [after] = await server.ds.query(`SELECT count(*)::int AS n FROM api_call WHERE api_id = $1`, [apiId]);
      return after.n > before.n;
    }, 'the replay to be recorded');

    const stranger = await server.graphql(REPLAY, { c: commentId }, user.headers);
    // Someone else's record answers like a missing one.
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await server.graphql(REPLAY, { c: commentId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const neither = await server.graphql(REPLAY, {}, { ...creator, 'accept-language': 'en' });
    expect(neither.errors?.[0]?.message).toBe('Give exactly one of commentId or feedbackId');
    const plain = await server.request('POST', '/api/comments', { apiId, content: '没有附件' }, user.headers);
    const none = await server.graphql(REPLAY, { c: plain.body.data.id }, { ...creator, 'accept-language': 'en' });
    expect(none.errors?.[0]?.message).toBe('No call is attached');
  });
  it('an administrators’ internal problem report is not the creator’s: its attached call replays for administrators only', async () => {
    const built = await buildUser(server, { role: 'ADMIN' });
    const admin = (await signIn(server, built)).headers;
    const callId = await recordedCall(server, apiId, built.id, admin);
    const [{ id: workspaceId }] = await server.ds.query(`SELECT id FROM workspace ORDER BY id LIMIT 1`);
    const filed = await server.request(
      'POST',
      '/api/system/problemsubmit',
      { description: '内部排查：这个接口的调用异常', urgency: 'low', adminId: built.account, issueType: typeId, req_id: workspaceId, attachedCall: { callId } },
      admin,
    );
    expect(filed.body).toMatchObject({ code: 200, data: { kind: 'admin', apiId } });
    const REPLAY = `mutation($f: Int) { replayAttachedCall(feedbackId: $f) { status } }`;
    const creator = (await signIn(server, creatorUser)).headers;
    const asCreator = await server.graphql(REPLAY, { f: filed.body.data.id }, { ...creator, 'accept-language': 'en' });
    expect(asCreator.errors?.[0]).toMatchObject({ message: 'Not found', extensions: { code: 'NOT_FOUND' } });
    const asAdmin = await server.graphql(REPLAY, { f: filed.body.data.id }, admin);
    expect(asAdmin.errors).toBeUndefined();
  });
});
