import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('articles and the blog in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const open = async (route: string) => {
    await e2e.page.goto('about:blank');
    await e2e.go(route);
  };
  const text = (testId: string) => e2e.page.getByTestId(testId).first().textContent();

  it('an article in Chinese and in English, each with its contents list, counting views', async () => {
    const [row] = await e2e.server.ds.query(
      `SELECT id, title, title_en, views FROM article WHERE slug = 'quick-start'`,
    );
    await open('/article');
    const item = e2e.page.getByTestId('article-item').filter({ hasText: row.title });
    await item.waitFor();
    await item.getByRole('link').click();
    await expect.poll(() => e2e.page.url()).toMatch(new RegExp(`#/doc/article/${row.id}/zh$`));
    await expect.poll(() => text('article-title')).toBe(row.title);
    await expect.poll(() => text('article-category')).toBe('入门指南');
    await expect.poll(() => text('article-original')).toBe('原创');
    // The contents list is built from the article's own headings, in order.
    const toc = e2e.page.getByTestId('toc');
    await toc.waitFor();
    await expect.poll(() => toc.getByTestId('toc-link').allTextContents()).toEqual([
      '1. 找到接口',
      '2. 在线测试',
      '3. 复制代码',
    ]);
    await expect.poll(() => e2e.page.getByRole('progressbar', { name: '阅读进度' }).count()).toBe(1);
    await e2e.screenshot('article-zh-1280');

    // The language switch: same article, English text and English contents.
    await e2e.page.getByTestId('article-language').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => e2e.page.url()).toMatch(new RegExp(`#/doc/article/${row.id}/en$`));
    await expect.poll(() => text('article-title')).toBe(row.title_en);
    await expect.poll(() => e2e.page.getByTestId('toc').getByTestId('toc-link').allTextContents()).toEqual([
      '1. Find an API',
      '2. Test it online',
      '3. Copy the code',
    ]);
    await expect.poll(() => e2e.page.getByTestId('article').getAttribute('lang')).toBe('en');
    expect(await e2e.page.getByTestId('article-content').getAttribute('lang')).toBeNull();
    const views = async () =>
      ((await e2e.server.ds.query(`SELECT views FROM article WHERE id = $1`, [row.id])) as Array<{ views: number }>)[0]!
        .views;
    await expect.poll(views).toBe(row.views + 2);

    // Like is local only: remembered across a reload, nothing sent.
    const like = e2e.page.getByTestId('like-toggle');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await e2e.page.reload();
    await expect.poll(() => e2e.page.getByTestId('like-toggle').getAttribute('aria-pressed')).toBe('true');

    // Share: a QR code of this page's link.
    await e2e.page.getByTestId('share-qr-open').click();
    const qr = e2e.page.getByTestId('share-qr');
    await expect.poll(() => qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await e2e.page.keyboard.press('Escape');
  });

  it('an article without an English version offers the Chinese one; an unknown article says so', async () => {
    const [row] = await e2e.server.ds.query(`SELECT id FROM article WHERE slug = 'api-security'`);
    await open(`/doc/article/${row.id}/zh`);
    await e2e.page.getByTestId('article-title').waitFor();
    await expect.poll(() => text('article-original')).toBe('转载');
    expect(await e2e.page.getByTestId('article-language').count()).toBe(0);
    await open(`/doc/article/${row.id}/en`);
    await expect.poll(() => text('page-error')).toContain('这篇文章还没有英文版本');
    await e2e.page.getByRole('button', { name: '阅读中文版' }).click();
    await e2e.page.getByTestId('article-title').waitFor();
    await open('/doc/article/999999/zh');
    await expect.poll(() => text('page-error')).toContain('这篇文章不存在或已被删除');
  });

  it('the blog lists posts with tags and pages, filters by tag in the URL, and opens a post', async () => {
    await open('/doc/blog');
    await e2e.page.getByTestId('blog-item').first().waitFor();
    await expect.poll(() => e2e.page.getByTestId('blog-item').count()).toBe(6);
    await expect.poll(() => text('pager-status')).toBe('第 1 / 2 页');
    await e2e.page.getByTestId('pager-next').click();
    await expect.poll(() => e2e.page.url()).toMatch(/page=2/);
    await expect.poll(() => e2e.page.getByTestId('blog-item').count()).toBe(1);

    await e2e.page.getByTestId('blog-tag').filter({ hasText: '安全' }).click();
    await expect.poll(() => e2e.page.url()).toMatch(/tag=security/);
    // Page 2 also held one post: wait for the filtered answer itself, not only the count.
    const post = e2e.page.getByTestId('blog-item').first();
    await expect.poll(() => post.textContent()).toContain('API Key 的正确用法');
    await expect.poll(() => e2e.page.getByTestId('blog-item').count()).toBe(1);
    await e2e.screenshot('blog-list-security');
    await post.getByRole('link').click();
    await expect.poll(() => e2e.page.url()).toMatch(/#\/doc\/blog\/blog-detail\/\d+$/);
    await expect.poll(() => text('blog-title')).toBe('API Key 的正确用法');
    await expect.poll(() => e2e.page.getByTestId('toc').getByTestId('toc-link').allTextContents()).toEqual([
      '只显示一次',
      '放在哪里',
      '发现泄露',
    ]);
    await expect
      .poll(async () => (await e2e.server.ds.query(`SELECT views FROM blog_post WHERE slug = 'token-hygiene'`))[0].views)
      .toBe(1);

    // In English the post is read in English; a Chinese-only post says so.
    await e2e.page.getByTestId('lang-toggle').click();
    await expect.poll(() => text('blog-title')).toBe('Using API keys the right way');
    const [zhOnly] = await e2e.server.ds.query(`SELECT id FROM blog_post WHERE slug = 'builtin-apis'`);
    await open(`/doc/blog/blog-detail/${zhOnly.id}`);
    await e2e.page.getByTestId('blog-chinese-only').waitFor();
    await e2e.page.getByTestId('lang-toggle').click();
    await open('/doc/blog/blog-detail/999999');
    await e2e.page.getByTestId('page-error').waitFor();
  });
});
