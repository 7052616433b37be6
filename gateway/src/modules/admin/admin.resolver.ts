import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin } from '../../http/auth.js';
import { Role } from '../accounts/accounts.types.js';
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

/** The admin console's lists and the new-API form over GraphQL (administrators only). */
@Resolver()
export class AdminResolver {
  @Query(() => AdminApiPage, { description: 'Every API of a tenant, filtered (GET /api/system/apis).' })
  async adminApis(@Args() args: AdminApiArgs, @Ctx() ctx: GraphQLContext): Promise<AdminApiPage> {
    requireAdmin(ctx.user);
    const { rows, total } = await ctx.services.admin.apis(args);
    return {
      total,
      items: rows.map((r) => ({
        id: r.id as number,
        name: r.name as string,
        description: r.description as string,
        status: r.status as number,
        address: r.address as string,
        testUrl: r.test_url as string,
        requestMethod: r.request_method as string,
        provider: r.provider as string,
        visibility: r.visibility as string,
        tenantId: r.tenant_id as number,
        needToken: r.need_token as boolean,
        categoryId: r.category_id as number | null,
        categoryName: r.category_name as string | null,
        creatorId: r.creator_id as number | null,
        updatedAt: r.updated_at as Date,
      })),
    };
  }

  @Query(() => [NamedItem])
  async tags(@Ctx() ctx: GraphQLContext): Promise<NamedItem[]> {
    requireAdmin(ctx.user);
    return (await ctx.services.admin.tags()).map((t) => ({ id: t.id, name: ctx.lang === 'zh' ? t.name : t.nameEn }));
  }

  @Query(() => [NamedItem], { description: 'Workspaces (GET /api/system/getTopSpace).' })
  async workspaces(@Ctx() ctx: GraphQLContext): Promise<NamedItem[]> {
    requireAdmin(ctx.user);
    return (await ctx.services.admin.workspaces()).map((w) => ({ id: w.id, name: ctx.lang === 'zh' ? w.name : w.name_en }));
  }

  @Query(() => AccessLogPage, { description: 'Access log rows, newest first (GET /api/system/logs).' })
  async accessLogs(@Args() args: AccessLogArgs, @Ctx() ctx: GraphQLContext): Promise<AccessLogPage> {
    requireAdmin(ctx.user);
    const { rows, total } = await ctx.services.admin.logs(args);
    return {
      total,
      items: rows.map((r) => ({
        id: Number(r.id),
        ipAddress: r.ip_address as string,
        userAgent: (r.user_agent ?? {}) as Record<string, unknown>,
        createdAt: r.created_at as Date,
      })),
    };
  }

  @Query(() => UserPage, { description: 'Accounts, filtered and paged (GET /api/system/userList).' })
  async users(@Args() args: UserListArgs, @Ctx() ctx: GraphQLContext): Promise<UserPage> {
    requireAdmin(ctx.user);
    const { rows, total } = await ctx.services.admin.users(args);
    return {
      total,
      items: rows.map((r) => ({
        id: r.id as number,
        account: r.account as string,
        username: r.username as string,
        status: r.status as number,
        role: r.role === 1 ? Role.ADMIN : Role.USER,
        creatorId: r.creator_id as number | null,
      })),
    };
  }

  @Query(() => Policies, { description: 'Alarm and shutdown policies (GET /api/system/basePolicy).' })
  async policies(@Ctx() ctx: GraphQLContext): Promise<Policies> {
    requireAdmin(ctx.user);
    const zh = ctx.lang === 'zh';
    const { alarm, shutdown } = await ctx.services.admin.policies();
    return {
      alarm: alarm.map((p) => ({ id: p.id as number, policy: (zh ? p.alarmpolicy : p.alarmpolicy_en) as string, threshold: p.threshold as number })),
      shutdown: shutdown.map((p) => ({ id: p.id as number, policy: (zh ? p.policy : p.policy_en) as string, threshold: p.threshold as number })),
    };
  }

  @Query(() => BaseParams, { description: 'Admins and problem types (GET /api/system/baseParms).' })
  async baseParams(@Ctx() ctx: GraphQLContext): Promise<BaseParams> {
    requireAdmin(ctx.user);
    const { admins, problemList } = await ctx.services.admin.baseParms();
    return {
      admins: admins as Array<{ account: string; username: string }>,
      problemTypes: problemList.map((p) => ({
        id: p.id as number,
        name: (ctx.lang === 'zh' || !p.kind_en ? p.kind : p.kind_en) as string,
      })),
    };
  }

  @Mutation(() => Int, { description: 'The admin’s new API, as a draft; returns its id.' })
  async addApi(@Arg('input') input: NewApiInput, @Ctx() ctx: GraphQLContext): Promise<number> {
    requireAdmin(ctx.user);
    return ctx.services.admin.addApi(input);
  }
}
