import { adminOnly, definePolicy } from '../../core/policy.js';

/** Search: everyone searches and gets suggestions; its analytics and synonyms are the administrators'. */
export const searchPolicy = definePolicy('search', {
  readAnalytics: adminOnly(),
  manageSynonyms: adminOnly(),
  turnIntoRequest: adminOnly(),
});
