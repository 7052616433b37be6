import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, createDraft, setMode, signIn } from '../../authoring/__tests__/helpers.js';
import { buildProblemType, buildUser } from '../../../__tests__/support/factories.js';

/** The control center's activity log is fed by the features themselves, after their change commits. */
describe('activity log sources', () => {
  let server: TestServer;
  const kinds = async () =>
    (await server.ds.query(`SELECT kind, title, title_en, actor, api_id FROM activity_event ORDER BY id`)) as Array<{
      kind: string;
      title: string;
      title_en: string;
      actor: string;
      api_id: number | null;
    }>;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('records a registration', async () => {
    const res = await server.request('POST', '/api/register', { account: 'newdev_1', username: '新人', password: 'long-enough-1' });
    expect(res.body.code).toBe(200);
    expect(await kinds()).toContainEqual(expect.objectContaining({ kind: 'USER_REGISTERED', actor: 'newdev_1', title: '新开发者「新人」注册' }));
  });

  it('records received feedback', async () => {
    const type = await buildProblemType(server);
    const res = await server.request('POST', '/api/submitFeedback', {
      problemType: type.id,
      summary: '页面打不开了',
      description: '详情页空白',
      severity: 'low',
      contact: 'a@example.com',
      userId: 'x',
    });
    expect(res.body.code).toBe(200);
    expect(await kinds()).toContainEqual(expect.objectContaining({ kind: 'FEEDBACK_RECEIVED', title: '收到反馈：页面打不开了' }));
  });

  it('records a publication and a manual take-down, and nothing for a refused change', async () => {
    const admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    const creator = await buildUser(server);
    await setMode(server, admin, 2);
    const id = await createDraft(server, creator, { name: '活动测试接口' });
    const before = (await kinds()).length;
    const refused = await server.request('PUT', `/api/apis/${id}/status`, { status: 0 }, creator.headers);
    expect(refused.body.code).not.toBe(200);
    expect((await kinds()).length).toBe(before);

    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await server.request('PUT', `/api/apis/${id}/status`, { status: 0 }, creator.headers)).body.code).toBe(200);
    const mine = (await kinds()).filter((e) => e.api_id === id);
    expect(mine.map((e) => e.kind)).toEqual(['API_PUBLISHED', 'API_SHUT_DOWN']);
    expect(mine[0]).toMatchObject({ actor: creator.account, title: '接口「活动测试接口」已发布' });
  });
});
