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
import { adminCache } from './modules/admin/admin.cache.js';
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
import { FrontPageService } from './modules/catalog/front-page.service.js';
import { RepositoryService } from './modules/content/repository.service.js';
import { StatisticsService } from './modules/content/statistics.service.js';
import { createOpenCallServices, type OpenCallServices } from './modules/open-call/open-call.module.js';
import { PLATFORM_POLICIES_CHANGED } from './modules/open-call/open-call.service.js';
import { MetricsSampler } from './modules/monitor/metrics.sampler.js';
import { MetricsHistoryService } from './modules/monitor/metrics-history.service.js';
import { ActivityService } from './modules/monitor/activity.service.js';
import { CommunityService } from './modules/community/community.service.js';
import { RateLimiters } from './core/rate-limiters.js';
import type { RedisLinks } from './core/redis-health.js';
import type { DatabaseWatch } from './core/db-outage.js';
import type { FastifyBaseLogger } from 'fastify';
import { ReadCache } from './core/read-cache.js';
import { openCallCache } from './modules/open-call/open-call.cache.js';
import { Sql } from './core/sql.js';
import { ApiDetailReads } from './modules/catalog/api-detail.reads.js';
import { ApiPageReads } from './modules/catalog/api-page.reads.js';
import { MarketPageReads } from './modules/catalog/market-page.reads.js';
import { CommentReads } from './modules/community/comments.reads.js';
import { Topic } from './graphql/pubsub.js';
import { DeviceInfoService } from './modules/device-info/device-info.service.js';
import { AccessLogRetention } from './modules/device-info/access-log-retention.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { BugFixService } from './modules/feedback/bug-fix.service.js';
import { CallReplayService } from './modules/community/call-replay.js';
import { DeveloperTalkService } from './modules/community/developer-talk.js';
import { usePseudonymSecret } from './modules/community/identity.js';
import { BlogService } from './modules/blog/blog.service.js';
import { BlogCoverService } from './modules/blog/blog-cover.service.js';
import { WaitlistService } from './modules/assistant/waitlist.service.js';
import { AssistantService } from './modules/assistant/assistant.service.js';
import { AssistantCatalogueService } from './modules/assistant/assistant-catalogue.service.js';
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
import { SearchService } from './modules/search/search.service.js';
import { SearchLogService } from './modules/search/search-log.service.js';
import { SearchAdminService } from './modules/search/search-admin.service.js';
import { createStatusServices, type StatusServices } from './modules/status/status.module.js';
import { isPublicAddress } from './modules/open-call/ssrf-guard.js';
import { UpstreamClient } from './modules/open-call/upstream-client.js';
import { ApiImportService } from './modules/imports/imports.service.js';
import { ApiExportService } from './modules/imports/export.service.js';
import { ParseRunner } from './modules/imports/parse-runner.js';
import { IMPORT_LIMITS } from './modules/imports/import-model.js';
import { runBuiltin } from './modules/open-call/builtins/index.js';
import { ApiKeyService } from './modules/keys/api-key.service.js';
import { createPlansServices, type PlansServices } from './modules/plans/plans.module.js';
import { AgentCatalogService } from './modules/mcp/agent-catalog.service.js';
import { ApiVersionService } from './modules/versions/api-version.service.js';
import { VersionNoticeService } from './modules/versions/version-notices.service.js';
import { DriftWatch } from './modules/versions/drift.service.js';
import { createMockService } from './modules/mock/mock.module.js';
import type { MockService } from './modules/mock/mock.service.js';

/** What the services report through: Redis connections, the database's outage watch, the logger. */
export interface ServiceInfra {
  /** The gateway's Redis connections (REDIS_URL), with their deadlines and outage state. */
  redis?: RedisLinks;
  database?: DatabaseWatch;
  logger?: FastifyBaseLogger;
}

