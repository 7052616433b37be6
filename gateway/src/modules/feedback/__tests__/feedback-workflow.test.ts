import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildProblemType, buildUser, signIn } from '../../../__tests__/support/factories.js';
import { ADMIN_PASSWORD } from './support.js';

const ITEM = 'id kind summary status resolution resolvedAt assignee';
type Item = { id: number; kind: string; summary: string; status: string; resolution: string | null; resolvedAt: string | null; assignee: string | null };

describe('feedback workflow: statuses, my reports, reports assigned to me', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let creator: Record<string, string>;
  let typeId: number;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    creator = (await buildUser(server)).headers;
    typeId = (await buildProblemType(server)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });
  const submit = (summary: string, headers: Record<string, string> = {}) =>
    server.graphql<{ submitFeedback: Item }>(
      `mutation ($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { ${ITEM} } }`,
      { input: { problemType: typeId, summary, description: '详细描述', severity: 'low', contact: 'me@example.com' } },
      headers,
    );

  it('lists a signed-in user’s own reports only; visitors get UNAUTHENTICATED', async () => {
    expect((await submit('我的第一条反馈', creator)).errors).toBeUndefined();
    expect((await submit('访客的反馈内容')).errors).toBeUndefined();
    const other = (await buildUser(server)).headers;
    expect((await submit('别人的反馈内容', other)).errors).toBeUndefined();
    const mine = await server.graphql<{ myFeedback: { total: number; items: Item[] } }>(
      `{ myFeedback(page: 1, pageSize: 10) { total items { ${ITEM} } } }`,
      {},
      creator,
    );
    expect(mine.data!.myFeedback.items.map((i) => i.summary)).toEqual(['我的第一条反馈']);
    expect((await server.graphql(`{ myFeedback { total } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('moves a report open → in progress → resolved and back, keeping who and the resolution', async () => {
    const { data } = await submit('状态流转测试一', creator);
    const id = data!.submitFeedback.id;
    const set = (status: string, resolution?: string, lang = 'zh') =>
      server.graphql<{ setFeedbackStatus: Item }>(
        `mutation ($id: Int!, $status: String!, $resolution: String) { setFeedbackStatus(id: $id, status: $status, resolution: $resolution) { ${ITEM} } }`,
        { id, status, resolution },
        { ...admin, 'accept-language': lang },
      );
    const started = await set('in_progress');
    expect(started.errors).toBeUndefined();
    expect(started.data!.setFeedbackStatus).toMatchObject({ status: 'in_progress', resolvedAt: null });
    const inProgress = await server.graphql<{ feedbackList: { items: Item[] } }>(
      `{ feedbackList(status: "in_progress") { items { id } } }`,
      {},
      admin,
    );
    expect(inProgress.data!.feedbackList.items.map((i) => i.id)).toEqual([id]);
    const done = (await set('resolved', '已修复')).data!.setFeedbackStatus;
    expect(done).toMatchObject({ status: 'resolved', resolution: '已修复' });
    expect(done.resolvedAt).not.toBeNull();
    const [row] = await server.ds.query(`SELECT u.account FROM feedback f JOIN app_user u ON u.id = f.status_changed_by WHERE f.id = $1`, [id]);
    expect(row.account).toBe('admin');
    expect((await set('open')).data!.setFeedbackStatus).toMatchObject({ status: 'open', resolvedAt: null, resolution: '已修复' });
    expect((await set('closed', undefined, 'en')).errors?.[0]?.message).toBe('status must be open, in_progress or resolved');
    // The REST list accepts the new status as a filter too.
    const rest = await server.request('GET', '/api/system/feedback?status=in_progress', undefined, admin);
    expect(rest.body.code).toBe(200);
    const denied = await server.graphql(`mutation { setFeedbackStatus(id: ${id}, status: "resolved") { id } }`, {}, creator);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the problem reports assigned to me', async () => {
    const [{ id: workspaceId }] = await server.ds.query(`SELECT id FROM workspace ORDER BY id LIMIT 1`);
    const report = await server.graphql<{ submitProblemReport: Item }>(
      `mutation ($input: ProblemReportInput!) { submitProblemReport(input: $input) { ${ITEM} } }`,
      { input: { description: '网关偶发 502，需要排查上游', urgency: 'high', adminId: 'admin', issueType: typeId, workspaceId } },
      admin,
    );
    expect(report.errors).toBeUndefined();
    const assigned = await server.graphql<{ assignedReports: { total: number; items: Item[] } }>(
      `{ assignedReports { total items { ${ITEM} } } }`,
      {},
      admin,
    );
    expect(assigned.data!.assignedReports.items.map((i) => [i.kind, i.assignee])).toEqual([['admin', 'admin']]);
    expect((await server.graphql(`{ assignedReports { total } }`, {}, creator)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
