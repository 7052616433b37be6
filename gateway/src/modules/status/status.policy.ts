import { adminOnly, definePolicy, signedIn } from '../../core/policy.js';

/**
 * Status page and alert channels (issue #31): everyone reads the status page; a signed-in account follows
 * an API; the creator of an API and administrators manage its incidents, maintenance and probes, and
 * creators their own channels — for their APIs' events and their subscriptions' quota crossings (the
 * services check ownership: someone else's record answers as missing).
 * The REST door for channels is the administrators' (`/api/system/...`).
 */
export const statusPolicy = definePolicy('status', {
  follow: signedIn(),
  manageApiStatus: signedIn(),
  manageChannels: signedIn(),
  administerChannels: adminOnly(),
});
