import { PARAM_LOCATIONS } from '@api-market/rules';
import { RestHint, RestName } from '../../core/rest-schema.js';
import { PageArgs } from '../../core/paging.js';
import { MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A request parameter.' })
export class ApiParam {
  @Field(() => Int)
  id: number;

  @Field({ description: '`paramsName` in REST.' })
  @RestName('paramsName')
  name: string;

  @Field({ description: 'string, number, boolean, object or array (`paramsType`).' })
  @RestName('paramsType')
  type: string;

  @Field({ description: '`need` in REST.' })
  @RestName('need', { type: 'integer', enum: [0, 1] })
  required: boolean;

  @Field()
  note: string;

  @Field()
  noteEn: string;

  @Field({ description: 'Example value (`eg`); the tester fills empty values with it.' })
  @RestName('eg')
  example: string;

  @Field({ description: 'Where the parameter travels: query, path, header, cookie or body (PARAM_LOCATIONS).' })
  @RestHint({ enum: [...PARAM_LOCATIONS] })
  location: string;
}

@ObjectType({ description: 'A bug-fix history entry.' })
export class BugFix {
  @Field()
  version: string;

  @Field({ description: 'YYYY-MM-DD (`fixTime`).' })
  @RestName('fixTime')
  fixedOn: string;

  @Field({ description: '`fixBug` in REST.' })
  @RestName('fixBug')
  description: string;
}

@ObjectType()
export class ApiTag {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field()
  nameEn: string;
}

@ObjectType({ description: 'A creator profile.' })
export class Creator {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field()
  nameEn: string;

  @Field()
  title: string;

  @Field()
  titleEn: string;

  @Field({ description: 'Uploaded avatar URL; empty: show the initials of the name.' })
  icon: string;

  @Field()
  bio: string;

  @Field()
  bioEn: string;

  @Field(() => Int, { description: 'Public APIs owned (derived).' })
  apiCount: number;

  @Field({ description: 'Official (platform) badge, granted by an administrator.' })
  official: boolean;

  @Field({ description: 'VIP badge, granted by an administrator.' })
  vip: boolean;

  @Field(() => GraphQLDateTimeISO, { description: 'When the profile was created.' })
  joinedAt: Date;

}

@ObjectType()
export class CreatorPage {
  @Field(() => [Creator])
  items: Creator[];

  @Field(() => Int)
  total: number;
}

@ArgsType()
export class ApiSearchArgs extends PageArgs {
  @Field({
    defaultValue: '',
    description: 'Contained in the name, description or category name; case-insensitive.',
  })
  @MaxLength(100)
  keywords: string;

  @Field({
    defaultValue: '',
    description: 'Empty or `all` for every category; else an id, name or English name.',
  })
  @MaxLength(100)
  category: string;
}

export { PageArgs };
