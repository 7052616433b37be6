import { adminOnly, definePolicy } from '../../core/policy.js';

/** The catalogue's categories (reading the catalogue is open to everyone and has no rule). */
export const categoryPolicy = definePolicy('category', {
  readAdmin: adminOnly(),
  manage: adminOnly(),
});
