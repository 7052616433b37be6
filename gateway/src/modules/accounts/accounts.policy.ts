import { adminOnly, adminRoleRequired, definePolicy, signedIn } from '../../core/policy.js';
import type { AuthUser } from '../../core/auth-user.js';

/** Accounts (signing in, registering and signing out are open to everyone and have no rule). */
export const accountPolicy = definePolicy('account', {
  readSelf: signedIn(),
  /** checkRole(role): any signed-in account holds USER, only an administrator ADMIN. */
  holdRole: {
    need: 'user',
    allow: (actor: AuthUser, role: AuthUser['role']) => role !== 'ADMIN' || actor.role === 'ADMIN',
    refuse: adminRoleRequired,
  },
  setStatus: adminOnly(),
  readStatusEvents: adminOnly(),
  readRoles: adminOnly(),
});
