import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, buildApi, buildCategory, buildUser, signIn, unique, type Caller } from '../../../__tests__/support/factories.js';

describe('admin console lists and the new API form', () => {
  let server: TestServer;
  let admin: Caller;
  let weather: number;
  let linAccounts: string[];
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    // Five categories; twelve APIs of one creator (three named 天气 in one category, two offline, one draft);
    // seven accounts: the admin, that creator, two whose account has "lin" in it, three others.
    weather = (await buildCategory(server, { name: '天气气象', nameEn: 'Weather' })).id;
    const tools = (await buildCategory(server)).id;
    for (let i = 0; i < 3; i++) await buildCategory(server);
    const creator = await buildUser(server, { account: unique('maker_') });
    for (let i = 0; i < 3; i++) await buildApi(server, { creator, name: `天气接口${i}`, category: weather });
    for (let i = 0; i < 6; i++) await buildApi(server, { creator, category: tools });
    for (let i = 0; i < 2; i++) await buildApi(server, { creator, category: tools, status: 0 });
    await buildApi(server, { creator, category: tools, status: -1 });
    linAccounts = [unique('lin_a'), unique('Lin_b')];
    for (const account of linAccounts) await buildUser(server, { account });
    for (let i = 0; i < 3; i++) await buildUser(server, { account: unique('dev_') });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const get = (path: string, lang = 'zh') => server.request('GET', path, undefined, { ...admin.headers, 'accept-language': lang });

  it('GET /api/system/apis filters by tenant (default 1), name, type and status, paged by 10', async () => {
    const all = await get('/api/system/apis');
    expect(all.body.total).toBe(12);
    expect(all.body.data).toHaveLength(10);
    const named = await get(`/api/system/apis?name=${encodeURIComponent('天气')}`);
    expect(named.body.data.map((a: { name: string }) => a.name).sort()).toEqual(['天气接口0', '天气接口1', '天气接口2']);
    const typed = await get(`/api/system/apis?type=${weather}&pageSize=100`);
    expect(typed.body.data.map((a: { type: number }) => a.type)).toEqual([weather, weather, weather]);
    const offline = await get('/api/system/apis?status=0&pageSize=100');
    expect(offline.body.data.map((a: { status: number }) => a.status)).toEqual([0, 0]);
    expect((await get('/api/system/apis?tenantId=2')).body.total).toBe(0);
    expect((await get('/api/system/apis?pageSize=1000')).status).toBe(400);
  });

  it('GET /api/system/logs filters by IP and time range, pages (default 10) and returns the total', async () => {
    for (let i = 0; i < 12; i++) {
      await server.ds.query(`INSERT INTO access_log (ip_address, user_agent, created_at) VALUES ($1, $2, $3)`, [
        i < 3 ? '10.0.0.7' : '192.168.1.2',
        JSON.stringify({ userAgent: `agent-${i}` }),
        new Date(Date.UTC(2026, 0, 1 + i)),
      ]);
    }
    const page1 = await get('/api/system/logs');
    expect(page1.body.total).toBe(12);
    expect(page1.body.data).toHaveLength(10);
    expect(Object.keys(page1.body.data[0]).sort()).toEqual(['createdAt', 'id', 'ipAddress', 'userAgent']);
    expect(page1.body.data[0].userAgent).toEqual({ userAgent: 'agent-11' });
    expect((await get('/api/system/logs?page=2')).body.data).toHaveLength(2);
    const ip = await get('/api/system/logs?ipAddress=10.0.0.7');
    expect(ip.body.total).toBe(3);
    const ranged = await get('/api/system/logs?startTime=2026-01-02T00:00:00Z&endTime=2026-01-04T00:00:00Z');
    expect(ranged.body.total).toBe(3);
    expect((await get('/api/system/logs?startTime=yesterday')).status).toBe(400);
  });

  it('GET /api/system/userList filters and pages users with the REST role numbers', async () => {
    const all = await get('/api/system/userList');
    expect(all.body.total).toBe(7);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(['account', 'id', 'role', 'status', 'username']);
    const admins = await get('/api/system/userList?role=1');
    expect(admins.body.data.map((u: { account: string }) => u.account)).toEqual(['admin']);
    expect((await get('/api/system/userList?account=lin')).body.data.map((u: { account: string }) => u.account).sort()).toEqual([...linAccounts].sort());
    expect((await get('/api/system/userList?status=0')).body.total).toBe(0);
    expect((await get('/api/system/userList?pageSize=2&page=2')).body.data).toHaveLength(2);
  });

  it('answers the policies, modes, base params, workspaces, tags and categories', async () => {
    const policy = await get('/api/system/basePolicy');
    // The three alarm and two shutdown policies the migration creates.
    expect(policy.body.data.apiAlarmPolicies).toHaveLength(3);
    expect(policy.body.data.apiShutdownPolicies).toHaveLength(2);
    expect(Object.keys(policy.body.data.apiAlarmPolicies[0]).sort()).toEqual(['alarmpolicy', 'id', 'threshold']);
    expect(Object.keys(policy.body.data.apiShutdownPolicies[0]).sort()).toEqual(['id', 'policy', 'threshold']);
    const base = await get('/api/system/baseParms');
    expect(base.body.data.admins).toEqual([{ account: 'admin', username: '管理员' }]);
    expect(Array.isArray(base.body.data.problemList)).toBe(true);
    const spaces = await get('/api/system/getTopSpace', 'en');
    expect(spaces.body.data[0]).toEqual({ id: expect.any(Number), name: 'Platform operations' });
    const tags = await get('/api/system/tags');
    expect(tags.body.tags).toHaveLength(8);
    const kinds = await get('/api/system/catelog');
    expect(kinds.body.apiKinds).toHaveLength(5);
    expect(Object.keys(kinds.body.apiKinds[0]).sort()).toEqual(['categoryName', 'id']);
    expect((await get('/api/system/changeMode?modeId=3')).status).toBe(400);
  });

  it('POST /api/system/apiAdd checks the §5 required fields and stores tags, visibility and related articles', async () => {
    const [{ id: cat }] = await server.ds.query(`SELECT id FROM category ORDER BY id LIMIT 1`);
    const full = {
      name: '新接口', testLink: 'https://example.com/t', apiUrl: 'https://example.com/a', provider: '平台', type: cat,
      tags: [1, 2], visibility: 'private', copyright: '© 平台', relatedArticles: ['a1', 'a2'], needToken: true,
    };
    const cases: Array<[string, unknown, string]> = [
      ['name', '', '请输入接口名称'],
      ['apiUrl', ' ', '请输入接口地址'],
      ['testLink', '', '请输入测试地址'],
      ['provider', undefined, '请输入提供者'],
      ['type', undefined, '请选择接口分类'],
      ['tags', [], '请选择标签'],
      ['visibility', 'internal', '可见性只能是 public 或 private'],
      ['copyright', '', '请输入版权信息'],
    ];
    for (const [field, value, message] of cases) {
      const res = await server.request('POST', '/api/system/apiAdd', { ...full, [field]: value }, admin.headers);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const res = await server.request('POST', '/api/system/apiAdd', full, admin.headers);
    expect(res.body).toMatchObject({ code: 200, message: '接口创建成功' });
    const [api] = await server.ds.query(`SELECT status, visibility, related_articles, need_token FROM api WHERE id = $1`, [res.body.data.apiid]);
    expect(api).toEqual({ status: -1, visibility: 'private', related_articles: ['a1', 'a2'], need_token: true });
    const tags = await server.ds.query(`SELECT tag_id FROM api_tag WHERE api_id = $1 ORDER BY tag_id`, [res.body.data.apiid]);
    expect(tags).toEqual([{ tag_id: 1 }, { tag_id: 2 }]);
  });

  it('the admin form and the creator form follow one rule for the common fields: same refusals, same messages, nothing cut', async () => {
    const creator = await buildUser(server);
    const [{ id: cat }] = await server.ds.query(`SELECT id FROM category ORDER BY id LIMIT 1`);
    const admin0 = {
      name: '一个接口', testLink: 'https://example.com/t', apiUrl: 'https://example.com/a', provider: '平台', type: cat,
      tags: [1], visibility: 'public', copyright: '©',
    };
    const creator0 = { name: '一个接口', apiurl: 'https://example.com/a', testurl: 'https://example.com/t', rqsType: 'GET' };
    const longName = '名'.repeat(65);
    const cases: Array<[what: string, adminOver: object, creatorOver: object, message: string]> = [
      ['a 65-character name', { name: longName }, { name: longName }, '接口名称不能超过 64 个字符'],
      ['an ftp address', { apiUrl: 'ftp://example.com/a' }, { apiurl: 'ftp://example.com/a' }, '接口地址必须是 http(s) 地址或以 / 开头的路径'],
      ['a javascript: test address', { testLink: 'javascript:alert(1)' }, { testurl: 'javascript:alert(1)' }, '测试地址必须是 http(s) 地址或以 / 开头的路径'],
      ['no test address', { testLink: ' ' }, { testurl: ' ' }, '请输入测试地址'],
    ];
    for (const [what, adminOver, creatorOver, message] of cases) {
      const byAdmin = await server.request('POST', '/api/system/apiAdd', { ...admin0, ...adminOver }, admin.headers);
      const byCreator = await server.request('POST', '/api/apis', { ...creator0, ...creatorOver }, creator.headers);
      expect([what, byAdmin.status, byAdmin.body.message]).toEqual([what, 400, message]);
      expect([what, byCreator.status, byCreator.body.message]).toEqual([what, 400, message]);
    }
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM api WHERE name LIKE '名名名%'`);
    expect(n).toBe(0);
  });
});
