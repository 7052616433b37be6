import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildApi, buildCategory, buildUser } from '../../../__tests__/support/factories.js';

type Cat = { id: number; slug: string; name: string; nameEn: string; sortOrder: number; apiCount: number };
const FIELDS = 'id slug name nameEn sortOrder apiCount';

describe('category management: create, rename, reorder, delete only when unused', () => {
  let server: TestServer;
  let admin: Caller;
  const gql = <T>(query: string, variables: Record<string, unknown> = {}, lang = 'zh') =>
    server.graphql<T>(query, variables, { ...admin.headers, 'accept-language': lang });
  const list = async () => (await gql<{ adminCategories: Cat[] }>(`{ adminCategories { ${FIELDS} } }`)).data!.adminCategories;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    // Three categories, the first with two APIs (one a draft: every API counts), the others empty.
    const first = await buildCategory(server);
    await buildCategory(server);
    await buildCategory(server);
    await buildApi(server, { category: first.id });
    await buildApi(server, { category: first.id, status: -1 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('creates a category last with a slug from its English name, renames it in both languages', async () => {
    const before = await list();
    expect(before.map((c) => c.apiCount)).toEqual([2, 0, 0]);
    const created = await gql<{ createCategory: Cat }>(
      `mutation ($input: CategoryInput!) { createCategory(input: $input) { ${FIELDS} } }`,
      { input: { name: ' 人工智能 ', nameEn: 'AI & Machine learning' } },
    );
    expect(created.errors).toBeUndefined();
    const cat = created.data!.createCategory;
    expect(cat).toMatchObject({ name: '人工智能', nameEn: 'AI & Machine learning', slug: 'ai-machine-learning', apiCount: 0 });
    expect(cat.sortOrder).toBeGreaterThan(Math.max(...before.map((c) => c.sortOrder)));
    // The public list (home, market) shows it too.
    const pub = await server.graphql<{ categories: Array<{ name: string }> }>(`{ categories { name } }`);
    expect(pub.data!.categories.at(-1)!.name).toBe('人工智能');

    const renamed = await gql<{ updateCategory: Cat }>(
      `mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${FIELDS} } }`,
      { id: cat.id, input: { name: '智能服务', nameEn: 'AI services' } },
    );
    expect(renamed.data!.updateCategory).toMatchObject({ name: '智能服务', nameEn: 'AI services', slug: 'ai-machine-learning' });

    // Same name in either language (case-insensitive) → 409-like CONFLICT in the caller's language.
    const dup = await gql(
      `mutation ($input: CategoryInput!) { createCategory(input: $input) { id } }`,
      { input: { name: '新的', nameEn: 'ai SERVICES' } },
      'en',
    );
    expect(dup.errors?.[0]).toMatchObject({ message: 'A category with this name already exists', extensions: { code: 'CONFLICT' } });
    const empty = await gql(`mutation { createCategory(input: { name: "  ", nameEn: "x" }) { id } }`);
    expect(empty.errors?.[0]?.message).toBe('请输入中文名称');
    const long = await gql(`mutation ($n: String!) { createCategory(input: { name: $n, nameEn: "Long" }) { id } }`, { n: '长'.repeat(21) });
    expect(long.errors?.[0]?.message).toBe('中文名称不能超过 20 个字符');
  });

  it('reorders every category and refuses a partial or repeated order', async () => {
    const ids = (await list()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await gql<{ reorderCategories: Cat[] }>(`mutation ($ids: [Int!]!) { reorderCategories(ids: $ids) { id } }`, { ids: reversed });
    expect(res.data!.reorderCategories.map((c) => c.id)).toEqual(reversed);
    const pub = await server.graphql<{ categories: Array<{ id: number }> }>(`{ categories { id } }`);
    expect(pub.data!.categories.map((c) => c.id)).toEqual(reversed);
    for (const bad of [reversed.slice(1), [...reversed.slice(1), reversed[1]!], [...reversed.slice(1), 99999]]) {
      const r = await gql(`mutation ($ids: [Int!]!) { reorderCategories(ids: $ids) { id } }`, { ids: bad });
      expect(r.errors?.[0]?.message).toBe('排序须包含每个分类各一次');
    }
  });

  it('refuses to delete a category APIs use, with how many; deletes an unused one', async () => {
    const cats = await list();
    const used = cats.find((c) => c.apiCount > 0)!;
    const refused = await gql(`mutation ($id: Int!) { deleteCategory(id: $id) }`, { id: used.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: `该分类下还有 2 个接口，请先把它们移到其他分类再删除`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await list()).some((c) => c.id === used.id)).toBe(true);
    const unused = cats.find((c) => c.apiCount === 0)!;
    expect((await gql(`mutation ($id: Int!) { deleteCategory(id: $id) }`, { id: unused.id })).data).toEqual({ deleteCategory: true });
    expect((await list()).some((c) => c.id === unused.id)).toBe(false);
    const again = await gql(`mutation ($id: Int!) { deleteCategory(id: $id) }`, { id: unused.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is for administrators only', async () => {
    const creator = await buildUser(server);
    for (const headers of [creator.headers, {}]) {
      const r = await server.graphql(`{ adminCategories { id } }`, {}, headers);
      expect(r.errors?.[0]?.extensions?.code).toBe(headers === creator.headers ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      const m = await server.graphql(`mutation { createCategory(input: { name: "甲", nameEn: "A" }) { id } }`, {}, headers);
      expect(m.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
  });
  it('refuses control and text-direction characters in either name, in the caller’s language', async () => {
    const CREATE = `mutation ($input: CategoryInput!) { createCategory(input: $input) { id } }`;
    const before = (await list()).length;
    const zh = await gql(CREATE, { input: { name: '地图\u202e务服', nameEn: 'Maps bidi' } });
    expect(zh.errors?.[0]).toMatchObject({ message: '中文名称不能包含控制字符、换行或文字方向控制符', extensions: { code: 'BAD_USER_INPUT' } });
    const en = await gql(CREATE, { input: { name: '换行', nameEn: 'Line\nbreak' } }, 'en');
    expect(en.errors?.[0]?.message).toBe('The English name cannot contain control characters, line breaks or text direction controls');
    const cat = (await list())[0]!;
    const renamed = await gql(`mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }`, {
      id: cat.id,
      input: { name: cat.name, nameEn: 'Tab\there' },
    });
    expect(renamed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await list()).length).toBe(before);
    expect((await list())[0]!.nameEn).toBe(cat.nameEn);
  });

  it('creates categories sent at the same moment whose English names give one slug: each with a slug of its own', async () => {
    const names = ['Geo', 'GEO!', 'geo?', 'Geo.', '(geo)', 'geo -'];
    const results = await Promise.all(
      names.map((nameEn, i) =>
        gql<{ createCategory: Cat }>(`mutation ($input: CategoryInput!) { createCategory(input: $input) { ${FIELDS} } }`, {
          input: { name: `同名标识${i}`, nameEn },
        }),
      ),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    const slugs = results.map((r) => r.data!.createCategory.slug);
    expect(new Set(slugs).size).toBe(names.length);
    expect(slugs.every((s) => /^geo(-\d+)?$/.test(s))).toBe(true);
    const orders = results.map((r) => r.data!.createCategory.sortOrder);
    expect(new Set(orders).size).toBe(names.length);
  });
});
