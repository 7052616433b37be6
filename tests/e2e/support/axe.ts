import { AxeBuilder as PlaywrightAxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * @axe-core/playwright's builder, processing only the result type the tests read: `violations`. axe then
 * builds the unique selectors of one node only for its passes, incomplete and inapplicable results (its
 * documented `resultTypes` option: "can greatly speed up the tail end performance of axe") — what it finds
 * and reports as violations is unchanged. Chain `withTags`, `include`, `withRules` as usual (they add to
 * these options); calling `options()` would replace them.
 *
 * `analyze()` first lets the page's finite animations and transitions finish (a dialog fading in, a
 * button's colour changing under the pointer): axe reads colours as they are at that instant, and a
 * half-faded dialog button read as a contrast failure (screens-trust in CI). Endless ones (spinners, the
 * marquee) are not waited for.
 */
export class AxeBuilder extends PlaywrightAxeBuilder {
  private readonly target: Page;

  constructor(...args: ConstructorParameters<typeof PlaywrightAxeBuilder>) {
    super(...args);
    this.target = args[0].page as unknown as Page;
    this.options({ resultTypes: ['violations'] });
  }

  override async analyze(): ReturnType<PlaywrightAxeBuilder['analyze']> {
    await animationsSettled(this.target);
    return super.analyze();
  }
}

/** Resolves once every finite animation and transition running in the page has finished (at most 5 s). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
}
