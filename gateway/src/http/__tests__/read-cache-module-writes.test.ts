import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildProblemType, buildUser, unique, type BuiltApi, type BuiltUser } from '../../__tests__/support/factories.js';
import { cachedStill } from '../../__tests__/support/read-cache.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';

/**
 * The cache declarations of accounts, authoring, creators, feedback and imports (`<module>.cache.ts`,
 * issue #33 item 6), each write through its real door: one no cached answer shows leaves the visitor's
 * kept cards and REST detail in place (undeclared, it would empty the whole cache); one a kept answer
 * shows (a new creator, a follow, a bug fix) still empties them, and the next read shows it.
 */
describe('read cache: the writes accounts, authoring, creators, feedback and imports declare', () => {
  let server: TestServer;
  let admin: BuiltUser;
  let creator: BuiltUser;
  let fan: BuiltUser;
  let api: BuiltApi;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FEEDBACK_IP: '1000/60', RATE_LIMIT_FEEDBACK_ATTEMPT_IP: '1000/60' });
    [admin, creator, fan] = [await buildUser(server, { role: 'ADMIN' }), await buildUser(server), await buildUser(server)];
    api = await buildApi(server, { creator });
    // Seen just now: the requests below are no presence write.
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE id = ANY($1)`, [[admin.id, creator.id, fan.id]]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const mutate = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await server.graphql<T>(query, variables, headers);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const still = (write: () => Promise<unknown>) => cachedStill(server, api.id, write);

  it('accounts (accounts.cache.ts): a sign-out, a sign-out everywhere and an account disabled and enabled leave them; registering empties them', async () => {
    const leaver = await buildUser(server);
    const other = await buildUser(server);
    expect(await still(() => mutate(`mutation { logout }`, {}, leaver.headers))).toBe(true);
    expect(await still(() => mutate(`mutation { logout(everywhere: true) }`, {}, other.headers))).toBe(true);
    const SET = `mutation ($id: Int!, $s: Int!) { setUserStatus(id: $id, status: $s, reason: "缓存测试") { status } }`;
    expect(
      await still(async () => {
        await mutate(SET, { id: leaver.id, s: 0 }, admin.headers);
        await mutate(SET, { id: leaver.id, s: 1 }, admin.headers);
      }),
    ).toBe(true);

    // A new account's creator profile is listed by `creators`: the catalogue goes.
    const account = unique('reg_');
    expect(await still(() => mutate(`mutation ($i: RegisterInput!) { register(input: $i) { token } }`, { i: { account, username: '新来的', password: 'a-Long-passw0rd!' } }))).toBe(false);
  });

  it('authoring (authoring.cache.ts): notifications marked read leave them; a new API empties them', async () => {
    // Two unread notifications (written as the workflow would, outside any request): marking them read writes.
    await server.ds.query(`INSERT INTO notification (user_id, kind, message, message_en) VALUES ($1, 'keys', '通知', 'A notice'), ($1, 'keys', '通知', 'A notice')`, [creator.id]);
    const [first] = await server.ds.query<Array<{ id: number }>>(`SELECT id::int FROM notification WHERE user_id = $1 ORDER BY id LIMIT 1`, [creator.id]);
    expect(await still(() => mutate(`mutation ($id: Int!) { markNotificationRead(id: $id) }`, { id: first!.id }, creator.headers))).toBe(true);
    expect(await still(async () => expect((await mutate<{ markAllNotificationsRead: number }>(`mutation { markAllNotificationsRead }`, {}, creator.headers)).markAllNotificationsRead).toBe(1))).toBe(true);
    expect(await still(() => buildApi(server, { creator }))).toBe(false);
  });

  it('creators (creators.cache.ts): a follow empties them, and the kept creator answer shows it at once', async () => {
    const CREATOR = `query ($id: Int!) { creator(id: $id) { id followers } }`;
    const followers = async () => (await mutate<{ creator: { followers: number } }>(CREATOR, { id: creator.creatorId })).creator.followers;
    const before = await followers();
    expect(await followers()).toBe(before);
    expect(await still(() => mutate(`mutation ($id: Int!) { followCreator(creatorId: $id, following: true) { id } }`, { id: creator.creatorId }, fan.headers))).toBe(false);
    expect(await followers()).toBe(before + 1);
  });

  it('feedback (feedback.cache.ts): feedback filed and triaged leaves them; a bug fix empties them and the detail lists it', async () => {
    const typeId = (await buildProblemType(server)).id;
    expect(
      await still(async () => {
        const sent = await mutate<{ submitFeedback: { id: number } }>(
          `mutation ($i: SubmitFeedbackInput!) { submitFeedback(input: $i) { id } }`,
          { i: { problemType: typeId, summary: '缓存无关的反馈', description: '这条反馈不出现在任何缓存答案里', contact: 'cache@example.com', apiId: api.id } },
        );
        await mutate(`mutation ($id: Int!) { resolveFeedback(id: $id, resolution: "已处理") { status } }`, { id: sent.submitFeedback.id }, admin.headers);
      }),
    ).toBe(true);

    const fix = { version: 'v1.0.1', fixTime: '2026-11-01', fixBug: `修复缓存问题 ${unique()}` };
    expect(await still(() => mutate(`mutation ($id: Int!, $i: BugFixInput!) { addBugFix(apiId: $id, input: $i) { id } }`, { id: api.id, i: fix }, creator.headers))).toBe(false);
    const detail = await server.request('GET', `/api/api/details/${api.id}`);
    expect(JSON.stringify(detail.body.data)).toContain(fix.fixBug);
  });

  it('imports (imports.cache.ts): a document uploaded leaves them', async () => {
    const doc = JSON.stringify({ openapi: '3.0.0', info: { title: 'Cache', version: '1' }, paths: {} });
    expect(
      await still(async () => {
        const up = await server.request('POST', '/api/apis/import/uploads', doc, { ...creator.headers, 'content-type': 'application/json' });
        expect(up.status, up.text).toBe(200);
      }),
    ).toBe(true);
  });

});
