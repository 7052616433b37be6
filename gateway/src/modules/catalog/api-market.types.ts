import { MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../core/paging.js';
import { Api, Category } from './api.types.js';

export enum MarketSort {
  RELEVANCE = 'RELEVANCE',
  POPULAR = 'POPULAR',
  NEWEST = 'NEWEST',
  STARS = 'STARS',
}

registerEnumType(MarketSort, {
  name: 'MarketSort',
  description:
    'RELEVANCE: best match for the keywords (words, pinyin, synonyms, typos; most called without keywords); POPULAR: most called in the last 7 days; NEWEST: most recently listed; STARS: most starred.',
});

@ArgsType()
export class MarketArgs extends PageArgs {
  @Field({
    defaultValue: '',
    description: 'Words, pinyin (full, initials, mixed), synonyms or a typo of them, in any field of the API.',
  })
  @MaxLength(100)
  keywords: string;

  @Field(() => Int, { nullable: true, description: 'One category; all when omitted.' })
  @Min(1)
  categoryId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only this creator’s APIs (the works on a creator profile).' })
  @Min(1)
  creatorId?: number | null;

  @Field(() => MarketSort, { defaultValue: MarketSort.RELEVANCE })
  sort: MarketSort;
}

@ObjectType({ description: 'How many APIs match the keyword in one category.' })
export class CategoryFacet {
  @Field(() => Category, { nullable: true, description: 'null: APIs without a category.' })
  category: Category | null;

  @Field(() => Int)
  count: number;
}

@ObjectType()
export class MarketPage {
  @Field(() => [Api])
  items: Api[];

  @Field(() => Int, { description: 'Matches in the chosen category.' })
  total: number;

  @Field(() => Int, { description: 'Matches in every category.' })
  allCount: number;

  @Field(() => [CategoryFacet], {
    description: 'Every category in display order (zero counts included), then uncategorised APIs if any.',
  })
  facets: CategoryFacet[];
}

@ObjectType({ description: 'Open calls of the last 7 days.' })
export class ApiWeeklyFigures {
  @Field(() => Int)
  calls: number;

  @Field(() => Float, { nullable: true, description: 'Median response time in ms; null without calls.' })
  medianMs: number | null;

  @Field(() => Float, { nullable: true, description: 'Share of successful calls, 0–1; null without calls.' })
  successRate: number | null;
}
