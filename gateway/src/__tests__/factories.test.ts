import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';
import { ADMIN_PASSWORD, buildApi, buildComment, buildFeedback, buildUser, signIn } from './support/factories.js';

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
});
