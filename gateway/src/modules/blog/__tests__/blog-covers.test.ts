import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildUser } from '../../../__tests__/support/factories.js';

/** The smallest PNG there is: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const UPLOAD = `mutation ($d: String!) { uploadBlogCover(data: $d) }`;
const CREATE = `mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id cover } }`;
const UPDATE = `mutation ($id: Int!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { id cover } }`;
const form = (over: Record<string, unknown> = {}) => ({
  title: '封面文章',
  content: '<p>正文</p>',
  authorName: '林语',
  tags: [],
  ...over,
});

/** #34.10 blog covers: a drawn one from the set, or an upload recognised as an image by its bytes. */
describe('blog covers', () => {
  let server: TestServer;
  let admin: Caller;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a post takes a drawn cover from the set; anything else is a clear 400 in the caller’s language', async () => {
    const ok = await server.graphql<{ createBlogPost: { id: number; cover: string } }>(CREATE, { input: form({ cover: 'preset:release' }) }, admin.headers);
    expect(ok.data?.createBlogPost.cover, JSON.stringify(ok.errors)).toBe('preset:release');
    const list = await server.graphql<{ blogPosts: { items: Array<{ id: number; cover: string }> } }>(`{ blogPosts(limit: 100) { items { id cover } } }`);
    expect(list.data?.blogPosts.items.find((p) => p.id === ok.data!.createBlogPost.id)?.cover).toBe('preset:release');
    for (const cover of ['preset:rainbow', 'https://evil.example/x.png', 'upload:999999']) {
      const bad = await server.graphql(CREATE, { input: form({ cover }) }, { ...admin.headers, 'accept-language': 'en' });
      expect(bad.errors?.[0]?.extensions?.code, cover).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.message).toMatch(/cover/i);
    }
    // An update that leaves the cover out keeps it.
    const kept = await server.graphql<{ updateBlogPost: { cover: string } }>(UPDATE, { id: ok.data!.createBlogPost.id, input: form({ title: '改了标题' }) }, admin.headers);
    expect(kept.data?.updateBlogPost.cover).toBe('preset:release');
  });

  it('an uploaded image is checked by its bytes, served as that image, and refused when it is not one', async () => {
    const up = await server.graphql<{ uploadBlogCover: string }>(UPLOAD, { d: `data:image/png;base64,${PNG.toString('base64')}` }, admin.headers);
    expect(up.data?.uploadBlogCover, JSON.stringify(up.errors)).toMatch(/^upload:\d+$/);
    const id = Number(up.data!.uploadBlogCover.slice('upload:'.length));
    const post = await server.graphql<{ createBlogPost: { cover: string } }>(CREATE, { input: form({ cover: up.data!.uploadBlogCover }) }, admin.headers);
    expect(post.data?.createBlogPost.cover).toBe(`upload:${id}`);
    const res = await fetch(`${server.url}/api/blog/covers/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${server.url}/api/blog/covers/999999`)).status).toBe(404);

    // Not an image, whatever its name claims: a script, an SVG, text.
    const zh = { ...admin.headers, 'accept-language': 'zh-CN' };
    for (const data of [
      `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
      'not base64 at all!',
    ]) {
      const bad = await server.graphql(UPLOAD, { d: data }, zh);
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.message).toMatch(/封面/);
    }
    const big = Buffer.concat([PNG, Buffer.alloc(701 * 1024)]);
    const tooBig = await server.graphql(UPLOAD, { d: big.toString('base64') }, zh);
    expect(tooBig.errors?.[0]?.message ?? tooBig.errors?.[0]?.extensions?.code).toBeTruthy();
  });

  it('only administrators upload covers', async () => {
    const creator = await buildUser(server);
    const res = await server.graphql(UPLOAD, { d: PNG.toString('base64') }, creator.headers);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anon = await server.graphql(UPLOAD, { d: PNG.toString('base64') });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
