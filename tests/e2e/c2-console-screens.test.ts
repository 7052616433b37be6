import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildApi, buildUser, type BuiltApi, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { poll, sideways, signInPage } from './admin-session.js';
import { hasChromium, startE2E, type E2E } from './support/browser.js';

/**
 * The creator's and the administrator's console as a keyboard user and a phone user meet them (c2 sweep):
 * a dialog opened from a row's “…” menu gives the focus back to that menu's button, and the admin screens
 * in English fit a 375 px phone.
 */
describe.skipIf(!hasChromium)('the console screens, used from the keyboard and on a phone', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  let api: BuiltApi;
  const API = '焦点归还接口';
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    creator = await buildUser(e2e.server, { username: '键盘创作者' });
    api = await buildApi(e2e.server, { creator, name: API, address: 'builtin:uuid' });
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

  it('policies at 375 px in English: the row buttons wrap inside their card, nothing scrolls sideways', async () => {
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
    await context.close();
  });
});
