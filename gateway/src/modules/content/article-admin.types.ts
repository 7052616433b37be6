import { MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An article with both language versions, as the administrator edits it (no view counted).' })
export class AdminArticle {
  @Field(() => Int)
  id: number;

  @Field()
  slug: string;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  titleEn: string | null;

  @Field()
  category: string;

  @Field()
  categoryEn: string;

  @Field({ description: 'Sanitised HTML.' })
  content: string;

  @Field(() => String, { nullable: true })
  contentEn: string | null;

  @Field()
  authorName: string;

  @Field()
  isOriginal: boolean;

  @Field()
  publishedDate: string;

  @Field(() => Int)
  views: number;
}

@InputType({ description: 'One language version: title 1–120, category 1–40, content (HTML, sanitised on the server).' })
export class ArticleVersionInput {
  @Field()
  @MaxLength(1000)
  title: string;

  @Field()
  @MaxLength(1000)
  category: string;

  @Field()
  @MaxLength(400_000)
  content: string;

  @Field(() => String, { nullable: true, description: 'Chinese version: the byline (required when creating).' })
  @MaxLength(1000)
  authorName?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Chinese version: the original badge.' })
  isOriginal?: boolean | null;
}
