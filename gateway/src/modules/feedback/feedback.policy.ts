import { notFound } from '../../core/errors.js';
import { adminOnly, adminOrOwner, definePolicy, signedIn } from '../../core/policy.js';

type OwnedApi = { creatorId: number | null };
const owns = (actor: { creatorId: number | null }, api: OwnedApi) =>
  actor.creatorId !== null && api.creatorId === actor.creatorId;

/** Feedback and problem reports (submitting public feedback is open to everyone and has no rule). */
export const feedbackPolicy = definePolicy('feedback', {
  readAll: adminOnly(),
  readAssigned: adminOnly(),
  triage: adminOnly(),
  fileProblemReport: adminOnly(),
  /** A creator: the reports filed against their own APIs (the service scopes the list). */
  readOnOwnApis: signedIn(),
  /** The caller's own reports (the service scopes the list). */
  readOwn: signedIn(),
  /** A report's screenshot: administrators and the creator of the API it is about; others find none. */
  readScreenshot: adminOrOwner<OwnedApi>(owns, () => notFound('截图不存在', 'Screenshot not found')),
});

/** An API's bug-fix history: kept by its creator (or an administrator); read by whoever may see the API. */
export const bugFixPolicy = definePolicy('bugFix', {
  write: signedIn(),
  /** Anyone else's API or entry answers as a missing one would (the service's refusal). */
  maintain: adminOrOwner<OwnedApi>(owns),
});
