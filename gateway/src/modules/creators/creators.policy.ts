import { definePolicy, signedIn } from '../../core/policy.js';

/** Following creators (reading creator pages is open to everyone and has no rule). */
export const followPolicy = definePolicy('follow', {
  follow: signedIn(),
});
