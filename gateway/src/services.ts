import type { DataSource } from 'typeorm';
import { type Config, repoRoot } from './config.js';
import type { AppPubSub } from './graphql/pubsub.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { AdminService } from './modules/admin/admin.service.js';
import { ReviewService } from './modules/admin/review.service.js';
import { ApiWorkflowService } from './modules/authoring/api-workflow.service.js';
import { AuthoringService } from './modules/authoring/authoring.service.js';
import { NotificationService } from './modules/authoring/notification.service.js';
import { ApiCatalogService } from './modules/catalog/api-catalog.service.js';
import { ApiDetailService } from './modules/catalog/api-detail.service.js';
import { ApiSearchService } from './modules/catalog/api-search.service.js';
import { CreatorService } from './modules/catalog/creator.service.js';
import { ArticleService } from './modules/content/article.service.js';
import { ContentService } from './modules/content/content.service.js';
import { RepositoryService } from './modules/content/repository.service.js';
import { StatisticsService } from './modules/content/statistics.service.js';
import { createOpenCallServices, type OpenCallServices } from './modules/open-call/open-call.module.js';
import { MetricsSampler } from './modules/monitor/metrics.sampler.js';
import { MetricsHistoryService } from './modules/monitor/metrics-history.service.js';
import { ActivityService } from './modules/monitor/activity.service.js';
import { CommunityService } from './modules/community/community.service.js';
import { RateLimiters } from './modules/community/rate-limiter.js';
import { DeviceInfoService } from './modules/device-info/device-info.service.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { BugFixService } from './modules/feedback/bug-fix.service.js';
import { CallReplayService } from './modules/community/call-replay.js';

/** The service layer: one instance of each feature's service, shared by the GraphQL and REST doors. */
export interface Services extends OpenCallServices {
  config: Config;
  /** Community and feedback rate limits (memory, or Redis with REDIS_URL). */
  rateLimits: RateLimiters;
  community: CommunityService;
  callReplay: CallReplayService;
  deviceInfo: DeviceInfoService;
  feedback: FeedbackService;
  bugFixes: BugFixService;
  accounts: AccountsService;
  authoring: AuthoringService;
  notifications: NotificationService;
  admin: AdminService;
  review: ReviewService;
  catalog: ApiCatalogService;
  apiDetails: ApiDetailService;
  apiSearch: ApiSearchService;
  creators: CreatorService;
  content: ContentService;
  articles: ArticleService;
  repository: RepositoryService;
  statistics: StatisticsService;
  metrics: MetricsSampler;
  activity: ActivityService;
}

export function createServices(config: Config, ds: DataSource, pubsub: AppPubSub): Services {
  const activity = new ActivityService(ds, pubsub, (err) => {
    if (config.logLevel !== 'silent') console.error('activity log: an entry could not be written', err);
  });
  const workflow = new ApiWorkflowService(ds, pubsub, activity);
  const rateLimits = new RateLimiters(config.communityLimits, config.redisUrl);
  return {
    config,
    rateLimits,
    ...createOpenCallServices(config, ds, pubsub, { workflow, activity, rateLimits }),
    community: new CommunityService(ds, pubsub, rateLimits),
    callReplay: new CallReplayService(ds),
    deviceInfo: new DeviceInfoService(ds, rateLimits),
    feedback: new FeedbackService(ds, rateLimits, activity),
    bugFixes: new BugFixService(ds),
    accounts: new AccountsService(ds, config, activity),
    authoring: new AuthoringService(ds, workflow),
    notifications: new NotificationService(ds),
    admin: new AdminService(ds),
    review: new ReviewService(ds, workflow),
    catalog: new ApiCatalogService(ds),
    apiDetails: new ApiDetailService(ds),
    apiSearch: new ApiSearchService(ds),
    creators: new CreatorService(ds),
    content: new ContentService(ds),
    articles: new ArticleService(ds),
    repository: new RepositoryService(repoRoot),
    statistics: new StatisticsService(ds),
    metrics: new MetricsSampler(
      config.metricsIntervalMs,
      new MetricsHistoryService(ds, config.metricsIntervalMs),
    ),
    activity,
  };
}
