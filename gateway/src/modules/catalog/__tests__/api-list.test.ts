import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../../db/seed/index.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildCategory } from '../../../__tests__/support/factories.js';
import { seedApis, seedCategories } from '../../../db/seed/demo-catalog.data.js';

const LIST_ITEM_FIELDS = [
  'apiid', 'name', 'description', 'imageUrl', 'icon', 'starts', 'updatetime', 'status', 'isCreate',
  'isNew', 'isneedtoken', 'testurl', 'respose', 'apiapply', 'note', 'talentid', 'category_name',
].sort();

describe('GET /api/apiList and the apis query', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Two categories, five listed APIs (one updated 40 days ago, one offline), a draft and a private one.
    // (Names unlike the demo seed's, whose categories the last test adds.)
    const weather = await buildCategory(server, { name: '天气数据', nameEn: 'Weather data' });
    const text = await buildCategory(server, { name: '文本工具', nameEn: 'Text tools' });
    await buildApi(server, { name: '实时天气', category: weather.id });
    await buildApi(server, { name: '一言', category: text.id, needToken: true });
    await buildApi(server, { name: '二维码生成', category: text.id, updatedDaysAgo: 1 });
    await buildApi(server, { name: '单位换算', category: null, updatedDaysAgo: 40 });
    await buildApi(server, { name: '已下线', category: text.id, status: 0 });
    await buildApi(server, { name: '草稿', category: text.id, status: -1 });
    await buildApi(server, { name: '私有', category: text.id, visibility: 'private' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers the SPEC envelope with the exact list-item field names and the categories', async () => {
    const res = await server.request('GET', '/api/apiList');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.data.map((a: { name: string }) => a.name).sort()).toEqual(['一言', '二维码生成', '单位换算', '实时天气', '已下线'].sort());
    for (const item of res.body.data) {
      expect(Object.keys(item).sort()).toEqual(LIST_ITEM_FIELDS);
      expect(typeof item.apiid).toBe('number');
      expect(typeof item.starts).toBe('number');
      expect(typeof item.isNew).toBe('boolean');
      expect([0, 1]).toContain(item.isneedtoken);
      expect(Number.isNaN(Date.parse(item.updatetime))).toBe(false);
    }
    expect(res.body.apiKinds.map((k: { categoryName: string }) => k.categoryName)).toEqual(['天气数据', '文本工具']);
    expect(Object.keys(res.body.apiKinds[0]).sort()).toEqual(['categoryName', 'id']);
    const names = res.body.data.map((a: { name: string }) => a.name);
    expect(names).toContain('一言');
    const weather = res.body.data.find((a: { name: string }) => a.name === '实时天气');
    expect(weather.category_name).toBe('天气数据');
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

  it('seeds idempotently: the demo seed adds its rows once, running it again adds none', async () => {
    const [before] = await server.ds.query(`SELECT (SELECT count(*)::int FROM api) AS apis, (SELECT count(*)::int FROM category) AS categories`);
    await runSeeds(server.ds);
    const [once] = await server.ds.query(`SELECT (SELECT count(*)::int FROM api) AS apis, (SELECT count(*)::int FROM category) AS categories`);
    expect(once).toEqual({ apis: before.apis + seedApis.length, categories: before.categories + seedCategories.length });
    await runSeeds(server.ds);
    const [twice] = await server.ds.query(`SELECT (SELECT count(*)::int FROM api) AS apis, (SELECT count(*)::int FROM category) AS categories`);
    expect(twice).toEqual(once);
  });
});
