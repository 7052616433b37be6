import { MaxLength } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum AssistantMatchField {
  NAME = 'name',
  CATEGORY = 'category',
  DESCRIPTION = 'description',
  PARAMS = 'params',
}
registerEnumType(AssistantMatchField, {
  name: 'AssistantMatchField',
  description:
    "Where in an API's texts a word matched: its name, category and tags, description and note, parameter notes.",
});

export enum AssistantMatchVia {
  WORD = 'word',
  SYNONYM = 'synonym',
  INTENT = 'intent',
}
registerEnumType(AssistantMatchVia, {
  name: 'AssistantMatchVia',
  description:
    "How a word reached the API: the question's own word, a synonym group, an intent line (everyday phrasing).",
});

@ArgsType()
export class AssistantArgs {
  @Field({ description: 'What the visitor needs, in Chinese or English (≤ 200 characters).' })
  @MaxLength(2000)
  question: string;
}

@ObjectType({ description: 'Why an API was picked: one word found in its texts.' })
export class AssistantReason {
  @Field({ description: "The word found in the API's text." })
  word: string;

  @Field(() => AssistantMatchField)
  field: AssistantMatchField;

  @Field(() => AssistantMatchVia)
  via: AssistantMatchVia;

  @Field({ description: 'What in the question brought the word (the word itself, a synonym, a trigger).' })
  from: string;

  @Field(() => Float, { description: "The word's share of the score." })
  weight: number;
}

@ObjectType({
  description: 'A request parameter of a picked API, with a value read from the question when there is one.',
})
export class AssistantParamValue {
  @Field()
  name: string;

  @Field()
  type: string;

  @Field()
  required: boolean;

  @Field()
  note: string;

  @Field()
  noteEn: string;

  @Field()
  example: string;

  @Field(() => String, {
    nullable: true,
    description: 'The value read from the question; null when none was.',
  })
  suggested: string | null;

  @Field(() => String, { nullable: true, description: 'The words of the question the value was read from.' })
  suggestedFrom: string | null;
}

@ObjectType({ description: 'One of the APIs the assistant offers for a question.' })
export class AssistantPick {
  @Field(() => Int)
  apiId: number;

  @Field()
  name: string;

  @Field()
  nameEn: string;

  @Field()
  description: string;

  @Field()
  descriptionEn: string;

  @Field()
  categoryName: string;

  @Field()
  categoryNameEn: string;

  @Field()
  requestMethod: string;

  @Field()
  needToken: boolean;

  @Field(() => Int, {
    description: 'The API status code (1 listed; 2, 3 paused for maintenance or an upgrade).',
  })
  status: number;

  @Field(() => Float)
  score: number;

  @Field(() => [AssistantReason])
  reasons: AssistantReason[];

  @Field(() => [AssistantParamValue])
  params: AssistantParamValue[];
}

@ObjectType({ description: "The assistant's answer: retrieval over the catalogue (no language model)." })
export class AssistantAnswer {
  @Field()
  question: string;

  @Field(() => [AssistantPick], {
    description: 'The best APIs, best first (at most 3; none when no word matched).',
  })
  picks: AssistantPick[];
}
