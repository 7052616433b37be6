import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { poll, sideways, signInPage } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

/**
 * The creator's and the administrator's console as a keyboard user and a phone user meet them (c2 sweep):
 * a dialog opened from a row's “…” menu gives the focus back to that menu's button, the admin screens
 * in English fit a 375 px phone, and the developer tools speak the page's language.
 */
describe.skipIf(!hasChromium)('the console screens, used from the keyboard and on a phone', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  const API = '焦点归还接口';
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    creator = await buildUser(e2e.server, { username: '键盘创作者' });
    await buildApi(e2e.server, { creator, name: API, address: 'builtin:uuid' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

  /** Opens the row menu from the keyboard and picks `item` with the arrow keys and Enter. */
  async function pickFromMenu(page: Page, trigger: Locator, item: string) {
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (let i = 0; i < 8; i++) {
      const highlighted = await menu.locator('[role=menuitem][data-highlighted]').textContent().catch(() => '');
      if (highlighted?.trim() === item) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
  }

  it('My APIs: the publish configuration (keyboard) and the offline confirmation (clicked), opened from the row menu, give the focus back to its button', async () => {
    const { page } = e2e;
    await signInPage(e2e, page, creator.account, creator.password);
    await e2e.go('/dashboard/myapi');
    const trigger = page.getByRole('button', { name: `${API} 的操作` });
    await trigger.waitFor();

    await pickFromMenu(page, trigger, '发布配置');
    const publish = page.getByRole('dialog', { name: `发布配置：${API}` });
    await publish.waitFor();
    await page.keyboard.press('Escape');
    await publish.waitFor({ state: 'hidden' });
    await poll(() => isFocused(trigger)).toBe(true);

    // Clicked (as a screen reader's browse mode activates an item): Ark gave the focus back to the menu,
    // hidden by then, and it fell to <body>, where the next Tab starts again at the skip link.
    await trigger.click();
    await page.getByRole('menuitem', { name: '下架' }).click();
    const confirm = page.getByRole('alertdialog', { name: '下架接口' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await poll(() => isFocused(trigger)).toBe(true);
  });

  it('API management: the review history opened from the row menu gives the focus back to its button', async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/dashboard/apimanagement');
    const trigger = page.getByRole('button', { name: `${API} 的操作` });
    await trigger.waitFor();
    await trigger.click();
    await page.getByRole('menuitem', { name: '审核记录' }).click();
    const history = page.getByRole('dialog').filter({ hasText: API });
    await history.waitFor();
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });
    await poll(() => isFocused(trigger)).toBe(true);
  });

  it('an own API\'s figures and plans in English show its English name and its plans\' English names', async () => {
    // Before: My APIs listed “Hash tool” but the developer centre's top APIs, its analytics tab and heading,
    // the plans tab (“Plans of “…””) and the plan rows read the Chinese names on an English page.
    const own = await buildApi(e2e.server, { creator, name: '英文名接口', nameEn: 'Hash tool', address: 'builtin:uuid' });
    const made = await e2e.server.graphql(
      `mutation ($apiId: Int!) { createPlan(apiId: $apiId, input: { name: "专业版", nameEn: "Pro", dailyQuota: 100 }) { id } }`,
      { apiId: own.id },
      creator.headers,
    );
    expect(made.errors).toBeUndefined();
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInPage(e2e, page, creator.account, creator.password);
    await page.goto(`${e2e.server.url}/#/dashboard/developer`);
    await page.getByTestId('developer-centre').waitFor();
    await poll(() => page.getByTestId('developer-centre').getByRole('link').allTextContents()).toContain('Hash tool');
    await page.goto(`${e2e.server.url}/#/dashboard/apis/${own.id}`);
    await page.getByTestId('analytics-name').waitFor();
    expect(await page.getByTestId('analytics-name').textContent()).toBe('Hash tool');
    const tabs = page.getByRole('tablist', { name: 'Open pages' });
    await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe('Hash tool');
    // Its publish configuration, titled with English punctuation (it read “Publish configuration：…”).
    await page.getByRole('button', { name: 'Publish configuration' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish configuration: Hash tool' });
    await publish.waitFor();
    await page.keyboard.press('Escape');
    await publish.waitFor({ state: 'hidden' });
    await poll(() => page.getByTestId('creator-plan').first().textContent()).toContain('Pro');
    expect(await page.getByTestId('creator-plans').textContent()).not.toContain('专业版');

    await page.getByTestId('plans-link').click();
    await page.getByTestId('plans-editor-page').waitFor();
    expect(await page.getByTestId('plans-editor-page').getByRole('heading', { level: 2 }).textContent()).toBe('Hash tool');
    await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toBe('Plans of “Hash tool”');
    expect(await page.getByRole('button', { name: 'Edit plan “Pro”' }).count()).toBe(1);
    await context.close();
  });

  it('the language buttons are marked with the language they are written in (header and creator profile)', async () => {
    // Before: “中文” on an English page (and “English” on a Chinese one) had the page's lang, so a screen
    // reader spelt it out with the wrong voice (WCAG 3.1.2).
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/#/creator/${creator.creatorId}`);
    await page.getByTestId('creator-name').waitFor();
    const langOf = (button: Locator) => button.evaluate((el) => (el.closest('[lang]') as HTMLElement).lang);
    const english = page.getByRole('button', { name: 'English', exact: true });
    await poll(() => english.count()).toBe(2);
    for (const b of await english.all()) expect(await langOf(b)).toBe('en');
    await english.first().click();
    const chinese = page.getByRole('button', { name: '中文', exact: true });
    await poll(() => chinese.count()).toBe(2);
    for (const b of await chinese.all()) expect(await langOf(b)).toBe('zh-CN');
    await context.close();
  });

  it('/devtools in Chinese in an English-speaking browser: failures read in Chinese, the local time in the page\'s language', async () => {
    // The browser is en-US; the page is set to Chinese (the default). Before: “无法处理：Expected property
    // name or '}' in JSON at position 1 (line 1 column 2)”, “无法处理：Invalid character”,
    // “无法处理：Invalid regular expression: /(/g: Unterminated group” and a local time of 1/1/1970, 12:00:00 AM.
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/#/devtools`);
    const alert = page.getByRole('alert');
    await page.getByLabel('JSON 文本').fill('{a}');
    await page.getByRole('button', { name: '格式化' }).click();
    await poll(() => alert.textContent()).toBe('无法处理：不是合法的 JSON（第 1 行第 2 列）');

    await page.getByRole('tab', { name: 'Base64' }).click();
    await page.getByLabel('文本', { exact: true }).fill('ab$');
    await page.getByRole('button', { name: '解码' }).click();
    await poll(() => alert.textContent()).toBe('无法处理：不是合法的 Base64');

    await page.getByRole('tab', { name: '正则' }).click();
    await page.getByLabel('正则表达式').fill('(');
    await poll(() => alert.textContent()).toBe('无法处理：分组“(”没有闭合');

    await page.getByRole('tab', { name: '时间戳' }).click();
    await page.getByLabel('时间戳（秒或毫秒）或日期').fill('0');
    const local = page.getByTestId('dev-time-out').locator('dt', { hasText: '本地时间' }).locator('xpath=following-sibling::dd[1]');
    await poll(() => local.textContent()).toBe('1970/1/1 00:00:00');
    await context.close();
  });

  it('admin screens at 375 px in English: the policies\' row buttons wrap inside their card, the synonyms example is English', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await page.goto(`${e2e.server.url}/#/dashboard/policymanagement`);
    const remove = page.getByRole('button', { name: /^Delete/ });
    await remove.first().waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    for (const button of await remove.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    // Search insights: the synonyms box's example is in English too (it was always “换钱、汇率”).
    await page.goto(`${e2e.server.url}/#/dashboard/searchInsights`);
    await page.getByRole('tab', { name: 'Synonyms' }).click();
    const terms = page.getByRole('textbox', { name: 'Synonym group' });
    await terms.waitFor();
    expect(await terms.getAttribute('placeholder')).toBe('exchange, currency rate');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