/** The service layer: one instance of each feature's service, shared by the GraphQL and REST doors. */
export interface Services extends OpenCallServices, StatusServices, PlansServices {
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
  /** Deletes access-log rows older than ACCESS_LOG_RETENTION_DAYS (at start, then hourly). */
  accessLogRetention: AccessLogRetention;
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
  /** Every API's mock and the prototypes' answers (issue #29): free, recorded as mock. */
  mock: MockService;
  review: ReviewService;
  /** Alarm and shutdown policies (basePolicy) as administrators edit them. */
  policies: PolicyService;
  catalog: ApiCatalogService;
  categoryAdmin: CategoryAdminService;
  apiDetails: ApiDetailService;
  /** Declared read statements (core/sql.ts): the hot paths' one raw-SQL style. */
  sql: Sql;
  apiDetailReads: ApiDetailReads;
  apiPageReads: ApiPageReads;
  marketPageReads: MarketPageReads;
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
  /** The home first screen (market, categories, notice, announcements): one statement per request. */
  frontPage: FrontPageService;
  articles: ArticleService;
  articleAdmin: ArticleAdminService;
  repository: RepositoryService;
  statistics: StatisticsService;
  metrics: MetricsSampler;
  activity: ActivityService;
  blog: BlogService;
  blogCovers: BlogCoverService;
  waitlist: WaitlistService;
  /** /dsChatBot: the 3 APIs that fit a question, with why (retrieval over the catalogue, no model). */
  assistant: AssistantService;
  toolbox: ToolboxService;
  developerTalk: DeveloperTalkService;
  /** API requests (需求征集): visitors ask for missing APIs and vote; administrators answer. */
  tender: TenderService;
  /** Catalogue search from an in-memory index (words, pinyin, synonyms, typos), fresh on every gateway. */
  search: SearchService;
  /** Search analytics records, written off the search path. */
  searchLog: SearchLogService;
  /** Synonyms and analytics in the console. */
  searchAdmin: SearchAdminService;
  /** Personal API keys (X-API-Key of open calls). */
  apiKeys: ApiKeyService;
  /** The catalogue as agents read it: the MCP server's tools, the API catalogue and llms.txt (issue #32). */
  agentCatalog: AgentCatalogService;
  /** Versions callers pin, deprecation and sunset (issue #30). */
  versions: ApiVersionService;
  /** A deprecated version's callers told at once and 30, 7, 1 days before its sunset; who still calls it. */
  versionNotices: VersionNoticeService;
  /** Drift: sampled answers checked against the documented shape, off the request path. */
  drift: DriftWatch;
  /** Import of OpenAPI / Swagger / Postman / HAR / cURL documents into the creator's APIs (issue #29). */
  apiImport: ApiImportService;
  /** Export of APIs as OpenAPI 3.1 (issue #29). */
  apiExport: ApiExportService;
}

