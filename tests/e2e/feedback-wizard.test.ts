import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProblemType, unique } from '../../gateway/src/__tests__/support/factories.js';
import { eachLook, poll } from './looks.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** /problem in Chromium against the real gateway: SPEC §2.7 / §5 / §8, every message, the modal and the reset. */
describe.skipIf(!hasChromium)('feedback centre wizard', () => {
  let e2e: E2E;
  let page: Page;
  /** The first of the form's problem types (by sort order); a second one after it. */
  let type: { id: number; kind: string };
  beforeAll(async () => {
    e2e = await startE2E();
    page = e2e.page;
    type = await buildProblemType(e2e.server, { kind: '接口异常', kindEn: 'API error', sortOrder: 0 });
    await buildProblemType(e2e.server, { kind: '文档错误', kindEn: 'Documentation mistake', sortOrder: 1 });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const step = () => page.getByTestId('feedback-form').getAttribute('data-step');
  const progress = () => page.getByRole('progressbar').getAttribute('aria-valuenow');
  const next = () => page.getByTestId('wizard-next').click();
  const message = (text: string) => page.getByText(text, { exact: true });
  const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

  it('walks the three steps through every validation message, submits, and the success modal resets the form', async () => {
    await e2e.go('/problem');
    await page.getByRole('heading', { level: 1, name: '反馈中心' }).waitFor();
    await page.getByTestId('problem-type').first().waitFor();
    expect(await progress()).toBe('1');

    // Step 1: nothing chosen → the SPEC message; choosing a type moves on by itself.
    await next();
    await message('请选择问题类型').waitFor();
    expect(await step()).toBe('0');
    await page.getByRole('button', { name: type.kind }).click();
    await poll(step).toBe('1');
    expect(await progress()).toBe('2');

    // Step 2: summary 5–20 characters with the SPEC messages, a screenshot that is not an image.
    await next();
    await message('摘要至少需要5个字符').waitFor();
    await page.getByTestId('summary-input').fill('这是一个超过二十个字符的问题摘要用来测试上限');
    await next();
    await message('摘要不能超过20个字符').waitFor();
    await page.getByTestId('summary-input').fill('天气接口返回错误');
    await page.getByTestId('screenshot-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await next();
    await message('截图只支持 PNG、JPEG、GIF 或 WebP 图片').waitFor();
    expect(await step()).toBe('1');
    await page.getByTestId('screenshot-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('screenshot-preview').waitFor();
    await page.getByTestId('description-input').fill('北京的实时天气接口今天上午一直返回 500。');
    await page.getByRole('radio', { name: '严重' }).check({ force: true });

    // Back keeps what was entered.
    await page.getByTestId('wizard-back').click();
    await poll(step).toBe('0');
    expect(await page.getByRole('button', { name: type.kind }).getAttribute('aria-pressed')).toBe('true');
    await next();
    await poll(step).toBe('1');
    expect(await page.getByTestId('summary-input').inputValue()).toBe('天气接口返回错误');
    await next();
    await poll(step).toBe('2');
    expect(await progress()).toBe('3');

    // Step 3: the e-mail is checked; the account is marked required but not checked (SPEC §5).
    await page.getByTestId('contact-input').fill('not-an-email');
    await page.getByTestId('wizard-submit').click();
    await message('请输入有效的邮箱地址').waitFor();
    expect(await page.getByTestId('account-input').getAttribute('required')).not.toBeNull();
    await page.getByTestId('contact-input').fill('tester@example.com');
    await e2e.screenshot('feedback-step3');
    await page.getByTestId('wizard-submit').click();
    const modal = page.getByTestId('feedback-success');
    await modal.waitFor();
    expect(await modal.textContent()).toContain('反馈提交成功');
    expect(await modal.textContent()).toContain('tester@example.com');
    const [row] = await e2e.server.ds.query(
      `SELECT f.summary, f.description, f.severity, f.contact, f.problem_type_id, s.feedback_id IS NOT NULL AS shot
         FROM feedback f LEFT JOIN feedback_screenshot s ON s.feedback_id = f.id ORDER BY f.id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({
      summary: '天气接口返回错误',
      description: '北京的实时天气接口今天上午一直返回 500。',
      severity: 'high',
      contact: 'tester@example.com',
      problem_type_id: type.id,
      shot: true,
    });

    // Closing the modal resets the wizard.
    await page.getByTestId('success-close').click();
    await modal.waitFor({ state: 'hidden' });
    await poll(step).toBe('0');
    expect(await page.getByRole('button', { name: type.kind }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: type.kind }).click();
    await poll(step).toBe('1');
    expect(await page.getByTestId('summary-input').inputValue()).toBe('');
    expect(await page.getByTestId('screenshot-preview').count()).toBe(0);
  });

  it('toasts: problem types that fail to load, a refused submit with the reason, a network failure', async () => {
    // The types request fails: toast and an inline retry.
    const block = (route: { abort(): Promise<void> }) => route.abort();
    await page.route('**/graphql', async (route) => {
      const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      return op === 'ProblemTypes' ? block(route) : route.fallback();
    });
    await e2e.go('/problem');
    await page.reload(); // a fresh Apollo cache: the types are asked for again
    await toast('获取问题类型失败').waitFor();
    await page.getByTestId('types-error').waitFor();
    await page.unroute('**/graphql');
    await page.getByTestId('types-error').getByRole('button', { name: '重试' }).click();
    await page.getByTestId('problem-type').first().waitFor();

    // A type removed while the visitor was writing: the server refuses, the toast says why.
    // A name of this attempt's own: a retry does not meet the type an earlier attempt may have left.
    const kind = `临时类型${unique('')}`;
    const { id } = await buildProblemType(e2e.server, { kind, kindEn: `Temporary ${kind}`, sortOrder: 99 });
    await page.reload();
    await page.getByRole('button', { name: kind }).click();
    await page.getByTestId('summary-input').fill('接口文档有误');
    await next();
    await page.getByTestId('contact-input').fill('someone@example.com');
    await e2e.server.ds.query(`DELETE FROM problem_type WHERE id = $1`, [id]);
    await page.getByTestId('wizard-submit').click();
    await toast('反馈提交失败：请选择问题类型').waitFor();
    expect(await step()).toBe('2');

    // The network is down: "submit failed, please retry later", and what was typed stays.
    await page.route('**/api/submitFeedback', block);
    await page.getByTestId('wizard-submit').click();
    await toast('提交失败，请稍后重试').waitFor();
    expect(await page.getByTestId('contact-input').inputValue()).toBe('someone@example.com');
    await page.unroute('**/api/submitFeedback', block);
  });

  it('at 375 and 1280 px, light and dark, in English: nothing overflows', LONG, async () => {
    await eachLook(
      e2e,
      '/problem',
      async (p) => {
        await p.getByTestId('problem-type').first().click();
        await p.getByTestId('wizard-next').click();
        await p.getByText('摘要至少需要5个字符').waitFor();
      },
      ({ page: p, name }) => shoot(p, `problem-${name}`, { fullPage: true }),
    );
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await e2e.go('/problem');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Feedback centre' }).waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByText('Please choose a problem type', { exact: true }).waitFor();
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });
});
