import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { visibleTo } from '../catalog/api-detail.service.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin, requireUser } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { maskIp } from './call-history.service.js';
import {
  AlertArgs,
  ApiCallStats,
  ApiRelease,
  GrayPromotionArgs,
  ApiKey,
  CallHistory,
  CallHistoryArgs,
  CallStatsArgs,
  CreateApiKeyArgs,
  CreatedApiKey,
  InterfaceAlertPage,
} from './open-call.types.js';

async function mustExist(ctx: GraphQLContext, apiId: number): Promise<{ address: string }> {
  const target = await ctx.services.openCall.target(apiId);
  if (!target || !visibleTo(ctx.user, target)) throw notFound('接口不存在', 'API not found');
  return target;
}

@Resolver()
export class OpenCallResolver {
  @Query(() => CallHistory, {
    description: 'Recorded open calls of an API, newest first, with the average time.',
  })
  async apiCallHistory(@Args() args: CallHistoryArgs, @Ctx() ctx: GraphQLContext): Promise<CallHistory> {
    await mustExist(ctx, args.apiId);
    const { rows, avgMs, total } = await ctx.services.callHistory.log(args.apiId, args.limit, args.offset);
    const admin = ctx.user?.role === 'ADMIN';
    return {
      items: rows.map((r) => ({ ...r, requestIp: admin ? r.requestIp : maskIp(r.requestIp) })),
      avgMs,
      total,
    };
  }

  @Query(() => Int, { description: 'How many times the API was called.' })
  async apiCallCount(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext): Promise<number> {
    await mustExist(ctx, apiId);
    return ctx.services.callHistory.count(apiId);
  }

  @Query(() => ApiCallStats, {
    description: 'p50/p95 and a bucketed trend, for the platform and for the current caller alone.',
  })
  async apiCallStats(@Args() args: CallStatsArgs, @Ctx() ctx: GraphQLContext): Promise<ApiCallStats> {
    await mustExist(ctx, args.apiId);
    const now = new Date();
    const me = ctx.user ? { userId: ctx.user.id } : { ip: ctx.ip };
    const [platform, mine] = await Promise.all([
      ctx.services.callHistory.stats(args.apiId, args.period, null, now),
      ctx.services.callHistory.stats(args.apiId, args.period, me, now),
    ]);
    return { platform, mine };
  }

  @Query(() => InterfaceAlertPage, { description: 'Interface alerts, newest first (administrators).' })
  async interfaceAlerts(@Args() args: AlertArgs, @Ctx() ctx: GraphQLContext): Promise<InterfaceAlertPage> {
    requireAdmin(ctx.user);
    const { items, total } = await ctx.services.alerts.list({
      apiId: args.apiId,
      limit: args.limit,
      offset: args.offset,
    });
    return {
      items: items.map((a) => ({ ...a, message: ctx.lang === 'en' ? a.messageEn : a.message })),
      total,
    };
  }

  @Query(() => ApiRelease, { description: 'The rollout as the proxy applies it (administrators).' })
  async apiRelease(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext): Promise<ApiRelease> {
    requireAdmin(ctx.user);
    ctx.services.openCall.invalidate(apiId);
    const api = await mustExist(ctx, apiId);
    return ctx.services.trafficPolicies.release(apiId, api.address);
  }

  @Mutation(() => ApiRelease, {
    description: 'Sets after how many healthy gray calls a gray release promotes itself to full.',
  })
  async setGrayPromotion(@Args() args: GrayPromotionArgs, @Ctx() ctx: GraphQLContext): Promise<ApiRelease> {
    requireAdmin(ctx.user);
    ctx.services.openCall.invalidate(args.apiId);
    const api = await mustExist(ctx, args.apiId);
    await ctx.services.trafficPolicies.setPromoteAfter(args.apiId, args.calls);
    return ctx.services.trafficPolicies.release(args.apiId, api.address);
  }

  @Query(() => [ApiKey], { description: 'The signed-in user’s API keys, revoked ones included.' })
  myApiKeys(@Ctx() ctx: GraphQLContext): Promise<ApiKey[]> {
    return ctx.services.apiKeys.list(requireUser(ctx.user).id);
  }

  @Mutation(() => CreatedApiKey)
  createApiKey(@Args() args: CreateApiKeyArgs, @Ctx() ctx: GraphQLContext): Promise<CreatedApiKey> {
    return ctx.services.apiKeys.create(requireUser(ctx.user).id, args.name);
  }

  @Mutation(() => ApiKey, { description: 'Revokes a key at once; calls with it answer 401 from then on.' })
  revokeApiKey(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<ApiKey> {
    return ctx.services.apiKeys.revoke(requireUser(ctx.user).id, id);
  }
}
