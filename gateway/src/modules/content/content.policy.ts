import { adminOnly, definePolicy } from '../../core/policy.js';

/** Editing articles (reading published content is open to everyone and has no rule). */
export const articlePolicy = definePolicy('article', {
  readDraft: adminOnly(),
  edit: adminOnly(),
});
