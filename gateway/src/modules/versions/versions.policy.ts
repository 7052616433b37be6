import { notFound } from '../../core/errors.js';
import { adminOnly, adminOrOwner, definePolicy } from '../../core/policy.js';

/** An API as the version rules see it: who created it. */
export type VersionedApi = { creatorId: number | null };

const owns = (actor: { creatorId: number | null }, api: VersionedApi) => actor.creatorId !== null && api.creatorId === actor.creatorId;
const apiNotFound = () => notFound('接口不存在', 'API not found', 'API_NOT_FOUND');

/** Versions (issue #30): deprecating one and reading who still calls it belong to the API's creator and administrators. */
export const versionsPolicy = definePolicy('versions', {
  deprecate: adminOrOwner<VersionedApi>(owns, apiNotFound),
  readCallers: adminOrOwner<VersionedApi>(owns, apiNotFound),
  /** Lets a breaking revision stay in the current version (recorded with its reason). */
  overrideBreaking: adminOnly(),
});
