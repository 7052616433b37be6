import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { RestHint } from '../../core/rest-schema.js';
import { TENDER_STATUSES } from './tender.rules.js';

@ObjectType({ description: 'The API that fulfils a request (public fields).' })
export class TenderFulfilledApi {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;
}

@ObjectType({
  description: 'An API request (需求) as everyone sees it: never the contact, the requester or their address.',
})
export class TenderRequest {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => Int, { nullable: true })
  categoryId: number | null;

  @Field(() => String, { nullable: true, description: 'Category name in the caller’s language.' })
  categoryName: string | null;

  @Field(() => String, { nullable: true, description: 'How the requester would use it, or an upstream hint.' })
  exampleUse: string | null;

  @Field({ description: 'open, in_progress, fulfilled or declined.' })
  @RestHint({ enum: [...TENDER_STATUSES] })
  status: string;

  @Field(() => String, { nullable: true, description: 'The administrators’ answer.' })
  responseNote: string | null;

  @Field(() => TenderFulfilledApi, { nullable: true })
  fulfilledApi: TenderFulfilledApi | null;

  @Field(() => Int, { description: '“I need this too” votes (the requester’s own included).' })
  votes: number;

  @Field({ description: 'The caller (account, else address) has voted.' })
  votedByMe: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO)
  updatedAt: Date;
}

@ObjectType({ description: 'An API request as administrators see it: with the contact and the requester.' })
export class AdminTenderRequest extends TenderRequest {
  @Field(() => String, { nullable: true })
  contact: string | null;

  @Field(() => String, { nullable: true, description: 'The requester’s account; null for a visitor.' })
  requesterAccount: string | null;
}

@ObjectType()
export class TenderRequestPage {
  @Field(() => [TenderRequest])
  items: TenderRequest[];

  @Field(() => Int)
  total: number;
}

@ObjectType()
export class AdminTenderRequestPage {
  @Field(() => [AdminTenderRequest])
  items: AdminTenderRequest[];

  @Field(() => Int)
  total: number;
}

@ArgsType()
export class TenderListArgs {
  @Field(() => String, { nullable: true, description: 'open, in_progress, fulfilled or declined; all when absent.' })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'Matches title and description.' })
  keyword?: string | null;

  @Field(() => String, { nullable: true, description: 'votes (default: most wanted first) or newest.' })
  sort?: string | null;

  @Field(() => Int, { defaultValue: 1 })
  page: number;

  @Field(() => Int, { defaultValue: 10, description: '1–50.' })
  pageSize: number;
}

@InputType({ description: 'A visitor’s request for an API the market lacks.' })
export class SubmitTenderRequestInput {
  @Field({ description: '2–80 characters.' })
  title: string;

  @Field({ description: '10–2000 characters.' })
  description: string;

  @Field(() => Int, { nullable: true })
  categoryId?: number | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  exampleUse?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 120 characters; administrators only see it.' })
  contact?: string | null;
}

@InputType({ description: 'An administrator’s change of a request.' })
export class UpdateTenderRequestInput {
  @Field({ description: 'open, in_progress, fulfilled or declined.' })
  status: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters, shown publicly.' })
  responseNote?: string | null;

  @Field(() => Int, { nullable: true, description: 'Required with fulfilled: an existing API.' })
  fulfilledApiId?: number | null;
}
