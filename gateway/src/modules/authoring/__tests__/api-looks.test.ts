import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildCategory, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';

/** Issue #34 item 4: the creator's form sets a category, tags and an icon; what an update omits is kept. */
describe('creator API form: category, tags and icon', () => {
  let server: TestServer;
  let creator: BuiltUser;
  const gql = (query: string, variables: Record<string, unknown>, lang = 'zh') =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
    server.graphql<Record<string, any>>(query, variables, { ...creator.headers, 'accept-language': lang });
  const CREATE = `mutation($input: ApiFormInput!) { r: createApi(input: $input) { id } }`;
  const UPDATE = `mutation($id: Int!, $input: ApiFormInput!) { r: updateApi(id: $id, input: $input) { id } }`;
  const DETAIL = `query($id: Int!) { myApi(id: $id) { categoryId tagIds iconKey } }`;
  const input = (over: Record<string, unknown> = {}) => ({
    name: '带图标的接口',
    address: 'https://example.com/v1',
    testUrl: 'https://example.com/test',
    ...over,
  });

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores them, reads them back, keeps them when omitted and clears the icon with an empty one', async () => {
    const category = await buildCategory(server);
    const tags = (await gql(`{ tags { id } }`, {})).data!.tags as Array<{ id: number }>;
    expect(tags.length).toBeGreaterThan(2);
    const chosen = [tags[0]!.id, tags[2]!.id];
    const created = await gql(CREATE, { input: input({ categoryId: category.id, tagIds: chosen, iconKey: 'weather' }) });
    expect(created.errors).toBeUndefined();
    const id = created.data!.r.id as number;
    expect((await gql(DETAIL, { id })).data!.myApi).toEqual({ categoryId: category.id, tagIds: chosen, iconKey: 'weather' });
    const [row] = await server.ds.query(`SELECT image_url FROM api WHERE id = $1`, [id]);
    expect(row.image_url).toBe('icon:weather');

    expect((await gql(UPDATE, { id, input: input({ categoryId: category.id, name: '改名' }) })).errors).toBeUndefined();
    expect((await gql(DETAIL, { id })).data!.myApi).toEqual({ categoryId: category.id, tagIds: chosen, iconKey: 'weather' });

    expect((await gql(UPDATE, { id, input: input({ categoryId: category.id, tagIds: [], iconKey: '' }) })).errors).toBeUndefined();
    expect((await gql(DETAIL, { id })).data!.myApi).toEqual({ categoryId: category.id, tagIds: [], iconKey: '' });
  });

  it('refuses an unknown icon or tag with a message in the caller’s language and changes nothing', async () => {
    const created = await gql(CREATE, { input: input({ iconKey: 'map' }) });
    const id = created.data!.r.id as number;
    const icon = await gql(UPDATE, { id, input: input({ iconKey: 'rocket' }) }, 'en');
    expect(icon.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(icon.errors?.[0]?.message).toBe('Unknown icon');
    const tag = await gql(UPDATE, { id, input: input({ tagIds: [987654] }) });
    expect(tag.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tag.errors?.[0]?.message).toBe('标签不存在');
    expect((await gql(DETAIL, { id })).data!.myApi).toEqual({ categoryId: null, tagIds: [], iconKey: 'map' });
  });
});
