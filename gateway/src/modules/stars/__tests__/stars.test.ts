import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';
import { runSeeds } from '../../../db/seed/index.js';
import { seedApis } from '../../../db/seed/demo-catalog.data.js';

const STAR = `mutation($id: Int!, $on: Boolean!) { setApiStar(apiId: $id, starred: $on) { id stars starredByMe } }`;

describe('stars: one per signed-in user and API, counted from the rows', () => {
  let server: TestServer;
  let apiId: number;
  const stars = async (id: number): Promise<number> =>
    (await server.ds.query(`SELECT stars FROM api WHERE id = $1`, [id]))[0].stars;

  beforeAll(async () => {
    server = await startTestServer();
    apiId = (await buildApi(server)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the demo seed gives no API a star number of its own', async () => {
    await runSeeds(server.ds);
    const [{ n, seeded }] = await server.ds.query(
      `SELECT count(*) FILTER (WHERE stars <> 0)::int AS n, count(*) FILTER (WHERE slug IS NOT NULL)::int AS seeded FROM api`,
    );
    expect(seeded).toBe(seedApis.length);
    expect(n).toBe(0);
  });

  it('a visitor cannot star (UNAUTHENTICATED) and sees starredByMe false', async () => {
    const res = await server.graphql(STAR, { id: apiId, on: true });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const read = await server.graphql<{ api: { starredByMe: boolean } }>(
      `query($id: Int!) { api(id: $id) { starredByMe } }`,
      { id: apiId },
    );
    expect(read.data!.api.starredByMe).toBe(false);
    expect(await stars(apiId)).toBe(0);
  });

  it('starring is idempotent per user, counts users, and unstarring takes one away', async () => {
    const a = await buildUser(server);
    const b = await buildUser(server);
    const first = await server.graphql<{ setApiStar: { stars: number; starredByMe: boolean } }>(
      STAR,
      { id: apiId, on: true },
      a.headers,
    );
    expect(first.data!.setApiStar).toMatchObject({ stars: 1, starredByMe: true });
    // A double click or a retried request is still one star.
    await server.graphql(STAR, { id: apiId, on: true }, a.headers);
    expect(await stars(apiId)).toBe(1);
    const second = await server.graphql<{ setApiStar: { stars: number } }>(STAR, { id: apiId, on: true }, b.headers);
    expect(second.data!.setApiStar.stars).toBe(2);
    // REST keeps the SPEC's field name.
    const list = await server.request('GET', '/api/apiList');
    expect(list.body.data.find((i: { apiid: number }) => i.apiid === apiId).starts).toBe(2);

    const asB = await server.graphql<{ market: { items: Array<{ id: number; starredByMe: boolean }> } }>(
      `{ market(sort: STARS, limit: 3) { items { id starredByMe } } }`,
      undefined,
      b.headers,
    );
    expect(asB.data!.market.items[0]).toEqual({ id: apiId, starredByMe: true });

    const off = await server.graphql<{ setApiStar: { stars: number; starredByMe: boolean } }>(
      STAR,
      { id: apiId, on: false },
      a.headers,
    );
    expect(off.data!.setApiStar).toMatchObject({ stars: 1, starredByMe: false });
    await server.graphql(STAR, { id: apiId, on: false }, a.headers);
    expect(await stars(apiId)).toBe(1);

    // A deleted account takes its stars with it.
    await server.ds.query(`DELETE FROM app_user WHERE id = $1`, [b.id]);
    expect(await stars(apiId)).toBe(0);
  });

  it('unknown, draft and other people’s private APIs answer NOT_FOUND', async () => {
    const c = await buildUser(server);
    const [{ id: draft }] = await server.ds.query(
      `INSERT INTO api (name, status, visibility) VALUES ('草稿接口', -1, 'public') RETURNING id`,
    );
    const [{ id: priv }] = await server.ds.query(
      `INSERT INTO api (name, status, visibility) VALUES ('私有接口', 1, 'private') RETURNING id`,
    );
    for (const id of [999999, draft, priv]) {
      const res = await server.graphql(STAR, { id, on: true }, { ...c.headers, 'accept-language': 'en' });
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' }, message: `API ${id} does not exist` });
    }
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM api_star WHERE user_id = $1`, [c.id]);
    expect(n).toBe(0);
  });

  it('a private API: its creator and an administrator may star it (and take it back), another user may not', async () => {
    const owner = await buildUser(server);
    const other = await buildUser(server);
    const { id } = await buildApi(server, { creator: owner });
    await server.ds.query(`UPDATE api SET visibility = 'private' WHERE id = $1`, [id]);
    const admin = await buildUser(server, { role: 'ADMIN' });
    const refused = await server.graphql(STAR, { id, on: true }, other.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.graphql(STAR, { id, on: false }, other.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const own = await server.graphql(STAR, { id, on: true }, owner.headers);
    expect(own.data).toEqual({ setApiStar: { id, stars: 1, starredByMe: true } });
    const byAdmin = await server.graphql(STAR, { id, on: true }, admin.headers);
    expect(byAdmin.data).toEqual({ setApiStar: { id, stars: 2, starredByMe: true } });
    expect(await stars(id)).toBe(2);
    expect((await server.graphql(STAR, { id, on: false }, owner.headers)).data).toEqual({ setApiStar: { id, stars: 1, starredByMe: false } });
    expect(await stars(id)).toBe(1);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM api_star WHERE user_id = $1`, [other.id]);
    expect(n).toBe(0);
    // The starred list follows the same rule as the star: the administrator, who may see the private API,
    // finds it among their stars (the list used to offer private APIs to their creators only).
    const starred = async (who: { headers: Record<string, string> }) =>
      (await server.graphql<{ myStarredApiIds: number[] }>(`{ myStarredApiIds }`, undefined, who.headers)).data!.myStarredApiIds;
    expect(await starred(admin)).toContain(id);
    await server.graphql(STAR, { id, on: true }, owner.headers);
    expect(await starred(owner)).toContain(id);
    // A draft is no one's star to list, not even its creator's or an administrator's.
    await server.ds.query(`UPDATE api SET status = -1 WHERE id = $1`, [id]);
    expect(await starred(admin)).not.toContain(id);
    expect(await starred(owner)).not.toContain(id);
  });

  it('myStarredApiIds lists the caller’s stars, newest first, without an API that was taken offline-private', async () => {
    const visitor = await server.graphql(`{ myStarredApiIds }`);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const d = await buildUser(server);
    const other = (await buildApi(server)).id;
    await server.graphql(STAR, { id: apiId, on: true }, d.headers);
    await server.graphql(STAR, { id: other, on: true }, d.headers);
    const mine = async () =>
      (await server.graphql<{ myStarredApiIds: number[] }>(`{ myStarredApiIds }`, undefined, d.headers)).data!
        .myStarredApiIds;
    expect(await mine()).toEqual([other, apiId]);
    // Someone else's API that turns private is no longer offered as starred.
    await server.ds.query(`UPDATE api SET visibility = 'private' WHERE id = $1`, [other]);
    expect(await mine()).toEqual([apiId]);
    await server.ds.query(`UPDATE api SET visibility = 'public' WHERE id = $1`, [other]);
    await server.graphql(STAR, { id: apiId, on: false }, d.headers);
    expect(await mine()).toEqual([other]);
  });
});
