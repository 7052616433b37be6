import { ArrayMaxSize, IsIn, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum DeployType {
  GRAY = 'gray',
  FULL = 'full',
}
registerEnumType(DeployType, { name: 'DeployType', description: 'Rollout: gray (a share of traffic) or full.' });

@ObjectType({ description: 'An API in the creator’s own list (SPEC §3 My API item).' })
export class MyApi {
  @Field(() => Int, { description: '`apiid` in REST.' })
  id: number;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field({ description: '`rqsType` in REST.' })
  requestMethod: string;

  @Field({ description: '`apiurl` in REST.' })
  address: string;

  @Field({ description: '`testurl` in REST.' })
  testUrl: string;

  @Field(() => Int, { description: '1 published, 0 offline, -1/-2 draft, -3 review failed.' })
  status: number;

  @Field(() => GraphQLDateTimeISO)
  updatedAt: Date;

  @Field(() => Int, { description: '`call` in REST.' })
  calls: number;

  @Field({ description: '`resType` in REST.' })
  responseFormat: string;

  @Field()
  note: string;

  @Field()
  needToken: boolean;

  @Field(() => Int, { nullable: true })
  categoryId: number | null;

  @Field({ description: 'Submitted and waiting for an admin (manual review mode).' })
  pendingReview: boolean;
}

@ObjectType()
export class ApiStatusChange {
  @Field(() => MyApi)
  api: MyApi;

  @Field({ description: 'Published now (false: waiting for review, or taken offline).' })
  published: boolean;
}

@InputType({ description: 'A publish parameter: name and description required (SPEC §5).' })
export class ApiParamInput {
  @Field()
  @MaxLength(200)
  name: string;

  @Field()
  @MaxLength(2000)
  description: string;

  @Field({ defaultValue: 'string', description: 'string, number, boolean, object or array.' })
  @MaxLength(20)
  type: string;

  @Field({ defaultValue: false })
  required: boolean;

  @Field({ defaultValue: '' })
  @MaxLength(2000)
  example: string;
}

@InputType({ description: 'The creator’s API form; name, address and test address are required (SPEC §5).' })
export class ApiFormInput {
  @Field()
  @MaxLength(500)
  name: string;

  @Field({ defaultValue: '' })
  @MaxLength(5000)
  description: string;

  @Field({ defaultValue: 'GET', description: 'GET, POST, PUT or DELETE.' })
  @IsIn(['GET', 'POST', 'PUT', 'DELETE'])
  requestMethod: string;

  @Field()
  @MaxLength(4096)
  address: string;

  @Field()
  @MaxLength(4096)
  testUrl: string;

  @Field({ defaultValue: 'JSON' })
  @MaxLength(50)
  responseFormat: string;

  @Field({ defaultValue: '' })
  @MaxLength(5000)
  note: string;

  @Field({ defaultValue: false })
  needToken: boolean;

  @Field(() => Int, { nullable: true })
  categoryId?: number | null;

  @Field(() => [ApiParamInput], { nullable: true })
  @ArrayMaxSize(100)
  parameters?: ApiParamInput[];
}

@InputType({ description: 'The creator’s rollout request (submitParms).' })
export class PublishConfigInput {
  @Field(() => Int)
  apiId: number;

  @Field(() => DeployType)
  deployType: DeployType;

  @Field(() => Int, { nullable: true, description: '100–10000 in steps of 100; full sends 10000.' })
  grayScale?: number;

  @Field(() => [ApiParamInput], { nullable: true })
  @ArrayMaxSize(100)
  parameters?: ApiParamInput[];
}

@ObjectType()
export class Notification {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { nullable: true })
  apiId: number | null;

  @Field({ description: 'passed, rejected, published or offline.' })
  kind: string;

  @Field({ description: 'In the caller’s language.' })
  message: string;

  @Field()
  read: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType()
export class NotificationPage {
  @Field(() => [Notification])
  items: Notification[];

  @Field(() => Int)
  unread: number;
}
