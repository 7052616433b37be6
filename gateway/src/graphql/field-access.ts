import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { requireAdmin, requireUser, type AuthUser } from '../core/auth-user.js';

/**
 * The root fields that need a signed-in caller ('user') or the administrator role ('admin'); every other
 * root field is public (login checks its own credentials). The gateway checks these BEFORE the field's
 * arguments are validated, as REST checks its guard before the body schema: an anonymous call with
 * invalid arguments is UNAUTHENTICATED, a creator's call of an admin field FORBIDDEN — never
 * BAD_USER_INPUT, which would tell an outsider what the field accepts. The resolvers keep their own
 * checks (and their per-record rules); tests/security/authorization-matrix.access.ts is the reviewed
 * contract, and the matrix test holds this table to it.
 */
export const GUARDED_ROOT_FIELDS: Readonly<Record<string, 'user' | 'admin'>> = {
  // any signed-in account
  // checkRole(role: USER) is any signed-in caller's; the resolver refuses role ADMIN to a non-admin (FORBIDDEN).
  checkRole: 'user',
  addBugFix: 'user',
  apiRejectReason: 'user',
  apiRelease: 'user',
  apiStatusHistory: 'user',
  apiTopCallers: 'user',
  auditList: 'user',
  createApi: 'user',
  createApiKey: 'user',
  // administrators, and a creator for an own API (the resolver decides which, by apiId)
  interfaceAlerts: 'user',
  deleteBugFix: 'user',
  followCreator: 'user',
  markAllNotificationsRead: 'user',
  markNotificationRead: 'user',
  me: 'user',
  myApi: 'user',
  myApiKeys: 'user',
  myApis: 'user',
  myBugReports: 'user',
  myFeedback: 'user',
  myStarredApiIds: 'user',
  notifications: 'user',
  publishConfig: 'user',
  replayAttachedCall: 'user',
  resubmitApi: 'user',
  revokeApiKey: 'user',
  setApiStar: 'user',
  setApiStatus: 'user',
  submitPublishConfig: 'user',
  updateApi: 'user',
  updateBugFix: 'user',
  // administrators only
  accessLogs: 'admin',
  acknowledgeAlert: 'admin',
  activityLog: 'admin',
  addApi: 'admin',
  adminApis: 'admin',
  adminArticle: 'admin',
  adminBlogPost: 'admin',
  adminBlogPosts: 'admin',
  adminCategories: 'admin',
  apiPublishConfig: 'admin',
  assignedReports: 'admin',
  assistantWaitlist: 'admin',
  baseParams: 'admin',
  changeReviewMode: 'admin',
  createBlogPost: 'admin',
  createCategory: 'admin',
  createPolicy: 'admin',
  deleteArticle: 'admin',
  deleteBlogPost: 'admin',
  deleteCategory: 'admin',
  deletePolicy: 'admin',
  feedbackList: 'admin',
  adminTenderRequests: 'admin',
  passApi: 'admin',
  pendingReviews: 'admin',
  platformDefaults: 'admin',
  policies: 'admin',
  publishApi: 'admin',
  rejectApi: 'admin',
  removeArticleEnglish: 'admin',
  reorderCategories: 'admin',
  resolveFeedback: 'admin',
  reviewApis: 'admin',
  reviewMode: 'admin',
  roles: 'admin',
  saveArticleVersion: 'admin',
  securityPosture: 'admin',
  setFeedbackStatus: 'admin',
  updateTenderRequest: 'admin',
  setGrayPromotion: 'admin',
  setPolicyThreshold: 'admin',
  setUserStatus: 'admin',
  submitProblemReport: 'admin',
  tags: 'user',
  updateBlogPost: 'admin',
  updateCategory: 'admin',
  userStatusEvents: 'admin',
  users: 'admin',
  workspaces: 'admin',
};

/**
 * The subscriptions that need a signed-in caller or the administrator role (the token comes in
 * connection_init); every other subscription is public. Checked before the event stream is opened.
 */
export const GUARDED_SUBSCRIPTIONS: Readonly<Record<string, 'user' | 'admin'>> = {
  activityLog: 'admin',
  interfaceAlertRaised: 'admin',
  notificationAdded: 'user',
};

/**
 * Puts the role check in front of each guarded Query and Mutation field's resolver. type-graphql's
 * resolver validates the arguments (class-validator) before the resolver body runs, so the check must sit
 * outside it. Only root fields are wrapped: object fields keep their plain resolvers. A name in the table
 * that the schema does not have fails the start, so a renamed field cannot silently lose its check.
 */
export function authoriseBeforeValidation(schema: GraphQLSchema): GraphQLSchema {
  const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((t) => (t ? [t.getFields()] : []));
  for (const [name, need] of Object.entries(GUARDED_ROOT_FIELDS)) {
    const field = roots.map((fields) => fields[name]).find(Boolean);
    if (!field) throw new Error(`GUARDED_ROOT_FIELDS names ${name}, which is not a Query or Mutation field`);
    const resolve: GraphQLFieldResolver<unknown, { user: AuthUser | null }> = field.resolve ?? defaultFieldResolver;
    const check = need === 'admin' ? requireAdmin : requireUser;
    field.resolve = (source, args, ctx, info) => {
      check(ctx.user);
      return resolve(source, args, ctx, info);
    };
  }
  const subscriptions = schema.getSubscriptionType()?.getFields() ?? {};
  for (const [name, need] of Object.entries(GUARDED_SUBSCRIPTIONS)) {
    const field = subscriptions[name];
    if (!field?.subscribe) throw new Error(`GUARDED_SUBSCRIPTIONS names ${name}, which is not a Subscription field`);
    const subscribe = field.subscribe;
    const check = need === 'admin' ? requireAdmin : requireUser;
    field.subscribe = (source, args, ctx: { user: AuthUser | null }, info) => {
      check(ctx.user);
      return subscribe(source, args, ctx, info);
    };
  }
  return schema;
}
