import { PageArgs } from '../../core/paging.js';
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import {
  toAnnouncement,
  toArticle,
  toArticleListed,
  toNotice,
  toProblemType,
  toVersionLog,
} from './content.presenter.js';
import {
  Announcement,
  AnnouncementArgs,
  AnnouncementPage,
  ApiStatistics,
  Article,
  ArticlePage,
  CommitArgs,
  Notice,
  ProblemType,
  RepositoryCommit,
  VersionLogPage,
} from './content.types.js';
import type { ArticleService } from './article.service.js';
import type { ContentService } from './content.service.js';
import type { FrontPageService } from '../catalog/front-page.service.js';
import type { RepositoryService } from './repository.service.js';
import type { StatisticsService } from './statistics.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { articles: ArticleService; content: ContentService; frontPage: FrontPageService; repository: RepositoryService; statistics: StatisticsService };

/** Public content: version logs, announcements, notice, articles, problem types, commits, statistics. */
@Resolver()
export class ContentResolver {
  @Query(() => VersionLogPage, { description: 'Newest release first.' })
  async versionLogs(@Args() args: PageArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<VersionLogPage> {
    const { items, total } = await ctx.services.content.versionLogs(args);
    return { items: items.map(toVersionLog), total };
  }

  @Query(() => AnnouncementPage, { description: 'Newest first, optionally of one type.' })
  async announcements(@Args() args: AnnouncementArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<AnnouncementPage> {
    // With the categories and notice the same request asks, in one statement (front-page.service.ts).
    const { items, total } = await ctx.services.frontPage.announcements(ctx, args);
    return { items: items.map(toAnnouncement), total };
  }

  @Query(() => Announcement, { description: 'One announcement; NOT_FOUND when unknown.' })
  async announcement(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<Announcement> {
    return toAnnouncement(await ctx.services.content.announcement(id));
  }

  @Query(() => Notice, { nullable: true, description: 'The current notice; null when none is active.' })
  async currentNotice(@Ctx() ctx: GraphQLContext<Deps>): Promise<Notice | null> {
    const notice = await ctx.services.frontPage.currentNotice(ctx);
    return notice ? toNotice(notice) : null;
  }

  @Query(() => [ProblemType], { description: 'The problem types a feedback report can name.' })
  async problemTypes(@Ctx() ctx: GraphQLContext<Deps>): Promise<ProblemType[]> {
    return (await ctx.services.content.problemTypes()).map(toProblemType);
  }

  @Query(() => ArticlePage, { description: 'Articles, newest first, paged.' })
  async articles(@Args() args: PageArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<ArticlePage> {
    const { items, total } = await ctx.services.articles.list(args);
    return { items: items.map(toArticleListed), total };
  }

  @Query(() => Article, { description: 'One article in zh or en; each read counts a view.' })
  async article(
    @Arg('id', () => Int) id: number,
    @Arg('language', { defaultValue: 'zh' }) language: string,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<Article> {
    return toArticle(await ctx.services.articles.read(id, language));
  }

  @Query(() => [RepositoryCommit], {
    description: 'The platform’s own git history; empty outside a checkout.',
  })
  async repositoryCommits(@Args() args: CommitArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<RepositoryCommit[]> {
    const commits = await ctx.services.repository.commits(args.limit);
    return commits.map((c) => ({ ...c, committedDate: new Date(c.committedDate) }));
  }

  @Query(() => ApiStatistics, {
    description: 'Calls, availability, developers and APIs, computed from rows.',
  })
  apiStatistics(@Ctx() ctx: GraphQLContext<Deps>): Promise<ApiStatistics> {
    return ctx.services.statistics.apiStatistics();
  }
}
