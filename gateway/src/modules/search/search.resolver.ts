import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin } from '../../core/auth-user.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { SearchAdminService } from './search-admin.service.js';
import type { SearchLogService } from './search-log.service.js';
import type { SearchService } from './search.service.js';
import {
  SearchAnalytics,
  SearchAnalyticsArgs,
  SearchClickArgs,
  SearchSuggestion,
  SuggestArgs,
  SuggestionKind,
  SynonymGroup,
  SynonymGroupInput,
} from './search.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { search: SearchService; searchLog: SearchLogService; searchAdmin: SearchAdminService };

@Resolver()
export class SearchResolver {
  @Query(() => [SearchSuggestion], {
    description:
      'Everyone: API names and categories for what has been typed (hanzi, English, pinyin, initials).',
  })
  async searchSuggestions(
    @Args(() => SuggestArgs) args: SuggestArgs,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SearchSuggestion[]> {
    if (args.prefix.length > 100) return [];
    const found = await ctx.services.search.suggest(args.prefix, args.limit);
    return found.map((s) => ({
      ...s,
      kind: s.kind === 'api' ? SuggestionKind.API : SuggestionKind.CATEGORY,
    }));
  }

  @Mutation(() => Boolean, {
    description:
      'Everyone: a result of a search was opened (search analytics: click-through). Recorded off the request path.',
  })
  recordSearchClick(
    @Args(() => SearchClickArgs) args: SearchClickArgs,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): boolean {
    ctx.services.searchLog.click(args.query, args.apiId);
    return true;
  }

  @Query(() => SearchAnalytics, {
    description: 'Administrators: top queries, queries without a result, click-through.',
  })
  searchAnalytics(
    @Args(() => SearchAnalyticsArgs) args: SearchAnalyticsArgs,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SearchAnalytics> {
    requireAdmin(ctx.user);
    return ctx.services.searchAdmin.analytics(args.days);
  }

  @Query(() => [SynonymGroup], {
    description: 'Administrators: the synonym groups, added ones first, then the curated ones.',
  })
  searchSynonyms(@Ctx() ctx: GraphQLContext<Deps>): Promise<SynonymGroup[]> {
    requireAdmin(ctx.user);
    return ctx.services.searchAdmin.synonyms();
  }

  @Mutation(() => SynonymGroup, {
    description: 'Administrators: a synonym group, searched with at once on every gateway.',
  })
  addSearchSynonyms(
    @Arg('input', () => SynonymGroupInput) input: SynonymGroupInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SynonymGroup> {
    return ctx.services.searchAdmin.addSynonyms(input.terms, requireAdmin(ctx.user));
  }

  @Mutation(() => Boolean, { description: 'Administrators: removes a synonym group they added.' })
  removeSearchSynonyms(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    requireAdmin(ctx.user);
    return ctx.services.searchAdmin.removeSynonyms(id);
  }

  @Mutation(() => Int, {
    description:
      'Administrators: turns a query that found nothing into an API request (需求); answers its id (once per query).',
  })
  turnSearchIntoRequest(@Arg('query') query: string, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    const user = requireAdmin(ctx.user);
    return ctx.services.searchAdmin.turnIntoRequest(query, { user, ip: ctx.ip, lang: ctx.lang });
  }
}
