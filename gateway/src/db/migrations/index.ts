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

/** Every committed migration, oldest first; a feature appends its own. */
export const migrations = [Foundation1763700000000, CatalogueContent1763710000000, SearchIndexFastupdate1763710000001, SeedMarker1763710000002, AccountsWorkflows1763720000000, MonitorHistory1763730000000, OpenCalls1763740000000, Community1763750000000, Feedback1763751000000, CallAttachments1763752000000];
