import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildBlogPost } from '../../gateway/src/__tests__/support/factories.js';
import { hashPath, poll, sideways, signInPage } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

describe.skipIf(!hasChromium)('blog and article writing: rich text in zh and en, read on the public pages', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    // The blog the administrator finds: one published post and one draft (the admin list shows both).
    await buildBlogPost(e2e.server, { title: '平台上线公告' });
    await buildBlogPost(e2e.server, { title: '未完成的草稿', status: 'draft' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('an administrator writes a blog post with formatting and reads it on /doc/blog', async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/blog');
    await poll(() => page.getByRole('table', { name: '博客文章' }).getByTestId('admin-row').count()).toBe(2);
    await page.getByRole('link', { name: '写博客' }).click();
    await poll(() => hashPath(page)).toBe('/dashboard/blog/createBlog');
    const form = page.getByRole('form', { name: '博客编辑' });
    // A new post starts with the signed-in writer as its author (issue #34 item 10).
    await poll(() => form.getByRole('textbox', { name: '作者' }).inputValue()).toBe('管理员');
    // Publishing an empty form names what is missing.
    await form.getByRole('button', { name: '发布' }).click();
    await poll(() => form.getByText('请填写标题').count()).toBe(1);
    await poll(() => form.getByText('请填写正文').count()).toBe(1);

    await form.getByRole('textbox', { name: '标题', exact: true }).fill('网关的第一篇周报');
    const body = form.getByRole('textbox', { name: '正文', exact: true });
    await body.click();
    await page.keyboard.type('本周上线了 ');
    await form.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('用户禁用');
    await form.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type(' 功能。');
    await form.getByRole('textbox', { name: '标签（逗号分隔，最多 8 个，小写字母、数字或连字符）' }).fill('Release, 周报');
    await form.getByRole('textbox', { name: '作者' }).fill('平台团队');
    await form.getByRole('button', { name: '发布' }).click();
    await poll(() => form.getByText('标签「周报」无效：至多 24 位小写字母、数字或连字符，不以连字符开头').count()).toBe(1);
    await form.getByRole('textbox', { name: '标签（逗号分隔，最多 8 个，小写字母、数字或连字符）' }).fill('release, weekly');

    // English: a title without content is refused by the pair rule; then both.
    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByRole('textbox', { name: '英文标题' }).fill('Gateway weekly #1');
    await form.getByRole('button', { name: '发布' }).click();
    await poll(() => form.getByText('英文版本需要同时填写英文标题和英文正文').count()).toBe(1);
    await form.getByRole('textbox', { name: '英文正文' }).click();
    await page.keyboard.type('This week: disabling users now acts at once.');
    await form.getByRole('button', { name: '发布' }).click();
    await poll(() => hashPath(page)).toBe('/dashboard/blog');

    const [stored] = await e2e.server.ds.query(`SELECT id, content, status, tags FROM blog_post WHERE title = '网关的第一篇周报'`);
    expect(stored).toMatchObject({ status: 'published', tags: ['release', 'weekly'] });
    expect(stored.content).toContain('<strong>用户禁用</strong>');

    // The public blog lists it first and its page shows the formatting.
    await e2e.go('/doc/blog');
    const item = page.getByTestId('blog-item').filter({ hasText: '网关的第一篇周报' });
    await item.waitFor();
    await poll(() => page.getByTestId('blog-item').first().textContent()).toContain('网关的第一篇周报');
    await item.getByRole('link').first().click();
    await poll(() => hashPath(page)).toBe(`/doc/blog/blog-detail/${stored.id}`);
    await poll(() => page.locator('strong', { hasText: '用户禁用' }).count()).toBe(1);
    await e2e.screenshot('admin-blog-public-1280');

    // Editing keeps it; saving as draft takes it off the public list.
    await e2e.go(`/dashboard/blog/createBlog?id=${stored.id}`);
    await poll(() => form.getByRole('textbox', { name: '标题', exact: true }).inputValue()).toBe('网关的第一篇周报');
    await form.getByRole('button', { name: '存为草稿' }).click();
    await poll(() => hashPath(page)).toBe('/dashboard/blog');
    const pub = await e2e.server.graphql<{ blogPosts: { items: Array<{ id: number }> } }>(`{ blogPosts(limit: 50) { items { id } } }`);
    expect(pub.data!.blogPosts.items.map((p) => p.id)).not.toContain(stored.id);
  });

  it('the empty body editor is as wide as the title above it (not the width of its toolbar)', async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/blog/createBlog');
    const form = page.getByRole('form', { name: '博客编辑' });
    const title = form.getByRole('textbox', { name: '标题', exact: true });
    const body = form.getByRole('textbox', { name: '正文', exact: true });
    await body.waitFor();
    const width = async () => {
      const [a, b] = await Promise.all([title.boundingBox(), body.boundingBox()]);
      return Math.abs(a!.width - b!.width);
    };
    // The editable area has no border of its own; it may sit a border's width inside the title's box.
    await poll(width).toBeLessThanOrEqual(4);
  });

  it('writes an article in Chinese, adds its English version and reads both public pages', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 800 });
    await e2e.go('/admin/mobile/blog');
    // The mobile area (its title bar), not the desktop tab still on screen a moment ago.
    await page.getByTestId('mobile-title').waitFor();
    await page.getByTestId('bottom-nav').getByRole('link').first().waitFor();
    await page.getByRole('link', { name: '写文章' }).click();
    await poll(() => hashPath(page)).toBe('/admin/mobile/doc/article/edit/new/zh');
    const form = page.getByRole('form', { name: '文章编辑' });
    await form.getByRole('textbox', { name: '标题', exact: true }).fill('灰度发布操作手册');
    await form.getByRole('textbox', { name: '分类' }).fill('运维');
    await form.getByRole('textbox', { name: '作者' }).fill('平台团队');
    await form.getByRole('textbox', { name: '正文', exact: true }).click();
    await form.getByRole('button', { name: '二级标题' }).click();
    await page.keyboard.type('准备工作');
    await page.keyboard.press('Enter');
    await page.keyboard.type('先确认阈值。');
    await form.getByRole('button', { name: '保存' }).click();
    await poll(() => hashPath(page)).toMatch(/^\/admin\/mobile\/article\/\d+$/);
    const id = Number(hashPath(page).split('/').pop());

    await page.getByRole('link', { name: '添加英文版' }).click();
    await poll(() => hashPath(page)).toBe(`/admin/mobile/doc/article/edit/${id}/en`);
    await form.getByRole('textbox', { name: '标题', exact: true }).fill('Gray release handbook');
    await form.getByRole('textbox', { name: '分类' }).fill('Operations');
    await form.getByRole('textbox', { name: '正文', exact: true }).click();
    await page.keyboard.type('Check the threshold first.');
    await form.getByRole('button', { name: '保存' }).click();
    await poll(() => hashPath(page)).toBe(`/admin/mobile/article/${id}`);
    // The article's page itself (the form stays on screen until the router has rendered it).
    await page.getByRole('link', { name: '查看英文页面' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await e2e.screenshot('admin-article-375');

    await page.getByRole('link', { name: '查看英文页面' }).click();
    await poll(() => hashPath(page)).toBe(`/doc/article/${id}/en`);
    await poll(() => page.getByRole('heading', { name: 'Gray release handbook' }).count()).toBeGreaterThan(0);
    await e2e.go(`/doc/article/${id}/zh`);
    await poll(() => page.getByRole('heading', { name: '准备工作' }).count()).toBeGreaterThan(0);

    // In English the console's article list gives its English title and category (the category was Chinese).
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await e2e.go('/admin/mobile/blog');
    await page.reload();
    const row = page.getByTestId('admin-row').filter({ hasText: 'Gray release handbook' });
    await poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Operations');
    expect(await row.innerText()).not.toContain('运维');
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });
});
