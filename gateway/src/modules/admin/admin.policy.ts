import { adminOnly, adminOrOwner, definePolicy, signedIn } from '../../core/policy.js';
import { apiNotFound } from '../authoring/api-workflow.service.js';

/** The console (lists, the new-API form, platform policies, security posture): administrators only. */
export const adminPolicy = definePolicy('admin', {
  readConsole: adminOnly(),
  addApi: adminOnly(),
  readPlatformPolicies: adminOnly(),
  editPlatformPolicies: adminOnly(),
  readSecurityPosture: adminOnly(),
  /** The tag list: any signed-in account (the creator's API form picks tags); REST /api/system/tags stays the console's. */
  readTags: signedIn(),
});

/** The creator who owns an API (by its `creatorId`). */
export const ownsApi = (actor: { creatorId: number | null }, api: { creatorId: number | null }) =>
  actor.creatorId !== null && api.creatorId === actor.creatorId;

/** Review and publishing. */
export const reviewPolicy = definePolicy('review', {
  readPending: adminOnly(),
  decide: adminOnly(),
  readMode: adminOnly(),
  changeMode: adminOnly(),
  readPublishConfig: adminOnly(),
  publish: adminOnly(),
  /** Reviews: a creator reads those of their own APIs (the service scopes the list), administrators all. */
  readAudits: signedIn(),
  /** An API's status history: its creator and administrators; anyone else finds no such API. */
  readHistory: adminOrOwner(ownsApi, apiNotFound),
});
