import { ArrayMaxSize, ArrayMinSize, IsInt, Max, MaxLength, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum SuggestionKind {
  API = 'API',
  CATEGORY = 'CATEGORY',
}
registerEnumType(SuggestionKind, { name: 'SuggestionKind', description: 'An API name or a category.' });

@ObjectType({ description: 'A suggestion while typing in a search box.' })
export class SearchSuggestion {
  @Field(() => SuggestionKind)
  kind: SuggestionKind;

  @Field({ description: 'The Chinese name.' })
  text: string;

  @Field({ description: 'The English name ("" when there is none).' })
  textEn: string;

  @Field(() => Int, { nullable: true, description: 'The API (kind API).' })
  apiId: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The category (kind CATEGORY; an API’s category otherwise).',
  })
  categoryId: number | null;
}

@ArgsType()
export class SuggestArgs {
  @Field({
    description:
      'What has been typed so far: hanzi, English, pinyin or its initials. Past 100 characters: no suggestion.',
  })
  @MaxLength(10_000)
  prefix: string;

  @Field(() => Int, { defaultValue: 8 })
  @Min(1)
  @Max(20)
  limit: number;
}

@ArgsType()
export class SearchClickArgs {
  @Field({ description: 'The query the result was found with.' })
  @MaxLength(100)
  query: string;

  @Field(() => Int)
  @IsInt()
  @Min(1)
  apiId: number;
}

@ObjectType({ description: 'A synonym group: every term finds what the others find.' })
export class SynonymGroup {
  @Field(() => Int, {
    nullable: true,
    description: 'null: a curated group shipped with the platform (not removable).',
  })
  id: number | null;

  @Field(() => [String])
  terms: string[];

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  createdAt: Date | null;
}

@InputType()
export class SynonymGroupInput {
  @Field(() => [String], { description: '2–20 terms of 1–40 characters each.' })
  @ArrayMinSize(2)
  @ArrayMaxSize(20)
  @MaxLength(40, { each: true })
  terms: string[];
}

@ObjectType({ description: 'How one query fared over the period.' })
export class SearchQueryFigure {
  @Field({ description: 'The query as counted (trimmed, lower case).' })
  query: string;

  @Field(() => Int)
  searches: number;

  @Field(() => Int, { description: 'APIs found by its latest search.' })
  results: number;

  @Field(() => Int, { description: 'Clicks on a result of it.' })
  clicks: number;

  @Field(() => Float, { description: 'Clicks per search, 0–1.' })
  clickThrough: number;

  @Field(() => GraphQLDateTimeISO)
  lastAt: Date;

  @Field(() => Int, { nullable: true, description: 'The API request (需求) it was turned into.' })
  tenderRequestId: number | null;
}

@ObjectType({ description: 'Search analytics for administrators.' })
export class SearchAnalytics {
  @Field(() => Int)
  days: number;

  @Field(() => Int)
  searches: number;

  @Field(() => Int)
  zeroResultSearches: number;

  @Field(() => Int)
  clicks: number;

  @Field(() => [SearchQueryFigure], { description: 'The 20 most searched queries.' })
  topQueries: SearchQueryFigure[];

  @Field(() => [SearchQueryFigure], { description: 'The 20 most searched queries that found nothing.' })
  zeroResultQueries: SearchQueryFigure[];
}

@ArgsType()
export class SearchAnalyticsArgs {
  @Field(() => Int, { defaultValue: 7, description: 'The last N days (1–90).' })
  @Min(1)
  @Max(90)
  days: number;
}
