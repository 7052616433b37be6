import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from './support/axe.js';
import { blankPage, hasChromium } from './support/browser.js';

/**
 * The e2e files' axe helper (tests/e2e/support/axe.ts runs axe.run in the page, injected once per
 * document): it must find what axe finds, honour include and withRules, and read the page as it is at
 * each call — a helper that found nothing would make every "no serious violation" check pass.
 */
describe.skipIf(!hasChromium)('the axe helper', () => {
  let blank: Awaited<ReturnType<typeof blankPage>>;
  const PLANTED = `<main><h1>Planted</h1><div id="fine"><p>Plain text</p></div>
    <div id="bad"><p style="color:#777;background:#888">low contrast</p><img src="x.png"><button></button>
    <input type="text"><a href="#x"></a><ul><div>not an item</div></ul></div></main>`;
  const ids = async (builder: AxeBuilder) => (await builder.analyze()).violations.map((v) => v.id).sort();

  beforeAll(async () => {
    blank = await blankPage();
    await blank.page.setContent(`<!doctype html><html lang="en"><head><title>axe</title></head><body>${PLANTED}</body></html>`);
  });
  afterAll(async () => {
    await blank?.close();
  });

  it('finds planted violations, within include and withRules', async () => {
    const { page } = blank;
    expect(await ids(new AxeBuilder({ page }))).toEqual(['button-name', 'color-contrast', 'image-alt', 'label', 'link-name', 'list']);
    expect(await ids(new AxeBuilder({ page }).include('#fine'))).toEqual([]);
    expect(await ids(new AxeBuilder({ page }).withRules(['image-alt', 'color-contrast']))).toEqual(['color-contrast', 'image-alt']);
    expect(await ids(new AxeBuilder({ page }).withTags(['wcag2a']).include('#bad'))).toEqual(['button-name', 'image-alt', 'label', 'link-name', 'list']);
  });

  it('reads the page as it is at each call: a change after the first check is seen, and a new document gets axe anew', async () => {
    const { page } = blank;
    await page.evaluate(() => document.getElementById('fine')!.insertAdjacentHTML('beforeend', '<select></select>'));
    expect(await ids(new AxeBuilder({ page }).include('#fine'))).toEqual(['select-name']);
    await page.setContent(`<!doctype html><html lang="en"><head><title>axe</title></head><body><main><h1>Again</h1><img src="y.png"></main></body></html>`);
    expect(await ids(new AxeBuilder({ page }))).toEqual(['image-alt']);
  });
});
