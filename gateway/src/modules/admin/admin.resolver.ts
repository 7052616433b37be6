import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { adminPolicy } from './admin.policy.js';
import { named, policy } from './admin.presenter.js';
import {
  AccessLogArgs,
  AccessLogPage,
  AdminApiArgs,
  AdminApiPage,
  BaseParams,
  NamedItem,
  NewApiInput,
  Policies,
  UserListArgs,
  UserPage,
} from './admin.types.js';
import type { AdminService } from './admin.service.js';
import { idempotentMutation, type IdempotencyService } from '../idempotency/idempotency.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { admin: AdminService; idempotency: IdempotencyService };

/** The admin console's lists and the new-API form over GraphQL (administrators only). */
@Resolver()
export class AdminResolver {
  @Gate(adminPolicy.readConsole)
  @Query(() => AdminApiPage, { description: 'Every API of a tenant, filtered (GET /api/system/apis).' })
  adminApis(@Args() args: AdminApiArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminApiPage> {
    return ctx.services.admin.apis(ctx.user, args);
  }

  @Gate(adminPolicy.readTags)
  @Query(() => [NamedItem], { description: 'API tags (GET /api/system/tags); signed-in users, for the creator’s API form.' })
  async tags(@Ctx() ctx: GraphQLContext<Deps>): Promise<NamedItem[]> {
    return (await ctx.services.admin.tags(ctx.user)).map((t) => named(t, ctx.lang));
  }

  @Gate(adminPolicy.readConsole)
  @Query(() => [NamedItem], { description: 'Workspaces (GET /api/system/getTopSpace).' })
  async workspaces(@Ctx() ctx: GraphQLContext<Deps>): Promise<NamedItem[]> {
    return (await ctx.services.admin.workspaces(ctx.user)).map((w) => named(w, ctx.lang));
  }

  @Gate(adminPolicy.readConsole)
  @Query(() => AccessLogPage, { description: 'Access log rows, newest first (GET /api/system/logs).' })
  accessLogs(@Args() args: AccessLogArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<AccessLogPage> {
    return ctx.services.admin.logs(ctx.user, args);
  }

  @Gate(adminPolicy.readConsole)
  @Query(() => UserPage, { description: 'Accounts, filtered and paged (GET /api/system/userList).' })
  users(@Args() args: UserListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<UserPage> {
    return ctx.services.admin.users(ctx.user, args);
  }

  @Gate(adminPolicy.readPlatformPolicies)
  @Query(() => Policies, { description: 'Alarm and shutdown policies (GET /api/system/basePolicy).' })
  async policies(@Ctx() ctx: GraphQLContext<Deps>): Promise<Policies> {
    const { alarm, shutdown } = await ctx.services.admin.policies(ctx.user);
    return { alarm: alarm.map((p) => policy(p, ctx.lang)), shutdown: shutdown.map((p) => policy(p, ctx.lang)) };
  }

  @Gate(adminPolicy.readConsole)
  @Query(() => BaseParams, { description: 'Admins and problem types (GET /api/system/baseParms).' })
  async baseParams(@Ctx() ctx: GraphQLContext<Deps>): Promise<BaseParams> {
    const { admins, problemTypes } = await ctx.services.admin.baseParms(ctx.user);
    return { admins, problemTypes: problemTypes.map((p) => named(p, ctx.lang)) };
  }

  @Gate(adminPolicy.addApi)
  @Mutation(() => Int, {
    description: 'The admin’s new API, as a draft; returns its id. Safe to retry with an Idempotency-Key header: the first answer comes back, no second API.',
  })
  async addApi(@Arg('input') input: NewApiInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return idempotentMutation(ctx.services.idempotency, ctx, 'addApi', input, (unit) => ctx.services.admin.addApi(ctx.user, input, unit));
  }
}
