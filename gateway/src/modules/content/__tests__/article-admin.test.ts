import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildArticle, buildUser } from '../../../__tests__/support/factories.js';
import { requestStatementTextsOf } from '../../../__tests__/support/statements.js';

const SAVE = `mutation ($id: Int, $language: String!, $input: ArticleVersionInput!) {
  saveArticleVersion(id: $id, language: $language, input: $input) { id title titleEn category categoryEn content contentEn authorName views } }`;
type Saved = { id: number; title: string; titleEn: string | null; category: string; content: string; contentEn: string | null; authorName: string };

describe('article writing: a Chinese version creates it, an English one joins it, HTML sanitised on the server', () => {
  let server: TestServer;
  let admin: Caller;
  const save = (vars: Record<string, unknown>, lang = 'zh') =>
    server.graphql<{ saveArticleVersion: Saved }>(SAVE, vars, { ...admin.headers, 'accept-language': lang });
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('creates, adds English, edits, and the public page reads both', async () => {
    const created = await save({
      id: null,
      language: 'zh',
      input: { title: '网关限流说明', category: '运维', content: '<h2>概述</h2><p>限流<script>alert(1)</script><img src=x onerror=alert(1)></p>', authorName: '平台团队' },
    });
    expect(created.errors).toBeUndefined();
    const a = created.data!.saveArticleVersion;
    expect(a.content).not.toMatch(/script|onerror/);
    expect(a).toMatchObject({ title: '网关限流说明', titleEn: null, authorName: '平台团队' });
    const stored = await server.ds.query(`SELECT content FROM article WHERE id = $1`, [a.id]);
    expect(stored[0].content).not.toMatch(/script|onerror/);

    const en = await save({ id: a.id, language: 'en', input: { title: 'Rate limits', category: 'Operations', content: '<p>Rate <a href="javascript:alert(1)">limits</a></p>' } });
    expect(en.data!.saveArticleVersion).toMatchObject({ titleEn: 'Rate limits' });
    expect(en.data!.saveArticleVersion.contentEn).not.toContain('javascript:');

    const read = await server.graphql<{ article: { title: string; content: string } }>(
      `query ($id: Int!) { article(id: $id, language: "en") { title content } }`,
      { id: a.id },
    );
    expect(read.data!.article.title).toBe('Rate limits');
    const list = await server.graphql<{ articles: { items: Array<{ id: number; hasEnglishVersion: boolean }> } }>(`{ articles(limit: 50) { items { id hasEnglishVersion } } }`);
    expect(list.data!.articles.items.find((i) => i.id === a.id)?.hasEnglishVersion).toBe(true);

    const edited = await save({ id: a.id, language: 'zh', input: { title: '网关限流', category: '运维', content: '<p>新的正文</p>' } });
    expect(edited.data!.saveArticleVersion).toMatchObject({ title: '网关限流', authorName: '平台团队', content: '<p>新的正文</p>' });

    const noEn = await server.graphql<{ removeArticleEnglish: Saved }>(`mutation ($id: Int!) { removeArticleEnglish(id: $id) { titleEn contentEn } }`, { id: a.id }, admin.headers);
    expect(noEn.data!.removeArticleEnglish).toEqual({ titleEn: null, contentEn: null });
    expect((await server.graphql(`mutation ($id: Int!) { deleteArticle(id: $id) }`, { id: a.id }, admin.headers)).data).toEqual({ deleteArticle: true });
  });

  it('the article list reads no article’s body: whether there is an English version is asked of PostgreSQL', async () => {
    const both = await buildArticle(server, { title: '列表双语', category: '运维', categoryEn: 'Operations', author: '平台团队' });
    const zhOnly = await buildArticle(server, { title: '列表中文', titleEn: null, categoryEn: '', original: false });
    await server.ds.query(`UPDATE article SET views = 7 WHERE id = $1`, [both.id]);
    // Newer than every other article: first in the list.
    await server.ds.query(`UPDATE article SET published_on = '2099-01-02' WHERE id = $1`, [both.id]);
    await server.ds.query(`UPDATE article SET published_on = '2099-01-01' WHERE id = $1`, [zhOnly.id]);
    const FIELDS = `id category categoryEn title titleEn isOriginal publishedDate authorName views hasEnglishVersion`;
    type Listed = { total: number; items: Array<Record<string, unknown>> };
    let first: Listed | undefined;
    let second: Listed | undefined;
    const texts = await requestStatementTextsOf(async () => {
      const a = await server.graphql<{ articles: Listed }>(`{ articles(limit: 1) { total items { ${FIELDS} } } }`);
      const b = await server.graphql<{ articles: Listed }>(`{ articles(offset: 1, limit: 1) { total items { ${FIELDS} } } }`);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      first = a.data!.articles;
      second = b.data!.articles;
    });
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM article`);
    expect(first).toEqual({
      total: n,
      items: [{ id: both.id, category: '运维', categoryEn: 'Operations', title: '列表双语', titleEn: expect.any(String), isOriginal: true, publishedDate: '2099-01-02', authorName: '平台团队', views: 7, hasEnglishVersion: true }],
    });
    expect(second).toEqual({
      total: n,
      items: [{ id: zhOnly.id, category: '入门指南', categoryEn: '', title: '列表中文', titleEn: null, isOriginal: false, publishedDate: '2099-01-01', authorName: '林语', views: 0, hasEnglishVersion: false }],
    });
    // The list's reads reached PostgreSQL and none asked for a body (content, content_en) — only whether the English one is there.
    const reads = texts.filter((t) => /\barticle\b/i.test(t));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.filter((t) => /\bcontent(_en)?\b/i.test(t.replace(/\bcontent_en IS NOT NULL\b/gi, '')))).toEqual([]);
  });

  it('refuses what is not an article, in the caller’s language; administrators only', async () => {
    const input = { title: '标题', category: '分类', content: '<p>正文</p>', authorName: '作者' };
    expect((await save({ id: null, language: 'en', input }, 'en')).errors?.[0]?.message).toBe('Write the Chinese version first');
    // An omitted id creates, like null (never an update of every row).
    const omitted = await save({ language: 'zh', input: { ...input, title: '省略编号' } });
    expect(omitted.errors).toBeUndefined();
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM article WHERE title = '标题'`))[0].n).toBe(0);
    expect((await save({ id: null, language: 'zh', input: { ...input, content: '<script>x</script>' } })).errors?.[0]?.message).toBe('请填写正文');
    expect((await save({ id: null, language: 'zh', input: { ...input, title: '长'.repeat(121) } })).errors?.[0]?.message).toBe('标题不能超过 120 个字符');
    expect((await save({ id: null, language: 'zh', input: { ...input, authorName: '' } })).errors?.[0]?.message).toBe('请填写作者');
    // The public page's one-line labels: no control, line-break or text direction character.
    expect((await save({ id: null, language: 'zh', input: { ...input, title: '标题\u202e反转' } }, 'en')).errors?.[0]?.message).toBe(
      'Title cannot contain control characters, line breaks or text direction controls',
    );
    expect((await save({ id: null, language: 'zh', input: { ...input, category: '分\n类' } })).errors?.[0]?.message).toBe('分类不能包含控制字符、换行或文字方向控制符');
    expect((await save({ id: null, language: 'zh', input: { ...input, authorName: '作者\u001b[31m' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.ds.query(`SELECT count(*)::int AS n FROM article WHERE title LIKE '标题_反转' OR category LIKE '分_类'`))[0].n).toBe(0);
    expect((await save({ id: null, language: 'fr', input }, 'en')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await save({ id: 999999, language: 'zh', input })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const creator = await buildUser(server);
    const denied = await server.graphql(SAVE, { id: null, language: 'zh', input }, creator.headers);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(`{ adminArticle(id: 1) { id } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
