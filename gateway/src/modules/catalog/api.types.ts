import { PageArgs } from '../../core/paging.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An API category (SPEC §3 Category).' })
export class Category {
  @Field(() => Int)
  id: number;

  @Field({ description: 'Stable key (e.g. `weather`); the client picks the category icon by it.' })
  slug: string;

  @Field({ description: 'Chinese name (`categoryName` in REST).' })
  name: string;

  @Field()
  nameEn: string;
}

@ObjectType({ description: 'An API as listed in the catalogue (SPEC §3 API list item).' })
export class Api {
  @Field(() => Int, { description: '`apiid` in REST.' })
  id: number;

  @Field()
  name: string;

  @Field()
  nameEn: string;

  @Field()
  description: string;

  @Field()
  descriptionEn: string;

  @Field()
  imageUrl: string;

  @Field({ description: 'Interface type: REST, GraphQL, anything else is unknown.' })
  icon: string;

  @Field(() => Int, { description: '`starts` in REST.' })
  stars: number;

  @Field(() => Int, { description: '1 normal, 0 abnormal, 2 disabled, 3 updating (SPEC §4).' })
  status: number;

  @Field({ description: 'Original work of the platform (`isCreate`).' })
  isOriginal: boolean;

  @Field({
    description: 'A prototype (原型): published before its upstream exists; its calls are answered by the mock, marked as such.',
  })
  isPrototype: boolean;

  @Field({ description: 'Updated within the last 7 days (derived).' })
  isNew: boolean;

  @Field({ description: 'A token is required to call it (`isneedtoken`).' })
  needToken: boolean;

  @Field({ description: '`testurl` in REST.' })
  testUrl: string;

  @Field({ description: 'HTTP method of the call.' })
  requestMethod: string;

  @Field({ description: 'Response format, JSON by default.' })
  responseFormat: string;

  @Field({ description: 'Sample response, JSON text (`respose`).' })
  responseExample: string;

  @Field({ description: 'Provider (`apiapply`).' })
  provider: string;

  @Field()
  note: string;

  @Field()
  noteEn: string;

  @Field(() => Int, { nullable: true, description: 'Owning creator (`talentid`).' })
  creatorId: number | null;

  @Field(() => Category, { nullable: true })
  category: Category | null;

  @Field(() => GraphQLDateTimeISO, { description: '`updatetime` in REST.' })
  updatedAt: Date;
}

@ObjectType()
export class ApiPage {
  @Field(() => [Api])
  items: Api[];

  @Field(() => Int)
  total: number;
}

@ArgsType()
export class ApiListArgs extends PageArgs {
  @Field(() => Int, { nullable: true })
  categoryId?: number | null;
}
