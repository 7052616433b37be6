import { definePolicy, signedIn } from '../../core/policy.js';

/** Personal API keys: a signed-in account's own (the service reads and writes only the caller's). */
export const keysPolicy = definePolicy('keys', {
  own: signedIn(),
});
