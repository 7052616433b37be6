import type { NonEmptyArray } from 'type-graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { ReviewResolver } from '../modules/admin/review.resolver.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { AuthoringResolver } from '../modules/authoring/authoring.resolver.js';
import { ApiCatalogResolver } from '../modules/catalog/api-catalog.resolver.js';
import { ApiFieldsResolver } from '../modules/catalog/api-fields.resolver.js';
import { ContentResolver } from '../modules/content/content.resolver.js';
import { OpenCallResolver } from '../modules/open-call/open-call.resolver.js';
import { MonitorResolver } from '../modules/monitor/monitor.resolver.js';
import { ActivityResolver } from '../modules/monitor/activity.resolver.js';
import { CallReplayResolver, CommunityResolver } from '../modules/community/community.resolver.js';
import { FeedbackResolver } from '../modules/feedback/feedback.resolver.js';
import { BugFixResolver } from '../modules/feedback/bug-fix.resolver.js';
import { DeviceInfoResolver } from '../modules/device-info/device-info.resolver.js';

/** Every resolver class; a feature adds its own. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [ApiCatalogResolver, ApiFieldsResolver, ContentResolver, MonitorResolver, ActivityResolver, OpenCallResolver, AccountsResolver, CommunityResolver, FeedbackResolver, BugFixResolver, AuthoringResolver, AdminResolver, ReviewResolver, CallReplayResolver, DeviceInfoResolver];
