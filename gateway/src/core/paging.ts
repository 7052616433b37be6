import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

/** Offset pagination shared by the public lists: at most 100 rows a page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0 })
  @Min(0)
  offset: number;

  @Field(() => Int, { defaultValue: 20 })
  @Min(1)
  @Max(100)
  limit: number;
}
