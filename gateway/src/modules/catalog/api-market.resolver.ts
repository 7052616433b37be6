import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { readsScope } from '../../core/read-cache.js';
import { toApi, toCategory } from './api.presenter.js';
import { Api } from './api.types.js';
import { ApiWeeklyFigures, MarketArgs, MarketPage, MarketSort } from './api-market.types.js';
import { type CatalogLoaderDeps, catalogLoaders } from './catalog.loaders.js';
import type { ApiCatalogService } from './api-catalog.service.js';
import type { ApiMarketService } from './api-market.service.js';
import type { SearchLogService } from '../search/search-log.service.js';
import { recordSearch } from './api-catalog.resolver.js';
/** The services this door uses (the composition root passes them all). */
type Deps = CatalogLoaderDeps & { catalog: ApiCatalogService; market: ApiMarketService; searchLog: SearchLogService };


@Resolver(() => Api)
export class ApiMarketResolver {
  @Query(() => MarketPage, {
    description: 'The API market: keyword, category and creator filters, category facets, sort and paging.',
  })
  async market(@Args() args: MarketArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<MarketPage> {
    const { market, catalog } = ctx.services;
    // Star counts (and the STARS order) lag by READ_CACHE_LAG_MS at most.
    readsScope(ctx, 'lists');
    // The popular order is the last 7 days' calls: it moves with the call records.
    if (args.sort === MarketSort.POPULAR || args.sort === MarketSort.RELEVANCE) readsScope(ctx, 'calls');
    const [result, categories] = await Promise.all([
      market.list({
        keywords: args.keywords,
        categoryId: args.categoryId ?? null,
        creatorId: args.creatorId ?? null,
        sort: args.sort,
        offset: args.offset,
        limit: args.limit,
      }),
      catalog.listCategories(),
    ]);
    if (args.keywords.trim()) recordSearch(ctx, args.keywords, args.offset, result.total, 'market');
    const counts = new Map(result.facets.map((f) => [f.categoryId, f.count]));
    const uncategorised = counts.get(null) ?? 0;
    const now = new Date();
    return {
      items: result.items.map((a) => toApi(a, now)),
      total: result.total,
      allCount: result.facets.reduce((s, f) => s + f.count, 0),
      facets: [
        ...categories.map((c) => ({ category: toCategory(c), count: counts.get(c.id) ?? 0 })),
        ...(uncategorised ? [{ category: null, count: uncategorised }] : []),
      ],
    };
  }

  @FieldResolver(() => ApiWeeklyFigures, { description: 'Calls, median latency and success share of the last 7 days.' })
  weekly(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiWeeklyFigures> {
    return catalogLoaders(ctx).weekly.load(api.id);
  }
}
