import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91';

describe('POST /api/device-info', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_DEVICE_INFO_IP: '6/60' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('parses the User-Agent header on the server and stores one access-log row per call', async () => {
    const res = await server.request(
      'POST',
      '/api/device-info',
      {
        // The client's own claims (a desktop) do not override what the header says.
        deviceInfo: { userAgent: 'spoofed', isPC: true, isMobile: false, screenWidth: 390, screenHeight: 844, timestamp: 1763700000000, randomId: 'r-123' },
        encodedInfo: 'eyJhIjoxfQ==',
      },
      { 'user-agent': IPHONE },
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      ipAddress: '127.0.0.1',
      browserName: 'Safari',
      browserVersion: '17.0',
      os: 'iOS',
      device: 'mobile',
      isPC: false,
      isMobile: true,
      screenWidth: 390,
      screenHeight: 844,
      timestamp: 1763700000000,
      randomId: 'r-123',
    });
    const [row] = await server.ds.query(`SELECT * FROM access_log WHERE id = $1`, [res.body.data.id]);
    expect(row).toMatchObject({ ip_address: '127.0.0.1', browser: 'Safari', os: 'iOS', device: 'mobile', is_mobile: true });
    expect(row.user_agent).toMatchObject({ userAgent: IPHONE, isPC: false, isMobile: true, screen: { width: 390, height: 844 }, randomId: 'r-123' });
    expect(row.user_agent.reported).toMatchObject({ userAgent: 'spoofed', isPC: true });
  });

  it('accepts screen as {width,height}, recognises desktops, and tolerates an empty deviceInfo', async () => {
    const pc = await server.request('POST', '/api/device-info', { deviceInfo: { screen: { width: 1920, height: 1080 } } }, { 'user-agent': WINDOWS_EDGE });
    expect(pc.body.data).toMatchObject({ browserName: 'Microsoft Edge', os: 'Windows', isPC: true, isMobile: false, screenWidth: 1920 });
    const bare = await server.request('POST', '/api/device-info', {}, { 'user-agent': '' });
    expect(bare.body.data).toMatchObject({ browserName: 'unknown', device: 'unknown', screenWidth: null, randomId: null });
    const bad = await server.request('POST', '/api/device-info', { deviceInfo: 'not an object' }, { 'accept-language': 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid request: body\/deviceInfo/);
  });

  it('records the same row over GraphQL (recordVisit)', async () => {
    const res = await server.graphql(
      `mutation($i: DeviceInfoReportInput!) { recordVisit(input: $i) { id ipAddress browserName isMobile screenWidth randomId timestamp } }`,
      { i: { screenWidth: 1280, screenHeight: 800, randomId: 'gql', timestamp: 1763700000123 } },
      { 'user-agent': WINDOWS_EDGE },
    );
    expect(res.data).toMatchObject({ recordVisit: { ipAddress: '127.0.0.1', browserName: 'Microsoft Edge', isMobile: false, screenWidth: 1280, randomId: 'gql', timestamp: 1763700000123 } });
    const id = (res.data as { recordVisit: { id: number } }).recordVisit.id;
    const [row] = await server.ds.query(`SELECT user_agent FROM access_log WHERE id = $1`, [id]);
    expect(row.user_agent.userAgent).toBe(WINDOWS_EDGE);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says the proxy is trusted', async () => {
    const res = await server.request('POST', '/api/device-info', {}, { 'x-forwarded-for': '203.0.113.7' });
    expect(res.body.data.ipAddress).toBe('127.0.0.1');
  });

  it('rate-limits per IP (RATE_LIMIT_DEVICE_INFO_IP)', async () => {
    // Five calls above were accepted (the malformed one never reached the limiter); the limit is 6.
    expect((await server.request('POST', '/api/device-info', {})).status).toBe(200);
    const res = await server.request('POST', '/api/device-info', {}, { 'accept-language': 'en' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many requests/);
  });
});

describe('POST /api/device-info behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1', ADMIN_PASSWORD: 'admin-test-password' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('logs the client address from X-Forwarded-For', async () => {
    const res = await server.request('POST', '/api/device-info', {}, { 'x-forwarded-for': '203.0.113.7' });
    expect(res.body.data.ipAddress).toBe('203.0.113.7');
    const [row] = await server.ds.query(`SELECT ip_address FROM access_log WHERE id = $1`, [res.body.data.id]);
    expect(row.ip_address).toBe('203.0.113.7');
  });

  it('encodedInfo has one limit on both doors (8192 characters)', async () => {
    const long = 'e'.repeat(8193);
    const rest = await server.request('POST', '/api/device-info', { encodedInfo: long }, { 'x-forwarded-for': '192.0.2.45' });
    expect(rest.status).toBe(400);
    const gql = await server.graphql(`mutation($i: DeviceInfoReportInput!) { recordVisit(input: $i) { id } }`, { i: { encodedInfo: long } }, { 'x-forwarded-for': '192.0.2.45' });
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM access_log WHERE ip_address = '192.0.2.45'`);
    expect(n).toBe(0);
    const fits = await server.graphql(`mutation($i: DeviceInfoReportInput!) { recordVisit(input: $i) { id } }`, { i: { encodedInfo: 'e'.repeat(8192), randomId: null } });
    expect(fits.errors).toBeUndefined();
    const absent = await server.graphql(`mutation($i: DeviceInfoReportInput!) { recordVisit(input: $i) { id } }`, { i: { encodedInfo: null } });
    expect(absent.errors).toBeUndefined();
  });

  it('a claimed userAgent that is not text is ignored (no header, no 500)', async () => {
    // Without a User-Agent header the body's claim is read: a number or an object there answered 500.
    for (const claimed of [123, { name: 'x' }, ['Mozilla/5.0']]) {
      const res = await server.request('POST', '/api/device-info', { deviceInfo: { userAgent: claimed, randomId: 'odd-ua' } }, { 'user-agent': '', 'x-forwarded-for': '192.0.2.44' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ userAgent: '', browserName: 'unknown', randomId: 'odd-ua' });
      const [row] = await server.ds.query(`SELECT user_agent FROM access_log WHERE id = $1`, [res.body.data.id]);
      expect(row.user_agent.reported.userAgent).toBeNull();
    }
  });

  it('the row is what the admin log page lists (GET /api/system/logs)', async () => {
    await server.request('POST', '/api/device-info', { deviceInfo: { randomId: 'listed' } }, { 'x-forwarded-for': '198.51.100.9', 'user-agent': IPHONE });
    const login = await server.request('POST', '/api/login', { account: 'admin', password: 'admin-test-password' });
    const logs = await server.request('GET', '/api/system/logs?ipAddress=198.51.100.9', undefined, { authorization: `Bearer ${login.body.data.token}` });
    expect(logs.body.code).toBe(200);
    expect(logs.body.total).toBe(1);
    expect(JSON.stringify(logs.body.data[0])).toContain(IPHONE);
    expect(JSON.stringify(logs.body.data[0])).toContain('listed');
  });
});
