import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { subscriptionsStarted, waitFor } from '../../../__tests__/support/wait.js';
import { ADMIN_PASSWORD, buildApi, buildUser, signIn } from '../../../__tests__/support/factories.js';

const SUBMIT = `mutation($input: SubmitTenderRequestInput!) {
  submitTenderRequest(input: $input) { id title status votes votedByMe categoryName fulfilledApi { id name } }
}`;
const VOTE = `mutation($id: Int!) { voteTenderRequest(id: $id) { id votes votedByMe } }`;
const UPDATE = `mutation($id: Int!, $input: UpdateTenderRequestInput!) {
  updateTenderRequest(id: $id, input: $input) { id status responseNote contact requesterAccount fulfilledApi { id name } }
}`;
const LIST = `query($status: String, $keyword: String, $page: Int!, $pageSize: Int!) {
  tenderRequests(status: $status, keyword: $keyword, page: $page, pageSize: $pageSize) {
    total items { id title status votes votedByMe responseNote fulfilledApi { id name } }
  }
}`;

const input = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: '希望能按单号查询主流快递公司的物流轨迹',
  ...extra,
});

describe('API requests (需求征集): submit, vote, answer, notify', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let apiId: number;
  let apiName: string;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD, RATE_LIMIT_TENDER_IP: '1000/600', RATE_LIMIT_TENDER_VOTE_IP: '1000/600' });
    admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    [{ id: apiId, name: apiName }] = await server.ds.query(`INSERT INTO api (name, status, visibility) VALUES ('物流轨迹查询', 1, 'public') RETURNING id, name`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a visitor submits one; it is listed publicly without contact or requester, with their own vote', async () => {
    const res = await server.graphql<{ submitTenderRequest: { id: number; votes: number; votedByMe: boolean; status: string } }>(
      SUBMIT,
      { input: input('快递物流查询', { contact: 'visitor@example.com', exampleUse: '订单页展示物流' }) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitTenderRequest).toMatchObject({ status: 'open', votes: 1, votedByMe: true });
    const id = res.data!.submitTenderRequest.id;
    const [row] = await server.ds.query(`SELECT * FROM tender_request WHERE id = $1`, [id]);
    expect(row).toMatchObject({ contact: 'visitor@example.com', requester_id: null });
    // No address of the requester is kept (the per-IP limit counts in the rate limiter, which forgets).
    expect(Object.keys(row).filter((column) => /(^|_)ip(_|$)/.test(column))).toEqual([]);

    // The public type has no contact: asking for it is a validation error, not a leak.
    const leak = await server.graphql(`{ tenderRequests { items { contact } } }`);
    expect(leak.errors?.[0]?.message).toMatch(/contact/);
    const rest = await server.request('GET', '/api/tenderRequests?keyword=快递');
    expect(rest.status).toBe(200);
    const item = rest.body.data.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({ title: '快递物流查询', votes: 1, status: 'open', exampleUse: '订单页展示物流' });
    expect(Object.keys(item)).not.toContain('contact');
    expect(JSON.stringify(rest.body)).not.toContain('visitor@example.com');
  });

  it.each([
    [{ title: '快' }, '标题需为 2–80 个字符', 'The title must be 2–80 characters'],
    [{ title: 'x'.repeat(81) }, '标题需为 2–80 个字符', 'The title must be 2–80 characters'],
    [{ description: '太短了' }, '需求描述需为 10–2000 个字符', 'The description must be 10–2000 characters'],
    [{ description: '长'.repeat(2001) }, '需求描述需为 10–2000 个字符', 'The description must be 10–2000 characters'],
    [{ contact: 'c'.repeat(121) }, '联系方式不能超过 120 个字符', 'The contact cannot exceed 120 characters'],
    [{ exampleUse: 'e'.repeat(501) }, '使用场景不能超过 500 个字符', 'The example use cannot exceed 500 characters'],
    [{ categoryId: 999999 }, '分类不存在', 'The category does not exist'],
  ])('refuses %j with a message in both languages, on both doors', async (override, zh, en) => {
    const body = { ...input('合法的标题'), ...override };
    const gqlZh = await server.graphql(SUBMIT, { input: body }, { 'accept-language': 'zh' });
    expect(gqlZh.errors?.[0]).toMatchObject({ message: zh, extensions: { code: 'BAD_USER_INPUT' } });
    const restEn = await server.request('POST', '/api/tenderRequests', body, { 'accept-language': 'en' });
    expect(restEn.status).toBe(400);
    expect(restEn.body).toMatchObject({ code: 400, message: en });
  });

  it('refuses a NUL byte through the input guard', async () => {
    const res = await server.request('POST', '/api/tenderRequests', input('带\u0000空字符'));
    expect(res.status).toBe(400);
    const gql = await server.graphql(SUBMIT, { input: input('带\u0000空字符') });
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM tender_request WHERE title LIKE '带%'`);
    expect(n).toBe(0);
  });

  it('refuses control characters and text direction controls in what everyone reads (both doors)', async () => {
    // A right-to-left override shows the rest of a title reversed in every list; a bell or an escape is no text.
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [input('标题\u202e反转'), /^The title cannot contain control characters, line breaks or text direction controls$/],
      [input('两行\n标题'), /^The title cannot contain/],
      [input('描述带响铃', { description: '希望能按单号查询物流\u0007轨迹信息' }), /^The description cannot contain control characters or text direction controls$/],
      [input('场景带隔离符', { exampleUse: '电商订单\u2066页' }), /^The example use cannot contain/],
      [input('联系方式两行', { contact: 'me@example.com\nbcc@example.com' }), /^The contact cannot contain/],
    ];
    for (const [body, message] of cases) {
      const res = await server.request('POST', '/api/tenderRequests', body, { 'accept-language': 'en' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      const gql = await server.graphql(SUBMIT, { input: body });
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const [{ n }] = await server.ds.query(
      `SELECT count(*)::int AS n FROM tender_request WHERE title LIKE '标题%' OR title LIKE '两行%' OR title IN ('描述带响铃', '场景带隔离符', '联系方式两行')`,
    );
    expect(n).toBe(0);
    // Line breaks and tabs stay allowed in the description (a list of wishes).
    const ok = await server.request('POST', '/api/tenderRequests', input('多行描述', { description: '需要：\n1. 按单号查询\n2.\t轨迹推送' }));
    expect(ok.status).toBe(200);
    // An administrator's public note follows the same rule.
    const note = await server.request('PATCH', `/api/tenderRequests/${ok.body.data.id}`, { status: 'in_progress', responseNote: '处理中\u202e' }, { ...admin, 'accept-language': 'en' });
    expect(note.status).toBe(400);
    expect(note.body.message).toMatch(/^The response note cannot contain/);
  });

  it('an Idempotency-Key makes a retried submit one request', async () => {
    const headers = { 'idempotency-key': 'tender-retry-1' };
    const first = await server.request('POST', '/api/tenderRequests', input('重试的需求'), headers);
    const again = await server.request('POST', '/api/tenderRequests', input('重试的需求'), headers);
    expect(first.body.code).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await server.request('POST', '/api/tenderRequests', input('另一个需求'), headers);
    expect(other.status).toBe(422);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM tender_request WHERE title = '重试的需求'`);
    expect(n).toBe(1);
  });

  it('votes: one per account, one per address for visitors; closed requests take none', async () => {
    const a = await buildUser(server, { account: 'tender_a', username: '需求甲' });
    const b = await buildUser(server, { account: 'tender_b', username: '需求乙' });
    const created = await server.graphql<{ submitTenderRequest: { id: number } }>(SUBMIT, { input: input('天气预报') }, a.headers);
    const id = created.data!.submitTenderRequest.id;
    // The requester's own vote is already in.
    const own = await server.graphql<{ voteTenderRequest: { votes: number } }>(VOTE, { id }, a.headers);
    expect(own.data!.voteTenderRequest.votes).toBe(1);
    const byB = await server.graphql<{ voteTenderRequest: { votes: number; votedByMe: boolean } }>(VOTE, { id }, b.headers);
    expect(byB.data!.voteTenderRequest).toEqual({ id, votes: 2, votedByMe: true });
    await server.graphql(VOTE, { id }, b.headers);
    // A visitor (this address) votes once, over either door.
    const visitor = await server.request('POST', `/api/tenderRequests/${id}/vote`);
    expect(visitor.body.data).toMatchObject({ votes: 3, votedByMe: true });
    await server.graphql(VOTE, { id });
    const [{ votes, n }] = await server.ds.query(
      `SELECT t.votes, (SELECT count(*)::int FROM tender_vote v WHERE v.request_id = t.id) AS n FROM tender_request t WHERE id = $1`,
      [id],
    );
    expect([votes, n]).toEqual([3, 3]);
    // The visitor's vote is kept under a pseudonym of the address, never the address itself.
    const voters: Array<{ voter: string }> = await server.ds.query(
      `SELECT voter FROM tender_vote WHERE request_id = $1`,
      [id],
    );
    expect(voters.map((v) => v.voter.replace(/^iph:[0-9a-f]{64}$/, 'iph:…')).sort()).toEqual(
      [`u:${a.id}`, `u:${b.id}`, 'iph:…'].sort(),
    );

    const missing = await server.graphql(VOTE, { id: 999999 }, { 'accept-language': 'en' });
    expect(missing.errors?.[0]).toMatchObject({ message: 'API request not found', extensions: { code: 'NOT_FOUND' } });

    await server.graphql(UPDATE, { id, input: { status: 'declined', responseNote: '暂无上游' } }, admin);
    const closed = await server.graphql(VOTE, { id }, { ...b.headers, 'accept-language': 'zh' });
    expect(closed.errors?.[0]?.message).toBe('该需求已关闭，不能再投票');
  });

  it('administrators see contact and requester; fulfilling needs an existing API; the requester is notified live', async () => {
    const requester = await buildUser(server, { account: 'tender_req', username: '需求方' });
    const created = await server.graphql<{ submitTenderRequest: { id: number } }>(
      SUBMIT,
      { input: input('物流轨迹', { contact: 'req@example.com' }) },
      requester.headers,
    );
    const id = created.data!.submitTenderRequest.id;

    const list = await server.graphql<{ adminTenderRequests: { items: Array<{ id: number; contact: string; requesterAccount: string }> } }>(
      `{ adminTenderRequests(status: "open") { total items { id contact requesterAccount } } }`,
      undefined,
      admin,
    );
    expect(list.data!.adminTenderRequests.items.find((i) => i.id === id)).toEqual({ id, contact: 'req@example.com', requesterAccount: 'tender_req' });
    const restAdmin = await server.request('GET', '/api/tenderRequests/admin?status=open', undefined, admin);
    expect(restAdmin.body.data.find((i: { id: number }) => i.id === id).contact).toBe('req@example.com');

    // Listen as the requester before the change.
    const heard: Array<{ kind: string; apiId: number | null; message: string }> = [];
    const before = server.app.ws.operationsStarted();
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { token: requester.token },
      retryAttempts: 0,
    });
    const unsubscribe = client.subscribe<{ notificationAdded: { kind: string; apiId: number | null; message: string } }>(
      { query: 'subscription { notificationAdded { kind apiId message } }' },
      { next: (m) => m.data && heard.push(m.data.notificationAdded), error: () => undefined, complete: () => undefined },
    );
    await subscriptionsStarted(server, before);

    const noApi = await server.graphql(UPDATE, { id, input: { status: 'fulfilled' } }, { ...admin, 'accept-language': 'en' });
    expect(noApi.errors?.[0]?.message).toBe('Link the API that fulfils the request to mark it fulfilled');
    const badApi = await server.graphql(UPDATE, { id, input: { status: 'fulfilled', fulfilledApiId: 999999 } }, admin);
    expect(badApi.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // A private API cannot be linked: its name would be shown to everyone on the request.
    const hidden = await buildApi(server, { visibility: 'private', name: '内部物流接口' });
    const privateApi = await server.graphql(UPDATE, { id, input: { status: 'fulfilled', fulfilledApiId: hidden.id } }, admin);
    expect(privateApi.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const badStatus = await server.request('PATCH', `/api/tenderRequests/${id}`, { status: 'done' }, admin);
    expect(badStatus.status).toBe(400);
    const longNote = await server.graphql(UPDATE, { id, input: { status: 'in_progress', responseNote: 'n'.repeat(501) } }, admin);
    expect(longNote.errors?.[0]?.message).toBe('回复说明不能超过 500 个字符');

    const done = await server.request(
      'PATCH',
      `/api/tenderRequests/${id}`,
      { status: 'fulfilled', responseNote: '已上线', fulfilledApiId: apiId },
      admin,
    );
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'fulfilled', responseNote: '已上线', fulfilledApi: { id: apiId, name: apiName } });

    await waitFor(() => heard.length > 0, 'the requester’s notification');
    expect(heard[0]).toMatchObject({ kind: 'tender', apiId: null, message: '你提交的 API 需求「物流轨迹」状态更新为：已实现（已上线）' });
    unsubscribe();
    await client.dispose();
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND kind = 'tender'`, [requester.id]);
    expect(n).toBe(1);
    // Saving the same status again (a note edit) notifies nobody.
    await server.graphql(UPDATE, { id, input: { status: 'fulfilled', responseNote: '已上线，见接口文档', fulfilledApiId: apiId } }, admin);
    const [{ n: after }] = await server.ds.query(`SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND kind = 'tender'`, [requester.id]);
    expect(after).toBe(1);

    const pub = await server.graphql<{ tenderRequests: { items: Array<{ id: number; status: string; fulfilledApi: { id: number } | null }> } }>(
      LIST,
      { status: 'fulfilled', keyword: '物流轨迹', page: 1, pageSize: 10 },
    );
    expect(pub.data!.tenderRequests.items.map((i) => [i.id, i.status, i.fulfilledApi?.id])).toEqual([[id, 'fulfilled', apiId]]);
    // Once that API is no longer public, the request stops naming it.
    await server.ds.query(`UPDATE api SET visibility = 'private' WHERE id = $1`, [apiId]);
    const later = await server.graphql<{ tenderRequests: { items: Array<{ fulfilledApi: { id: number } | null }> } }>(
      LIST,
      { status: 'fulfilled', keyword: '物流轨迹', page: 1, pageSize: 10 },
    );
    expect(later.data!.tenderRequests.items.map((i) => i.fulfilledApi)).toEqual([null]);
  });

  it('admin paths: 401 for visitors, 40001 / FORBIDDEN for a signed-in user', async () => {
    const user = await buildUser(server, { account: 'tender_plain', username: '普通用户' });
    expect((await server.request('GET', '/api/tenderRequests/admin')).status).toBe(401);
    const forbidden = await server.request('GET', '/api/tenderRequests/admin', undefined, user.headers);
    expect(forbidden.body.code).toBe(40001);
    const patch = await server.request('PATCH', '/api/tenderRequests/1', { status: 'open' }, user.headers);
    expect(patch.body.code).toBe(40001);
    const gql = await server.graphql(`{ adminTenderRequests { total } }`, undefined, user.headers);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const upd = await server.graphql(UPDATE, { id: 1, input: { status: 'open' } });
    expect(upd.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keyword search takes % and _ literally; paging is bounded', async () => {
    await server.graphql(SUBMIT, { input: input('百分号 100% 需求') });
    const pct = await server.graphql<{ tenderRequests: { items: Array<{ title: string }> } }>(LIST, { keyword: '100%', page: 1, pageSize: 10 });
    expect(pct.data!.tenderRequests.items.map((i) => i.title)).toEqual(['百分号 100% 需求']);
    const none = await server.graphql<{ tenderRequests: { total: number } }>(LIST, { keyword: '_%_', page: 1, pageSize: 10 });
    expect(none.data!.tenderRequests.total).toBe(0);
    const big = await server.graphql(LIST, { page: 1, pageSize: 51 }, { 'accept-language': 'en' });
    expect(big.errors?.[0]?.message).toBe('pageSize must be between 1 and 50');
  });
});

describe('API requests: rate limits on the write paths', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_TENDER_IP: '2/600', RATE_LIMIT_TENDER_VOTE_IP: '2/600' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 429 past RATE_LIMIT_TENDER_IP and RATE_LIMIT_TENDER_VOTE_IP', async () => {
    for (const title of ['需求一号', '需求二号']) {
      expect((await server.request('POST', '/api/tenderRequests', input(title))).status).toBe(200);
    }
    const third = await server.request('POST', '/api/tenderRequests', input('需求三号'), { 'accept-language': 'en' });
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many requests/);
    const [{ id }] = await server.ds.query(`SELECT id FROM tender_request ORDER BY id LIMIT 1`);
    await server.request('POST', `/api/tenderRequests/${id}/vote`);
    await server.request('POST', `/api/tenderRequests/${id}/vote`);
    const vote = await server.graphql(VOTE, { id });
    expect(vote.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('API requests: each visitor (address) has their own vote, whatever the read cache keeps', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('votedByMe follows the address; a vote from one visitor is not shown as another’s', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const created = await server.graphql<{ submitTenderRequest: { id: number } }>(SUBMIT, { input: input('短信验证码') }, from('198.51.100.1'));
    const id = created.data!.submitTenderRequest.id;
    const mine = async (ip: string) =>
      (await server.graphql<{ tenderRequests: { items: Array<{ id: number; votes: number; votedByMe: boolean }> } }>(
        LIST,
        { page: 1, pageSize: 10 },
        from(ip),
      )).data!.tenderRequests.items.find((i) => i.id === id);
    // The same operation twice from a second address: a cached answer would carry the first one's vote.
    expect(await mine('198.51.100.2')).toMatchObject({ votes: 1, votedByMe: false });
    expect(await mine('198.51.100.1')).toMatchObject({ votes: 1, votedByMe: true });
    expect(await mine('198.51.100.2')).toMatchObject({ votes: 1, votedByMe: false });
    await server.graphql(VOTE, { id }, from('198.51.100.2'));
    expect(await mine('198.51.100.2')).toMatchObject({ votes: 2, votedByMe: true });
    expect(await mine('198.51.100.3')).toMatchObject({ votes: 2, votedByMe: false });
  });
});
