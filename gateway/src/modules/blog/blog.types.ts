import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs } from '../../core/paging.js';

@ObjectType({ description: 'A post of the platform blog as listed (no content).' })
export class BlogPostSummary {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field(() => String, { nullable: true, description: 'Null when there is no English version.' })
  titleEn: string | null;

  @Field()
  summary: string;

  @Field()
  summaryEn: string;

  @Field(() => [String], { description: 'Lower-case tag keys.' })
  tags: string[];

  @Field({
    description:
      'The cover: preset:<key> (a drawn cover: release, engineering, guide, community, security, data), upload:<id> (an uploaded image, at /api/blog/covers/<id>) or empty.',
  })
  cover: string;

  @Field()
  authorName: string;

  @Field({ description: 'draft or published.' })
  status: string;

  @Field(() => Int)
  views: number;

  @Field()
  hasEnglishVersion: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'Null for a draft never published.' })
  publishedAt: Date | null;

  @Field(() => GraphQLDateTimeISO)
  updatedAt: Date;

  @Field(() => Int, { description: 'Reading time of the Chinese text, in minutes (at least 1).' })
  readingMinutes: number;
}

@ObjectType({ description: 'A blog post with its sanitised HTML in both languages.' })
export class BlogPost extends BlogPostSummary {
  @Field()
  content: string;

  @Field(() => String, { nullable: true })
  contentEn: string | null;
}

@ObjectType()
export class BlogTagCount {
  @Field()
  tag: string;

  @Field(() => Int)
  count: number;
}

@ObjectType()
export class BlogPostPage {
  @Field(() => [BlogPostSummary])
  items: BlogPostSummary[];

  @Field(() => Int)
  total: number;
}

@ArgsType()
export class BlogListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Only posts with this tag.' })
  @IsOptional()
  @MaxLength(24)
  tag?: string | null;
}

/** The console's blog form; the service checks every rule again (one rule for every writer). */
@InputType()
export class BlogPostInput {
  @Field()
  @MaxLength(200)
  title: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  titleEn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(600)
  summary?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(600)
  summaryEn?: string | null;

  @Field({ description: 'HTML; sanitised by the server before it is stored.' })
  @MaxLength(400_000)
  content: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(400_000)
  contentEn?: string | null;

  @Field(() => [String], { defaultValue: [] })
  @ArrayMaxSize(20)
  tags: string[];

  @Field()
  @MaxLength(80)
  authorName: string;

  @Field({ defaultValue: 'published', description: 'draft or published (checked by the service).' })
  @MaxLength(20)
  status: string;

  @Field(() => String, {
    nullable: true,
    description: 'preset:<key>, upload:<id> (from uploadBlogCover) or empty; left out on update keeps the cover.',
  })
  @IsOptional()
  @MaxLength(40)
  cover?: string | null;
}
