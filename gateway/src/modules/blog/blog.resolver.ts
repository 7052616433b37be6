import type { BlogCoverService } from './blog-cover.service.js';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { blogPolicy } from './blog.policy.js';
import { toBlogListed, toBlogPost } from './blog.presenter.js';
import { BlogListArgs, BlogPost, BlogPostInput, BlogPostPage, BlogTagCount } from './blog.types.js';
import type { BlogService } from './blog.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { blog: BlogService; blogCovers: BlogCoverService };


/** The platform blog: public reads of published posts; administrators write (the console's editor). */
@Resolver()
export class BlogResolver {
  @Query(() => BlogPostPage, { description: 'Published posts, newest first, optionally with one tag.' })
  async blogPosts(@Args() args: BlogListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<BlogPostPage> {
    const { items, total } = await ctx.services.blog.listPublished(args);
    return { items: items.map(toBlogListed), total };
  }

  @Query(() => [BlogTagCount], {
    description: 'Tags of the published posts with their counts, most used first.',
  })
  blogTags(@Ctx() ctx: GraphQLContext<Deps>): Promise<BlogTagCount[]> {
    return ctx.services.blog.publishedTags();
  }

  @Query(() => BlogPost, { description: 'One published post; each read counts a view.' })
  async blogPost(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<BlogPost> {
    return toBlogPost(await ctx.services.blog.readPublished(id));
  }

  @Gate(blogPolicy.readDrafts)
  @Query(() => BlogPostPage, {
    description: 'Administrators: every post, drafts included, last changed first.',
  })
  async adminBlogPosts(@Args() args: BlogListArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<BlogPostPage> {
    const { items, total } = await ctx.services.blog.listAll(ctx.user, args);
    return { items: items.map(toBlogListed), total };
  }

  @Gate(blogPolicy.readDrafts)
  @Query(() => BlogPost, {
    description: 'Administrators: one post, draft or published, without counting a view.',
  })
  async adminBlogPost(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<BlogPost> {
    return toBlogPost(await ctx.services.blog.get(ctx.user, id));
  }

  @Gate(blogPolicy.write)
  @Mutation(() => BlogPost, {
    description: 'Administrators: a new post; its HTML is sanitised before it is stored.',
  })
  async createBlogPost(
    @Arg('input', () => BlogPostInput) input: BlogPostInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<BlogPost> {
    return toBlogPost(await ctx.services.blog.create(input, ctx.user));
  }

  @Gate(blogPolicy.write)
  @Mutation(() => BlogPost, {
    description: 'Administrators: replaces a post’s fields (same rules as create).',
  })
  async updateBlogPost(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BlogPostInput) input: BlogPostInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<BlogPost> {
    return toBlogPost(await ctx.services.blog.update(ctx.user, id, input));
  }

  @Gate(blogPolicy.write)
  @Mutation(() => String, {
    description:
      'Administrators: uploads a cover image (base64, PNG, JPEG, GIF or WebP by its bytes, at most 700 KB); answers the value to send as a post’s cover (upload:<id>).',
  })
  async uploadBlogCover(
    @Arg('data', () => String, { description: 'The image, base64 (a data: URL prefix is allowed).' }) data: string,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<string> {
    return ctx.services.blogCovers.upload(ctx.user, data);
  }

  @Gate(blogPolicy.write)
  @Mutation(() => Boolean, { description: 'Administrators: deletes a post.' })
  async deleteBlogPost(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<boolean> {
    await ctx.services.blog.remove(ctx.user, id);
    return true;
  }
}
