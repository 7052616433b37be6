import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, createDraft, signIn, type Caller } from './helpers.js';
import { buildUser } from '../../../__tests__/support/factories.js';

/** What the creator's screens read beyond the list: the edit form's fields, the stored rollout, analytics. */
describe('creator views: own API detail, stored publish config, release, alerts and top callers', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: Caller;
  let other: Caller;
  const gql = async (who: Caller | null, query: string, variables: Record<string, unknown> = {}, lang = 'zh') =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
    server.graphql<Record<string, any>>(query, variables, { ...(who?.headers ?? {}), 'accept-language': lang });

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    creator = await buildUser(server);
    other = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const FORM = `mutation($input: ApiFormInput!) { r: createApi(input: $input) { id } }`;
  const DETAIL = `query($id: Int!) { myApi(id: $id) { id name responseExample parameters { name description type required example } } }`;
  const input = (over: Record<string, unknown> = {}) => ({
    name: '表单接口',
    address: 'https://example.com/v1',
    testUrl: 'https://example.com/test',
    requestMethod: 'POST',
    parameters: [{ name: 'city', description: '城市', type: 'string', required: true, example: '北京' }],
    responseExample: '{"ok":true}',
    ...over,
  });

  it('reads an own API with its parameters and sample response; keeps the sample when an update omits it', async () => {
    const created = await gql(creator, FORM, { input: input() });
    expect(created.errors).toBeUndefined();
    const id = created.data!.r.id as number;
    const detail = await gql(creator, DETAIL, { id });
    expect(detail.data!.myApi).toEqual({
      id,
      name: '表单接口',
      responseExample: '{"ok":true}',
      parameters: [{ name: 'city', description: '城市', type: 'string', required: true, example: '北京' }],
    });
    const { responseExample: _omit, ...rest } = input({ name: '改名' });
    const upd = await gql(creator, `mutation($id: Int!, $input: ApiFormInput!) { updateApi(id: $id, input: $input) { name } }`, {
      id,
      input: rest,
    });
    expect(upd.errors).toBeUndefined();
    expect((await gql(creator, DETAIL, { id })).data!.myApi.responseExample).toBe('{"ok":true}');

    // Someone else's API looks absent; a visitor is asked to sign in.
    expect((await gql(other, DETAIL, { id })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await gql(null, DETAIL, { id })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a sample response over 10,000 characters in the caller’s language', async () => {
    const long = 'x'.repeat(10_001);
    const zh = await gql(creator, FORM, { input: input({ responseExample: long }) });
    expect(zh.errors![0]!.message).toBe('响应示例不能超过 10000 个字符');
    const en = await gql(creator, FORM, { input: input({ responseExample: long }) }, 'en');
    expect(en.errors![0]!.message).toBe('Response example must be at most 10000 characters');
  });

  it('reads back the rollout request exactly as submitted (null before the first)', async () => {
    const id = await createDraft(server, creator);
    const READ = `query($id: Int!) { publishConfig(apiId: $id) { deployType grayScale parameters { name description type required } } }`;
    expect((await gql(creator, READ, { id })).data!.publishConfig).toBeNull();
    const submitted = await gql(
      creator,
      `mutation($i: PublishConfigInput!) { submitPublishConfig(input: $i) }`,
      {
        i: {
          apiId: id,
          deployType: 'GRAY',
          grayScale: 3000,
          parameters: [{ name: 'q', description: '关键词', type: 'number', required: true }],
        },
      },
    );
    expect(submitted.errors).toBeUndefined();
    expect((await gql(creator, READ, { id })).data!.publishConfig).toEqual({
      deployType: 'GRAY',
      grayScale: 3000,
      parameters: [{ name: 'q', description: '关键词', type: 'number', required: true }],
    });
    expect((await gql(other, READ, { id })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('shows a creator the release and alerts of an own API only; administrators see all', async () => {
    const id = await createDraft(server, creator);
    await server.ds.query(
      `INSERT INTO api_alert (api_id, kind, message, message_en, calls, failed, slow) VALUES ($1, 'alert', '告警', 'Alert', 10, 6, 0)`,
      [id],
    );
    const RELEASE = `query($id: Int!) { apiRelease(apiId: $id) { deployType share } }`;
    const ALERTS = `query($id: Int) { interfaceAlerts(apiId: $id) { total items { kind message } } }`;
    expect((await gql(creator, RELEASE, { id })).data!.apiRelease).toMatchObject({ share: expect.any(Number) });
    expect((await gql(creator, ALERTS, { id }, 'en')).data!.interfaceAlerts).toEqual({
      total: 1,
      items: [{ kind: 'alert', message: 'Alert' }],
    });
    expect((await gql(admin, ALERTS, { id })).data!.interfaceAlerts.total).toBe(1);
    for (const q of [RELEASE, ALERTS]) {
      expect((await gql(other, q, { id })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
      expect((await gql(null, q, { id })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }
    // Every API's alerts stay the administrators'.
    expect((await gql(creator, ALERTS, {})).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('ranks top callers by calls over the period, addresses masked and merged per network', async () => {
    const id = await createDraft(server, creator);
    const call = (ip: string, success: boolean, ago: string) =>
      server.ds.query(
        `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
         VALUES ($1, 12, $2, $3, $4, now() - $5::interval)`,
        [id, ip, success, success ? 200 : 502, ago],
      );
    for (const ip of ['198.51.100.7', '198.51.100.8', '198.51.100.8']) await call(ip, true, '1 minute');
    await call('198.51.100.9', false, '2 minutes');
    await call('203.0.113.5', true, '3 minutes');
    await call('192.0.2.1', true, '3 hours');
    const TOP = `query($id: Int!, $p: StatsPeriod!) { apiTopCallers(apiId: $id, period: $p) { requestIp calls failed } }`;
    expect((await gql(creator, TOP, { id, p: 'HOUR' })).data!.apiTopCallers).toEqual([
      { requestIp: '198.51.100.*', calls: 4, failed: 1 },
      { requestIp: '203.0.113.*', calls: 1, failed: 0 },
    ]);
    expect((await gql(creator, TOP, { id, p: 'DAY' })).data!.apiTopCallers).toHaveLength(3);
    expect((await gql(other, TOP, { id, p: 'DAY' })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await gql(null, TOP, { id, p: 'DAY' })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
