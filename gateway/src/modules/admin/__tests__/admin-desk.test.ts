import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, createDraft, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildApi, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';

// The GraphQL fields the administrator's screens added: the stored publish config, policy editing,
// alert acknowledgement and parsed access-log rows — each through the service the REST paths use.
describe('admin desk over GraphQL', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: BuiltUser;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    creator = await buildUser(server);
    // Four APIs of the tenant: two listed, a draft, one offline.
    await buildApi(server, { creator });
    await buildApi(server);
    await buildApi(server, { status: -1 });
    await buildApi(server, { status: 0 });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const asAdmin = <T>(q: string, v: Record<string, unknown> = {}, lang = 'zh') =>
    server.graphql<T>(q, v, { ...admin.headers, 'accept-language': lang });
  const code = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    res.errors?.[0]?.extensions?.code;

  it('adminApis: filters sent as null (the console’s “all”) mean any, like filters left out', async () => {
    const q = `query ($type: Int, $status: Int) { adminApis(type: $type, status: $status) { total } }`;
    const n = 4;
    expect(
      (await asAdmin<{ adminApis: { total: number } }>(q, { type: null, status: null })).data!.adminApis
        .total,
    ).toBe(n);
    expect((await asAdmin<{ adminApis: { total: number } }>(q, {})).data!.adminApis.total).toBe(n);
  });

  it('apiPublishConfig: null before a publish, then what publishApi stored (gray 1000 by default); admins only', async () => {
    const id = await createDraft(server, creator);
    const read = `query ($id: Int!) { apiPublishConfig(apiId: $id) { apiId deployType threshold delayThreshold alertThreshold offThreshold attackProtection tokenRule updatedBy } }`;
    expect((await asAdmin<{ apiPublishConfig: null }>(read, { id })).data!.apiPublishConfig).toBeNull();
    const published = await asAdmin(`mutation ($input: PublishApiInput!) { publishApi(input: $input) }`, {
      input: {
        apiId: id,
        type: 'GRAY',
        delayThreshold: 800,
        alertThreshold: 100,
        offThreshold: 500,
        attackProtection: '60',
        tokenRule: 'TOKEN_OR_KEY',
      },
    });
    expect(published.errors).toBeUndefined();
    expect((await asAdmin<{ apiPublishConfig: unknown }>(read, { id })).data!.apiPublishConfig).toEqual({
      apiId: id,
      deployType: 'gray',
      threshold: 1000,
      delayThreshold: 800,
      alertThreshold: 100,
      offThreshold: 500,
      attackProtection: '60',
      tokenRule: 'TOKEN_OR_KEY',
      updatedBy: 'admin',
    });
    const [{ status }] = await server.ds.query(`SELECT status FROM api WHERE id = $1`, [id]);
    expect(status).toBe(1);
    // Per mille cannot pass 1000; the refusal is in the caller's language.
    const tooHigh = await asAdmin(
      `mutation ($input: PublishApiInput!) { publishApi(input: $input) }`,
      { input: { apiId: id, type: 'FULL', alertThreshold: 1001 } },
      'en',
    );
    expect(code(tooHigh)).toBe('BAD_USER_INPUT');
    expect(tooHigh.errors![0]!.message).toContain('0–1000');
    expect(code(await asAdmin(read, { id: 999999 }))).toBe('NOT_FOUND');
    expect(code(await server.graphql(read, { id }, creator.headers))).toBe('FORBIDDEN');
    expect(code(await server.graphql(read, { id }))).toBe('UNAUTHENTICATED');
  });

  it('policies: create with a unit, change the threshold within its range, delete; REST basePolicy follows; admins only', async () => {
    const create = `mutation ($input: PolicyInput!) { createPolicy(input: $input) { id policy threshold unit } }`;
    const made = await asAdmin<{
      createPolicy: { id: number; policy: string; threshold: number; unit: string };
    }>(create, {
      input: {
        kind: 'ALARM',
        name: '慢调用超过阈值',
        nameEn: 'Slow calls above threshold',
        unit: 'ms',
        threshold: 1500,
      },
    });
    expect(made.errors).toBeUndefined();
    const id = made.data!.createPolicy.id;
    expect(made.data!.createPolicy).toMatchObject({ policy: '慢调用超过阈值', threshold: 1500, unit: 'ms' });
    const list = async () =>
      (
        await asAdmin<{ policies: { alarm: Array<{ id: number; threshold: number; unit: string }> } }>(
          `{ policies { alarm { id threshold unit } } }`,
        )
      ).data!.policies.alarm;
    // The seeded ones carry the unit their names state.
    expect((await list()).map((p) => p.unit)).toEqual(['ms', 'permille', 'perMinute', 'ms']);
    const set = `mutation ($id: Int!, $t: Int!) { setPolicyThreshold(kind: ALARM, id: $id, threshold: $t) { threshold } }`;
    expect(
      (await asAdmin<{ setPolicyThreshold: { threshold: number } }>(set, { id, t: 2000 })).data!
        .setPolicyThreshold.threshold,
    ).toBe(2000);
    const [perMille] = (await list()).filter((p) => p.unit === 'permille');
    const tooMuch = await asAdmin(set, { id: perMille!.id, t: 1001 }, 'en');
    expect(code(tooMuch)).toBe('BAD_USER_INPUT');
    expect(tooMuch.errors![0]!.message).toBe('The threshold must be an integer 0–1000');
    const rest = await server.request('GET', '/api/system/basePolicy', undefined, admin.headers);
    expect(rest.body.data.apiAlarmPolicies).toContainEqual({
      id,
      alarmpolicy: '慢调用超过阈值',
      threshold: 2000,
    });
    const del = `mutation ($id: Int!) { deletePolicy(kind: ALARM, id: $id) }`;
    expect(code(await server.graphql(del, { id }, creator.headers))).toBe('FORBIDDEN');
    expect((await asAdmin<{ deletePolicy: boolean }>(del, { id })).data!.deletePolicy).toBe(true);
    expect(code(await asAdmin(del, { id }))).toBe('NOT_FOUND');
    expect((await list()).some((p) => p.id === id)).toBe(false);
    const noName = await asAdmin(create, {
      input: { kind: 'SHUTDOWN', name: ' ', nameEn: 'x', unit: 'count', threshold: 3 },
    });
    expect(noName.errors![0]!.message).toBe('请输入策略名称');
  });

  it('alerts: acknowledged once (who, when), signalled to subscribers as they are written; admins only', async () => {
    const id = await createDraft(server, creator);
    const signals = server.services.alerts.stream()[Symbol.asyncIterator]();
    const next = signals.next();
    await server.services.alerts.raise(id, 'alert', { calls: 20, failed: 12, slow: 0 }, 60, 'x');
    expect((await next).value).toEqual({ apiId: id, kind: 'alert' });
    await signals.return?.();
    const list = await asAdmin<{
      interfaceAlerts: { items: Array<{ id: number; apiId: number; acknowledgedAt: string | null }> };
    }>(`query ($api: Int) { interfaceAlerts(apiId: $api) { items { id apiId acknowledgedAt } } }`, {
      api: id,
    });
    const alert = list.data!.interfaceAlerts.items[0]!;
    expect(alert.acknowledgedAt).toBeNull();
    const ack = `mutation ($id: Int!) { acknowledgeAlert(id: $id) { id acknowledgedAt acknowledgedBy } }`;
    expect(code(await server.graphql(ack, { id: alert.id }, creator.headers))).toBe('FORBIDDEN');
    const first = await asAdmin<{ acknowledgeAlert: { acknowledgedAt: string; acknowledgedBy: string } }>(
      ack,
      { id: alert.id },
    );
    expect(first.data!.acknowledgeAlert.acknowledgedBy).toBe('admin');
    const again = await asAdmin<{ acknowledgeAlert: { acknowledgedAt: string } }>(ack, { id: alert.id });
    expect(again.data!.acknowledgeAlert.acknowledgedAt).toBe(first.data!.acknowledgeAlert.acknowledgedAt);
    expect(code(await asAdmin(ack, { id: 999999 }))).toBe('NOT_FOUND');
  });

  it('accessLogs: filtered by IP and time, each row’s user agent parsed (browser, OS, device); admins only', async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    for (const [ip, ua, day] of [
      ['203.0.113.9', chrome, 1],
      ['203.0.113.9', iphone, 2],
      ['198.51.100.4', chrome, 3],
    ] as const) {
      await server.ds.query(
        `INSERT INTO access_log (ip_address, user_agent, created_at) VALUES ($1, $2, $3)`,
        [ip, JSON.stringify({ userAgent: ua }), new Date(Date.UTC(2026, 1, day))],
      );
    }
    const q = `query ($ip: String, $from: DateTimeISO, $to: DateTimeISO) { accessLogs(ipAddress: $ip, startTime: $from, endTime: $to) { total items { ipAddress browser os device } } }`;
    const byIp = await asAdmin<{ accessLogs: { total: number; items: Array<Record<string, string>> } }>(q, {
      ip: '203.0.113.9',
    });
    expect(byIp.data!.accessLogs.total).toBe(2);
    expect(byIp.data!.accessLogs.items).toEqual([
      { ipAddress: '203.0.113.9', browser: 'Safari 17.0', os: 'iOS 17.0', device: 'mobile' },
      { ipAddress: '203.0.113.9', browser: 'Chrome 120.0.0.0', os: 'Windows NT 10.0', device: 'desktop' },
    ]);
    const ranged = await asAdmin<{ accessLogs: { total: number } }>(q, {
      from: '2026-02-02T00:00:00Z',
      to: '2026-02-03T12:00:00Z',
    });
    expect(ranged.data!.accessLogs.total).toBe(2);
    expect(code(await server.graphql(q, { ip: '203.0.113.9' }, creator.headers))).toBe('FORBIDDEN');
  });
});
