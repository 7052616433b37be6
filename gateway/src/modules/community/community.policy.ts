import { adminOrOwner, definePolicy, signedIn } from '../../core/policy.js';

/** The community's rules with a caller (comments, replies and likes are open to visitors: no rule). */
export const communityPolicy = definePolicy('community', {
  /** Replaying the call attached to a comment or a bug report… */
  replayAttachedCall: signedIn(),
  /** …of an API the caller created (or any, for an administrator); others get what a missing id gets. */
  replayCallOf: adminOrOwner<{ creatorId: number | null }>(
    (actor, api) => actor.creatorId !== null && api.creatorId === actor.creatorId,
  ),
});
