import { Args, Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { versionsPolicy } from './versions.policy.js';
import type { ApiVersionService } from './api-version.service.js';
import type { VersionNoticeService } from './version-notices.service.js';
import type { AlertService } from '../open-call/alert.service.js';
import {
  ApiDrift,
  ApiVersion,
  DeprecateVersionArgs,
  OverrideBreakingArgs,
  VersionCallers,
  VersionCallersArgs,
} from './versions.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { versions: ApiVersionService; versionNotices: VersionNoticeService; alerts: AlertService };

@Resolver()
export class VersionsResolver {
  @Query(() => [ApiVersion], { description: 'The versions of an API with their status, sunset and successor.' })
  async apiVersions(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiVersion[]> {
    return ctx.services.versions.list(ctx.user, apiId);
  }

  @Gate(versionsPolicy.deprecate)
  @Mutation(() => ApiVersion, { description: 'Deprecates a version with a sunset and a successor; its recent callers are told.' })
  async deprecateApiVersion(@Args() args: DeprecateVersionArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiVersion> {
    const done = await ctx.services.versions.deprecate(ctx.user, args.apiId, args.version, { sunset: args.sunset, successor: args.successor });
    return done.view;
  }

  @Gate(versionsPolicy.readCallers)
  @Query(() => VersionCallers, { description: 'Who still calls a version, per day (the API’s creator and administrators).' })
  async apiVersionCallers(@Args() args: VersionCallersArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<VersionCallers> {
    return ctx.services.versionNotices.callers(ctx.user, args.apiId, args.version, args.days ?? 30);
  }

  @Gate(versionsPolicy.overrideBreaking)
  @Mutation(() => Boolean, { description: 'Lets a breaking revision stay in the current version (administrators; recorded).' })
  async overrideBreakingRevision(@Args() args: OverrideBreakingArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    return ctx.services.versions.overrideBreaking(ctx.user, args.apiId, args.reason);
  }

  @Query(() => ApiDrift, { nullable: true, description: 'Whether sampled answers differ from the documentation (drift).' })
  async apiDrift(@Arg('apiId', () => Int) apiId: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiDrift | null> {
    return ctx.services.versions.drift(ctx.user, apiId, (id, since) => ctx.services.alerts.latestDrift(id, since), ctx.lang);
  }
}
