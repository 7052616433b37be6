import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { searchPolicy } from './search.policy.js';
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

  @Gate(searchPolicy.readAnalytics)
  @Query(() => SearchAnalytics, {
    description: 'Administrators: top queries, queries without a result, click-through.',
  })
  searchAnalytics(
    @Args(() => SearchAnalyticsArgs) args: SearchAnalyticsArgs,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SearchAnalytics> {
    return ctx.services.searchAdmin.analytics(ctx.user, args.days);
  }

  @Gate(searchPolicy.manageSynonyms)
  @Query(() => [SynonymGroup], {
    description: 'Administrators: the synonym groups, added ones first, then the curated ones.',
  })
  searchSynonyms(@Ctx() ctx: GraphQLContext<Deps>): Promise<SynonymGroup[]> {
    return ctx.services.searchAdmin.synonyms(ctx.user);
  }

  @Gate(searchPolicy.manageSynonyms)
  @Mutation(() => SynonymGroup, {
    description: 'Administrators: a synonym group, searched with at once on every gateway.',
  })
  addSearchSynonyms(
    @Arg('input', () => SynonymGroupInput) input: SynonymGroupInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<SynonymGroup> {
    return ctx.services.searchAdmin.addSynonyms(ctx.user, input.terms);
  }

  @Gate(searchPolicy.manageSynonyms)
  @Mutation(() => Boolean, { description: 'Administrators: removes a synonym group they added.' })
  removeSearchSynonyms(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    return ctx.services.searchAdmin.removeSynonyms(ctx.user, id);
  }

  @Gate(searchPolicy.turnIntoRequest)
  @Mutation(() => Int, {
    description:
      'Administrators: turns a query that found nothing into an API request (需求); answers its id (once per query).',
  })
  turnSearchIntoRequest(@Arg('query') query: string, @Ctx() ctx: GraphQLContext<Deps>): Promise<number> {
    return ctx.services.searchAdmin.turnIntoRequest(ctx.user, query, { ip: ctx.ip, lang: ctx.lang });
  }
}
