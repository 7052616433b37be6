import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildUser, signInAdmin, unique, type BuiltUser, type Caller } from '../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { ApiStatus } from '../../modules/catalog/api.entity.js';

/**
 * The cache declarations of blog, assistant, content, search and admin (`<module>.cache.ts`, issue #33
 * item 6): a write no cached answer shows leaves the visitors' cached catalogue answers in place; a write
 * that is shown empties what shows it. Each write goes through its real door, as an administrator or a
 * visitor; the cached answers are a visitor's (GraphQL `apis`, REST detail).
 */
describe('read cache: the writes blog, assistant, content, search and admin declare', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: BuiltUser;
  let apiId: number;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signInAdmin(server);
    creator = await buildUser(server);
    apiId = (await buildApi(server, { creator })).id;
    // Seen just now: the administrator's requests below are no presence write.
    await server.ds.query(`UPDATE app_user SET last_seen_at = now() WHERE account = 'admin'`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const cache = () => server.services.readCache;
  const CARDS = `query Cards { apis(offset: 0, limit: 50) { items { id name } } }`;
  /** The visitor's cached cards: whether this read was answered from the cache, and the ids it shows. */
  const cards = async () => {
    const before = cache().hits;
    const res = await server.graphql<{ apis: { items: Array<{ id: number }> } }>(CARDS);
    expect(res.errors).toBeUndefined();
    return { hit: cache().hits === before + 1, ids: res.data!.apis.items.map((a) => a.id) };
  };
  const detailHit = async () => {
    const before = cache().hits;
    const res = await server.request('GET', `/api/api/details/${apiId}`);
    expect(res.status).toBe(200);
    return cache().hits === before + 1;
  };
  /** Both cached answers read once (kept), then `write` through its door. */
  const afterWarm = async (write: () => Promise<void>) => {
    await cards();
    await detailHit();
    expect((await cards()).hit).toBe(true);
    await write();
  };
  const asAdmin = async <T>(query: string, variables?: Record<string, unknown>) => {
    const res = await server.graphql<T>(query, variables, admin.headers);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  it('blog (blog.cache.ts): a post written and deleted, and a cover uploaded, leave the cached answers in place', async () => {
    await afterWarm(async () => {
      const input = { title: `缓存无关的博客 ${unique()}`, content: '<p>正文</p>', tags: ['cache'], authorName: '林语', status: 'published' };
      const created = await asAdmin<{ createBlogPost: { id: number } }>(
        `mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id } }`,
        { input },
      );
      await asAdmin(`mutation ($id: Int!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }`, {
        id: created.createBlogPost.id,
        input: { ...input, title: `${input.title}（改）` },
      });
      await asAdmin(`mutation ($id: Int!) { deleteBlogPost(id: $id) }`, { id: created.createBlogPost.id });
      // A 1×1 PNG.
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
      const cover = await asAdmin<{ uploadBlogCover: string }>(`mutation ($d: String!) { uploadBlogCover(data: $d) }`, { d: png });
      expect(cover.uploadBlogCover).toMatch(/^upload:\d+$/);
    });
    expect((await cards()).hit).toBe(true);
    expect(await detailHit()).toBe(true);
  });

  it('assistant (assistant.cache.ts): joining the waitlist leaves the cached answers in place', async () => {
    await afterWarm(async () => {
      const joined = await server.graphql(`mutation ($input: JoinWaitlistInput!) { joinAssistantWaitlist(input: $input) { alreadyJoined } }`, {
        input: { email: `${unique('w')}@example.com`, wish: '帮我找接口' },
      });
      expect(joined.errors).toBeUndefined();
    });
    expect((await cards()).hit).toBe(true);
    expect(await detailHit()).toBe(true);
  });

  it('content (content.cache.ts): an article written and deleted leaves the cached answers in place', async () => {
    await afterWarm(async () => {
      const saved = await asAdmin<{ saveArticleVersion: { id: number } }>(
        `mutation ($input: ArticleVersionInput!) { saveArticleVersion(language: "zh", input: $input) { id } }`,
        { input: { title: `缓存无关的文章 ${unique()}`, category: '指南', content: '<p>正文</p>', authorName: '林语' } },
      );
      await asAdmin(`mutation ($id: Int!) { deleteArticle(id: $id) }`, { id: saved.saveArticleVersion.id });
    });
    expect((await cards()).hit).toBe(true);
    expect(await detailHit()).toBe(true);
  });

  it('search (search.cache.ts): a zero-result query turned into a request leaves them; a synonym group empties what search shows', async () => {
    const missing = `无此接口${unique()}`;
    const searched = await server.graphql(`query ($k: String!) { searchApis(keywords: $k, offset: 0, limit: 10) { total } }`, { k: missing });
    expect(searched.errors).toBeUndefined();
    await server.services.searchLog.flush();
    await afterWarm(async () => {
      await asAdmin(`mutation ($q: String!) { turnSearchIntoRequest(query: $q) }`, { q: missing });
    });
    expect((await cards()).hit).toBe(true);
    expect(await detailHit()).toBe(true);

    await afterWarm(async () => {
      await asAdmin(`mutation { addSearchSynonyms(input: { terms: ["${unique('甲')}", "${unique('乙')}"] }) { id } }`);
    });
    expect((await cards()).hit).toBe(false);
    expect(await detailHit()).toBe(false);
  });

  it('admin (admin.cache.ts): the review mode changed leaves them; a publish empties the cards, which then show the API', async () => {
    await afterWarm(async () => {
      await asAdmin(`mutation { changeReviewMode(modeId: 1) }`);
    });
    expect((await cards()).hit).toBe(true);
    expect(await detailHit()).toBe(true);

    const draft = await buildApi(server, { creator, status: ApiStatus.Draft });
    await afterWarm(async () => {
      await asAdmin(`mutation ($input: PublishApiInput!) { publishApi(input: $input) }`, { input: { apiId: draft.id, type: 'FULL' } });
    });
    const after = await cards();
    expect(after.hit).toBe(false);
    expect(after.ids).toContain(draft.id);
  });
});
