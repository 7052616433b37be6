import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../../db/seed/index.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';

const LIST_ITEM_FIELDS = [
  'apiid', 'name', 'description', 'imageUrl', 'icon', 'starts', 'updatetime', 'status', 'isCreate',
  'isNew', 'isneedtoken', 'testurl', 'respose', 'apiapply', 'note', 'talentid', 'category_name',
].sort();

describe('GET /api/apiList and the apis query', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers the SPEC envelope with the exact list-item field names and the categories', async () => {
    const res = await server.request('GET', '/api/apiList');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.data.length).toBeGreaterThanOrEqual(20);
    for (const item of res.body.data) {
      expect(Object.keys(item).sort()).toEqual(LIST_ITEM_FIELDS);
      expect(typeof item.apiid).toBe('number');
      expect(typeof item.starts).toBe('number');
      expect(typeof item.isNew).toBe('boolean');
      expect([0, 1]).toContain(item.isneedtoken);
      expect(Number.isNaN(Date.parse(item.updatetime))).toBe(false);
    }
    expect(res.body.apiKinds.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(res.body.apiKinds[0]).sort()).toEqual(['categoryName', 'id']);
    const names = res.body.data.map((a: { name: string }) => a.name);
    expect(names).toContain('一言');
    const weather = res.body.data.find((a: { name: string }) => a.name === '实时天气');
    expect(weather.category_name).toBe('天气气象');
  });

  it('derives isNew from the update time (within 7 days)', async () => {
    const res = await server.request('GET', '/api/apiList');
    const byName = Object.fromEntries(res.body.data.map((a: { name: string }) => [a.name, a]));
    expect(byName['二维码生成'].isNew).toBe(true); // updated 1 day ago
    expect(byName['单位换算'].isNew).toBe(false); // updated 40 days ago
  });

  it('serves the same catalogue typed over GraphQL', async () => {
    const rest = await server.request('GET', '/api/apiList');
    const res = await server.graphql<{
      apis: { total: number; items: Array<{ id: number; name: string; nameEn: string; isNew: boolean; category: { name: string } }> };
    }>(`query { apis(offset: 0, limit: 100) { total items { id name nameEn isNew category { name } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.apis.total).toBe(rest.body.data.length);
    expect(res.data!.apis.items.map((a) => a.id)).toEqual(rest.body.data.map((a: { apiid: number }) => a.apiid));
    expect(res.data!.apis.items.every((a) => a.nameEn.length > 0)).toBe(true);
  });

  it('refuses a page size over 100 with BAD_USER_INPUT', async () => {
    const res = await server.graphql(`query { apis(limit: 1000) { total } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('seeds idempotently: running the seed again adds no rows', async () => {
    const before = await server.ds.query(`SELECT count(*)::int AS n FROM api`);
    await runSeeds(server.ds);
    await runSeeds(server.ds);
    const after = await server.ds.query(`SELECT count(*)::int AS n FROM api`);
    expect(after[0].n).toBe(before[0].n);
    const categories = await server.ds.query(`SELECT count(*)::int AS n FROM category`);
    expect(categories[0].n).toBeGreaterThanOrEqual(5);
  });
});
