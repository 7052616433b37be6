import { adminOnly, definePolicy } from '../../core/policy.js';

/** API requests: asking and voting are open to everyone; the administrators' side has rules. */
export const tenderPolicy = definePolicy('tender', {
  readAdmin: adminOnly(),
  answer: adminOnly(),
});
