import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { requestStatementTextsOf } from '../../../__tests__/support/statements.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { BlogReadingMinutes1795934120000 } from '../../../db/migrations/1795934120000-blog-reading-minutes.js';
import { seedBlog } from '../../../db/seed/blog.seed.js';
import { readingMinutes } from '../blog.rules.js';

const POST_FIELDS = `id title titleEn summary summaryEn tags authorName status views hasEnglishVersion publishedAt content contentEn readingMinutes`;
const CREATE = `mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { ${POST_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { ${POST_FIELDS} } }`;

const form = (over: Record<string, unknown> = {}) => ({
  title: '网关的一天',
  titleEn: 'A day in the gateway',
  content: '<h2 id="a">早上</h2><p>第一批调用到达。</p>',
  contentEn: '<h2 id="a">Morning</h2><p>The first calls arrive.</p>',
  tags: ['engineering', 'Gateway'],
  authorName: '林语',
  status: 'published',
  ...over,
});

describe('blog: public reads, administrators write, HTML sanitised on the server', () => {
  let server: TestServer;
  let admin: Caller;
  let user: Caller;

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    const reg = await server.request('POST', '/api/register', {
      account: 'blogreader',
      username: '读者',
      password: 'reader-password-1',
    });
    expect(reg.body.code).toBe(200);
    user = await signIn(server, 'blogreader', 'reader-password-1');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('an administrator publishes a post; visitors list it by tag and read it, each read counting a view', async () => {
    const created = await server.graphql<{ createBlogPost: Record<string, unknown> }>(
      CREATE,
      { input: form() },
      admin.headers,
    );
    expect(created.errors).toBeUndefined();
    const post = created.data!.createBlogPost;
    expect(post).toMatchObject({
      title: '网关的一天',
      tags: ['engineering', 'gateway'],
      status: 'published',
      hasEnglishVersion: true,
      views: 0,
      summary: '早上 第一批调用到达。',
      readingMinutes: 1,
    });
    expect(post.publishedAt).toEqual(expect.any(String));

    const list = await server.graphql<{ blogPosts: { total: number; items: Array<{ id: number }> } }>(
      `{ blogPosts(tag: "gateway", limit: 10) { total items { id title } } }`,
    );
    expect(list.data!.blogPosts.items.map((p) => p.id)).toContain(post.id);
    const none = await server.graphql<{ blogPosts: { total: number } }>(
      `{ blogPosts(tag: "security") { total } }`,
    );
    expect(none.data!.blogPosts.total).toBe(0);
    const tags = await server.graphql<{ blogTags: Array<{ tag: string; count: number }> }>(
      `{ blogTags { tag count } }`,
    );
    expect(tags.data!.blogTags).toEqual(
      expect.arrayContaining([
        { tag: 'engineering', count: 1 },
        { tag: 'gateway', count: 1 },
      ]),
    );

    const read = `query ($id: Int!) { blogPost(id: $id) { id views content contentEn } }`;
    const first = await server.graphql<{ blogPost: { views: number; contentEn: string } }>(read, {
      id: post.id,
    });
    expect(first.data!.blogPost.views).toBe(1);
    expect(first.data!.blogPost.contentEn).toContain('Morning');
    const second = await server.graphql<{ blogPost: { views: number } }>(read, { id: post.id });
    expect(second.data!.blogPost.views).toBe(2);
  });

  it('stores sanitised HTML: scripts, handlers and javascript: links never reach a reader', async () => {
    const res = await server.graphql<{ createBlogPost: { id: number; content: string } }>(
      CREATE,
      {
        input: form({
          title: '清洗测试',
          titleEn: null,
          contentEn: null,
          content:
            '<p onclick="steal()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src="https://example.com/a.png" onerror="x()"><style>body{}</style>',
        }),
      },
      admin.headers,
    );
    expect(res.errors).toBeUndefined();
    const { id } = res.data!.createBlogPost;
    const [row] = await server.ds.query(`SELECT content FROM blog_post WHERE id = $1`, [id]);
    for (const stored of [row.content as string, res.data!.createBlogPost.content]) {
      expect(stored).not.toMatch(/script|onclick|onerror|javascript:|<style/i);
      expect(stored).toContain('<p>正文</p>');
      expect(stored).toContain('<img src="https://example.com/a.png" />');
    }
    // Nothing readable left after sanitising is refused, not stored as an empty post.
    const empty = await server.graphql(
      CREATE,
      { input: form({ content: '<script>x()</script>' }) },
      admin.headers,
    );
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.message).toBe('请填写正文');
  });

  it('refuses what breaks the rules, in the caller’s language', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ' }, 'Title is required'],
      [{ title: '题'.repeat(121) }, 'Title cannot exceed 120 characters'],
      [{ contentEn: null }, 'An English version needs both an English title and English content'],
      [{ tags: ['ok', 'Not OK!'] }, 'Invalid tag "not ok!": 1–24 lower-case letters, digits or hyphens'],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }, 'At most 8 tags'],
      [{ authorName: '' }, 'Author is required'],
      [{ status: 'archived' }, 'Status must be draft or published'],
      // What every reader sees: no line break in a one-line field, no control or text direction character anywhere.
      [{ title: '网关\u202e的一天' }, 'Title cannot contain control characters, line breaks or text direction controls'],
      [{ titleEn: 'A day\nin two lines' }, 'English title cannot contain control characters, line breaks or text direction controls'],
      [{ authorName: '林语\u2067' }, 'Author cannot contain control characters, line breaks or text direction controls'],
      [{ summary: '摘要\u0007响铃' }, 'Summary cannot contain control characters or text direction controls'],
    ];
    for (const [over, message] of cases) {
      const res = await server.graphql(
        CREATE,
        { input: form(over) },
        { ...admin.headers, 'accept-language': 'en' },
      );
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(over)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message, JSON.stringify(over)).toBe(message);
    }
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM blog_post WHERE title = '' OR title LIKE '网关_的一天' OR summary LIKE '摘要%'`);
    expect(n).toBe(0);
    // A summary keeps its line breaks.
    const multi = await server.graphql(CREATE, { input: form({ summary: '第一行\n第二行' }) }, admin.headers);
    expect(multi.errors).toBeUndefined();
  });

  it('a post deleted or taken back to draft while its view is counted answers NOT_FOUND, never 500 or the draft', async () => {
    // Fault injection: the row changes right after the view count's UPDATE, before the post is read back
    // (what a concurrent delete or unpublish by an administrator does between the two statements).
    await server.ds.query(`CREATE FUNCTION blog_race() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = '并发删除' THEN DELETE FROM blog_post WHERE id = NEW.id; END IF;
        IF NEW.title = '并发撤回' THEN UPDATE blog_post SET status = 'draft' WHERE id = NEW.id; END IF;
        RETURN NULL;
      END $$`);
    await server.ds.query(`CREATE TRIGGER blog_race AFTER UPDATE OF views ON blog_post FOR EACH ROW EXECUTE FUNCTION blog_race()`);
    try {
      for (const title of ['并发删除', '并发撤回']) {
        const created = await server.graphql<{ createBlogPost: { id: number } }>(CREATE, { input: form({ title, titleEn: null, contentEn: null }) }, admin.headers);
        const read = await server.graphql(`query ($id: Int!) { blogPost(id: $id) { id title content } }`, { id: created.data!.createBlogPost.id });
        expect(read.errors?.[0]?.extensions?.code, title).toBe('NOT_FOUND');
        expect(read.data, title).toBeNull();
      }
    } finally {
      await server.ds.query(`DROP TRIGGER blog_race ON blog_post; DROP FUNCTION blog_race()`);
    }
  });

  it('drafts stay out of public reads until published; publishing stamps the time once', async () => {
    const draft = await server.graphql<{ createBlogPost: { id: number; publishedAt: string | null } }>(
      CREATE,
      { input: form({ title: '草稿', status: 'draft', tags: ['draft-only'] }) },
      admin.headers,
    );
    const id = draft.data!.createBlogPost.id;
    expect(draft.data!.createBlogPost.publishedAt).toBeNull();
    const hidden = await server.graphql(`query ($id: Int!) { blogPost(id: $id) { id } }`, { id });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const tagged = await server.graphql<{ blogPosts: { total: number } }>(
      `{ blogPosts(tag: "draft-only") { total } }`,
    );
    expect(tagged.data!.blogPosts.total).toBe(0);
    const adminList = await server.graphql<{
      adminBlogPosts: { items: Array<{ id: number; status: string }> };
    }>(`{ adminBlogPosts(limit: 50) { items { id status } } }`, {}, admin.headers);
    expect(adminList.data!.adminBlogPosts.items).toContainEqual({ id, status: 'draft' });
    // The administrators' list honours its tag too (drafts included).
    const adminTagged = await server.graphql<{
      adminBlogPosts: { total: number; items: Array<{ id: number; status: string }> };
    }>(`{ adminBlogPosts(tag: "draft-only", limit: 50) { total items { id status } } }`, {}, admin.headers);
    expect(adminTagged.data!.adminBlogPosts).toEqual({ total: 1, items: [{ id, status: 'draft' }] });

    const published = await server.graphql<{ updateBlogPost: { publishedAt: string; title: string } }>(
      UPDATE,
      { id, input: form({ title: '不再是草稿', tags: ['draft-only'] }) },
      admin.headers,
    );
    expect(published.errors).toBeUndefined();
    const at = published.data!.updateBlogPost.publishedAt;
    expect(at).toEqual(expect.any(String));
    const again = await server.graphql<{ updateBlogPost: { publishedAt: string } }>(
      UPDATE,
      { id, input: form({ title: '再改一次', tags: ['draft-only'] }) },
      admin.headers,
    );
    expect(again.data!.updateBlogPost.publishedAt).toBe(at);
    const visible = await server.graphql<{ blogPosts: { total: number } }>(
      `{ blogPosts(tag: "draft-only") { total } }`,
    );
    expect(visible.data!.blogPosts.total).toBe(1);

    const missing = await server.graphql(UPDATE, { id: 999999, input: form() }, admin.headers);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const del = await server.graphql<{ deleteBlogPost: boolean }>(
      `mutation ($id: Int!) { deleteBlogPost(id: $id) }`,
      { id },
      admin.headers,
    );
    expect(del.data!.deleteBlogPost).toBe(true);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM blog_post WHERE id = $1`, [id]);
    expect(n).toBe(0);
  });

  /** A statement reads a post's HTML when it names `content` or `content_en` other than to ask whether the latter is there. */
  const readsHtml = (text: string) => /\bcontent(_en)?\b/i.test(text.replace(/\bcontent_en IS NOT NULL\b/gi, ''));
  const LISTED = `total items { id title readingMinutes hasEnglishVersion status }`;

  it('the lists read no post’s HTML: the reading time is written with the content, the English version asked of PostgreSQL', async () => {
    // 900 characters of text: 3 minutes at 300 a minute (tags and white space do not count).
    const long = `<h2 id="a">开头</h2>${'<p>网关把调用转给上游。</p>\n'.repeat(90)}`;
    const created = await server.graphql<{ createBlogPost: { id: number; readingMinutes: number } }>(
      CREATE,
      { input: form({ title: '读多久', content: long, tags: ['reading-time'] }) },
      admin.headers,
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.createBlogPost;
    expect(created.data!.createBlogPost.readingMinutes).toBe(3);
    const zhOnly = await server.graphql<{ createBlogPost: { id: number } }>(
      CREATE,
      { input: form({ title: '只有中文', titleEn: null, contentEn: null, tags: ['reading-time'], status: 'draft' }) },
      admin.headers,
    );
    const draftId = zhOnly.data!.createBlogPost.id;

    type Page = { total: number; items: Array<{ id: number; readingMinutes: number; hasEnglishVersion: boolean; status: string }> };
    const lists = async () => {
      let pub: Page | undefined;
      let all: Page | undefined;
      const texts = await requestStatementTextsOf(async () => {
        const a = await server.graphql<{ blogPosts: Page }>(`{ blogPosts(tag: "reading-time", limit: 10) { ${LISTED} } }`);
        const b = await server.graphql<{ adminBlogPosts: Page }>(`{ adminBlogPosts(tag: "reading-time", limit: 10) { ${LISTED} } }`, {}, admin.headers);
        expect(a.errors).toBeUndefined();
        expect(b.errors).toBeUndefined();
        pub = a.data!.blogPosts;
        all = b.data!.adminBlogPosts;
      });
      return { pub: pub!, all: all!, texts };
    };

    const before = await lists();
    // The lists' reads reached PostgreSQL (not some cache) and none of them asked for a post's HTML.
    const listReads = before.texts.filter((t) => /\bblog_post\b/i.test(t));
    expect(listReads.length).toBeGreaterThanOrEqual(2);
    expect(listReads.filter(readsHtml)).toEqual([]);
    expect(before.pub).toMatchObject({ total: 1, items: [{ id, readingMinutes: 3, hasEnglishVersion: true }] });
    expect(before.all.total).toBe(2);
    expect(before.all.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, readingMinutes: 3, hasEnglishVersion: true, status: 'published' }),
        expect.objectContaining({ id: draftId, readingMinutes: 1, hasEnglishVersion: false, status: 'draft' }),
      ]),
    );

    // An edit that makes the text longer: 3,000 characters, 10 minutes — in the lists and on the post alike.
    const longer = `<p>${'网关把调用转给上游。'.repeat(300)}</p>`;
    const edited = await server.graphql<{ updateBlogPost: { readingMinutes: number } }>(
      UPDATE,
      { id, input: form({ title: '读多久', content: longer, tags: ['reading-time'] }) },
      admin.headers,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateBlogPost.readingMinutes).toBe(10);
    const after = await lists();
    expect(after.pub.items).toEqual([expect.objectContaining({ id, readingMinutes: 10 })]);
    expect(after.all.items).toContainEqual(expect.objectContaining({ id, readingMinutes: 10 }));
    const read = await server.graphql<{ blogPost: { readingMinutes: number } }>(`query ($id: Int!) { blogPost(id: $id) { readingMinutes } }`, { id });
    expect(read.data!.blogPost.readingMinutes).toBe(10);
    // And shorter again, down to the minimum of one minute; the English version removed shows in the list.
    await server.graphql(UPDATE, { id, input: form({ title: '读多久', titleEn: null, contentEn: null, content: '<p>短。</p>', tags: ['reading-time'] }) }, admin.headers);
    expect((await lists()).pub.items).toEqual([expect.objectContaining({ id, readingMinutes: 1, hasEnglishVersion: false })]);
  });

  it('the migration fills in the reading time of the posts stored before it, as a write computes it', async () => {
    const insert = async (slug: string, content: string): Promise<number> =>
      (
        await server.ds.query(
          `INSERT INTO blog_post (slug, title, content, author_name, status, published_at) VALUES ($1, '旧文章', $2, '林语', 'published', now()) RETURNING id`,
          [slug, content],
        )
      )[0].id;
    const long = await insert('stored-long', `<p>${'字'.repeat(1_350)}</p>\n<p>${'字 '.repeat(150)}</p>`);
    const short = await insert('stored-short', '<p>短。</p>');
    const runner = server.ds.createQueryRunner();
    try {
      await new BlogReadingMinutes1795934120000().up(runner);
    } finally {
      await runner.release();
    }
    const rows = (await server.ds.query(`SELECT id, reading_minutes FROM blog_post WHERE id = ANY($1) ORDER BY id`, [[long, short]])) as Array<{ id: number; reading_minutes: number }>;
    // 1,500 characters of text: 5 minutes; the short one its minimum, 1.
    expect(rows).toEqual([
      { id: long, reading_minutes: 5 },
      { id: short, reading_minutes: 1 },
    ]);
  });

  it('writing and the drafts list need an administrator: 401 for visitors, FORBIDDEN for users', async () => {
    const ops: Array<[string, Record<string, unknown>]> = [
      [CREATE, { input: form() }],
      [UPDATE, { id: 1, input: form() }],
      [`mutation { deleteBlogPost(id: 1) }`, {}],
      [`{ adminBlogPosts { total } }`, {}],
      [`{ adminBlogPost(id: 1) { id } }`, {}],
    ];
    const before = await server.ds.query(`SELECT count(*)::int AS n FROM blog_post`);
    for (const [query, variables] of ops) {
      const anon = await server.graphql(query, variables);
      expect(anon.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      const plain = await server.graphql(query, variables, user.headers);
      expect(plain.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect(await server.ds.query(`SELECT count(*)::int AS n FROM blog_post`)).toEqual(before);
  });

  // Last: it adds the demo posts to this file's database.
  it('the demo seed writes each post’s reading time with it', async () => {
    await server.ds.transaction((em) => seedBlog(em));
    const rows = (await server.ds.query(
      `SELECT content, reading_minutes FROM blog_post WHERE slug IS NOT NULL AND slug NOT LIKE 'stored-%'`,
    )) as Array<{ content: string; reading_minutes: number }>;
    expect(rows.length).toBeGreaterThan(0);
    // (Today's demo posts are all short, one minute each: this holds the seed to the rule for longer ones.)
    expect(rows.map((r) => r.reading_minutes)).toEqual(rows.map((r) => readingMinutes(r.content)));
  });
});
