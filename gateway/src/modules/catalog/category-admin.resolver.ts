import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { categoryPolicy } from './catalog.policy.js';
import { AdminCategory, CategoryInput } from './category-admin.types.js';
import type { CategoryAdminService } from './category-admin.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { categoryAdmin: CategoryAdminService };

/** Category management (the console's categorymanagement tab), administrators only. */
@Resolver()
export class CategoryAdminResolver {
  @Gate(categoryPolicy.readAdmin)
  @Query(() => [AdminCategory], { description: 'Administrators: every category in order, with how many APIs use it.' })
  adminCategories(@Ctx() ctx: GraphQLContext<Deps>): Promise<AdminCategory[]> {
    return ctx.services.categoryAdmin.list(ctx.user);
  }

  @Gate(categoryPolicy.manage)
  @Mutation(() => AdminCategory, { description: 'Administrators: a new category, placed last.' })
  createCategory(@Arg('input') input: CategoryInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminCategory> {
    return ctx.services.categoryAdmin.create(ctx.user, input);
  }

  @Gate(categoryPolicy.manage)
  @Mutation(() => AdminCategory, { description: 'Administrators: renames a category in Chinese and English.' })
  updateCategory(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: CategoryInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<AdminCategory> {
    return ctx.services.categoryAdmin.rename(ctx.user, id, input);
  }

  @Gate(categoryPolicy.manage)
  @Mutation(() => [AdminCategory], { description: 'Administrators: the new order of every category (each id once).' })
  reorderCategories(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminCategory[]> {
    return ctx.services.categoryAdmin.reorder(ctx.user, ids);
  }

  @Gate(categoryPolicy.manage)
  @Mutation(() => Boolean, { description: 'Administrators: deletes a category no API uses (CONFLICT while any does).' })
  async deleteCategory(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    await ctx.services.categoryAdmin.remove(ctx.user, id);
    return true;
  }
}
