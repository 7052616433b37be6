import { PageArgs } from '../../core/paging.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { RestHint, RestName } from '../../core/rest-schema.js';

@ObjectType({ description: 'An API category.' })
export class Category {
  @Field(() => Int)
  id: number;

  @Field({ description: 'Stable key (e.g. `weather`); the client picks the category icon by it.' })
  slug: string;

  @Field({ description: 'Chinese name (`categoryName` in REST).' })
  @RestName('categoryName')
  name: string;

  @Field()
  nameEn: string;
}

@ObjectType({ description: 'An API as listed in the catalogue.' })
export class Api {
  @Field(() => Int, { description: '`apiid` in REST.' })
  @RestName('apiid')
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
  @RestHint({ description: 'REST, GraphQL, …' })
  icon: string;

  @Field(() => Int, { description: '`starts` in REST.' })
  @RestName('starts', { type: 'integer', description: 'Stars (SPEC spelling).' })
  stars: number;

  @Field(() => Int, { description: '1 normal, 0 abnormal, 2 disabled, 3 updating.' })
  status: number;

  @Field({ description: 'Original work of the platform (`isCreate`).' })
  @RestName('isCreate', { type: 'integer', enum: [0, 1], description: '1: original.' })
  isOriginal: boolean;

  @Field({
    description: 'A prototype (原型): published before its upstream exists; its calls are answered by the mock, marked as such.',
  })
  isPrototype: boolean;

  @Field({ description: 'Updated within the last 7 days (derived).' })
  @RestHint({ description: 'Updated within 7 days.' })
  isNew: boolean;

  @Field({ description: 'A token is required to call it (`isneedtoken`).' })
  @RestName('isneedtoken', { type: 'integer', enum: [0, 1], description: '1: calls need a token or X-API-Key.' })
  needToken: boolean;

  @Field({ description: '`testurl` in REST.' })
  @RestName('testurl')
  testUrl: string;

  @Field({ description: 'HTTP method of the call.' })
  requestMethod: string;

  @Field({ description: 'Response format, JSON by default.' })
  responseFormat: string;

  @Field({ description: 'Sample response, JSON text (`respose`).' })
  @RestName('respose', { type: 'string', description: 'Sample response (SPEC spelling).' })
  responseExample: string;

  @Field({ description: 'Provider (`apiapply`).' })
  @RestName('apiapply')
  @RestHint({ description: 'Provider.' })
  provider: string;

  @Field()
  note: string;

  @Field()
  noteEn: string;

  @Field(() => Int, { nullable: true, description: 'Owning creator (`talentid`).' })
  @RestName('talentid')
  @RestHint({ description: 'Creator id.' })
  creatorId: number | null;

  @Field(() => Category, { nullable: true })
  @RestName('category_name', { type: 'string', description: 'The category’s Chinese name; empty without one.' })
  category: Category | null;

  @Field(() => GraphQLDateTimeISO, { description: '`updatetime` in REST.' })
  @RestName('updatetime')
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
