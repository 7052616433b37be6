import { defaultFieldResolver, type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { AuthUser } from '../core/auth-user.js';
import { admit } from '../core/policy.js';
import type { GateExtensions } from './gate.js';

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
  apiTopCallers: 'user',
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
  acknowledgeAlert: 'admin',
  activityLog: 'admin',
  adminArticle: 'admin',
  adminBlogPost: 'admin',
  adminBlogPosts: 'admin',
  adminCategories: 'admin',
  assignedReports: 'admin',
  assistantWaitlist: 'admin',
  createBlogPost: 'admin',
  createCategory: 'admin',
  deleteArticle: 'admin',
  deleteBlogPost: 'admin',
  deleteCategory: 'admin',
  feedbackList: 'admin',
  adminTenderRequests: 'admin',
  removeArticleEnglish: 'admin',
  reorderCategories: 'admin',
  resolveFeedback: 'admin',
  roles: 'admin',
  saveArticleVersion: 'admin',
  setFeedbackStatus: 'admin',
  updateTenderRequest: 'admin',
  setGrayPromotion: 'admin',
  setUserStatus: 'admin',
  submitProblemReport: 'admin',
  updateBlogPost: 'admin',
  updateCategory: 'admin',
  userStatusEvents: 'admin',
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

/** The gate of a root field: its `@Gate(rule)` (graphql/gate.ts), else its entry in the tables above. */
export function gateOf(
  kind: 'query' | 'mutation' | 'subscription',
  field: GraphQLField<unknown, unknown>,
): GateExtensions['access'] | undefined {
  const gate = (field.extensions as { gate?: GateExtensions } | undefined)?.gate;
  return gate?.access ?? (kind === 'subscription' ? GUARDED_SUBSCRIPTIONS : GUARDED_ROOT_FIELDS)[field.name];
}

/** The gate of every gated Query and Mutation field of a built schema (the role screen and the tests read it). */
export function rootGates(schema: GraphQLSchema): Record<string, GateExtensions['access']> {
  const gates: Record<string, GateExtensions['access']> = {};
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const need = gateOf(kind, field);
      if (need) gates[field.name] = need;
    }
  }
  return gates;
}

/**
 * Puts the role check in front of each guarded Query and Mutation field's resolver. type-graphql's
 * resolver validates the arguments (class-validator) before the resolver body runs, so the check must sit
 * outside it. Only root fields are wrapped: object fields keep their plain resolvers. A name in the table
 * that the schema does not have fails the start, so a renamed field cannot silently lose its check.
 */
export function authoriseBeforeValidation(schema: GraphQLSchema): GraphQLSchema {
  for (const name of Object.keys(GUARDED_ROOT_FIELDS)) {
    if (!schema.getQueryType()?.getFields()[name] && !schema.getMutationType()?.getFields()[name])
      throw new Error(`GUARDED_ROOT_FIELDS names ${name}, which is not a Query or Mutation field`);
  }
  for (const name of Object.keys(GUARDED_SUBSCRIPTIONS)) {
    if (!schema.getSubscriptionType()?.getFields()[name]?.subscribe)
      throw new Error(`GUARDED_SUBSCRIPTIONS names ${name}, which is not a Subscription field`);
  }
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const need = gateOf(kind, field);
      if (!need) continue;
      const resolve: GraphQLFieldResolver<unknown, { user: AuthUser | null }> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx, info) => {
        admit(ctx.user, need);
        return resolve(source, args, ctx, info);
      };
    }
  }
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const need = gateOf('subscription', field);
    if (!need || !field.subscribe) continue;
    const subscribe = field.subscribe;
    field.subscribe = (source, args, ctx: { user: AuthUser | null }, info) => {
      admit(ctx.user, need);
      return subscribe(source, args, ctx, info);
    };
  }
  return schema;
}
