import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { articlePolicy } from './content.policy.js';
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
  @Gate(articlePolicy.readDraft)
  @Query(() => AdminArticle, { description: 'Administrators: an article with both versions, without counting a view.' })
  async adminArticle(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminArticle> {
    return toAdminArticle(await ctx.services.articleAdmin.get(ctx.user, id));
  }

  @Gate(articlePolicy.edit)
  @Mutation(() => AdminArticle, {
    description: 'Administrators: saves one language version (zh or en); without id a Chinese version creates the article.',
  })
  async saveArticleVersion(
    @Arg('id', () => Int, { nullable: true }) id: number | null | undefined,
    @Arg('language') language: string,
    @Arg('input') input: ArticleVersionInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<AdminArticle> {
    return toAdminArticle(await ctx.services.articleAdmin.saveVersion(ctx.user, id ?? null, language, input));
  }

  @Gate(articlePolicy.edit)
  @Mutation(() => AdminArticle, { description: 'Administrators: removes an article’s English version.' })
  async removeArticleEnglish(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<AdminArticle> {
    return toAdminArticle(await ctx.services.articleAdmin.removeEnglish(ctx.user, id));
  }

  @Gate(articlePolicy.edit)
  @Mutation(() => Boolean, { description: 'Administrators: deletes an article.' })
  async deleteArticle(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    await ctx.services.articleAdmin.remove(ctx.user, id);
    return true;
  }
}
