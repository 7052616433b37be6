import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';
import { ADMIN_PASSWORD, buildApi, buildBugFix, buildComment, buildFeedback, buildUser, signIn } from './support/factories.js';

/** The factories build on an empty (unseeded) database, each creating what it depends on. */
describe('test factories on a database without the demo seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
  });
  afterAll(() => server?.stop());

  it('starts with no demo rows: only the admin account', async () => {
    const [{ apis, users, categories }] = await server.ds.query(
      `SELECT (SELECT count(*)::int FROM api) AS apis, (SELECT count(*)::int FROM app_user) AS users,
              (SELECT count(*)::int FROM category) AS categories`,
    );
    expect({ apis, users, categories }).toEqual({ apis: 0, users: 1, categories: 0 });
  });

  it('buildUser registers a signed-in account with a creator profile; signIn signs it in again', async () => {
    const user = await buildUser(server);
    const me = await server.request('GET', '/api/me', undefined, user.headers);
    expect(me.body.data).toMatchObject({ id: user.id, account: user.account });
    const again = await signIn(server, user);
    const gql = await server.graphql<{ me: { id: string } }>(`{ me { id } }`, {}, again.headers);
    expect(Number(gql.data?.me.id)).toBe(user.id);
    const admin = await buildUser(server, { role: 'ADMIN' });
    const [row] = await server.ds.query(`SELECT role FROM app_user WHERE id = $1`, [admin.id]);
    expect(row.role).toBe(1);
  });

  it('buildApi makes a published public API of a fresh creator in a fresh category, listed publicly', async () => {
    const api = await buildApi(server);
    const [row] = await server.ds.query(`SELECT status, visibility, creator_id, category_id FROM api WHERE id = $1`, [api.id]);
    expect(row).toEqual({ status: 1, visibility: 'public', creator_id: api.creator.creatorId, category_id: api.categoryId });
    const list = await server.request('GET', '/api/apiList');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(api.name);
  });

  it('buildComment and buildFeedback go through their services', async () => {
    const api = await buildApi(server);
    const c = await buildComment(server, { api });
    const [comment] = await server.ds.query(`SELECT api_id, content FROM comment WHERE id = $1`, [c.id]);
    expect(comment).toEqual({ api_id: api.id, content: c.content });
    const fb = await buildFeedback(server, { api });
    const [feedback] = await server.ds.query(`SELECT api_id, summary FROM feedback WHERE id = $1`, [fb.id]);
    expect(feedback).toEqual({ api_id: api.id, summary: fb.summary });
  });

  it('buildBugFix adds to the history of the API through its creator, shown at once (the read cache invalidated)', async () => {
    const api = await buildApi(server);
    // The GraphQL read is cached: asked twice, the second answer comes from the cache.
    const history = async () =>
      (await server.graphql<{ api: { bugFixHistory: unknown[] } }>(`query($id: Int!) { api(id: $id) { bugFixHistory { version fixedOn description } } }`, { id: api.id }))
        .data?.api.bugFixHistory;
    expect(await history()).toEqual([]);
    const hits = server.services.readCache.hits;
    expect(await history()).toEqual([]);
    expect(server.services.readCache.hits).toBe(hits + 1);
    const fix = await buildBugFix(server, { api, version: 'v2.0.1', fixedOn: '2026-03-04', description: '修复分页' });
    expect(fix).toMatchObject({ apiId: api.id, version: 'v2.0.1', fixedOn: '2026-03-04', description: '修复分页' });
    const [row] = await server.ds.query(`SELECT api_id, version, fixed_on::text AS fixed_on FROM api_bug_fix WHERE id = $1`, [fix.id]);
    expect(row).toEqual({ api_id: api.id, version: 'v2.0.1', fixed_on: '2026-03-04' });
    expect(await history()).toEqual([{ version: 'v2.0.1', fixedOn: '2026-03-04', description: '修复分页' }]);
    const detail = await server.request('GET', `/api/api/details/${api.id}`);
    expect(detail.body.data.bugFixHistory).toEqual([{ version: 'v2.0.1', fixTime: '2026-03-04', fixBug: '修复分页' }]);
    // Without an API: on a fresh published one.
    const other = await buildBugFix(server);
    const [fresh] = await server.ds.query(`SELECT status FROM api WHERE id = $1 AND id <> $2`, [other.apiId, api.id]);
    expect(fresh).toEqual({ status: 1 });
  });
});
