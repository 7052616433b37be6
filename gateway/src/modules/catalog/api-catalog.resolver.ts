import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { toApi, toCategory } from './api.presenter.js';
import { Api, ApiListArgs, ApiPage, Category } from './api.types.js';

@Resolver(() => Api)
export class ApiCatalogResolver {
  @Query(() => ApiPage, { description: 'Published catalogue, newest update first.' })
  async apis(@Args() args: ApiListArgs, @Ctx() ctx: GraphQLContext): Promise<ApiPage> {
    const { items, total } = await ctx.services.catalog.listPublic(args);
    const now = new Date();
    return { items: items.map((a) => toApi(a, now)), total };
  }

  @Query(() => [Category])
  async categories(@Ctx() ctx: GraphQLContext): Promise<Category[]> {
    return (await ctx.services.catalog.listCategories()).map(toCategory);
  }
}
