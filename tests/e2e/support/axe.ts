import { AxeBuilder as PlaywrightAxeBuilder } from '@axe-core/playwright';

/**
 * @axe-core/playwright's builder, processing only the result type the tests read: `violations`. axe then
 * builds the unique selectors of one node only for its passes, incomplete and inapplicable results (its
 * documented `resultTypes` option: "can greatly speed up the tail end performance of axe") — what it finds
 * and reports as violations is unchanged. Chain `withTags`, `include`, `withRules` as usual (they add to
 * these options); calling `options()` would replace them.
 */
export class AxeBuilder extends PlaywrightAxeBuilder {
  constructor(...args: ConstructorParameters<typeof PlaywrightAxeBuilder>) {
    super(...args);
    this.options({ resultTypes: ['violations'] });
  }
}
