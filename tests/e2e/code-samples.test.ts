import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../gateway/src/__tests__/support/factories.js';
import { SNIPPET_LABELS, SNIPPET_LANGUAGES } from '../../client/src/features/api-detail/lib/snippets.js';
import { hasChromium, LONG, startE2E, type E2E } from './support/browser.js';

/** Issue #34 item 2: every one of the 22 code-sample tabs gives a sample in Chromium, GET and POST. */
describe.skipIf(!hasChromium)('code samples in the browser', () => {
  let e2e: E2E;
  let page: Page;
  let getId = 0;
  let postId = 0;

  beforeAll(async () => {
    e2e = await startE2E();
    page = e2e.page;
    const params = [
      { name: 'text', type: 'string', required: true, description: '要处理的文本', example: '你好' },
      { name: 'mode', type: 'string', required: false, description: 'encode 或 decode', example: 'encode' },
    ];
    getId = (await buildApi(e2e.server, { name: '代码示例 GET', address: 'builtin:hash', parameters: params })).id;
    postId = (
      await buildApi(e2e.server, { name: '代码示例 POST', method: 'POST', address: 'builtin:base64', parameters: params })
    ).id;
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it.each([
    ['GET', () => getId],
    ['POST', () => postId],
  ])('every tab of a %s API shows its sample, none says 代码生成失败', LONG, async (_method, id) => {
    await e2e.go(`/api/Details/${id()}`);
    const samples = page.getByTestId('code-samples');
    await samples.waitFor();
    await expect.poll(() => samples.getByRole('tab').count()).toBe(22);
    for (const lang of SNIPPET_LANGUAGES) {
      await samples.getByRole('tab', { name: SNIPPET_LABELS[lang], exact: true }).click();
      const code = samples.locator(`[data-testid="code-sample"][data-language="${lang}"]`);
      await expect
        .poll(
          async () =>
            `${lang}: ${(await samples.getByText('代码生成失败').count()) ? 'failed' : (await code.count()) ? 'shown' : 'waiting'}`,
          { timeout: 15_000 },
        )
        .toBe(`${lang}: shown`);
      expect(await code.textContent()).toContain(`/api/open/api/${id()}`);
    }
  });
});
