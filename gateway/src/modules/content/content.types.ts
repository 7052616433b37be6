import { PageArgs } from '../../core/paging.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { IsIn, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { RestName } from '../../core/rest-schema.js';

@ObjectType({ description: 'A platform release.' })
export class VersionLog {
  @Field(() => Int)
  id: number;

  @Field()
  version: string;

  @Field({ description: '`logname` in REST.' })
  @RestName('logname')
  title: string;

  @Field()
  titleEn: string;

  @Field()
  description: string;

  @Field()
  descriptionEn: string;

  @Field({ description: 'Release date YYYY-MM-DD (`time` in REST).' })
  @RestName('time')
  releasedOn: string;
}

@ObjectType()
export class VersionLogPage {
  @Field(() => [VersionLog])
  items: VersionLog[];

  @Field(() => Int)
  total: number;
}

@ObjectType({
  description: 'An announcement: summary for lists, sanitised HTML content for the detail.',
})
export class Announcement {
  @Field(() => Int)
  id: number;

  @Field({ description: 'system, update or activity.' })
  type: string;

  @Field()
  title: string;

  @Field()
  titleEn: string;

  @Field()
  summary: string;

  @Field()
  summaryEn: string;

  @Field()
  content: string;

  @Field()
  contentEn: string;

  @Field()
  author: string;

  @Field(() => GraphQLDateTimeISO)
  @RestName('date')
  publishedAt: Date;
}

@ObjectType()
export class AnnouncementPage {
  @Field(() => [Announcement])
  items: Announcement[];

  @Field(() => Int)
  total: number;
}

@ObjectType()
export class Notice {
  @Field(() => Int)
  id: number;

  @Field()
  content: string;

  @Field()
  contentEn: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType({ description: 'A feedback problem type.' })
export class ProblemType {
  @Field(() => Int)
  id: number;

  @Field()
  kind: string;

  @Field()
  kindEn: string;
}

@ObjectType({ description: 'An article as listed (no content, no view counted).' })
export class ArticleSummary {
  @Field(() => Int)
  id: number;

  @Field()
  category: string;

  @Field({ description: 'The category in English; empty when the article has none.' })
  categoryEn: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  titleEn: string | null;

  @Field()
  isOriginal: boolean;

  @Field()
  publishedDate: string;

  @Field()
  authorName: string;

  @Field(() => Int)
  views: number;

  @Field()
  hasEnglishVersion: boolean;
}

@ObjectType()
export class ArticlePage {
  @Field(() => [ArticleSummary])
  items: ArticleSummary[];

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: 'An article in one language; content is sanitised HTML.' })
export class Article extends ArticleSummary {
  @Field({ description: 'zh or en.' })
  language: string;

  @Field()
  content: string;
}

@ObjectType({ description: 'A commit of the platform’s own repository.' })
export class RepositoryCommit {
  @Field()
  oid: string;

  @Field()
  message: string;

  @Field()
  authorName: string;

  @Field({ description: 'Masked: li***@example.com (the address itself is never answered).' })
  authorEmail: string;

  @Field(() => GraphQLDateTimeISO)
  committedDate: Date;
}

@ObjectType({ description: 'Platform statistics computed from rows.' })
export class ApiStatistics {
  @Field(() => Int)
  totalCalls: number;

  @Field(() => Int)
  successCalls: number;

  @Field(() => Float, { nullable: true, description: 'Percent; null until a call is recorded.' })
  availability: number | null;

  @Field(() => Int)
  developers: number;

  @Field(() => Int)
  apis: number;
}

@ArgsType()
export class AnnouncementArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'system, update, activity; null or all = every type.' })
  @IsOptional()
  @IsIn(['all', 'system', 'update', 'activity'])
  type?: string | null;
}

@ArgsType()
export class CommitArgs {
  @Field(() => Int, { defaultValue: 50 })
  @Min(1)
  @Max(200)
  limit: number;
}
