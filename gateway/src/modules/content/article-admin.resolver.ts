import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin } from '../../core/auth-user.js';
import type { ArticleEntity } from './article.entity.js';
import { sanitizeArticleHtml } from './article.service.js';
import { AdminArticle, ArticleVersionInput } from './article-admin.types.js';
import type { ArticleAdminService } from './article-admin.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { articleAdmin: ArticleAdminService };

const toAdminArticle = (a: ArticleEntity): AdminArticle => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  titleEn: a.titleEn,
  category: a.category,
  categoryEn: a.categoryEn,
  content: sanitizeArticleHtml(a.content),
  contentEn: a.contentEn === null ? null : sanitizeArticleHtml(a.contentEn),
  authorName: a.authorName,
  isOriginal: a.isOriginal,
  publishedDate: a.publishedOn,
  views: a.views,
});

/** Article writing for administrators (the mobile area's article pages). */
@Resolver()
export class ArticleAdminResolver {
  @Query(() => AdminArticle, { description: 'Administrators: an article with both versions, without counting a view.' })
  async adminArticle(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminArticle> {
    requireAdmin(ctx.user);
    return toAdminArticle(await ctx.services.articleAdmin.get(id));
  }

  @Mutation(() => AdminArticle, {
    description: 'Administrators: saves one language version (zh or en); without id a Chinese version creates the article.',
  })
  async saveArticleVersion(
    @Arg('id', () => Int, { nullable: true }) id: number | null | undefined,
    @Arg('language') language: string,
    @Arg('input') input: ArticleVersionInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<AdminArticle> {
    requireAdmin(ctx.user);
    return toAdminArticle(await ctx.services.articleAdmin.saveVersion(id ?? null, language, input));
  }

  @Mutation(() => AdminArticle, { description: 'Administrators: removes an article’s English version.' })
  async removeArticleEnglish(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminArticle> {
    requireAdmin(ctx.user);
    return toAdminArticle(await ctx.services.articleAdmin.removeEnglish(id));
  }

  @Mutation(() => Boolean, { description: 'Administrators: deletes an article.' })
  async deleteArticle(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    requireAdmin(ctx.user);
    await ctx.services.articleAdmin.remove(id);
    return true;
  }
}
