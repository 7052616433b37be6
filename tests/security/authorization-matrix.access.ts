import 'reflect-metadata';
import { registeredRules } from '../../gateway/src/core/policy.js';
// Every feature's policy registers its rules when the feature is loaded.
import '../../gateway/src/features.js';

/**
 * What each GraphQL root field serves: the reviewed contract the authorisation matrix
 * (authorization-matrix.test.ts) holds the gateway to. Every root field of the schema must be named
 * here; a new field fails the matrix until it is. A guarded field names the policy rule it serves
 * (`feature.action`, issue #33): what a caller needs is read from that rule (GRAPHQL_ACCESS), so a
 * policy changes in one place, and authorise-first.test.ts holds each field's @Gate to the rule named
 * here. credentials: the field checks a password itself and refuses wrong ones as UNAUTHENTICATED.
 */
export type Access = 'public' | 'user' | 'admin' | 'credentials';

export const GRAPHQL_CONTRACT: Record<string, 'public' | 'credentials' | `${string}.${string}`> = {
  // anyone, visitors included (no rule)
  addComment: 'public',
  addReply: 'public',
  announcement: 'public',
  announcements: 'public',
  api: 'public',
  apiCallCount: 'public',
  apiCallHistory: 'public',
  apiCallStats: 'public',
  apiChangeHistory: 'public',
  apiStatistics: 'public',
  apis: 'public',
  article: 'public',
  articles: 'public',
  blogPost: 'public',
  blogPosts: 'public',
  blogTags: 'public',
  bugFixEntries: 'public',
  categories: 'public',
  comments: 'public',
  creator: 'public',
  creators: 'public',
  currentNotice: 'public',
  developerTalk: 'public',
  joinAssistantWaitlist: 'public',
  like: 'public',
  logout: 'public',
  market: 'public',
  problemTypes: 'public',
  publicBaseUrl: 'public',
  recordVisit: 'public',
  register: 'public',
  repositoryCommits: 'public',
  searchApis: 'public',
  submitFeedback: 'public',
  submitTenderRequest: 'public',
  searchSuggestions: 'public',
  recordSearchClick: 'public',
  systemMetricsHistory: 'public',
  systemMetricsNow: 'public',
  tenderRequests: 'public',
  toolboxTools: 'public',
  unlike: 'public',
  voteTenderRequest: 'public',
  versionLogs: 'public',
  // a policy rule (modules/<feature>/<feature>.policy.ts): what it needs is the rule's own
  accessLogs: 'admin.readConsole',
  acknowledgeAlert: 'openCall.acknowledgeAlert',
  activityLog: 'activity.read',
  addSearchSynonyms: 'search.manageSynonyms',
  addApi: 'admin.addApi',
  addBugFix: 'bugFix.write',
  adminApis: 'admin.readConsole',
  adminArticle: 'article.readDraft',
  adminBlogPost: 'blog.readDrafts',
  adminBlogPosts: 'blog.readDrafts',
  adminCategories: 'category.readAdmin',
  adminTenderRequests: 'tender.readAdmin',
  apiPublishConfig: 'review.readPublishConfig',
  apiRejectReason: 'authoring.readOwn',
  apiRelease: 'openCall.readOperations',
  apiStatusHistory: 'review.readHistory',
  apiTopCallers: 'openCall.readOperations',
  assignedReports: 'feedback.readAssigned',
  assistantWaitlist: 'waitlist.read',
  auditList: 'review.readAudits',
  baseParams: 'admin.readConsole',
  changeReviewMode: 'review.changeMode',
  checkRole: 'account.holdRole',
  createApi: 'authoring.create',
  createApiKey: 'openCall.ownKeys',
  createBlogPost: 'blog.write',
  createCategory: 'category.manage',
  createPolicy: 'admin.editPlatformPolicies',
  deleteArticle: 'article.edit',
  deleteBlogPost: 'blog.write',
  deleteBugFix: 'bugFix.write',
  deleteCategory: 'category.manage',
  deletePolicy: 'admin.editPlatformPolicies',
  feedbackList: 'feedback.readAll',
  followCreator: 'follow.follow',
  interfaceAlerts: 'openCall.readAlerts',
  markAllNotificationsRead: 'notification.markRead',
  markNotificationRead: 'notification.markRead',
  me: 'account.readSelf',
  myApi: 'authoring.readOwn',
  myApiKeys: 'openCall.ownKeys',
  myApis: 'authoring.readOwn',
  myBugReports: 'feedback.readOnOwnApis',
  myFeedback: 'feedback.readOwn',
  myStarredApiIds: 'star.readOwn',
  notifications: 'notification.readOwn',
  passApi: 'review.decide',
  pendingReviews: 'review.readPending',
  platformDefaults: 'admin.readPlatformPolicies',
  policies: 'admin.readPlatformPolicies',
  publishApi: 'review.publish',
  publishConfig: 'authoring.readOwn',
  rejectApi: 'review.decide',
  removeArticleEnglish: 'article.edit',
  reorderCategories: 'category.manage',
  replayAttachedCall: 'community.replayAttachedCall',
  resolveFeedback: 'feedback.triage',
  resubmitApi: 'authoring.resubmit',
  reviewApis: 'review.decide',
  reviewMode: 'review.readMode',
  revokeApiKey: 'openCall.ownKeys',
  roles: 'account.readRoles',
  saveArticleVersion: 'article.edit',
  securityPosture: 'admin.readSecurityPosture',
  setApiStar: 'star.star',
  setApiStatus: 'authoring.changeStatus',
  setFeedbackStatus: 'feedback.triage',
  setGrayPromotion: 'openCall.setGrayPromotion',
  setPolicyThreshold: 'admin.editPlatformPolicies',
  setUserStatus: 'account.setStatus',
  submitProblemReport: 'feedback.fileProblemReport',
  submitPublishConfig: 'authoring.requestRollout',
  tags: 'admin.readConsole',
  updateApi: 'authoring.edit',
  updateBlogPost: 'blog.write',
  updateBugFix: 'bugFix.write',
  updateCategory: 'category.manage',
  updateTenderRequest: 'tender.answer',
  userStatusEvents: 'account.readStatusEvents',
  users: 'admin.readConsole',
  workspaces: 'admin.readConsole',
  removeSearchSynonyms: 'search.manageSynonyms',
  searchAnalytics: 'search.readAnalytics',
  searchSynonyms: 'search.manageSynonyms',
  turnSearchIntoRequest: 'search.turnIntoRequest',
  // checks the password given
  login: 'credentials',
};

/** The rule a field's contract names (undefined for public and credentials fields). */
export const ruleOf = (field: string) => registeredRules().get(GRAPHQL_CONTRACT[field] ?? '');

/** What each field needs of its caller: public and credentials as written, a rule's need from its policy. */
export const GRAPHQL_ACCESS: Record<string, Access> = Object.fromEntries(
  Object.entries(GRAPHQL_CONTRACT).map(([field, contract]) => {
    if (contract === 'public' || contract === 'credentials') return [field, contract];
    const rule = registeredRules().get(contract);
    if (!rule) throw new Error(`${field} names ${contract}, which no policy defines`);
    return [field, rule.need];
  }),
);
