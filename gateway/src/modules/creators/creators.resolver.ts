import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, Float, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { readsScope } from '../../core/read-cache.js';
import { creatorsCache } from './creators.cache.js';
import { Gate } from '../../graphql/gate.js';
import { followPolicy } from './creators.policy.js';
import { toCreator } from '../catalog/api-detail.presenter.js';
import { Creator } from '../catalog/api-detail.types.js';
import type { CreatorFigures } from './creator-figures.service.js';
import { ActivityCalendar } from './creators.types.js';
import type { CreatorFiguresService } from './creator-figures.service.js';
import type { CreatorService } from '../catalog/creator.service.js';
import type { FollowService } from './follow.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { creatorFigures: CreatorFiguresService; creators: CreatorService; follows: FollowService };


interface CreatorLoaders {
  figures: DataLoader<number, CreatorFigures>;
  followed: DataLoader<number, boolean>;
}

const perRequest = new WeakMap<GraphQLContext<Deps>, CreatorLoaders>();

/** Figures and follow state of every creator an operation shows, one query each. */
function loaders(ctx: GraphQLContext<Deps>): CreatorLoaders {
  let l = perRequest.get(ctx);
  if (!l) {
    const { creatorFigures, follows } = ctx.services;
    const user = ctx.user;
    l = {
      figures: new DataLoader(async (ids) => {
        const map = await creatorFigures.figures(ids);
        return ids.map((id) => map.get(id)!);
      }),
      followed: new DataLoader(async (ids) => {
        const set = user ? await follows.followedAmong(user.id, ids) : new Set<number>();
        return ids.map((id) => set.has(id));
      }),
    };
    perRequest.set(ctx, l);
  }
  return l;
}

const figure = async <K extends keyof CreatorFigures>(ctx: GraphQLContext<Deps>, id: number, key: K) => {
  // What the figure depends on besides the catalogue (creators.cache.ts): a cached answer goes with it.
  for (const scope of creatorsCache.reads.figure(key)) readsScope(ctx, scope);
  return (await loaders(ctx).figures.load(id))[key];
};

/** A creator's measured figures, follows and activity (SPEC §2.8, §3 Creator). */
@Resolver(() => Creator)
export class CreatorsResolver {
  @Gate(followPolicy.follow)
  @Mutation(() => Creator, { description: 'Signed-in users: follow (true) or unfollow (false) a creator.' })
  async followCreator(
    @Arg('creatorId', () => Int) creatorId: number,
    @Arg('following', () => Boolean) following: boolean,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<Creator> {
    await ctx.services.follows.setFollow(ctx.user, creatorId, following);
    return toCreator(await ctx.services.creators.get(creatorId));
  }

  @FieldResolver(() => Int, { description: 'Signed-in users who follow this creator.' })
  followers(@Root() c: Creator, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return figure(ctx, c.id, 'followers');
  }

  @FieldResolver(() => Int, { description: 'Creators this creator’s account follows.' })
  following(@Root() c: Creator, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return figure(ctx, c.id, 'following');
  }

  @FieldResolver(() => Int, { description: 'Stars on the creator’s public APIs.' })
  starsReceived(@Root() c: Creator, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return figure(ctx, c.id, 'starsReceived');
  }

  @FieldResolver(() => Boolean, { description: 'A signed-in request from the creator’s account in the last 5 minutes.' })
  isOnline(@Root() c: Creator, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    return figure(ctx, c.id, 'online');
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'Percent of others’ comments on the creator’s public listed APIs answered by the creator within 24 h (a comment younger ' +
      'than 24 h counts once answered); null when there is no such comment.',
  })
  responseRate(@Root() c: Creator, @Ctx() ctx: GraphQLContext<Deps>): Promise<number | null> {
    return figure(ctx, c.id, 'responseRate');
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description:
      'Reliability rating 0.0–5.0: 5 × the share of successful open calls to the creator’s public APIs in the ' +
      'last 30 days; null before any call.',
  })
  rating(@Root() c: Creator, @Ctx() ctx: GraphQLContext<Deps>): Promise<number | null> {
    return figure(ctx, c.id, 'rating');
  }

  @FieldResolver(() => Int, {
    description: 'Activity score 0–100: percent of the last 30 days (UTC) with activity on public APIs (see activityCalendar).',
  })
  activity(@Root() c: Creator, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return figure(ctx, c.id, 'activity');
  }

  @FieldResolver(() => Boolean, { description: 'The caller follows this creator (false for visitors).' })
  followedByMe(@Root() c: Creator, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    return loaders(ctx).followed.load(c.id);
  }

  @FieldResolver(() => ActivityCalendar, {
    description:
      'APIs created, published, updated and comments answered per day over the last 365 days — on the APIs the caller may see: public listed ones, or every API for the creator themself and administrators.',
  })
  async activityCalendar(
    @Root() c: Creator,
    @Arg('timeZone', () => String, { defaultValue: 'Asia/Shanghai', description: 'IANA time zone of the days.' })
    timeZone: string,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<ActivityCalendar> {
    const cal = await ctx.services.creatorFigures.calendar(c.id, timeZone, ctx.user);
    return { ...cal, days: cal.days.map(({ byKind, ...d }) => ({ ...d, ...byKind })) };
  }
}
