import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { adminPolicy } from './admin.policy.js';
import { policy } from './admin.presenter.js';
import { Policy } from './admin.types.js';
import type { PolicyService } from './policy.service.js';
import type { TrafficPolicyService } from '../open-call/traffic-policy.service.js';
import { PlatformDefaults } from './review.types.js';
import { PolicyInput, PolicyKindEnum } from './policy.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { policies: PolicyService; trafficPolicies: TrafficPolicyService };

const kindOf = (k: PolicyKindEnum) => (k === PolicyKindEnum.ALARM ? 'alarm' : 'shutdown');

/** Editing the alarm and shutdown policies of basePolicy (administrators). */
@Resolver()
export class PolicyResolver {
  @Gate(adminPolicy.readPlatformPolicies)
  @Query(() => PlatformDefaults, {
    description:
      'What the platform’s policies give an API whose publish config leaves a threshold empty: the strictest policy of each unit, as the proxy applies it now.',
  })
  async platformDefaults(@Ctx() ctx: GraphQLContext<Deps>): Promise<PlatformDefaults> {
    const p = await ctx.services.trafficPolicies.platformDefaults(ctx.user);
    return {
      delayThreshold: p.alarmMs,
      alertThreshold: p.alarmPerMille,
      alertCallsPerMinute: p.alarmPerMinute,
      offThreshold: p.shutdownPerMille,
      offConsecutiveFailures: p.shutdownCount,
    };
  }

  @Gate(adminPolicy.editPlatformPolicies)
  @Mutation(() => Policy, { description: 'A new alarm or shutdown policy, in both languages, with its unit.' })
  async createPolicy(@Arg('input') input: PolicyInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<Policy> {
    const p = await ctx.services.policies.create(ctx.user, { ...input, kind: kindOf(input.kind) });
    return policy(p, ctx.lang);
  }

  @Gate(adminPolicy.editPlatformPolicies)
  @Mutation(() => Policy, { description: 'Changes a policy’s threshold (checked against its unit’s range).' })
  async setPolicyThreshold(
    @Arg('kind', () => PolicyKindEnum) kind: PolicyKindEnum,
    @Arg('id', () => Int) id: number,
    @Arg('threshold', () => Int) threshold: number,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<Policy> {
    return policy(await ctx.services.policies.setThreshold(ctx.user, kindOf(kind), id, threshold), ctx.lang);
  }

  @Gate(adminPolicy.editPlatformPolicies)
  @Mutation(() => Boolean, { description: 'Deletes a policy.' })
  async deletePolicy(
    @Arg('kind', () => PolicyKindEnum) kind: PolicyKindEnum,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<boolean> {
    await ctx.services.policies.remove(ctx.user, kindOf(kind), id);
    return true;
  }
}
