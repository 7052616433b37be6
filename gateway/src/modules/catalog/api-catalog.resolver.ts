import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Query, Resolver, Subscription } from 'type-graphql';
import { selectsField } from '../../graphql/selection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { Topic } from '../../graphql/pubsub.js';
import { toCreator } from './api-detail.presenter.js';
import { ApiSearchArgs, Creator, CreatorPage, PageArgs } from './api-detail.types.js';
import { toApi, toCategory } from './api.presenter.js';
import { publicBaseUrl } from './public-base-url.js';
import { readsScope, readsTags } from '../../core/read-cache.js';
import { catalogCache } from './catalog.cache.js';
import { type CatalogLoaderDeps, catalogLoaders, primeFigures } from './catalog.loaders.js';
import type { ApiPageReads } from './api-page.reads.js';
import { Api, ApiListArgs, ApiPage, Category } from './api.types.js';
import type { ApiDetailService } from './api-detail.service.js';
import type { ApiSearchService } from './api-search.service.js';
import type { ApiCatalogService } from './api-catalog.service.js';
import type { Config } from '../../config.js';
import type { CreatorService } from './creator.service.js';
import type { SearchLogService } from '../search/search-log.service.js';
import type { FrontPageService } from './front-page.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = CatalogLoaderDeps & {
  apiPageReads: ApiPageReads;
  apiDetails: ApiDetailService;
  apiSearch: ApiSearchService;
  catalog: ApiCatalogService;
  config: Config;
  creators: CreatorService;
  frontPage: FrontPageService;
  searchLog: SearchLogService;
};

/**
 * A keyword search is counted for the search analytics (first pages only), and its answer is not kept
 * in the read cache: a cached answer would not be counted.
 */
export function recordSearch(
  ctx: GraphQLContext<{ searchLog: SearchLogService }>,
  keywords: string,
  offset: number,
  total: number,
  door: 'graphql' | 'market',
): void {
  if (ctx.readScope) ctx.readScope.personal = true;
  if (offset === 0) ctx.services.searchLog.record(keywords, total, door);
}

@Resolver(() => Api)
export class ApiCatalogResolver {
  @Query(() => ApiPage, { description: 'Published catalogue, newest update first.' })
  async apis(@Args() args: ApiListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiPage> {
    readsScope(ctx, 'lists');
    const { items, total } = await ctx.services.catalog.listPublic(args);
    const now = new Date();
    return { items: items.map((a) => toApi(a, now)), total };
  }

  @Query(() => Api, {
    description: 'One listed API; NOT_FOUND when unknown, a draft, or private to someone else.',
  })
  async api(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>, @Info() info: GraphQLResolveInfo): Promise<Api> {
    // Its call count is read with it only when asked for (then the answer follows that count's tag too).
    const counts = selectsField(info, ['callCount', 'hot']);
    await readsTags(ctx, catalogCache.reads.api(id, counts));
    // One statement for the API and what its page shows; the field resolvers' loaders are primed with it.
    const page = await ctx.services.apiPageReads.page(id, ctx.user);
    const loaders = catalogLoaders(ctx);
    if (counts) primeFigures(ctx, { callCounts: new Map([[id, page.callCount]]), weekly: null });
    loaders.params.prime(id, page.params);
    loaders.bugFixes.prime(id, page.bugFixes);
    if (page.author) loaders.creator.prime(page.author.creator.id, page.author);
    return toApi(page.api);
  }

  @Subscription(() => Api, {
    topics: Topic.ApiChanged,
    filter: ({ payload, args }) => (payload as { apiId: number }).apiId === (args as { id: number }).id,
    description:
      'One API as it is after its status (or address) changed, for the pages that show it: status 0 reads 已下架 / Unlisted. ' +
      'Answers like `api(id)`: NOT_FOUND when it is no longer listed or is private to someone else.',
  })
  async apiChanged(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<Api> {
    return toApi(await ctx.services.apiDetails.findPublic(id, ctx.user));
  }

  @Query(() => ApiPage, {
    description: 'Relevance search by keyword: words, pinyin (full, initials, mixed), synonyms and typos; best match first.',
  })
  async searchApis(@Args() args: ApiSearchArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiPage> {
    readsScope(ctx, 'lists');
    const { items, total } = await ctx.services.apiSearch.search(args);
    if (args.keywords.trim()) recordSearch(ctx, args.keywords, args.offset, total, 'graphql');
    const now = new Date();
    return { items: items.map((a) => toApi(a, now)), total };
  }

  @Query(() => String, {
    description:
      'Public base URL of open calls (PUBLIC_BASE_URL, else the origin the caller reached); REST: GET /api/getBaseUrl/bocker.',
  })
  publicBaseUrl(@Ctx() ctx: GraphQLContext<Deps>): string {
    return publicBaseUrl(ctx.services.config, ctx.headers, ctx.protocol);
  }

  @Query(() => [Category], { description: 'API categories in their display order.' })
  async categories(@Ctx() ctx: GraphQLContext<Deps>): Promise<Category[]> {
    // Read with the notice and announcements the same request asks (the home first screen: one statement).
    return (await ctx.services.frontPage.categories(ctx)).map(toCategory);
  }

  @Query(() => CreatorPage, { description: 'Creators (the developers showcase).' })
  async creators(@Args() args: PageArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<CreatorPage> {
    const { items, total } = await ctx.services.creators.list(args);
    return { items: items.map(toCreator), total };
  }

  @Query(() => Creator, { description: 'One creator with their listed APIs counted; NOT_FOUND when unknown.' })
  async creator(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<Creator> {
    return toCreator(await ctx.services.creators.get(id));
  }
}
