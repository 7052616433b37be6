import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

/**
 * axe-core run in the page itself (`axe.run`), with the chainable calls of @axe-core/playwright's
 * builder that the tests use (`include`, `exclude`, `withTags`, `withRules`, `disableRules`).
 *
 * Why not that builder: its default mode runs `axe.runPartial`, hands the partial results (~750 kB of
 * JSON on an API page, even with `resultTypes`) through Node to a blank page it opens for `finishRun`,
 * and injects axe's 550 kB source again on every call — about 1.7 s of CPU a check, against 0.25–0.45 s
 * for `axe.run` in a page where axe is already (measured on the API page, tests/e2e, issue #33). The
 * builder's own `setLegacyMode()` is this same `axe.run`; its partial mode exists for cross-origin
 * frames, and the client has no frames. Same rules, same options, same violations.
 *
 * Only `violations` are processed (axe's documented `resultTypes` option: it then builds the selectors of
 * one node only for passes, incomplete and inapplicable results — what it finds and reports as violations
 * is unchanged).
 *
 * axe is injected once per document: a later check in the same page (a dialog opened, the theme
 * switched) reuses it; a reload or a new page gets it again.
 *
 * `analyze()` first lets the page's finite animations and transitions finish (a dialog fading in, a
 * button's colour changing under the pointer): axe reads colours as they are at that instant, and a
 * half-faded dialog button read as a contrast failure (screens-trust in CI). Endless ones (spinners, the
 * marquee) are not waited for.
 */
export class AxeBuilder {
  private readonly page: Page;
  private readonly includes: string[] = [];
  private readonly excludes: string[] = [];
  private readonly option: RunOptions = { resultTypes: ['violations'] };

  constructor({ page }: { page: Page }) {
    this.page = page;
  }

  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  exclude(selector: string): this {
    this.excludes.push(selector);
    return this;
  }

  withTags(tags: string | string[]): this {
    this.option.runOnly = { type: 'tag', values: [tags].flat() };
    return this;
  }

  withRules(rules: string | string[]): this {
    this.option.runOnly = { type: 'rule', values: [rules].flat() };
    return this;
  }

  disableRules(rules: string | string[]): this {
    this.option.rules = Object.fromEntries([rules].flat().map((rule) => [rule, { enabled: false }]));
    return this;
  }

  async analyze(): Promise<AxeResults> {
    await animationsSettled(this.page);
    await Promise.all(this.page.frames().map((frame) => injected(frame)));
    const result = await this.page.evaluate(
      ({ context, options }) =>
        (window as unknown as { axe: typeof axe }).axe.run(context, options).then(
          (results) => ({ results, error: null }),
          (err: Error) => ({ results: null, error: err.message }),
        ),
      { context: { include: this.includes, exclude: this.excludes }, options: this.option },
    );
    if (result.error !== null) throw new Error(`axe: ${result.error}`);
    return result.results as AxeResults;
  }
}

/** Puts axe into a frame's document unless it is there already (a frame of another origin is skipped, as the builder's legacy mode does). */
async function injected(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
    await frame.evaluate(axe.source);
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ branding: { application: 'playwright' }, allowedOrigins: ['<same_origin>'] }),
    );
  } catch (err) {
    if (frame === frame.page().mainFrame()) throw err;
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
