import { cacheRules } from '../../core/cache.rules.js';

/**
 * The AI assistant and the read cache: its answers are not kept (they depend on the question and are
 * rate limited per caller); it reads the catalogue through the catalogue's generation like search. The
 * notify-me list is shown by no cached answer: joining it touches nothing.
 */
export const assistantCache = cacheRules({
  reads: {},
  writes: {
    /** An address joined (or its wish updated) on the waitlist. */
    waitlistEntry: () => [],
  },
});
