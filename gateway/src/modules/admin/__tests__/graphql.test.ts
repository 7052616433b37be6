import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';

const FORM = { name: 'GQL 接口', address: 'https://example.com/a', testUrl: 'https://example.com/t', requestMethod: 'POST' };

/** Admin-only GraphQL fields, each with valid arguments. */
const ADMIN_FIELDS: Array<[string, (apiId: number) => string]> = [
  ['adminApis', () => `{ adminApis(name: "天气") { total items { id } } }`],
  ['workspaces', () => `{ workspaces { id name } }`],
  ['accessLogs', () => `{ accessLogs(pageSize: 5) { total items { id } } }`],
  ['users', () => `{ users(role: 1) { total items { account role } } }`],
  ['policies', () => `{ policies { alarm { id policy threshold } shutdown { id } } }`],
  ['baseParams', () => `{ baseParams { admins { account } problemTypes { id name } } }`],
  ['pendingReviews', () => `{ pendingReviews { apiId } }`],
  ['reviewMode', () => `{ reviewMode { currentMode modes { id name } } }`],
  ['changeReviewMode', () => `mutation { changeReviewMode(modeId: 1) }`],
  ['passApi', (id) => `mutation { passApi(apiId: ${id}) }`],
  ['rejectApi', (id) => `mutation { rejectApi(apiId: ${id}, comment: "x") }`],
  ['reviewApis', (id) => `mutation { reviewApis(input: { apiIds: [${id}], pass: true }) }`],
  ['publishApi', (id) => `mutation { publishApi(input: { apiId: ${id}, type: FULL }) }`],
  ['addApi', () => `mutation { addApi(input: { name: "n", testLink: "https://t", apiUrl: "https://a", provider: "p", type: 1, tags: [1], visibility: "public", copyright: "c" }) }`],
  ['setUserStatus', () => `mutation { setUserStatus(id: 999999, status: 1) { id } }`],
];

/** Fields on one API that only its owner (and admins) may use. */
const OWNER_FIELDS: Array<[string, (apiId: number) => string]> = [
  ['updateApi', (id) => `mutation { updateApi(id: ${id}, input: { name: "改", address: "https://e.com/a", testUrl: "https://e.com/t" }) { id } }`],
  ['setApiStatus', (id) => `mutation { setApiStatus(id: ${id}, status: 0) { published } }`],
  ['resubmitApi', (id) => `mutation { resubmitApi(id: ${id}) { published } }`],
  ['apiRejectReason', (id) => `{ apiRejectReason(id: ${id}) }`],
  ['submitPublishConfig', (id) => `mutation { submitPublishConfig(input: { apiId: ${id}, deployType: FULL }) }`],
  ['apiStatusHistory', (id) => `{ apiStatusHistory(apiId: ${id}) { fromStatus } }`],
];

const USER_FIELDS: Array<[string, string]> = [
  ['myApis', `{ myApis { id } }`],
  ['auditList', `{ auditList { apiId } }`],
  ['notifications', `{ notifications { unread items { id } } }`],
  ['markAllNotificationsRead', `mutation { markAllNotificationsRead }`],
  ['createApi', `mutation { createApi(input: { name: "x", address: "https://e.com/a", testUrl: "https://e.com/t" }) { id } }`],
];

