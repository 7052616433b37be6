import { adminOnly, definePolicy } from '../../core/policy.js';

/** The platform's activity log (the system figures are public and have no rule). */
export const activityPolicy = definePolicy('activity', {
  read: adminOnly(),
});
