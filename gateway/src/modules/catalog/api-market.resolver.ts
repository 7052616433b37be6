import type { GraphQLResolveInfo } from 'graphql';
import { Args, Ctx, FieldResolver, Info, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { selectsField } from '../../graphql/selection.js';
import { readsScope } from '../../core/read-cache.js';
import { toApi, toCategory } from './api.presenter.js';
import { Api } from './api.types.js';
import { ApiWeeklyFigures, MarketArgs, MarketPage, MarketSort } from './api-market.types.js';
import { type CatalogLoaderDeps, catalogLoaders, figureOf, primeFigures } from './catalog.loaders.js';
import { catalogCache, EXACT_FIGURES_UP_TO } from './catalog.cache.js';
import type { MarketPageRead } from './market-page.reads.js';
import type { FrontPageService } from './front-page.service.js';
import type { ApiCatalogService } from './api-catalog.service.js';
import type { ApiMarketService, MarketResult } from './api-market.service.js';
import type { CategoryEntity } from './category.entity.js';
import type { SearchLogService } from '../search/search-log.service.js';
import { recordSearch } from './api-catalog.resolver.js';
/** The services this door uses (the composition root passes them all). */
type Deps = CatalogLoaderDeps & {
  catalog: ApiCatalogService;
  market: ApiMarketService;
  frontPage: FrontPageService;
  searchLog: SearchLogService;
};


@Resolver(() => Api)
export class ApiMarketResolver {
  @Query(() => MarketPage, {
    description: 'The API market: keyword, category and creator filters, category facets, sort and paging.',
  })
  async market(@Args() args: MarketArgs, @Ctx() ctx: GraphQLContext<Deps>, @Info() info: GraphQLResolveInfo): Promise<MarketPage> {
    const { market, catalog } = ctx.services;
    // Star counts (and the STARS order) lag by READ_CACHE_LAG_MS at most.
    readsScope(ctx, 'lists');
    // The popular order is the last 7 days' calls: it moves with the call records.
    if (args.sort === MarketSort.POPULAR || args.sort === MarketSort.RELEVANCE) readsScope(ctx, 'calls');
    if (!args.keywords.trim()) return this.withoutKeywords(args, ctx, info);
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
    recordSearch(ctx, args.keywords, args.offset, result.total, 'market');
    return this.present(result, categories);
  }

  private present(result: MarketResult, categories: readonly CategoryEntity[]): MarketPage {
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

  /**
   * The market without keywords (the home page's cards, the market's first screen): one statement
   * (market-page.reads.ts) for the page, its facets, the categories and, when the items show them, their
   * call counts and weekly figures — the field loaders are primed with those (issue #35).
   */
  private async withoutKeywords(args: MarketArgs, ctx: GraphQLContext<Deps>, info: GraphQLResolveInfo): Promise<MarketPage> {
    // Call figures are read with the page only where its answer follows the lagged 'calls' anyway (a page of
    // more than EXACT_FIGURES_UP_TO APIs); a shorter one follows each API's tag, read before its figures.
    const lagged = args.limit > EXACT_FIGURES_UP_TO;
    // With the categories, notice and announcements the same request asks: the home first screen is one statement.
    const page = await ctx.services.frontPage.marketPage(ctx, {
      categoryId: args.categoryId ?? null,
      creatorId: args.creatorId ?? null,
      sort: args.sort,
      offset: args.offset,
      limit: args.limit,
      weekly: lagged && selectsField(info, ['weekly'], ['items']),
      counts: lagged && selectsField(info, ['callCount', 'hot'], ['items']),
    });
    this.prime(ctx, page);
    return this.present(page, page.categories);
  }

  /** The loaders answer the items' call figures from the page's statement (when it read them for a lagged list). */
  private prime(ctx: GraphQLContext<Deps>, page: MarketPageRead): void {
    const ids = page.items.map((a) => a.id);
    if (!catalogCache.reads.callFigures(ids).includes('calls')) return; // a short page: its loaders follow the tags
    if (page.weekly || page.callCounts) readsScope(ctx, 'calls');
    primeFigures(ctx, page);
  }

  @FieldResolver(() => ApiWeeklyFigures, { description: 'Calls, median latency and success share of the last 7 days.' })
  weekly(@Root() api: Api, @Ctx() ctx: GraphQLContext<Deps>): ApiWeeklyFigures | Promise<ApiWeeklyFigures> {
    const loaders = catalogLoaders(ctx);
    return figureOf(loaders.known.weekly, loaders.weekly, api.id);
  }
}
