import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin } from '../../core/auth-user.js';
import { AdminCategory, CategoryInput } from './category-admin.types.js';
import type { CategoryAdminService } from './category-admin.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { categoryAdmin: CategoryAdminService };

/** Category management (the console's categorymanagement tab), administrators only. */
@Resolver()
export class CategoryAdminResolver {
  @Query(() => [AdminCategory], { description: 'Administrators: every category in order, with how many APIs use it.' })
  adminCategories(@Ctx() ctx: GraphQLContext<Deps>): Promise<AdminCategory[]> {
    requireAdmin(ctx.user);
    return ctx.services.categoryAdmin.list();
  }

  @Mutation(() => AdminCategory, { description: 'Administrators: a new category, placed last.' })
  createCategory(@Arg('input') input: CategoryInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminCategory> {
    requireAdmin(ctx.user);
    return ctx.services.categoryAdmin.create(input);
  }

  @Mutation(() => AdminCategory, { description: 'Administrators: renames a category in Chinese and English.' })
  updateCategory(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: CategoryInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<AdminCategory> {
    requireAdmin(ctx.user);
    return ctx.services.categoryAdmin.rename(id, input);
  }

  @Mutation(() => [AdminCategory], { description: 'Administrators: the new order of every category (each id once).' })
  reorderCategories(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminCategory[]> {
    requireAdmin(ctx.user);
    return ctx.services.categoryAdmin.reorder(ids);
  }

  @Mutation(() => Boolean, { description: 'Administrators: deletes a category no API uses (CONFLICT while any does).' })
  async deleteCategory(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    requireAdmin(ctx.user);
    await ctx.services.categoryAdmin.remove(id);
    return true;
  }
}
