import { adminOnly, definePolicy } from '../../core/policy.js';

/** Writing the blog (reading published posts is open to everyone and has no rule). */
export const blogPolicy = definePolicy('blog', {
  readDrafts: adminOnly(),
  write: adminOnly(),
});