describe('GraphQL: the same workflows and the same authorisation', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: BuiltUser;
  let other: Caller;
  let apiId: number;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    creator = await buildUser(server);
    other = await buildUser(server);
    const res = await server.graphql<{ createApi: { id: number } }>(
      `mutation ($input: ApiFormInput!) { createApi(input: $input) { id } }`,
      { input: FORM },
      creator.headers,
    );
    apiId = res.data!.createApi.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const code = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => res.errors?.[0]?.extensions?.code;

  it('admin fields: UNAUTHENTICATED for visitors, FORBIDDEN for creators, allowed for the admin', async () => {
    for (const [field, query] of ADMIN_FIELDS) {
      expect(code(await server.graphql(query(apiId))), field).toBe('UNAUTHENTICATED');
      expect(code(await server.graphql(query(apiId), {}, creator.headers)), field).toBe('FORBIDDEN');
      const asAdmin = await server.graphql(query(apiId), {}, admin.headers);
      expect(['UNAUTHENTICATED', 'FORBIDDEN'], field).not.toContain(code(asAdmin));
    }
  });

  it('owner fields: another creator gets NOT_FOUND, exactly like a missing id', async () => {
    for (const [field, query] of OWNER_FIELDS) {
      expect(code(await server.graphql(query(apiId))), field).toBe('UNAUTHENTICATED');
      const foreign = await server.graphql(query(apiId), {}, other.headers);
      const missing = await server.graphql(query(999999), {}, other.headers);
      expect(code(foreign), field).toBe('NOT_FOUND');
      expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
      for (const who of [creator, admin]) {
        expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], field).not.toContain(code(await server.graphql(query(apiId), {}, who.headers)));
      }
    }
    for (const [field, query] of USER_FIELDS) {
      expect(code(await server.graphql(query)), field).toBe('UNAUTHENTICATED');
      expect(code(await server.graphql(query, {}, other.headers)), field).toBeUndefined();
    }
  });

  it('the review desk says which submission is a prototype (原型), over GraphQL and REST; a flag change after opening is a conflict', async () => {
    await server.graphql(`mutation { changeReviewMode(modeId: 1) }`, {}, admin.headers);
    const make = async (name: string, isPrototype: boolean) => {
      const made = await server.graphql<{ createApi: { id: number } }>(
        `mutation ($input: ApiFormInput!) { createApi(input: $input) { id } }`,
        { input: { ...FORM, name, isPrototype } },
        creator.headers,
      );
      const id = made.data!.createApi.id;
      await server.graphql(`mutation { setApiStatus(id: ${id}, status: 1) { published } }`, {}, creator.headers);
      return id;
    };
    const proto = await make(`原型接口${Date.now()}`, true);
    const real = await make(`真实接口${Date.now()}`, false);
    const desk = await server.graphql<{ pendingReviews: Array<{ apiId: number; isPrototype: boolean; version: string }> }>(
      `{ pendingReviews { apiId isPrototype version } }`,
      {},
      admin.headers,
    );
    const rows = desk.data!.pendingReviews;
    expect(rows.find((r) => r.apiId === proto)?.isPrototype).toBe(true);
    expect(rows.find((r) => r.apiId === real)?.isPrototype).toBe(false);
    const rest = await server.request('GET', '/api/system/apiReview', undefined, admin.headers);
    const listed = (rest.body as { data: Array<{ apiid: number; prototype: number }> }).data;
    expect(listed.find((r) => r.apiid === proto)?.prototype).toBe(1);
    expect(listed.find((r) => r.apiid === real)?.prototype).toBe(0);
    // The reviewer decided on what the desk showed: turning the flag off since then is a change.
    const opened = rows.find((r) => r.apiId === proto)!.version;
    await server.graphql(`mutation ($id: Int!, $input: ApiFormInput!) { updateApi(id: $id, input: $input) { id } }`, { id: proto, input: { ...FORM, isPrototype: false } }, creator.headers);
    const stale = await server.graphql(`mutation ($id: Int!, $v: String) { passApi(apiId: $id, version: $v) }`, { id: proto, v: opened }, admin.headers);
    expect(stale.errors?.[0]?.extensions?.reason).toBe('CHANGED_SINCE_OPENED');
  });

  it('submit → pending → batch pass → approved, with the notification and the audit trail; the creator’s publish configuration releases it', async () => {
    await server.graphql(`mutation { changeReviewMode(modeId: 1) }`, {}, admin.headers);
    const fresh = await server.graphql<{ createApi: { id: number; status: number } }>(
      `mutation ($input: ApiFormInput!) { createApi(input: $input) { id status } }`,
      { input: { ...FORM, name: '流程接口' } },
      creator.headers,
    );
    const id = fresh.data!.createApi.id;
    expect(fresh.data!.createApi.status).toBe(-1);
    const submit = await server.graphql<{ setApiStatus: { published: boolean; api: { pendingReview: boolean } } }>(
      `mutation { setApiStatus(id: ${id}, status: 1) { published api { pendingReview status } } }`,
      {},
      creator.headers,
    );
    expect(submit.data!.setApiStatus).toMatchObject({ published: false, api: { pendingReview: true } });
    const pending = await server.graphql<{ pendingReviews: Array<{ apiId: number; creatorName: string }> }>(
      `{ pendingReviews { apiId creatorName } }`,
      {},
      admin.headers,
    );
    expect(pending.data!.pendingReviews).toContainEqual({ apiId: id, creatorName: creator.username });
    const passed = await server.graphql<{ reviewApis: number[] }>(
      `mutation { reviewApis(input: { apiIds: [${id}], pass: true }) }`,
      {},
      admin.headers,
    );
    expect(passed.data!.reviewApis).toEqual([id]);
    const history = await server.graphql<{ apiStatusHistory: Array<Record<string, unknown>> }>(
      `{ apiStatusHistory(apiId: ${id}) { fromStatus toStatus reason actorAccount } }`,
      {},
      creator.headers,
    );
    expect(history.data!.apiStatusHistory).toEqual([{ fromStatus: -1, toStatus: -1, reason: '审核通过，待发布', actorAccount: 'admin' }]);
    const notes = await server.graphql<{ notifications: { unread: number; items: Array<{ apiId: number; kind: string; message: string }> } }>(
      `{ notifications(unreadOnly: true) { unread items { apiId kind message } } }`,
      {},
      { ...creator.headers, 'accept-language': 'en' },
    );
    expect(notes.data!.notifications.items).toContainEqual({ apiId: id, kind: 'passed', message: 'Your API "流程接口" passed review; choose a gray or full rollout in its publish configuration to release it' });
    const released = await server.graphql<{ submitPublishConfig: boolean }>(
      `mutation { submitPublishConfig(input: { apiId: ${id}, deployType: GRAY, grayScale: 2000 }) }`,
      {},
      creator.headers,
    );
    expect(released.data?.submitPublishConfig, JSON.stringify(released.errors)).toBe(true);
    const after = await server.graphql<{ apiStatusHistory: Array<Record<string, unknown>> }>(
      `{ apiStatusHistory(apiId: ${id}) { fromStatus toStatus reason } }`,
      {},
      creator.headers,
    );
    expect(after.data!.apiStatusHistory.at(-1)).toEqual({ fromStatus: -1, toStatus: 1, reason: '灰度发布 2000' });
    const refused = await server.graphql(`mutation { setApiStatus(id: ${id}, status: 1) { published } }`, {}, creator.headers);
    expect(code(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe('当前状态不允许进行此操作');
  });

  it('lists users with the Role enum and their creator profile', async () => {
    const res = await server.graphql<{ users: { total: number; items: Array<{ account: string; role: string; creatorId: number | null }> } }>(
      `query ($a: String) { users(account: $a) { total items { account role creatorId } } }`,
      { a: creator.account },
      admin.headers,
    );
    expect(res.data!.users).toEqual({ total: 1, items: [{ account: creator.account, role: 'USER', creatorId: creator.creatorId }] });
  });

  it('validates typed inputs with the §5 messages over GraphQL too', async () => {
    const res = await server.graphql(
      `mutation { createApi(input: { name: " ", address: "https://e.com/a", testUrl: "https://e.com/t" }) { id } }`,
      {},
      creator.headers,
    );
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('请输入接口名称');
    const param = await server.graphql(
      `mutation { submitPublishConfig(input: { apiId: ${apiId}, deployType: GRAY, grayScale: 500, parameters: [{ name: "a", description: "" }] }) }`,
      {},
      creator.headers,
    );
    expect(param.errors?.[0]?.message).toBe('请输入参数说明');
  });
});
