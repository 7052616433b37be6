import { AxeBuilder } from './support/axe.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, setAddress, signIn, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { poll, signInPage } from './admin-session.js';
import { eachLook } from './looks.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

const ADMIN_PASSWORD = 'e2e-versions-admin';

/** The serious and critical axe violations within a part of the page, one line each. */
async function violations(page: Page, within: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(within).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Issue #30 in Chromium: a creator proposes a breaking change and sees it classified, the reviewer passes
 * it, its release starts v2; the creator deprecates v1 with a sunset; the visitor who called v1 finds the
 * notification; the detail page switches between v1 and v2 and shows v1's deprecation.
 */
describe.skipIf(!hasChromium)('API versions in the browser', () => {
  let e2e: E2E;
  let creator: BuiltUser;
  let visitor: BuiltUser;
  let admin: Record<string, string>;
  let apiId = 0;

  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
    const s = e2e.server;
    admin = (await signIn(s, 'admin', ADMIN_PASSWORD)).headers;
    creator = await buildUser(s, { account: 'versions1', username: '版本作者' });
    visitor = await buildUser(s, { account: 'caller1', username: '调用者' });
    const form = {
      name: '随机编号',
      description: '生成随机 UUID',
      rqsType: 'GET',
      apiurl: 'https://example.com/uuid',
      testurl: 'https://example.com/uuid/test',
      resType: 'JSON',
      respose: '{"code":200,"data":["x"],"legacy":true}',
    };
    const created = await s.request('POST', '/api/apis', form, creator.headers);
    apiId = created.body.data.apiid;
    await setAddress(s, apiId, 'builtin:uuid');
    expect((await s.request('PUT', `/api/apis/${apiId}/status`, { status: 1 }, creator.headers)).body.code).toBe(200);
    expect((await s.request('GET', `/api/system/passApi?apiId=${apiId}`, undefined, admin)).body.code).toBe(200);
    expect((await s.request('POST', '/api/system/publish/submitParms', { apiId, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    // The visitor calls v1 (the only version so far).
    const called = await s.request('GET', `/api/open/api/${apiId}`, undefined, visitor.headers);
    expect(called.headers.get('api-version')).toBe('v1');
    await s.services.callRecorder.flush();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a breaking change is classified, released as v2, v1 deprecated; the caller is told; the page switches versions', LONG, async () => {
    const { page, server } = e2e;
    await signInPage(e2e, page, creator.account, creator.password);
    await e2e.go(`/dashboard/myapi/${apiId}/edit`);
    const example = page.getByLabel('响应示例');
    await poll(() => example.inputValue()).toContain('legacy');
    await example.fill('{"code":200,"data":["x"]}');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '破坏性变更' }).first().waitFor();

    // The creator's revision view shows the classified diff.
    await e2e.go(`/dashboard/myapi/${apiId}/edit`);
    const diff = page.getByRole('group', { name: '变更分类' });
    await poll(() => diff.textContent()).toContain('返回删除字段');
    expect(await diff.textContent()).toContain('破坏性');
    expect(await diff.textContent()).toContain('$.legacy');
    expect(await violations(page, '[data-testid="classified-changes"]')).toEqual([]);
    await shoot(diff, 'versions-classified');

    // The reviewer passes it, the creator releases it: v2 starts.
    expect((await server.request('GET', `/api/system/passApi?apiId=${apiId}`, undefined, admin)).body.code).toBe(200);
    expect((await server.request('POST', '/api/system/publish/submitParms', { apiId, deployType: 'full' }, creator.headers)).body.code).toBe(200);
    const versions = await server.request('GET', `/api/apis/${apiId}/versions`);
    expect(versions.body.data.map((v: { version: string }) => v.version), versions.text).toEqual(['v1', 'v2']);

    // The creator deprecates v1 with a sunset, in the dialog (the same address: the page is loaded anew).
    await page.reload();
    const manager = page.getByTestId('version-manager');
    await poll(() => manager.textContent()).toContain('v2');
    await manager.getByRole('button', { name: '弃用 v1' }).click();
    const dialog = page.getByRole('dialog', { name: '弃用版本 v1' });
    const sunset = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('停用日期').fill(sunset);
    expect(await dialog.getByLabel('后继版本').inputValue()).toBe('v2');
    expect(await violations(page, '[data-testid="deprecate-dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: '确认弃用' }).click();
    await page.getByTestId('toast').filter({ hasText: '版本 v1 已弃用' }).first().waitFor();
    // Who still calls v1: the visitor, today.
    await poll(() => manager.getByTestId('still-calling').textContent()).toContain(visitor.account);

    // The visitor finds the notification.
    const visitorPage = await (await e2e.browser.newContext({ locale: 'zh-CN' })).newPage();
    await signInPage(e2e, visitorPage, visitor.account, visitor.password);
    await visitorPage.goto(`${server.url}/#/dashboard/notifications`);
    const list = visitorPage.getByRole('list', { name: '通知列表' });
    await poll(() => list.textContent()).toContain('已弃用');
    expect(await list.textContent()).toContain('请改用 v2');

    // The detail page switches between v1 and v2 and shows v1's deprecation.
    await visitorPage.goto(`${server.url}/#/api/Details/${apiId}`);
    const switcher = visitorPage.getByLabel('版本');
    await poll(() => switcher.inputValue()).toBe('v2');
    expect(await visitorPage.getByTestId('deprecation-banner').count()).toBe(0);
    await switcher.selectOption('v1');
    const banner = visitorPage.getByTestId('deprecation-banner');
    await poll(() => banner.textContent()).toContain('版本 v1 已弃用');
    expect(await banner.textContent()).toContain('v2');
    await poll(() => visitorPage.getByTestId('detail-workspace').textContent()).toContain('legacy');
    expect(await violations(visitorPage, '[data-testid="version-switcher"]')).toEqual([]);
    // The statistics per version (who still calls v1): the visitor's one call of v1, none of v2 yet.
    const byVersion = visitorPage.getByRole('table', { name: '各版本调用' });
    const v1Row = byVersion.getByRole('row').filter({ has: visitorPage.getByRole('rowheader', { name: /^v1/ }) });
    await poll(() => v1Row.getByRole('cell').first().textContent()).toBe('1');
    expect(await v1Row.getAttribute('aria-current')).toBe('true');
    const v2Row = byVersion.getByRole('row').filter({ has: visitorPage.getByRole('rowheader', { name: /^v2/ }) });
    expect(await v2Row.getByRole('cell').first().textContent()).toBe('0');
    expect(await violations(visitorPage, '[data-testid="version-calls"]')).toEqual([]);
    await shoot(visitorPage, 'versions-detail-v1');
    await switcher.selectOption('v2');
    await poll(() => banner.count()).toBe(0);
  });

  it('the switcher, the deprecation banner and the calls by version fit 375 px and read well in light and dark (axe)', LONG, async () => {
    await eachLook(
      e2e,
      `/api/Details/${apiId}`,
      (page) => page.getByTestId('version-switcher').waitFor(),
      async ({ page, name }) => {
        await page.getByLabel('版本').selectOption('v1');
        await page.getByTestId('deprecation-banner').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(await violations(page, '[data-testid="version-switcher"]'), name).toEqual([]);
        expect(await violations(page, '[data-testid="deprecation-banner"]'), name).toEqual([]);
        await page.getByTestId('version-calls').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(await violations(page, '[data-testid="version-calls"]'), name).toEqual([]);
      },
    );
  });

  it('the REST reference switches between an API’s versions: the contract each serves, 375/1280 px, light and dark (axe)', LONG, async () => {
    await eachLook(
      e2e,
      `/docs/rest-api?api=${apiId}`,
      (page) => page.getByTestId('docs-version-contract').waitFor(),
      async ({ page, name }) => {
        const contract = page.getByTestId('docs-version-contract');
        const select = page.getByLabel('接口版本', { exact: true });
        expect(await page.getByLabel('接口', { exact: true }).inputValue()).toBe(String(apiId));
        await poll(() => select.inputValue()).toBe('v2');
        expect(await contract.textContent()).toContain('Api-Version: v2');
        expect(await contract.textContent()).not.toContain('legacy');
        await select.focus();
        await select.selectOption('v1');
        await poll(() => contract.textContent()).toContain('legacy');
        expect(await contract.textContent()).toContain('Api-Version: v1');
        expect(await page.getByTestId('docs-version-sunset').textContent()).toContain('v2');
        // The choice is in the address: a link shows the same version.
        expect(page.url()).toContain('version=v1');
        expect(await violations(page, '[data-testid="docs-api-versions"]'), name).toEqual([]);
        if (name === '375-light') await shoot(page, 'versions-docs-375');
      },
    );
  });
});
