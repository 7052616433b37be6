import { forbidden } from '../../core/errors.js';
import { adminOrOwner, callerWho, definePolicy, signedIn } from '../../core/policy.js';

/**
 * Import and export (issue #29). Importing writes draft APIs of the caller's creator profile (or the
 * platform's, for an administrator), so it needs what creating one API needs; the export of one's own
 * APIs needs a signed-in caller (a published API's own export is public, under the visibility rule).
 */
export const importsPolicy = definePolicy('imports', {
  importApis: callerWho(
    'user',
    (actor) => actor.creatorId !== null || actor.role === 'ADMIN',
    () => forbidden('需要创作者账号', 'A creator account is required', 'CREATOR_ACCOUNT_REQUIRED'),
  ),
  exportOwn: signedIn(),
  /**
   * The whole contract of one API — its upstream address, test address and notes, lossless for a round
   * trip — is its creator's and the administrators'. Everyone else exports what callers see: the API as
   * called through the gateway (the open call address, never the upstream's).
   */
  exportContract: adminOrOwner<{ creatorId: number | null }>((actor, api) => actor.creatorId !== null && actor.creatorId === api.creatorId),
});
