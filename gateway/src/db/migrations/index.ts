import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { CatalogueContent1763710000000 } from './1763710000000-catalogue-content.js';
import { SearchIndexFastupdate1763710000001 } from './1763710000001-search-index-fastupdate.js';
import { SeedMarker1763710000002 } from './1763710000002-seed-marker.js';
import { AccountsWorkflows1763720000000 } from './1763720000000-accounts-workflows.js';
import { MonitorHistory1763730000000 } from './1763730000000-monitor-history.js';
import { OpenCalls1763740000000 } from './1763740000000-open-calls.js';
import { Community1763750000000 } from './1763750000000-community.js';
import { Feedback1763751000000 } from './1763751000000-feedback.js';
import { CallAttachments1763752000000 } from './1763752000000-call-attachments.js';
import { BlogAndWaitlist1763771800000 } from './1763771800000-blog-and-waitlist.js';
import { StarsFollowsPresence1763780000000 } from './1763780000000-stars-follows-presence.js';
import { CallRollups1763781000000 } from './1763781000000-call-rollups.js';
import { ApiRevisions1763795000000 } from './1763795000000-api-revisions.js';
import { UserStatusAudit1763796000000 } from './1763796000000-user-status-audit.js';
import { FeedbackProgressCategories1763796100000 } from './1763796100000-feedback-progress-categories.js';
import { IdempotencyKeys1763797000000 } from './1763797000000-idempotency-keys.js';
import { AlertAckPolicyUnits1763798000000 } from './1763798000000-alert-ack-policy-units.js';
import { TenderRequests1763799000000 } from './1763799000000-tender-requests.js';
import { TenderNoRequesterIp1763800000000 } from './1763800000000-tender-no-requester-ip.js';
import { TenderVoterPseudonym1763800100000 } from './1763800100000-tender-voter-pseudonym.js';
import { PlansSubscriptions1763812700000 } from './1763812700000-plans-subscriptions.js';

/** Every committed migration, oldest first; a feature appends its own. */
export const migrations = [Foundation1763700000000, CatalogueContent1763710000000, SearchIndexFastupdate1763710000001, SeedMarker1763710000002, AccountsWorkflows1763720000000, MonitorHistory1763730000000, OpenCalls1763740000000, Community1763750000000, Feedback1763751000000, CallAttachments1763752000000, BlogAndWaitlist1763771800000, StarsFollowsPresence1763780000000, CallRollups1763781000000, ApiRevisions1763795000000, UserStatusAudit1763796000000, FeedbackProgressCategories1763796100000, IdempotencyKeys1763797000000, AlertAckPolicyUnits1763798000000, TenderRequests1763799000000, TenderNoRequesterIp1763800000000, TenderVoterPseudonym1763800100000, PlansSubscriptions1763812700000];
