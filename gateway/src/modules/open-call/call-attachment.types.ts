import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLOnly } from '../../core/rest-schema.js';
import { z } from 'zod';

@ObjectType()
export class CallParam {
  @Field()
  name: string;

  @Field()
  value: string;
}

@ObjectType({ description: "One of the author's recorded open calls, attached as a reproducible request." })
export class AttachedCall {
  @Field(() => Int, { description: 'The api_call record.' })
  callId: number;

  @Field(() => Int)
  apiId: number;

  @Field({ description: 'GET, POST, PUT or DELETE.' })
  method: string;

  @Field(() => [CallParam])
  params: CallParam[];

  @Field(() => Int, { description: 'HTTP status, from the server’s record.' })
  status: number;

  @Field()
  success: boolean;

  @Field(() => Float, { description: 'Milliseconds to the microsecond, from the server’s record.' })
  responseTimeMs: number;

  @Field({ description: 'ISO time of the call.' })
  requestedAt: string;

  @Field(() => String, { nullable: true, description: 'The API version that served the call (a replay calls the same one).' })
  @GraphQLOnly()
  version?: string | null;
}

/** An attached call as a row stores it (JSON): the shape of `AttachedCall`, checked where rows are. */
export const attachedCallJson = z.object({
  callId: z.number(),
  apiId: z.number(),
  method: z.string(),
  params: z.array(z.object({ name: z.string(), value: z.string() })),
  status: z.number(),
  success: z.boolean(),
  responseTimeMs: z.number(),
  requestedAt: z.string(),
  version: z.string().nullable().optional(),
});

@InputType()
export class CallParamInput {
  @Field()
  name: string;

  @Field()
  value: string;
}

@InputType({ description: 'Attach one of your own recorded calls: its id, with the method and parameters you sent.' })
export class AttachCallInput {
  @Field(() => Int)
  callId: number;

  @Field(() => String, { nullable: true })
  method?: string | null;

  @Field(() => [CallParamInput], { nullable: true })
  params?: CallParamInput[] | null;
}

/** Whose calls may be attached: a signed-in user's, or an anonymous caller's from the same address. */
export type CallOwner = { userId: number } | { ip: string };

