import { IsIn, MaxLength } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';

export enum PolicyKindEnum {
  ALARM = 'alarm',
  SHUTDOWN = 'shutdown',
}
registerEnumType(PolicyKindEnum, { name: 'PolicyKind', description: 'alarm (raise an alert) or shutdown (take offline).' });

@InputType({ description: 'A new policy: names in both languages, the unit and the threshold.' })
export class PolicyInput {
  @Field(() => PolicyKindEnum)
  kind: PolicyKindEnum;

  @Field()
  @MaxLength(100)
  name: string;

  @Field()
  @MaxLength(100)
  nameEn: string;

  @Field({ description: 'ms, permille (‰ of calls), perMinute or count.' })
  @IsIn(['ms', 'permille', 'perMinute', 'count'])
  unit: string;

  @Field(() => Int)
  threshold: number;
}
