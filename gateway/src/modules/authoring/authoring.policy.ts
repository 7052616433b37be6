import { forbidden } from '../../core/errors.js';
import { callerWho, definePolicy, signedIn } from '../../core/policy.js';

/**
 * A creator's own APIs. Every rule needs a signed-in account; "own" is the services' scope (a creator's
 * queries are limited to their creator profile's APIs, an administrator's reach every API), and someone
 * else's id answers as a missing one.
 */
export const authoringPolicy = definePolicy('authoring', {
  readOwn: signedIn(),
  /** A new API needs a creator profile (every registered account has one) or the administrator role. */
  create: callerWho(
    'user',
    (actor) => actor.creatorId !== null || actor.role === 'ADMIN',
    () => forbidden('需要创作者账号', 'A creator account is required', 'CREATOR_ACCOUNT_REQUIRED'),
  ),
  edit: signedIn(),
  changeStatus: signedIn(),
  resubmit: signedIn(),
  requestRollout: signedIn(),
});

/** The caller's own notifications. */
export const notificationPolicy = definePolicy('notification', {
  readOwn: signedIn(),
  markRead: signedIn(),
});