export function createServices(
  config: Config,
  ds: DataSource,
  pubsub: AppPubSub,
  telemetry: Telemetry = new Telemetry(),
  infra: ServiceInfra = {},
): Services {
  const { redis } = infra;
  /** A failure off the request path: a database outage is told once by its watch, anything else logged. */
  const report = (what: string) => (err: unknown) => {
    if (infra.database?.saw(err)) return;
    if (infra.logger) infra.logger.error({ err }, what);
    else if (config.logLevel !== 'silent') console.error(what, err);
  };
  const activity = new ActivityService(ds, pubsub, report('activity log: an entry could not be written'));
  const workflow = new ApiWorkflowService(ds, pubsub, activity);
  const rateLimits = new RateLimiters(config.communityLimits, redis, config.redisPrefix);
  // The API forms refuse at save time what the open calls' SSRF guard would refuse at call time.
  const upstreamAddresses = new UpstreamAddressRule(new UpstreamPolicy(config.upstreamAllowList));
  const apiDetails = new ApiDetailService(ds);
  // Hot reads through declared statements (core/sql.ts); rows checked against their schemas outside production.
  const sql = new Sql(ds, config.nodeEnv !== 'production');
  const marketPageReads = new MarketPageReads(sql);
  const readCache = new ReadCache({ redisUrl: config.redisUrl, prefix: config.redisPrefix, ...config.readCache });
  // The index follows the catalogue's write generation: any write on any gateway, before it is acknowledged.
  const catalogVersion = () => readCache.catalogVersion();
  const search = new SearchService(ds, catalogVersion);
  const apiSearch = new ApiSearchService(ds, search);
  const tender = new TenderService(ds, pubsub, rateLimits);
  const callFigures = new CallFiguresService(ds);
  const callAttachments = new CallAttachmentService(ds);
  const revisions = new ApiRevisionService(ds, workflow);
  const apiKeys = new ApiKeyService(ds);
  const plansServices = createPlansServices(config, ds, pubsub, infra.redis);
  const mock = createMockService(config, ds, pubsub, rateLimits, report('mock: recording calls failed'));
  const openCallServices = createOpenCallServices(config, ds, pubsub, {
    mock,
    workflow,
    activity,
    rateLimits,
    apiKeys,
    quota: plansServices.quota,
    telemetry,
    report,
  });
  // Writes made off the request path: recorded calls change the call figures (the answers showing one of
  // those APIs' figures go at once, lists within READ_CACHE_LAG_MS), a policy verdict (on any gateway) an API's status.
  openCallServices.callRecorder.onWrite((apiIds) => readCache.touch(openCallCache.writes.calls(apiIds)));
  readCache.follow(pubsub.subscribe(Topic.ApiChanged));
  // Probes and alert deliveries go out through the SSRF guard on sockets of their own (issue #31).
  const statusOutbound = new UpstreamClient({
    allowList: config.upstreamAllowList,
    timeoutMs: config.status.probeTimeoutMs,
    maxBytes: 256 * 1024,
    maxRedirects: 3,
  });
  const statusServices = createStatusServices(config, ds, pubsub, {
    http: statusOutbound,
    guard: { isPublicAddress, isAllowListed: (host, port) => statusOutbound.policy.isAllowListed(host, port) },
    runBuiltin: (name) => runBuiltin(name, { params: {}, ip: '127.0.0.1', userAgent: 'ApiMarket-StatusProbe/1', lang: 'zh' }),
    report,
  });
  // Quota crossings reach the alert channels that route `quota` events, once per window and threshold.
  plansServices.usage.alertChannels = (c, text) =>
    statusServices.alertDeliveries.enqueue({
      // The window's own name (a day or month of UTC+8): the UTC date took a Beijing morning for the day before.
      key: `quota:${c.subscription.id}:${c.window}:${c.percent}:${c.windowId}`,
      kind: 'quota',
      apiId: c.subscription.apiId,
      // The subscriber's own channels too, not only the API's creator's and the platform's.
      subscriberId: c.subscription.userId,
      title: '配额提醒',
      titleEn: 'Quota alert',
      text: text.zh,
      textEn: text.en,
    });
  const market = new ApiMarketService(ds, apiSearch, callFigures, search);
  // Versions (issue #30): the open call resolves one per call and samples answers for drift.
  const versions = new ApiVersionService(ds, (apiId, touches) => pubsub.publish(Topic.ApiChanged, { apiId, touches }));
  versions.follow(pubsub.subscribe(Topic.ApiChanged));
  const versionNotices = new VersionNoticeService(
    ds,
    versions,
    (userId, event) => pubsub.publish(Topic.NotificationAdded, userId, event),
    report('version notices: a notice could not be sent'),
  );
  versions.afterDeprecation = async (apiId, version) => {
    // This gateway's buffered call records first, so a call made just before the deprecation counts.
    await openCallServices.callRecorder.flush();
    return versionNotices.deprecated(apiId, version);
  };
  versionNotices.channels = (e) =>
    statusServices.alertDeliveries.enqueue({ key: e.key, kind: 'deprecation', apiId: e.apiId, title: '版本弃用提醒', titleEn: 'Version deprecation', text: e.zh, textEn: e.en });
  const drift = new DriftWatch(ds, config.driftSampleRate, (a) => openCallServices.alerts.raiseDrift(a), report('drift check failed'));
  openCallServices.openCall.versions = versions;
  openCallServices.openCall.drift = drift;
  drift.follow(pubsub.subscribe(Topic.ApiChanged));
  const accessLogRetention = new AccessLogRetention(
    ds,
    config.accessLogRetentionDays,
    report('access log retention'),
  );
  accessLogRetention.start();
  const authoring = new AuthoringService(ds, workflow, upstreamAddresses, revisions);
  // Import documents fetched by URL go out through the SSRF guard on sockets of their own (issue #29).
  const importFetcher = new UpstreamClient({
    allowList: config.upstreamAllowList,
    timeoutMs: 15_000,
    maxBytes: IMPORT_LIMITS.maxBytes,
    maxRedirects: 3,
  });
  // Anonymous authors' pseudonyms are keyed by the signing secret every gateway shares (identity.ts).
  usePseudonymSecret(config.jwtSecret);
  const agentCatalog = new AgentCatalogService(ds, {
    market,
    apiDetails,
    plans: plansServices.plans,
    trafficPolicies: openCallServices.trafficPolicies,
    catalogVersion,
  });
  return {
    ...statusServices,
    versions,
    versionNotices,
    drift,
    config,
    rateLimits,
    readCache,
    telemetry,
    ...openCallServices,
    ...plansServices,
    mock,
    community: new CommunityService(ds, pubsub, rateLimits, callAttachments, new CommentReads(sql)),
    callReplay: new CallReplayService(ds),
    deviceInfo: new DeviceInfoService(ds, rateLimits),
    accessLogRetention,
    feedback: new FeedbackService(ds, rateLimits, callAttachments, activity),
    bugFixes: new BugFixService(ds),
    accounts: new AccountsService(ds, config, activity, pubsub, infra.redis, apiKeys),
    roleCatalogue: new RoleCatalogueService(ds),
    securityPosture: new SecurityPostureService(config, telemetry),
    authoring,
    apiImport: new ApiImportService(ds, authoring, upstreamAddresses, importFetcher, new ParseRunner()),
    apiExport: new ApiExportService(ds, apiDetails, (id, viewer, origin) => agentCatalog.openApi(id, viewer ?? null, { origin })),
    revisions,
    idempotency: new IdempotencyService(ds, config.idempotencyTtlHours, report('a committed create: an after-commit effect failed')),
    notifications: new NotificationService(ds),
    admin: new AdminService(ds, upstreamAddresses),
    // A changed platform policy acts at once here and on every other gateway (API_CHANGED for id 0).
    policies: new PolicyService(ds, () => {
      openCallServices.trafficPolicies.invalidatePlatform();
      pubsub.publish(Topic.ApiChanged, { apiId: PLATFORM_POLICIES_CHANGED, touches: adminCache.writes.policy() });
    }),
    review: new ReviewService(ds, workflow, revisions),
    catalog: new ApiCatalogService(ds),
    categoryAdmin: new CategoryAdminService(ds),
    apiDetails,
    sql,
    apiDetailReads: new ApiDetailReads(sql),
    apiPageReads: new ApiPageReads(sql),
    marketPageReads,
    apiSearch,
    creators: new CreatorService(ds),
    market,
    callFigures,
    stars: new StarService(ds, apiDetails),
    creatorFigures: new CreatorFiguresService(ds),
    follows: new FollowService(ds),
    presence: new PresenceService(ds, undefined, () => readCache.bump('presence')),
    content: new ContentService(ds),
    frontPage: new FrontPageService(sql, marketPageReads),
    articles: new ArticleService(ds),
    articleAdmin: new ArticleAdminService(ds),
    repository: new RepositoryService(config.repositoryDir),
    statistics: new StatisticsService(ds),
    metrics: new MetricsSampler(
      config.metricsIntervalMs,
      new MetricsHistoryService(ds, config.metricsIntervalMs, (message, err) => report(message)(err)),
    ),
    activity,
    blog: new BlogService(ds),
    blogCovers: new BlogCoverService(ds),
    waitlist: new WaitlistService(ds, rateLimits),
    assistant: new AssistantService(new AssistantCatalogueService(ds, search, catalogVersion), rateLimits),
    toolbox: new ToolboxService(ds),
    developerTalk: new DeveloperTalkService(ds),
    tender,
    search,
    searchLog: new SearchLogService(ds),
    searchAdmin: new SearchAdminService(ds, tender),
    apiKeys,
    agentCatalog,
  };
}
