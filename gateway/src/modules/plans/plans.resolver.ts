import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Gate } from '../../graphql/gate.js';
import { plansPolicy } from './plans.policy.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { PlanService } from './plan.service.js';
import type { SubscriptionService } from './subscription.service.js';
import type { UsageService } from './usage.service.js';
import {
  AdminSubscriptionArgs,
  AnalyticsArgs,
  ApiSubscriptionArgs,
  Plan,
  PlanAnalytics,
  PlanInput,
  SubscribeInput,
  PlanSubscription,
  SubscriptionAdminView,
  SubscriptionPage,
  UsageArgs,
  UsageDay,
} from './plans.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { plans: PlanService; subscriptions: SubscriptionService; usage: UsageService };

@Resolver()
export class PlansResolver {
  @Query(() => [Plan], { description: 'Anyone: the plans of a published API (its creator also sees them before).' })
  apiPlans(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<Plan[]> {
    return ctx.services.plans.list(apiId, ctx.user ?? null);
  }

  @Gate(plansPolicy.manage)
  @Mutation(() => Plan, { description: 'The API’s creator: a new plan.' })
  createPlan(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('input', () => PlanInput) input: PlanInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<Plan> {
    return ctx.services.plans.create(ctx.user, apiId, input);
  }

  @Gate(plansPolicy.manage)
  @Mutation(() => Plan, { description: 'The API’s creator: new limits apply from the next day / month; subscribers are told.' })
  updatePlan(
    @Arg('planId', () => Int) planId: number,
    @Arg('input', () => PlanInput) input: PlanInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<Plan> {
    return ctx.services.plans.update(ctx.user, planId, input);
  }

  @Gate(plansPolicy.manage)
  @Mutation(() => Boolean, { description: 'The API’s creator: keyed calls need a live subscription (api-key-only APIs).' })
  setSubscriptionRequired(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('required') required: boolean,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<boolean> {
    return ctx.services.plans.setRequiresSubscription(ctx.user, apiId, required);
  }

  @Gate(plansPolicy.manage)
  @Mutation(() => Plan, { description: 'The API’s creator: no new subscriptions; current subscribers keep it.' })
  deletePlan(@Arg('planId', () => Int) planId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<Plan> {
    return ctx.services.plans.remove(ctx.user, planId);
  }

  @Gate(plansPolicy.subscribe)
  @Mutation(() => PlanSubscription, { description: 'Subscribes one of the caller’s keys to a plan (pending when it needs approval).' })
  subscribePlan(@Arg('input', () => SubscribeInput) input: SubscribeInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<PlanSubscription> {
    return ctx.services.subscriptions.subscribe(ctx.user, input);
  }

  @Gate(plansPolicy.subscribe)
  @Mutation(() => PlanSubscription, { description: 'Ends one of the caller’s subscriptions at once.' })
  unsubscribePlan(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<PlanSubscription> {
    return ctx.services.subscriptions.unsubscribe(ctx.user, id);
  }

  @Gate(plansPolicy.subscribe)
  @Mutation(() => PlanSubscription, {
    description: 'Moves a subscription to another plan of the API; this window’s unused part is kept pro rata. A plan that needs approval is requested (the current plan goes on); the current plan withdraws a request.',
  })
  switchPlan(
    @Arg('id', () => Int) id: number,
    @Arg('planId', () => Int) planId: number,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<PlanSubscription> {
    return ctx.services.subscriptions.switchPlan(ctx.user, id, planId);
  }

  @Gate(plansPolicy.subscribe)
  @Query(() => [PlanSubscription], { description: 'The caller’s subscriptions with today’s and this month’s usage.' })
  mySubscriptions(@Ctx() ctx: GraphQLContext<Deps>): Promise<PlanSubscription[]> {
    return ctx.services.subscriptions.mine(ctx.user);
  }

  @Gate(plansPolicy.subscribe)
  @Query(() => [UsageDay], { description: 'The caller’s usage per subscription and day (UTC+8).' })
  myUsage(@Args(() => UsageArgs) args: UsageArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<UsageDay[]> {
    return ctx.services.usage.mine(ctx.user, args);
  }

  @Gate(plansPolicy.manage)
  @Query(() => SubscriptionPage, { description: 'The API’s creator: its subscriptions (pending ones to approve among them).' })
  async apiSubscriptions(
    @Args(() => ApiSubscriptionArgs) args: ApiSubscriptionArgs,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SubscriptionPage> {
    await ctx.services.plans.mustOwn(ctx.user, args.apiId);
    return ctx.services.subscriptions.adminList(args);
  }

  @Gate(plansPolicy.manage)
  @Mutation(() => SubscriptionAdminView, { description: 'The API’s creator: approves a request — a pending subscription, or a switch to a plan that needs approval (made pro rata now).' })
  approveSubscription(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<SubscriptionAdminView> {
    const user = ctx.user;
    return ctx.services.subscriptions.approve(user, id, (apiId) => ctx.services.plans.mustOwn(user, apiId));
  }

  @Gate(plansPolicy.manage)
  @Mutation(() => SubscriptionAdminView, {
    description: 'The API’s creator: declines a request — a pending subscription ends; a requested switch is dropped and the plan stays.',
  })
  declineSubscription(
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SubscriptionAdminView> {
    const user = ctx.user;
    return ctx.services.subscriptions.decline(user, id, reason ?? null, (apiId) => ctx.services.plans.mustOwn(user, apiId));
  }

  @Gate(plansPolicy.manage)
  @Query(() => PlanAnalytics, { description: 'The API’s creator: calls, billable calls, refusals, p50/p95 per plan and top subscribers.' })
  async planAnalytics(@Args(() => AnalyticsArgs) args: AnalyticsArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<PlanAnalytics> {
    await ctx.services.plans.mustOwn(ctx.user, args.apiId);
    return ctx.services.usage.analytics(args.apiId, args.days);
  }

  @Gate(plansPolicy.administer)
  @Query(() => SubscriptionPage, { description: 'Administrators: every subscription on the platform, with filters.' })
  adminSubscriptions(@Args(() => AdminSubscriptionArgs) args: AdminSubscriptionArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<SubscriptionPage> {
    return ctx.services.subscriptions.platformList(ctx.user, args);
  }

  @Gate(plansPolicy.administer)
  @Mutation(() => SubscriptionAdminView, { description: 'Administrators: suspends a subscription (the caller sees the reason) or resumes it.' })
  suspendSubscription(
    @Arg('id', () => Int) id: number,
    @Arg('suspended') suspended: boolean,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SubscriptionAdminView> {
    return ctx.services.subscriptions.suspend(ctx.user, id, suspended, reason ?? null);
  }
}
