import { adminOnly, definePolicy } from '../../core/policy.js';

/** The assistant's waitlist (joining it is open to everyone and has no rule). */
export const waitlistPolicy = definePolicy('waitlist', {
  read: adminOnly(),
});
