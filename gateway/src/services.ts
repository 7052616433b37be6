import type { DataSource } from 'typeorm';
import type { Config } from './config.js';
import type { AppPubSub } from './graphql/pubsub.js';
import { Telemetry } from './ops/telemetry.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { RoleCatalogueService } from './modules/accounts/role-catalogue.service.js';
import { SecurityPostureService } from './modules/admin/security-posture.service.js';
import { AdminService } from './modules/admin/admin.service.js';
import { ReviewService } from './modules/admin/review.service.js';
import { PolicyService } from './modules/admin/policy.service.js';
import { ApiWorkflowService } from './modules/authoring/api-workflow.service.js';
import { AuthoringService } from './modules/authoring/authoring.service.js';
import { ApiRevisionService } from './modules/authoring/api-revision.service.js';
import { IdempotencyService } from './modules/idempotency/idempotency.service.js';
import { NotificationService } from './modules/authoring/notification.service.js';
import { ApiCatalogService } from './modules/catalog/api-catalog.service.js';
import { CategoryAdminService } from './modules/catalog/category-admin.service.js';
import { ApiDetailService } from './modules/catalog/api-detail.service.js';
import { ApiSearchService } from './modules/catalog/api-search.service.js';
import { CreatorService } from './modules/catalog/creator.service.js';
import { ArticleService } from './modules/content/article.service.js';
import { ArticleAdminService } from './modules/content/article-admin.service.js';
import { ContentService } from './modules/content/content.service.js';
import { RepositoryService } from './modules/content/repository.service.js';
import { StatisticsService } from './modules/content/statistics.service.js';
import { createOpenCallServices, type OpenCallServices } from './modules/open-call/open-call.module.js';
import { PLATFORM_POLICIES_CHANGED } from './modules/open-call/open-call.service.js';
import { MetricsSampler } from './modules/monitor/metrics.sampler.js';
import { MetricsHistoryService } from './modules/monitor/metrics-history.service.js';
import { ActivityService } from './modules/monitor/activity.service.js';
import { CommunityService } from './modules/community/community.service.js';
import { RateLimiters } from './core/rate-limiters.js';
import { ReadCache } from './core/read-cache.js';
import { Topic } from './graphql/pubsub.js';
import { DeviceInfoService } from './modules/device-info/device-info.service.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { BugFixService } from './modules/feedback/bug-fix.service.js';
import { CallReplayService } from './modules/community/call-replay.js';
import { DeveloperTalkService } from './modules/community/developer-talk.js';
import { BlogService } from './modules/blog/blog.service.js';
import { WaitlistService } from './modules/assistant/waitlist.service.js';
import { ToolboxService } from './modules/toolbox/toolbox.service.js';
import { UpstreamPolicy } from './modules/open-call/ssrf-guard.js';
import { UpstreamAddressRule } from './modules/open-call/upstream-address.rules.js';
import { ApiMarketService } from './modules/catalog/api-market.service.js';
import { CallFiguresService } from './modules/catalog/call-figures.service.js';
import { StarService } from './modules/stars/star.service.js';
import { CreatorFiguresService } from './modules/creators/creator-figures.service.js';
import { FollowService } from './modules/creators/follow.service.js';
import { PresenceService } from './modules/creators/presence.service.js';
import { CallAttachmentService } from './modules/open-call/call-attachment.service.js';
import { TenderService } from './modules/tender/tender.service.js';

/** The service layer: one instance of each feature's service, shared by the GraphQL and REST doors. */
export interface Services extends OpenCallServices {
  config: Config;
  /** Community and feedback rate limits (memory, or Redis with REDIS_URL). */
  rateLimits: RateLimiters;
  /**
   * The public catalogue's read cache, invalidated by every write (write generations per scope, in
   * Redis with REDIS_URL so every gateway sees them before the write is acknowledged).
   */
  readCache: ReadCache;
  /** Operator metrics for `/metrics` (one Prometheus registry per gateway). */
  telemetry: Telemetry;
  community: CommunityService;
  callReplay: CallReplayService;
  deviceInfo: DeviceInfoService;
  feedback: FeedbackService;
  bugFixes: BugFixService;
  accounts: AccountsService;
  roleCatalogue: RoleCatalogueService;
  securityPosture: SecurityPostureService;
  authoring: AuthoringService;
  /** Revisions of published APIs' contracts: review, release, change history (issue #16.2). */
  revisions: ApiRevisionService;
  /** Idempotency-Key of the create paths (API, comment, feedback), kept in PostgreSQL. */
  idempotency: IdempotencyService;
  notifications: NotificationService;
  admin: AdminService;
  review: ReviewService;
  /** Alarm and shutdown policies (basePolicy) as administrators edit them. */
  policies: PolicyService;
  catalog: ApiCatalogService;
  categoryAdmin: CategoryAdminService;
  apiDetails: ApiDetailService;
  apiSearch: ApiSearchService;
  creators: CreatorService;
  /** The API market (facets, sort, paging) and the 7-day call figures behind it. */
  market: ApiMarketService;
  callFigures: CallFiguresService;
  stars: StarService;
  creatorFigures: CreatorFiguresService;
  follows: FollowService;
  presence: PresenceService;
  content: ContentService;
  articles: ArticleService;
  articleAdmin: ArticleAdminService;
  repository: RepositoryService;
  statistics: StatisticsService;
  metrics: MetricsSampler;
  activity: ActivityService;
  blog: BlogService;
  waitlist: WaitlistService;
  toolbox: ToolboxService;
  developerTalk: DeveloperTalkService;
  /** API requests (需求征集): visitors ask for missing APIs and vote; administrators answer. */
  tender: TenderService;
}

