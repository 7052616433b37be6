import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';
import {
  ADMIN_PASSWORD,
  buildApi,
  buildArticle,
  buildBlogPost,
  buildBugFix,
  buildCalls,
  buildComment,
  buildCreator,
  buildFeedback,
  buildUser,
  signIn,
} from './support/factories.js';

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

  it('buildBlogPost publishes a post as the admin, back-dated, listed newest first; Chinese-only without an English title', async () => {
    const older = await buildBlogPost(server, { title: '旧文章', tags: ['security'], daysAgo: 3 });
    const newer = await buildBlogPost(server, { title: '新文章', titleEn: null });
    const draft = await buildBlogPost(server, { status: 'draft' });
    const [row] = await server.ds.query(
      `SELECT status, tags, title_en, content_en, (now() - published_at) > interval '2 days' AS back_dated FROM blog_post WHERE id = $1`,
      [older.id],
    );
    expect(row).toEqual({ status: 'published', tags: ['security'], title_en: older.titleEn, content_en: expect.stringMatching(/^<p>Post body /), back_dated: true });
    const list = await server.graphql<{ blogPosts: { total: number; items: Array<{ id: number; titleEn: string | null }> } }>(
      `{ blogPosts(offset: 0, limit: 10) { total items { id titleEn } } }`,
    );
    expect(list.data?.blogPosts).toEqual({ total: 2, items: [{ id: newer.id, titleEn: null }, { id: older.id, titleEn: older.titleEn }] });
    expect(list.data?.blogPosts.items.map((p) => p.id)).not.toContain(draft.id);
  });

  it('buildCalls records calls of an API, counted in its figures; buildArticle takes an English body', async () => {
    const api = await buildApi(server);
    await buildCalls(server, { api, count: 5, failed: 2 });
    const [totals] = await server.ds.query(`SELECT calls::int, failed::int FROM api_call_total WHERE api_id = $1`, [api.id]);
    expect(totals).toEqual({ calls: 5, failed: 2 });
    const market = await server.graphql<{ market: { items: Array<{ id: number; weekly: { calls: number } }> } }>(
      `{ market(sort: POPULAR, limit: 1) { items { id weekly { calls } } } }`,
    );
    expect(market.data?.market.items).toEqual([{ id: api.id, weekly: { calls: 5 } }]);
    const article = await buildArticle(server, { contentEn: '<h2 id="a">Heading</h2>' });
    const [a] = await server.ds.query(`SELECT content_en FROM article WHERE id = $1`, [article.id]);
    expect(a.content_en).toBe('<h2 id="a">Heading</h2>');
  });

  it('buildCreator gives the registered creator an English name, title, bio and badge', async () => {
    const creator = await buildCreator(server, { username: '周敏', nameEn: 'Zhou Min', title: '气象数据专家', official: true });
    const [row] = await server.ds.query(`SELECT name, name_en, title, official, user_id FROM creator WHERE id = $1`, [creator.creatorId]);
    expect(row).toEqual({ name: '周敏', name_en: 'Zhou Min', title: '气象数据专家', official: true, user_id: creator.id });
    await signIn(server, creator);
  });
});
