import { definePolicy, signedIn } from '../../core/policy.js';

/** Stars: the caller's own (reading an API's star count is open to everyone and has no rule). */
export const starPolicy = definePolicy('star', {
  star: signedIn(),
  readOwn: signedIn(),
});
