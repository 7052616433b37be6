import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildProblemType, buildUser, signIn, type BuiltUser } from '../../../__tests__/support/factories.js';
import { ADMIN_PASSWORD, postForm } from './support.js';

describe('admin problem reports, listing, resolving and creators’ bug reports', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let typeId: number;
  let workspaceId: number;
  let creatorUser: BuiltUser;
  const report = () => ({ description: '监控页面的 CPU 曲线不再刷新', urgency: 'high', adminId: 'admin', issueType: typeId, note: '', req_id: workspaceId });
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD, RATE_LIMIT_FEEDBACK_IP: '1000/600', RATE_LIMIT_FEEDBACK_ATTEMPT_IP: '1000/600' });
    admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    typeId = (await buildProblemType(server)).id;
    creatorUser = await buildUser(server);
    [{ id: workspaceId }] = await server.ds.query(`SELECT id FROM workspace ORDER BY id LIMIT 1`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores a complete report with code 200', async () => {
    const res = await server.request('POST', '/api/system/problemsubmit', { ...report(), note: '周一早上开始' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'admin', urgency: 'high', assignee: 'admin', workspaceId, note: '周一早上开始', problemTypeId: typeId, status: 'open' });
  });

  it.each([
    [{ description: undefined }],
    [{ description: '太短的描述九个字' }],
    [{ urgency: undefined }],
    [{ urgency: 'urgent' }],
    [{ adminId: '' }],
    [{ issueType: undefined }],
    [{ req_id: undefined }],
  ])('answers 请填写完整信息 / Please fill in complete information for %j', async (override) => {
    const body = { ...report(), ...override };
    const zh = await server.request('POST', '/api/system/problemsubmit', body, { ...admin, 'accept-language': 'zh' });
    const en = await server.request('POST', '/api/system/problemsubmit', body, { ...admin, 'accept-language': 'en' });
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 400, message: '请填写完整信息' });
    expect(en.body.message).toBe('Please fill in complete information');
  });

  it('names unknown administrators, issue types and workspaces', async () => {
    const h = { ...admin, 'accept-language': 'en' };
    expect((await server.request('POST', '/api/system/problemsubmit', { ...report(), adminId: creatorUser.account }, h)).body.message).toBe('The chosen administrator does not exist');
    expect((await server.request('POST', '/api/system/problemsubmit', { ...report(), issueType: 99999 }, h)).body.message).toBe('Unknown issue type');
    expect((await server.request('POST', '/api/system/problemsubmit', { ...report(), req_id: 99999 }, h)).body.message).toBe('Workspace not found');
  });

  it('is for administrators only', async () => {
    expect((await server.request('POST', '/api/system/problemsubmit', report())).status).toBe(401);
    const creator = creatorUser.headers;
    const res = await server.request('POST', '/api/system/problemsubmit', report(), creator);
    expect(res.body.code).toBe(40001);
    expect((await server.request('GET', '/api/system/feedback', undefined, creator)).body.code).toBe(40001);
  });

  it('lists both kinds for admins, filters them and resolves', async () => {
    const pub = await postForm(server, { problemType: String(typeId), summary: '页面加载很慢', contact: 'u@example.com' });
    expect(pub.body.code).toBe(200);
    const all = await server.request('GET', '/api/system/feedback', undefined, admin);
    expect(all.body).toMatchObject({ code: 200, total: 2 });
    expect(all.body.data.map((f: { kind: string }) => f.kind)).toEqual(['public', 'admin']);
    expect(all.body.data[0].contact).toBe('u@example.com');
    const onlyAdmin = await server.request('GET', '/api/system/feedback?kind=admin', undefined, admin);
    expect(onlyAdmin.body.total).toBe(1);

    const resolved = await server.request('POST', `/api/system/feedback/${pub.body.data.id}/resolve`, { resolution: '已优化缓存' }, admin);
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolution: '已优化缓存' });
    expect(resolved.body.data.resolvedAt).toBeTruthy();
    const open = await server.request('GET', '/api/system/feedback?status=open', undefined, admin);
    expect(open.body.data.map((f: { id: number }) => f.id)).not.toContain(pub.body.data.id);
    const closed = await server.request('GET', '/api/system/feedback?status=resolved&pageSize=1&page=1', undefined, admin);
    expect(closed.body).toMatchObject({ total: 1, data: [{ id: pub.body.data.id }] });
    const missing = await server.request('POST', '/api/system/feedback/999999/resolve', {}, { ...admin, 'accept-language': 'en' });
    expect(missing.body).toMatchObject({ code: 404, message: 'Feedback not found' });
    const badFilter = await server.request('GET', '/api/system/feedback?status=done', undefined, admin);
    expect(badFilter.status).toBe(400);
  });

  it('the same over GraphQL', async () => {
    const list = await server.graphql(`{ feedbackList(kind: "public") { total items { id kind status contact } } }`, {}, admin);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM feedback WHERE kind = 'public'`);
    expect(n).toBe(1);
    expect((list.data as { feedbackList: { total: number } }).feedbackList.total).toBe(n);
    const denied = await server.graphql(`{ feedbackList { total } }`);
    expect(denied.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const sub = await server.graphql(
      `mutation($i: SubmitFeedbackInput!) { submitFeedback(input: $i) { id kind summary } }`,
      { i: { problemType: typeId, summary: '短', contact: 'x@example.com' } },
      { 'accept-language': 'en' },
    );
    expect(sub.errors?.[0]).toMatchObject({ message: 'Summary needs at least 5 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const rep = await server.graphql(
      `mutation($i: ProblemReportInput!) { submitProblemReport(input: $i) { id kind urgency } }`,
      { i: { description: '数据库连接池经常被耗尽', urgency: 'medium', adminId: 'admin', issueType: typeId, workspaceId } },
      admin,
    );
    expect(rep.data).toMatchObject({ submitProblemReport: { kind: 'admin', urgency: 'medium' } });
    const id = (rep.data as { submitProblemReport: { id: number } }).submitProblemReport.id;
    const done = await server.graphql(`mutation($id: Int!) { resolveFeedback(id: $id, resolution: "扩容") { status resolution } }`, { id }, admin);
    expect(done.data).toEqual({ resolveFeedback: { status: 'resolved', resolution: '扩容' } });
  });

  it('shows each creator the bug reports against their own APIs, without the reporter’s contact', async () => {
    const mine = await buildApi(server, { creator: creatorUser });
    const theirs = await buildApi(server);
    const onMine = await postForm(server, { problemType: String(typeId), summary: '接口返回 500', contact: 'r@example.com', apiId: String(mine.id) });
    await postForm(server, { problemType: String(typeId), summary: '别人的接口坏了', contact: 'r@example.com', apiId: String(theirs.id) });
    const creator = creatorUser.headers;
    const res = await server.request('GET', '/api/system/api/author/bugs', undefined, creator);
    expect(res.body).toMatchObject({ code: 200, total: 1 });
    expect(res.body.data[0]).toMatchObject({ id: onMine.body.data.id, apiId: mine.id, summary: '接口返回 500', contact: null, submitterRef: null });
    const gql = await server.graphql(`{ myBugReports { total items { apiId } } }`, {}, creator);
    expect(gql.data).toEqual({ myBugReports: { total: 1, items: [{ apiId: mine.id }] } });
    const unknownApi = await postForm(server, { problemType: String(typeId), summary: '不存在的接口', contact: 'r@example.com', apiId: '999999' }, [], { 'accept-language': 'en' });
    expect(unknownApi.body).toMatchObject({ code: 404, message: 'API not found' });
  });

  it('never shows a creator the administrators’ own problem reports about their API (internal notes, assignee, workspace)', async () => {
    const creator = await buildUser(server);
    const api = await buildApi(server, { creator });
    const pub = await postForm(server, { problemType: String(typeId), summary: '公开反馈：接口超时', contact: 'p@example.com', apiId: String(api.id) });
    const internal = await server.request('POST', '/api/system/problemsubmit', { ...report(), apiId: api.id, note: '内部：怀疑是这个创作者在刷量' }, admin);
    expect(internal.body.data).toMatchObject({ kind: 'admin', apiId: api.id });
    const rest = await server.request('GET', '/api/system/api/author/bugs', undefined, creator.headers);
    expect(rest.body).toMatchObject({ code: 200, total: 1 });
    expect(rest.body.data.map((f: { id: number }) => f.id)).toEqual([pub.body.data.id]);
    const asked = await server.request('GET', '/api/system/api/author/bugs?kind=admin', undefined, creator.headers);
    expect(asked.body).toMatchObject({ code: 200, total: 0, data: [] });
    const gql = await server.graphql(`{ myBugReports { total items { id kind note } } }`, {}, creator.headers);
    expect(gql.data).toEqual({ myBugReports: { total: 1, items: [{ id: pub.body.data.id, kind: 'public', note: null }] } });
    const forAdmin = await server.graphql(`{ feedbackList(apiId: ${api.id}) { total } }`, {}, admin);
    expect(forAdmin.data).toEqual({ feedbackList: { total: 2 } });
  });
});
