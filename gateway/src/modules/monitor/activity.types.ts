import { Max, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ActivityKind {
  API_PUBLISHED = 'API_PUBLISHED',
  API_SHUT_DOWN = 'API_SHUT_DOWN',
  ALERT_RAISED = 'ALERT_RAISED',
  USER_REGISTERED = 'USER_REGISTERED',
  FEEDBACK_RECEIVED = 'FEEDBACK_RECEIVED',
}

registerEnumType(ActivityKind, { name: 'ActivityKind', description: 'What happened on the platform.' });

@ObjectType({ description: 'One entry of the control center activity log.' })
export class ActivityEvent {
  @Field(() => Int)
  id: number;

  @Field(() => ActivityKind)
  kind: ActivityKind;

  @Field({ description: 'Chinese text of the entry.' })
  title: string;

  @Field({ description: 'English text of the entry.' })
  titleEn: string;

  @Field({ description: 'Who caused it (account or nickname); empty for the system.' })
  actor: string;

  @Field(() => Int, { nullable: true, description: 'The API concerned, if any.' })
  apiId: number | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ArgsType()
export class ActivityLogArgs {
  @Field(() => Int, { defaultValue: 20, description: 'Entries to return, 1–100.' })
  @Min(1)
  @Max(100)
  limit: number;

  @Field(() => Int, { nullable: true, description: 'Only entries older than this id (the next page).' })
  @Min(1)
  beforeId?: number | null;
}
