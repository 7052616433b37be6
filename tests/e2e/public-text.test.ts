import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../gateway/src/config.js';
import { ADMIN_PASSWORD, buildVersionLog, unique } from '../../gateway/src/__tests__/support/factories.js';
import { poll, signInPage } from './admin-session.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

const CJK = /[\u3400-\u9fff]/;

/** Issue #34 item 3: public pages speak to users in their language — no SPEC notes, no working log. */
describe.skipIf(!hasChromium)('public text', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { ADMIN_PASSWORD } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('/docs/rest-api in Chinese: no SPEC reference and no English-only description or response, section by section', LONG, async () => {
    const { page } = e2e;
    await e2e.go('/docs/rest-api');
    await page.getByTestId('docs-operation').first().waitFor();
    const nav = page.getByRole('navigation', { name: '目录' });
    const groups = await nav.locator('[data-testid^="docs-menu-tag-"]').evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-testid')!),
    );
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      await nav.getByTestId(group).click();
      await page.locator(`section#${group.replace('docs-menu-', '')}`).waitFor();
      const main = (await page.locator('section[id^="tag-"]').innerText()) ?? '';
      expect(main).not.toMatch(/SPEC\s*§/);
      for (const text of [
        ...(await page.getByTestId('docs-op-description').allInnerTexts()),
        ...(await page.getByTestId('docs-response').allInnerTexts()),
      ]) {
        expect(text, `${group}: ${text}`).toMatch(CJK);
      }
      // Each operation's title in Chinese only (the document's summaries are "English · 中文").
      for (const op of await page.getByTestId('docs-operation').all()) {
        expect(await op.innerText()).not.toContain(' · ');
      }
    }
  });

  it('/repository lists the platform’s release notes, not this code base’s commit log', async () => {
    const { page } = e2e;
    // A title of this attempt's own: a retry counts its own note, not an earlier attempt's too.
    const title = `接口市场支持分类图标 ${unique('')}`;
    await buildVersionLog(e2e.server, { version: '9.1.0', title, releasedOn: '2026-11-20' });
    const ownSubject = execFileSync('git', ['log', '-1', '--format=%s'], { cwd: repoRoot }).toString().trim();
    await e2e.go('/repository');
    const notes = page.getByTestId('release-note');
    await poll(() => notes.filter({ hasText: title }).count()).toBe(1);
    expect(await page.getByTestId('commit-list').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(ownSubject);
  });

  it('the role screen describes operations without SPEC references', async () => {
    const { page } = e2e;
    await signInPage(e2e, page, 'admin', ADMIN_PASSWORD);
    await e2e.go('/admin/mobile/role-management');
    const adminRole = page.getByTestId('role-ADMIN');
    await adminRole.getByTestId('role-graphql').locator('summary').click();
    const descriptions = adminRole.getByTestId('graphql-description');
    await poll(() => descriptions.count()).toBeGreaterThan(10);
    await poll(() => adminRole.getByText('管理员：提交问题报告。', { exact: true }).count()).toBe(1);
    for (const text of await descriptions.allInnerTexts()) expect(text).not.toMatch(/SPEC\s*§/);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByTestId('role-ADMIN').getByTestId('role-graphql').locator('summary').click();
    await poll(() => page.getByTestId('role-ADMIN').getByTestId('graphql-description').count()).toBeGreaterThan(10);
    for (const text of await page.getByTestId('role-ADMIN').getByTestId('graphql-description').allInnerTexts()) {
      expect(text).not.toMatch(/SPEC\s*§/);
    }
  });
});
