import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildArticle, buildCategory, buildUser } from '../../../__tests__/support/factories.js';

const ARTICLE_FIELDS = [
  'authorName',
  'category',
  'content',
  'hasEnglishVersion',
  'isOriginal',
  'publishedDate',
  'title',
  'views',
];
const PATH = '/api/system/doc/article/details';

describe('articles and statistics', () => {
  let server: TestServer;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await startTestServer();
    // Three articles, two with an English version.
    ids = {
      'quick-start': (await buildArticle(server, { title: '快速开始：五分钟调用第一个接口', titleEn: 'Quick start: your first call in five minutes' })).id,
      'publishing-guide': (await buildArticle(server)).id,
      'api-security': (await buildArticle(server, { titleEn: null })).id,
    };
    // Six categories; three listed APIs (uuid and hash among them), a draft; two creators beyond the APIs' own.
    for (let i = 0; i < 6; i++) await buildCategory(server);
    const creator = await buildUser(server);
    ids.uuid = (await buildApi(server, { creator, category: null })).id;
    ids.hash = (await buildApi(server, { creator, category: null })).id;
    await buildApi(server, { creator, category: null });
    await buildApi(server, { creator, category: null, status: -1 });
    await buildUser(server);
    await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('POST /api/system/doc/article/details answers the article and counts each read', async () => {
    const first = await server.request('POST', PATH, { articleId: ids['quick-start'], language: 'zh' });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(200);
    expect(Object.keys(first.body.data).sort()).toEqual(ARTICLE_FIELDS);
    expect(first.body.data).toMatchObject({
      title: '快速开始：五分钟调用第一个接口',
      isOriginal: true,
      hasEnglishVersion: true,
      views: 1,
    });
    expect(first.body.data.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const second = await server.request('POST', PATH, {
      articleId: String(ids['quick-start']),
      language: 'en',
    });
    expect(second.body.data.views).toBe(2);
    expect(second.body.data.title).toBe('Quick start: your first call in five minutes');
    expect(second.body.data.category).toBe('Getting started');
    const [{ views }] = await server.ds.query(`SELECT views FROM article WHERE id = $1`, [
      ids['quick-start'],
    ]);
    expect(views).toBe(2);
    const gql = await server.graphql<{ article: { views: number; language: string } }>(
      `query($id: Int!) { article(id: $id, language: "zh") { views language content hasEnglishVersion } }`,
      { id: ids['quick-start'] },
    );
    expect(gql.data!.article).toMatchObject({ views: 3, language: 'zh' });
    const list = await server.graphql<{
      articles: { total: number; items: Array<{ hasEnglishVersion: boolean }> };
    }>(`{ articles { total items { id title hasEnglishVersion views } } }`);
    expect(list.data!.articles.total).toBe(3);
    expect(list.data!.articles.items.filter((a) => a.hasEnglishVersion)).toHaveLength(2);
  });

  it('counts concurrent reads exactly (an atomic increment)', async () => {
    const id = ids['publishing-guide'];
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => server.request('POST', PATH, { articleId: id, language: 'zh' })),
    );
    expect(reads.every((r) => r.status === 200)).toBe(true);
    const [{ views }] = await server.ds.query(`SELECT views FROM article WHERE id = $1`, [id]);
    expect(views).toBe(20);
    // Every reader saw its own count: 1…20, each once.
    expect(reads.map((r) => r.body.data.views).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('sanitises the HTML content on the way out', async () => {
    const [{ id }] = await server.ds.query(
      `INSERT INTO article (slug, category, title, content, author_name, published_on)
       VALUES ('xss', '测试', '注入', '<h2 id="a">标题</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><p style="color:red">正文</p>', '测试员', '2026-11-01')
       RETURNING id`,
    );
    const res = await server.request('POST', PATH, { articleId: id, language: 'zh' });
    const html: string = res.body.data.content;
    expect(html).toContain('<h2 id="a">标题</h2>');
    expect(html).toContain('<p>正文</p>');
    expect(html).not.toMatch(/script|onerror|javascript:|style=/);
    expect(res.body.data.hasEnglishVersion).toBe(false);
  });

  it('refuses bad input: unknown id 404, non-numeric id 400, unknown language 400, missing English 404', async () => {
    const missing = await server.request('POST', PATH, { articleId: 999999, language: 'zh' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
    const nonNumeric = await server.request('POST', PATH, { articleId: 'abc', language: 'zh' });
    expect(nonNumeric.status).toBe(400);
    const lang = await server.request(
      'POST',
      PATH,
      { articleId: ids['quick-start'], language: 'fr' },
      { 'accept-language': 'en' },
    );
    expect(lang.status).toBe(400);
    expect(lang.body.message).toContain('fr');
    const noEnglish = await server.request('POST', PATH, { articleId: ids['api-security'], language: 'en' });
    expect(noEnglish.status).toBe(404);
    const [{ views }] = await server.ds.query(`SELECT views FROM article WHERE id = $1`, [
      ids['api-security'],
    ]);
    expect(views).toBe(0);
    const gql = await server.graphql(`query($id: Int!) { article(id: $id, language: "de") { title } }`, {
      id: ids['quick-start'],
    });
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('GET /api/admin/preData/getApiStatistics computes from rows and changes when they change', async () => {
    const before = await server.request('GET', '/api/admin/preData/getApiStatistics');
    expect(before.status).toBe(200);
    expect(before.body.code).toBe(200);
    const s0 = before.body.data[0];
    expect(Object.keys(s0).sort()).toEqual([
      'apis',
      'availability',
      'developers',
      'successCalls',
      'totalCalls',
    ]);
    const [{ apis, developers }] = await server.ds.query(
      `SELECT (SELECT count(*)::int FROM api WHERE status >= 0) AS apis, (SELECT count(*)::int FROM creator) AS developers`,
    );
    expect(s0).toEqual({ totalCalls: 0, successCalls: 0, availability: null, developers, apis });
    expect({ apis, developers }).toEqual({ apis: 3, developers: 3 });
    expect(before.body.apiKinds).toHaveLength(6);
    expect(Object.keys(before.body.apiKinds[0]).sort()).toEqual(['categoryName', 'id']);

    const id = ids.uuid;
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status)
       SELECT $1, 15, '203.0.113.9', g <= 7, CASE WHEN g <= 7 THEN 200 ELSE 500 END FROM generate_series(1, 8) g`,
      [id],
    );
    await server.ds.query(`INSERT INTO creator (slug, name) VALUES ('new-dev', '新开发者')`);
    await server.ds.query(`UPDATE api SET status = -1 WHERE id = $1`, [ids.hash]);
    const after = await server.request('GET', '/api/admin/preData/getApiStatistics');
    expect(after.body.data[0]).toEqual({
      totalCalls: 8,
      successCalls: 7,
      availability: 87.5,
      developers: developers + 1,
      apis: apis - 1,
    });
    const gql = await server.graphql<{ apiStatistics: object }>(
      `{ apiStatistics { totalCalls successCalls availability developers apis } }`,
    );
    expect(gql.data!.apiStatistics).toEqual(after.body.data[0]);
  });
});
