import { AxeBuilder } from './support/axe.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildBlogPost } from '../../gateway/src/__tests__/support/factories.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('articles and the blog in Chromium', () => {
  let e2e: E2E;
  /** The bilingual article with a contents list, and the Chinese-only one (a reprint). */
  let quickStart: { id: number; title: string };
  let security: { id: number };
  /** The blog post of the `security` tag, and the Chinese-only one (the oldest, alone on page 2). */
  let tokenPost: { id: number };
  let zhOnlyPost: { id: number };
  beforeAll(async () => {
    e2e = await startE2E();
    const s = e2e.server;
    quickStart = await buildArticle(s, {
      title: '快速开始：五分钟调用第一个接口',
      titleEn: 'Quick start: your first call in five minutes',
      category: '入门指南',
      categoryEn: 'Getting started',
      original: true,
      content:
        '<h2 id="find">1. 找到接口</h2><p>在首页搜索框输入关键词。</p><h2 id="test">2. 在线测试</h2><p>填写参数后点击开始测试。</p>' +
        '<h2 id="code">3. 复制代码</h2><p>复制生成的代码。</p>',
      contentEn:
        '<h2 id="find">1. Find an API</h2><p>Type a keyword in the search box.</p><h2 id="test">2. Test it online</h2><p>Fill in the parameters and press Start test.</p>' +
        '<h2 id="code">3. Copy the code</h2><p>Copy the generated code.</p>',
    });
    security = await buildArticle(s, { title: '接口安全的十条建议', titleEn: null, category: '安全', original: false });
    // Seven published posts, newest first: six on page 1 (the security one fourth), the Chinese-only one on page 2.
    const tags = [['engineering', 'gateway'], ['release'], ['tutorial', 'gateway']];
    for (const [i, t] of tags.entries()) await buildBlogPost(s, { tags: t, daysAgo: 2 + i });
    tokenPost = await buildBlogPost(s, {
      title: 'API Key 的正确用法',
      titleEn: 'Using API keys the right way',
      tags: ['security'],
      daysAgo: 14,
      content:
        '<p>需要令牌的接口可以用 API Key 调用。</p><h2 id="once">只显示一次</h2><p>服务器只保存摘要。</p>' +
        '<h2 id="where">放在哪里</h2><p>放在服务器的环境变量里。</p><h2 id="revoke">发现泄露</h2><p>立即吊销。</p>',
      contentEn:
        '<p>APIs that need a token accept an API key.</p><h2 id="once">Shown once</h2><p>The server keeps only its digest.</p>' +
        '<h2 id="where">Where to keep it</h2><p>In the server’s environment.</p><h2 id="revoke">When it leaks</h2><p>Revoke it at once.</p>',
    });
    await buildBlogPost(s, { tags: ['release', 'engineering'], daysAgo: 20 });
    await buildBlogPost(s, { tags: ['community'], daysAgo: 27 });
    zhOnlyPost = await buildBlogPost(s, { title: '平台内置接口一览', titleEn: null, tags: ['tutorial'], daysAgo: 35 });
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
    const row = { id: quickStart.id, title: quickStart.title, title_en: 'Quick start: your first call in five minutes' };
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
    await expect.poll(views).toBe(2);

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
    const row = security;
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
      .poll(async () => (await e2e.server.ds.query(`SELECT views FROM blog_post WHERE id = $1`, [tokenPost.id]))[0].views)
      .toBe(1);

    // In English the post is read in English; a Chinese-only post says so.
    await e2e.page.getByTestId('lang-toggle').click();
    await expect.poll(() => text('blog-title')).toBe('Using API keys the right way');
    await open(`/doc/blog/blog-detail/${zhOnlyPost.id}`);
    await e2e.page.getByTestId('blog-chinese-only').waitFor();
    await e2e.page.getByTestId('lang-toggle').click();
    await open('/doc/blog/blog-detail/999999');
    await e2e.page.getByTestId('page-error').waitFor();
  });

  it('on a phone a wide code block and table in an article take the keyboard focus, so they can be scrolled', async () => {
    const wide = await buildArticle(e2e.server, {
      title: '长代码示例',
      titleEn: null,
      content:
        `<h2 id="c">代码</h2><pre><code>curl -H "Authorization: Bearer ${'x'.repeat(120)}" https://example.com/api/open/api/1</code></pre>` +
        `<table><tr>${'<td>一列很长的内容一列很长的内容</td>'.repeat(8)}</tr></table>`,
    });
    await e2e.page.setViewportSize({ width: 375, height: 800 });
    try {
      await open(`/doc/article/${wide.id}/zh`);
      await e2e.page.getByTestId('article-title').waitFor();
      const pre = e2e.page.getByTestId('article-content').locator('pre');
      expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await pre.getAttribute('tabindex')).toBe('0');
      expect(await e2e.page.getByTestId('article-content').locator('table').getAttribute('tabindex')).toBe('0');
      const result = await new AxeBuilder({ page: e2e.page }).withRules(['scrollable-region-focusable']).analyze();
      expect(result.violations).toEqual([]);
    } finally {
      await e2e.page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
