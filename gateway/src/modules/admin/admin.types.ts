import { ArrayMaxSize, IsIn, Max, MaxLength, Min } from 'class-validator';
import { GraphQLDateTimeISO, GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { User } from '../accounts/accounts.types.js';
import { RestHint, RestName } from '../../core/rest-schema.js';

@ArgsType()
class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1)
  page: number;

  @Field(() => Int, { defaultValue: 10, description: 'At most 100.' })
  @Min(1)
  @Max(100)
  pageSize: number;
}

@ArgsType()
export class AdminApiArgs extends PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  tenantId: number;

  @Field({ nullable: true })
  @MaxLength(100)
  name?: string;

  @Field(() => Int, { nullable: true, description: 'Category id.' })
  type?: number;

  @Field(() => Int, { nullable: true })
  status?: number;
}

@ArgsType()
export class AccessLogArgs extends PageArgs {
  @Field({ nullable: true })
  @MaxLength(64)
  ipAddress?: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  startTime?: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  endTime?: Date;
}

@ArgsType()
export class UserListArgs extends PageArgs {
  @Field({ nullable: true })
  @MaxLength(64)
  account?: string;

  @Field({ nullable: true })
  @MaxLength(64)
  username?: string;

  @Field(() => Int, { nullable: true, description: '1 normal, 0 disabled.' })
  status?: number;

  @Field(() => Int, { nullable: true, description: 'REST numbers: 1 admin, 0 user.' })
  role?: number;
}

/** An API as the admin console lists it; REST (GET /api/system/apis) shows it with SPEC §3’s names (`@RestName`). */
@ObjectType()
export class AdminApi {
  @Field(() => Int)
  @RestName('apiid')
  id: number;

  @Field()
  name: string;

  @Field({ description: 'English name; empty when the API has none.' })
  nameEn: string;

  @Field()
  description: string;

  @Field({ description: 'English description; empty when the API has none.' })
  descriptionEn: string;

  @Field(() => Int)
  status: number;

  @Field()
  @RestName('apiurl')
  address: string;

  @Field()
  @RestName('testurl')
  testUrl: string;

  @Field()
  @RestName('rqsType')
  requestMethod: string;

  @Field()
  @RestName('apiapply')
  provider: string;

  @Field()
  @RestHint({ enum: ['public', 'private'] })
  visibility: string;

  @Field(() => Int)
  tenantId: number;

  @Field()
  @RestName('isneedtoken', { type: 'integer', enum: [0, 1] })
  needToken: boolean;

  @Field(() => Int, { nullable: true })
  @RestName('type')
  categoryId: number | null;

  @Field(() => String, { nullable: true })
  @RestName('category_name', { type: 'string', description: 'Empty without a category.' })
  categoryName: string | null;

  @Field(() => String, { nullable: true })
  categoryNameEn: string | null;

  @Field(() => Int, { nullable: true })
  @RestName('talentid')
  creatorId: number | null;

  @Field(() => GraphQLDateTimeISO)
  @RestName('updatetime')
  updatedAt: Date;
}

@ObjectType()
export class AdminApiPage {
  @Field(() => [AdminApi])
  items: AdminApi[];

  @Field(() => Int)
  total: number;
}

@ObjectType()
export class NamedItem {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;
}

@ObjectType()
export class AccessLogEntry {
  @Field(() => Int)
  id: number;

  @Field()
  ipAddress: string;

  // REST (GET /api/system/logs) documents the stored JSON and its userAgent, both as they were published.
  @Field(() => GraphQLJSONObject)
  @RestHint({
    type: ['object', 'null'],
    properties: { userAgent: { type: 'string' } },
    description: 'The JSON the client reported, containing userAgent.',
  })
  userAgent: Record<string, unknown>;

  @Field(() => GraphQLDateTimeISO)
  @RestHint({ type: ['string', 'null'] })
  createdAt: Date;

  @Field({ description: 'Browser and version parsed from the stored user agent; empty when unknown.' })
  browser: string;

  @Field({ description: 'Operating system and version; empty when unknown.' })
  os: string;

  @Field({ description: 'desktop, mobile, tablet, tv, bot or unknown.' })
  device: string;
}

@ObjectType()
export class AccessLogPage {
  @Field(() => [AccessLogEntry])
  items: AccessLogEntry[];

  @Field(() => Int)
  total: number;
}

@ObjectType()
export class UserPage {
  @Field(() => [User])
  items: User[];

  @Field(() => Int)
  total: number;
}

@ObjectType()
export class Policy {
  @Field(() => Int)
  id: number;

  @Field({ description: '`alarmpolicy` / `policy` in REST.' })
  policy: string;

  @Field(() => Int)
  threshold: number;

  @Field({ description: 'Unit of the threshold: ms, permille (‰ of calls), perMinute or count.' })
  unit: string;

  @Field(() => Int, {
    description: 'Same as id. Alarm and shutdown ids overlap (both lists start at 1): a normalising client cache reads this instead of id.',
  })
  policyId: number;
}

@ObjectType()
export class Policies {
  @Field(() => [Policy])
  alarm: Policy[];

  @Field(() => [Policy])
  shutdown: Policy[];
}

@ObjectType()
export class AdminRef {
  @Field()
  account: string;

  @Field()
  username: string;
}

@ObjectType()
export class BaseParams {
  @Field(() => [AdminRef])
  admins: AdminRef[];

  @Field(() => [NamedItem], { description: 'Problem types (`problemList`, kind → name).' })
  problemTypes: NamedItem[];
}

@InputType({ description: 'The admin’s new API.' })
export class NewApiInput {
  @Field()
  @MaxLength(500)
  name: string;

  @Field()
  @MaxLength(4096)
  testLink: string;

  @Field()
  @MaxLength(4096)
  apiUrl: string;

  @Field()
  @MaxLength(500)
  provider: string;

  @Field({ defaultValue: '' })
  @MaxLength(5000)
  description: string;

  @Field(() => Int, { description: 'Category id.' })
  type: number;

  @Field(() => [Int])
  @ArrayMaxSize(20)
  tags: number[];

  @Field({ description: 'public or private.' })
  @IsIn(['public', 'private'])
  visibility: string;

  @Field()
  @MaxLength(500)
  copyright: string;

  @Field(() => [String], { defaultValue: [] })
  @ArrayMaxSize(20)
  relatedArticles: string[];

  @Field({ defaultValue: false })
  needToken: boolean;
}
