import { IsOptional, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class JoinWaitlistInput {
  @Field()
  @MaxLength(320)
  email: string;

  @Field(() => String, {
    nullable: true,
    description: 'What the visitor hopes the assistant will do (≤ 500; line breaks and tabs, but no other control characters or text direction controls).',
  })
  @IsOptional()
  @MaxLength(2000)
  wish?: string | null;
}

@ObjectType()
export class JoinWaitlistResult {
  @Field({
    description:
      'Always false: the answer is the same whether or not the address was already on the list (which is never told, and an entry is never changed by a later join).',
  })
  alreadyJoined: boolean;

  @Field(() => GraphQLDateTimeISO, { description: 'When this request was received.' })
  joinedAt: Date;
}

@ObjectType({ description: 'A notify-me request for the AI assistant (administrators only).' })
export class WaitlistEntry {
  @Field(() => Int)
  id: number;

  @Field()
  email: string;

  @Field()
  wish: string;

  @Field()
  language: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType()
export class WaitlistPage {
  @Field(() => [WaitlistEntry])
  items: WaitlistEntry[];

  @Field(() => Int)
  total: number;
}
