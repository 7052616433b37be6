import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { starPolicy } from './stars.policy.js';
import { toApi } from '../catalog/api.presenter.js';
import { Api } from '../catalog/api.types.js';
import type { ApiDetailService } from '../catalog/api-detail.service.js';
import type { StarService } from './star.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { apiDetails: ApiDetailService; stars: StarService };


const starredLoaders = new WeakMap<GraphQLContext<Deps>, DataLoader<number, boolean>>();

/** Whether the caller starred each API of the operation, in one query. */
function starredLoader(ctx: GraphQLContext<Deps>, userId: number): DataLoader<number, boolean> {
  let loader = starredLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const set = await ctx.services.stars.starredAmong(userId, ids);
      return ids.map((id) => set.has(id));
    });
    starredLoaders.set(ctx, loader);
  }
  return loader;
}

@Resolver(() => Api)
export class StarResolver {
  @Gate(starPolicy.star)
  @Mutation(() => Api, {
    description: 'Signed-in users: star (true) or unstar (false) a listed API; answers the API with its new star count.',
  })
  async setApiStar(
    @Arg('apiId', () => Int) apiId: number,
    @Arg('starred', () => Boolean) starred: boolean,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<Api> {
    return toApi((await ctx.services.stars.setStar(ctx.user, apiId, starred)).api);
  }

  @Gate(starPolicy.readOwn)
  @Query(() => [Int], {
    description:
      'Signed-in users: ids of the APIs they starred (still visible to them), most recent first. Cards read ' +
      'their star state from it, so catalogue queries stay the same for visitors and users.',
  })
  myStarredApiIds(@Ctx() ctx: GraphQLContext<Deps>): Promise<number[]> {
    return ctx.services.stars.mine(ctx.user);
  }

  @FieldResolver(() => Boolean, { description: 'The caller starred this API (false for visitors).' })
  starredByMe(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> | boolean {
    if (!ctx.user) return false;
    return starredLoader(ctx, ctx.user.id).load(api.id);
  }
}
