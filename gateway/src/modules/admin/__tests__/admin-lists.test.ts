import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';

describe('admin console lists and the new API form', () => {
  let server: TestServer;
  let admin: Caller;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const get = (path: string, lang = 'zh') => server.request('GET', path, undefined, { ...admin.headers, 'accept-language': lang });

  it('GET /api/system/apis filters by tenant (default 1), name, type and status, paged by 10', async () => {
    const all = await get('/api/system/apis');
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM api WHERE tenant_id = 1`);
    expect(all.body.total).toBe(n);
    expect(all.body.data).toHaveLength(Math.min(10, n));
    const named = await get(`/api/system/apis?name=${encodeURIComponent('天气')}`);
    expect(named.body.data.length).toBeGreaterThan(0);
    expect(named.body.data.every((a: { name: string }) => a.name.includes('天气'))).toBe(true);
    const [{ id: weather }] = await server.ds.query(`SELECT id FROM category WHERE slug = 'weather'`);
    const typed = await get(`/api/system/apis?type=${weather}&pageSize=100`);
    expect(typed.body.data.every((a: { type: number }) => a.type === weather)).toBe(true);
    const offline = await get('/api/system/apis?status=0&pageSize=100');
    expect(offline.body.data.every((a: { status: number }) => a.status === 0)).toBe(true);
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
    expect((await get('/api/system/userList?account=lin')).body.data.map((u: { account: string }) => u.account).sort()).toEqual(['lina', 'linyu']);
    expect((await get('/api/system/userList?status=0')).body.total).toBe(0);
    expect((await get('/api/system/userList?pageSize=2&page=2')).body.data).toHaveLength(2);
  });

  it('answers the policies, modes, base params, workspaces, tags and categories', async () => {
    const policy = await get('/api/system/basePolicy');
    expect(policy.body.data.apiAlarmPolicies.length).toBeGreaterThan(0);
    expect(Object.keys(policy.body.data.apiAlarmPolicies[0]).sort()).toEqual(['alarmpolicy', 'id', 'threshold']);
    expect(Object.keys(policy.body.data.apiShutdownPolicies[0]).sort()).toEqual(['id', 'policy', 'threshold']);
    const base = await get('/api/system/baseParms');
    expect(base.body.data.admins).toEqual([{ account: 'admin', username: '管理员' }]);
    expect(Array.isArray(base.body.data.problemList)).toBe(true);
    const spaces = await get('/api/system/getTopSpace', 'en');
    expect(spaces.body.data[0]).toEqual({ id: expect.any(Number), name: 'Platform operations' });
    const tags = await get('/api/system/tags');
    expect(tags.body.tags.length).toBeGreaterThan(0);
    const kinds = await get('/api/system/catelog');
    expect(kinds.body.apiKinds.length).toBeGreaterThanOrEqual(5);
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
      ['testLink', '', '请输入测试链接'],
      ['apiUrl', ' ', '请输入接口地址'],
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
});