export function createServices(
  config: Config,
  ds: DataSource,
  pubsub: AppPubSub,
  telemetry: Telemetry = new Telemetry(),
): Services {
  const activity = new ActivityService(ds, pubsub, (err) => {
    if (config.logLevel !== 'silent') console.error('activity log: an entry could not be written', err);
  });
  const workflow = new ApiWorkflowService(ds, pubsub, activity);
  const rateLimits = new RateLimiters(config.communityLimits, config.redisUrl, config.redisPrefix);
  // The API forms refuse at save time what the open calls' SSRF guard would refuse at call time.
  const upstreamAddresses = new UpstreamAddressRule(new UpstreamPolicy(config.upstreamAllowList));
  const apiDetails = new ApiDetailService(ds);
  const apiSearch = new ApiSearchService(ds);
  const callFigures = new CallFiguresService(ds);
  const callAttachments = new CallAttachmentService(ds);
  const revisions = new ApiRevisionService(ds, workflow);
  const readCache = new ReadCache({ redisUrl: config.redisUrl, prefix: config.redisPrefix, ...config.readCache });
  const openCallServices = createOpenCallServices(config, ds, pubsub, { workflow, activity, rateLimits, telemetry });
  // Writes made off the request path: recorded calls change the call figures (only the answers that
  // show them go), a policy verdict (on any gateway) an API's status.
  openCallServices.callRecorder.onWrite(() => readCache.bump('calls'));
  readCache.follow(pubsub.subscribe(Topic.ApiChanged));
  return {
    config,
    rateLimits,
    readCache,
    telemetry,
    ...openCallServices,
    community: new CommunityService(ds, pubsub, rateLimits, callAttachments),
    callReplay: new CallReplayService(ds),
    deviceInfo: new DeviceInfoService(ds, rateLimits),
    feedback: new FeedbackService(ds, rateLimits, callAttachments, activity),
    bugFixes: new BugFixService(ds),
    accounts: new AccountsService(ds, config, activity, pubsub),
    roleCatalogue: new RoleCatalogueService(ds),
    securityPosture: new SecurityPostureService(config, telemetry),
    authoring: new AuthoringService(ds, workflow, upstreamAddresses, revisions),
    revisions,
    idempotency: new IdempotencyService(ds, config.idempotencyTtlHours, (err) => {
      if (config.logLevel !== 'silent') console.error('a committed create: an after-commit effect failed', err);
    }),
    notifications: new NotificationService(ds),
    admin: new AdminService(ds, upstreamAddresses),
    // A changed platform policy acts at once here and on every other gateway (API_CHANGED for id 0).
    policies: new PolicyService(ds, () => {
      openCallServices.trafficPolicies.invalidatePlatform();
      pubsub.publish(Topic.ApiChanged, { apiId: PLATFORM_POLICIES_CHANGED });
    }),
    review: new ReviewService(ds, workflow, revisions),
    catalog: new ApiCatalogService(ds),
    categoryAdmin: new CategoryAdminService(ds),
    apiDetails,
    apiSearch,
    creators: new CreatorService(ds),
    market: new ApiMarketService(ds, apiSearch, callFigures),
    callFigures,
    stars: new StarService(ds, apiDetails),
    creatorFigures: new CreatorFiguresService(ds),
    follows: new FollowService(ds),
    presence: new PresenceService(ds, undefined, () => readCache.bump('presence')),
    content: new ContentService(ds),
    articles: new ArticleService(ds),
    articleAdmin: new ArticleAdminService(ds),
    repository: new RepositoryService(config.repositoryDir),
    statistics: new StatisticsService(ds),
    metrics: new MetricsSampler(
      config.metricsIntervalMs,
      new MetricsHistoryService(ds, config.metricsIntervalMs),
    ),
    activity,
    blog: new BlogService(ds),
    waitlist: new WaitlistService(ds, rateLimits),
    toolbox: new ToolboxService(ds),
    developerTalk: new DeveloperTalkService(ds),
    tender: new TenderService(ds, pubsub, rateLimits),
  };
}
