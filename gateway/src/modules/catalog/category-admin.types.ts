import { MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A category as the administrator manages it: both names, its place and how many APIs use it.' })
export class AdminCategory {
  @Field(() => Int)
  id: number;

  @Field({ description: 'Stable key (URLs, icons); kept when the category is renamed.' })
  slug: string;

  @Field()
  name: string;

  @Field()
  nameEn: string;

  @Field(() => Int, { description: 'Its place in every category list, lower first.' })
  sortOrder: number;

  @Field(() => Int, { description: 'APIs filed under it, drafts and private ones included; a category in use cannot be deleted.' })
  apiCount: number;
}

@InputType({ description: 'Chinese name 1–20 characters, English name 1–40 characters; each unique.' })
export class CategoryInput {
  @Field()
  @MaxLength(200)
  name: string;

  @Field()
  @MaxLength(200)
  nameEn: string;
}
