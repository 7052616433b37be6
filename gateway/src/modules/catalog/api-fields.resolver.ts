import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { toApiParam, toBugFix, toCreator, toTag } from './api-detail.presenter.js';
import { ApiParam, BugFix, Creator, ApiTag } from './api-detail.types.js';
import { isHotApi, publicStatusText } from './api.rules.js';
import { Api } from './api.types.js';
import { type CatalogLoaderDeps, catalogLoaders, figureOf } from './catalog.loaders.js';
import { openCallPath, publicBaseUrl } from './public-base-url.js';
import type { Config } from '../../config.js';

/** The services this door uses (the composition root passes them all). */
type Deps = CatalogLoaderDeps & { config: Config };

/** Related rows of an API, each batched per request (constant queries per page). */
@Resolver(() => Api)
export class ApiFieldsResolver {
  @FieldResolver(() => Creator, { nullable: true, description: 'The owning creator; null when unknown.' })
  async author(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): Promise<Creator | null> {
    if (api.creatorId === null) return null;
    const found = await catalogLoaders(ctx).creator.load(api.creatorId);
    return found ? toCreator(found) : null;
  }

  @FieldResolver(() => Int, { description: 'Recorded open calls.' })
  callCount(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): number | Promise<number> {
    const loaders = catalogLoaders(ctx);
    return figureOf(loaders.known.callCount, loaders.callCount, api.id);
  }

  @FieldResolver(() => Boolean, { description: 'Call count of 20 or more (derived).' })
  hot(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): boolean | Promise<boolean> {
    const count = this.callCount(api, ctx);
    return typeof count === 'number' ? isHotApi(count) : count.then(isHotApi);
  }

  @FieldResolver(() => [ApiParam])
  async requestParams(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiParam[]> {
    return (await catalogLoaders(ctx).params.load(api.id)).map(toApiParam);
  }

  @FieldResolver(() => [BugFix], { description: 'Newest first.' })
  async bugFixHistory(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): Promise<BugFix[]> {
    return (await catalogLoaders(ctx).bugFixes.load(api.id)).map(toBugFix);
  }

  @FieldResolver(() => [ApiTag])
  async tags(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiTag[]> {
    return (await catalogLoaders(ctx).tags.load(api.id)).map(toTag);
  }

  @FieldResolver(() => String, { description: 'Where to call it through the gateway (open call URL).' })
  address(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): string {
    return publicBaseUrl(ctx.services.config, ctx.headers, 'http') + openCallPath(api.id);
  }

  @FieldResolver(() => String, {
    description:
      'Status text in the caller’s language (normal, abnormal, disabled, updating, unknown).',
  })
  statusText(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): string {
    return publicStatusText(api.status)[ctx.lang];
  }
}
