import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Activity of one day: APIs created, published, updated and comments answered.' })
export class ActivityDay {
  @Field({ description: 'YYYY-MM-DD in the calendar’s time zone.' })
  day: string;

  @Field(() => Int)
  count: number;

  @Field(() => Int, { description: '0 none, 1 low (1–2), 2 medium (3–4), 3 high (more).' })
  level: number;

  @Field(() => Int)
  created: number;

  @Field(() => Int)
  published: number;

  @Field(() => Int)
  updated: number;

  @Field(() => Int)
  answered: number;
}

@ObjectType({ description: 'A creator’s last 365 days, today included.' })
export class ActivityCalendar {
  @Field({ description: 'First day, YYYY-MM-DD.' })
  from: string;

  @Field({ description: 'Today, YYYY-MM-DD.' })
  to: string;

  @Field()
  timeZone: string;

  @Field(() => [ActivityDay], { description: 'Days with activity only, oldest first.' })
  days: ActivityDay[];

  @Field(() => Int)
  total: number;
}
