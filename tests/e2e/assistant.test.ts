import { AxeBuilder } from './support/axe.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachLook, poll } from './looks.js';
import { hasChromium, LONG, shoot, startE2E, type E2E } from './support/browser.js';

/** /dsChatBot (issue #32): a question, the 3 API cards with why, a code sample, "try it" into the tester. */
describe.skipIf(!hasChromium)('the API assistant page', () => {
  let e2e: E2E;
  let page: Page;
  const idOf = async (name: string) =>
    ((await e2e.server.ds.query(`SELECT id FROM api WHERE name = $1`, [name])) as Array<{ id: number }>)[0]!
      .id;
  const serious = async (p: Page) =>
    (
      await new AxeBuilder({ page: p })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  beforeAll(async () => {
    e2e = await startE2E({ env: { SEED_DEMO: 'true' } });
    page = e2e.page;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('answers a Chinese question with 3 cards, the words that matched, and a code sample', LONG, async () => {
    await e2e.go('/dsChatBot');
    await page.getByRole('heading', { level: 1, name: '接口助手' }).waitFor();
    expect(await page.getByTestId('assistant-what').textContent()).toContain('不是聊天机器人');
    await page.getByLabel('你想做什么？').fill('我想查某个城市明天会不会下雨');
    await page.getByRole('button', { name: '找接口' }).click();
    const cards = page.getByRole('article');
    await poll(() => cards.count()).toBe(3);
    const first = page.getByRole('article', { name: '七日天气预报' });
    expect(await cards.first().getAttribute('aria-labelledby')).toBe(
      await first.getAttribute('aria-labelledby'),
    );
    const why = first.getByRole('list', { name: '为什么匹配' });
    expect(await why.textContent()).toContain('“下雨” → 降水');
    expect(await why.textContent()).toContain('描述');
    // The question is in the address: Back and sharing work.
    expect(decodeURIComponent(page.url())).toContain('q=我想查某个城市明天会不会下雨');

    const sample = page.getByRole('region', { name: '调用示例：七日天气预报' });
    const code = sample.getByTestId('assistant-sample');
    await poll(() => code.textContent()).toContain(`/api/open/api/${await idOf('七日天气预报')}`);
    expect(await code.getAttribute('data-language')).toBe('curl');
    await sample.getByLabel('代码语言').selectOption('python');
    await poll(() => code.textContent()).toContain('import requests');
  });

  it('"try it" opens the tester with the values read from the question', LONG, async () => {
    await page.getByLabel('你想做什么？').fill('北京现在多少度');
    await page.getByRole('button', { name: '找接口' }).click();
    const first = page.getByRole('article', { name: '实时天气' });
    // The previous question's answer has a 实时天气 card too: wait for this question's values in it.
    await poll(() => first.textContent()).toContain('latitude = 39.9042');
    expect(await first.textContent()).toContain('（来自“北京”）');
    await first.getByRole('link', { name: '试一试：实时天气' }).click();
    await poll(() => page.url()).toContain(`/api/details/${await idOf('实时天气')}?p.latitude=39.9042`);
    await page.getByTestId('tester-prefilled').waitFor();
    const values = page.getByTestId('tester').getByRole('textbox', { name: '参数值' });
    await poll(async () => (await values.all()).length).toBeGreaterThanOrEqual(2);
    const filled = await Promise.all((await values.all()).map((v) => v.inputValue()));
    expect(filled).toEqual(expect.arrayContaining(['39.9042', '116.4074']));
  });

  it('speaks English, says when nothing matches, and refuses an empty question', LONG, async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const en = await context.newPage();
    await en.goto(`${e2e.server.url}/#/dsChatBot`);
    await en.evaluate(() => localStorage.setItem('lang', 'en'));
    await en.reload();
    await en.getByRole('button', { name: 'Find APIs' }).click();
    await en.getByText('Write your question first').waitFor();
    await en.getByLabel('What do you want to do?').fill('convert a timestamp to a date');
    await en.getByRole('button', { name: 'Find APIs' }).click();
    const card = en.getByRole('article', { name: 'Timestamp converter' });
    await card.waitFor();
    expect(await card.getByRole('list', { name: 'Why it matched' }).textContent()).toContain(
      '“timestamp” · name',
    );
    await en.getByLabel('What do you want to do?').fill('qwzx vbnm');
    await en.getByRole('button', { name: 'Find APIs' }).click();
    await en.getByText('No API in the catalogue matches this question', { exact: false }).waitFor();
    expect(await en.getByRole('article').count()).toBe(0);
    await context.close();
  });

  it('works at 375 and 1280 px, light and dark, with no serious or critical axe finding', LONG, async () => {
    await eachLook(
      e2e,
      `/dsChatBot?q=${encodeURIComponent('把一个网址做成二维码')}`,
      async (p) => {
        await p.getByRole('article', { name: '二维码生成' }).waitFor();
        await p.getByTestId('assistant-sample').waitFor();
      },
      async ({ page: p, name }) => {
        await shoot(p, `assistant-${name}`, { fullPage: true });
        expect(await serious(p), name).toEqual([]);
      },
    );
  });
});
