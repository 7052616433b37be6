import type { CacheDep } from './read-cache-generations.js';

type Deps<A extends unknown[]> = (...args: A) => readonly CacheDep[];

/**
 * What one feature reads from the read cache and what its writes touch, declared in one place next to its
 * service (`modules/<f>/<f>.cache.ts`):
 * - `reads`: each cached answer of the feature and the scopes and tags it depends on (besides the
 *   catalogue, which every answer depends on);
 * - `writes`: each write the feature declares narrower than "the whole catalogue", and what it touches
 *   (`[]`: no cached answer shows it). The service runs that write through `declaredWrite(rule(...), …)`.
 * A write a feature does not declare here empties the whole cache (`catalog`), which is always correct
 * and never fast: declare what a write changes once its readers are known.
 */
export function cacheRules<
  R extends Record<string, Deps<never[]>>,
  W extends Record<string, Deps<never[]>>,
>(rules: { reads: R; writes: W }): { reads: R; writes: W } {
  return rules;
}
