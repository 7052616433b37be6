import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { openCallPolicy } from './open-call.policy.js';
import {
  AlertArgs,
  ApiCallStats,
  ApiCallStatsArgs,
  ApiRelease,
  GrayPromotionArgs,
  CallHistory,
  CallHistoryArgs,
  CallRecorded,
  InterfaceAlertPage,
  TopCaller,
  TopCallersArgs,
  VersionCallStats,
} from './open-call.types.js';
import type { AlertService } from './alert.service.js';
import type { CallHistoryService } from './call-history.service.js';
import type { CallReceiptService } from './call-receipt.service.js';
import type { OpenCallService } from './open-call.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { alerts: AlertService; callHistory: CallHistoryService; callReceipts: CallReceiptService; openCall: OpenCallService };

@Resolver()
export class OpenCallResolver {
  @Query(() => CallHistory, {
    description: 'Recorded open calls of an API, newest first, with the average time.',
  })
  async apiCallHistory(@Args() args: CallHistoryArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<CallHistory> {
    const { rows, mockRows, avgMs, total } = await ctx.services.callHistory.log(args.apiId, ctx.user, args.limit, args.offset, args.version);
    return { items: rows, mockCalls: mockRows, avgMs, total };
  }

  @Subscription(() => CallRecorded, {
    // The visibility rule of every read of the API's calls (NOT_FOUND otherwise), checked per event too.
    subscribe: ({ args, context }) => {
      const ctx = context as GraphQLContext<Deps>;
      const { apiId, receipt } = args as { apiId: number; receipt: string };
      return ctx.services.callReceipts.recorded(apiId, receipt, ctx.user ?? null);
    },
    description:
      'Once for each committed batch of call records holding the open calls made with this receipt (X-Call-Receipt: 16–64 letters, digits, - or _): ' +
      'the API’s call count, history and statistics now include them. Only the receipt’s holder knows it; no figures are sent. ' +
      'A private API or a draft: its creator and administrators only (NOT_FOUND for anyone else).',
  })
  callRecorded(
    @Arg('apiId', () => Int) _apiId: number,
    @Arg('receipt') _receipt: string,
    @Root() recorded: CallRecorded,
  ): CallRecorded {
    return recorded;
  }

  @Query(() => Int, { description: 'How many times the API was called.' })
  async apiCallCount(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return ctx.services.callHistory.count(apiId, ctx.user);
  }

  @Query(() => ApiCallStats, {
    description: 'p50/p95 and a bucketed trend, for the platform and for the current caller alone.',
  })
  async apiCallStats(@Args() args: ApiCallStatsArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiCallStats> {
    const me = ctx.user ? { userId: ctx.user.id } : { ip: ctx.ip };
    const stats = await ctx.services.callHistory.platformAndMine(args.apiId, ctx.user, args.period, me, args.version ?? null);
    return { ...stats, query: { apiId: args.apiId, period: args.period } };
  }

  @Gate(openCallPolicy.readOperations)
  @Query(() => [TopCaller], {
    description: 'The busiest callers of an API over a period, addresses masked (its creator and administrators).',
  })
  async apiTopCallers(@Args() args: TopCallersArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<TopCaller[]> {
    return ctx.services.callHistory.topCallers(args.apiId, ctx.user, args.period, args.limit);
  }

  @Gate(openCallPolicy.readAlerts)
  @Query(() => InterfaceAlertPage, {
    description: 'Interface alerts, newest first: administrators all, a creator those of one own API (apiId).',
  })
  async interfaceAlerts(@Args() args: AlertArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<InterfaceAlertPage> {
    const { items, total } = await ctx.services.alerts.list(ctx.user, {
      apiId: args.apiId,
      limit: args.limit,
      offset: args.offset,
    });
    return {
      items: items.map((a) => ({ ...a, message: ctx.lang === 'en' ? a.messageEn : a.message })),
      total,
    };
  }

  @Gate(openCallPolicy.readOperations)
  @Query(() => ApiRelease, {
    description: 'The rollout as the proxy applies it (administrators and the API’s creator).',
  })
  async apiRelease(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiRelease> {
    return ctx.services.openCall.release(ctx.user, apiId);
  }

  @Gate(openCallPolicy.setGrayPromotion)
  @Mutation(() => ApiRelease, {
    description: 'Sets after how many healthy gray calls a gray release promotes itself to full.',
  })
  async setGrayPromotion(@Args() args: GrayPromotionArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiRelease> {
    return ctx.services.openCall.setGrayPromotion(ctx.user, args.apiId, args.calls);
  }
}

/** `ApiCallStats.versions`: read only when asked for (the per-version roll-ups). */
@Resolver(() => ApiCallStats)
export class ApiCallStatsResolver {
  @FieldResolver(() => [VersionCallStats])
  async versions(@Root() stats: ApiCallStats, @Ctx() ctx: GraphQLContext<Deps>): Promise<VersionCallStats[]> {
    if (stats.versions) return stats.versions;
    const q = stats.query!;
    return ctx.services.callHistory.byVersion(q.apiId, ctx.user, q.period);
  }
}
