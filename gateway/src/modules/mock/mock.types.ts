import { IsOptional, Matches } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CALL_RECEIPT_PATTERN } from '../open-call/call-receipt.rules.js';

export enum MockMethodEnum {
  GET = 'GET',
  POST = 'POST',
  PUT = 'PUT',
  DELETE = 'DELETE',
}
registerEnumType(MockMethodEnum, { name: 'MockMethod', description: 'The method of a mock call.' });

@ArgsType()
export class MockCallArgs {
  @Field(() => Int)
  apiId: number;

  @Field(() => MockMethodEnum, { defaultValue: MockMethodEnum.GET })
  method: MockMethodEnum;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The request’s parameters (name → value), checked against the API’s parameter table.',
  })
  params?: Record<string, unknown> | null;

  @Field(() => String, {
    nullable: true,
    description: 'A call receipt of the caller’s choosing (16–64 letters, digits, - or _): callRecorded(apiId, receipt) says when this call is in the history.',
  })
  @IsOptional()
  @Matches(CALL_RECEIPT_PATTERN)
  receipt?: string | null;
}

@ObjectType({ description: 'An answer of an API’s mock (never the upstream’s).' })
export class MockAnswer {
  @Field({ description: 'Always true: this answer comes from the mock.' })
  mock: boolean;

  @Field({ description: '`schema` (generated from the answer schema), `example` (the sample answer) or `empty`.' })
  source: string;

  @Field(() => Int)
  status: number;

  @Field()
  contentType: string;

  @Field({ description: 'The answer’s text.' })
  body: string;
}
