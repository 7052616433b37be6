import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';

/** A private API (visibility chosen in the admin's API form) stays out of every public read path. */
describe('private APIs', () => {
  let server: TestServer;
  let admin: Caller;
  let owner: Caller;
  let other: Caller;
  let api: { id: number; name: string; creator_id: number };

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    // The owner has the private API and two public ones; another creator and another 天气 API exist.
    const ownerUser = await buildUser(server);
    const built = await buildApi(server, { creator: ownerUser, name: '实时天气', visibility: 'private' });
    await buildApi(server, { creator: ownerUser });
    await buildApi(server, { creator: ownerUser });
    await buildApi(server, { name: '天气预报' });
    api = { id: built.id, name: built.name, creator_id: ownerUser.creatorId };
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    owner = ownerUser;
    other = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is left out of the catalogue, the search, the creator count and the statistics', async () => {
    const list = await server.request('GET', '/api/apiList');
    expect(list.body.data.map((a: { apiid: number }) => a.apiid)).not.toContain(api.id);
    const search = await server.request('POST', '/api/searchApi', { keywords: '天气', catelog: 'all' });
    expect(search.body.code).toBe(200);
    expect(search.body.data.map((a: { apiid: number }) => a.apiid)).not.toContain(api.id);
    const gql = await server.graphql<{
      apis: { items: Array<{ id: number }> };
      searchApis: { items: Array<{ id: number }> };
    }>(`{ apis(limit: 100) { items { id } } searchApis(keywords: "天气", limit: 100) { items { id } } }`);
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.apis.items.map((a) => a.id)).not.toContain(api.id);
    expect(gql.data!.searchApis.items.map((a) => a.id)).not.toContain(api.id);
    const [{ listed }] = await server.ds.query(
      `SELECT count(*)::int AS listed FROM api WHERE creator_id = $1 AND status >= 0 AND visibility = 'public'`,
      [api.creator_id],
    );
    const devs = await server.request('GET', '/api/findDevelopers');
    const creator = devs.body.data.find((d: { id: number }) => d.id === api.creator_id);
    expect(listed).toBe(2);
    expect(creator.apiCount).toBe(2);
  });

  it('answers its detail only to its creator and administrators; others get the unknown-id answer', async () => {
    for (const who of [undefined, other]) {
      const res = await server.request('GET', `/api/api/details/${api.id}`, undefined, who?.headers);
      expect(res.status).toBe(404);
      const unknown = await server.request('GET', '/api/api/details/999999', undefined, who?.headers);
      expect(res.body.code).toBe(unknown.body.code);
      const gql = await server.graphql(
        `query($id: Int!) { api(id: $id) { id } }`,
        { id: api.id },
        who?.headers,
      );
      expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    for (const who of [owner, admin]) {
      const res = await server.request('GET', `/api/api/details/${api.id}`, undefined, who.headers);
      expect(res.status).toBe(200);
      expect(res.body.data.name).toBe(api.name);
      const gql = await server.graphql<{ api: { id: number } }>(
        `query($id: Int!) { api(id: $id) { id } }`,
        { id: api.id },
        who.headers,
      );
      expect(gql.data?.api.id).toBe(api.id);
    }
  });

  it('keeps its call history, call count and comments from everyone but its creator and administrators', async () => {
    const paths = [
      `/api/histroy/log/api/${api.id}`,
      `/api/histroy/count/api/${api.id}`,
      `/api/comments/api/${api.id}`,
    ];
    for (const path of paths) {
      for (const who of [undefined, other]) {
        const res = await server.request('GET', path, undefined, who?.headers);
        expect(res.status, path).toBe(404);
      }
      for (const who of [owner, admin]) {
        expect((await server.request('GET', path, undefined, who.headers)).status, path).toBe(200);
      }
    }
  });
});
