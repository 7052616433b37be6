import { adminOnly, definePolicy, signedIn } from '../../core/policy.js';

/**
 * Plans and subscriptions (issue #27): anyone reads an API's published plans; a signed-in account
 * subscribes its own keys and reads its own usage; an API's creator manages its plans, approves its
 * subscribers and reads their figures (the plan service checks the API is theirs: someone else's answers
 * as missing); administrators list and suspend every subscription.
 */
export const plansPolicy = definePolicy('plans', {
  manage: signedIn(),
  subscribe: signedIn(),
  administer: adminOnly(),
});
