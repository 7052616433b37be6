import { IsOptional, Length, Max, Min } from 'class-validator';
import { ArgsType, Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { RestHint } from '../../core/rest-schema.js';

@ObjectType({ description: 'A version of an API (v1, v2…) callers can pin with Api-Version or ?version=.' })
export class ApiVersion {
  @Field({ description: 'v + number.' }) version: string;
  @Field({ description: 'stable, deprecated or sunset.' }) @RestHint({ enum: ['stable', 'deprecated', 'sunset'] }) status: string;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it stops answering (410 after).' }) sunset: Date | null;
  @Field(() => String, { nullable: true, description: 'The version to move to.' }) successor: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) deprecatedAt: Date | null;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field({ description: 'Calls without a version get this one: the latest stable.' }) isDefault: boolean;
  @Field() isLatest: boolean;
  @Field(() => Int, { description: 'Calls recorded for the version in the last 30 days.' }) calls30d: number;
  @Field({ description: 'The request method the version serves.' }) requestMethod: string;
  @Field({ description: 'The version’s documented answer.' }) responseExample: string;
}

@ObjectType({ description: 'Calls of a version on one day (UTC).' })
export class VersionCallerDay {
  @Field({ description: 'YYYY-MM-DD.' }) day: string;
  @Field(() => Int) calls: number;
  @Field(() => Int, { description: 'Distinct signed-in callers (a key counts for its owner).' }) users: number;
  @Field(() => Int, { description: 'Distinct addresses of anonymous calls.' }) anonymous: number;
}

@ObjectType({ description: 'An account that still calls a version.' })
export class VersionStillCaller {
  @Field(() => Int) userId: number;
  @Field() account: string;
  @Field(() => Int) calls: number;
  @Field(() => GraphQLISODateTime) lastCalledAt: Date;
}

@ObjectType({ description: 'Who still calls a version, per day, and the accounts.' })
export class VersionCallers {
  @Field(() => [VersionCallerDay]) days: VersionCallerDay[];
  @Field(() => [VersionStillCaller]) callers: VersionStillCaller[];
}

@ObjectType({ description: 'One classified difference of a proposed contract (issue #30).' })
export class ClassifiedChangeView {
  @Field({ description: 'The rule it falls under, e.g. param.removed.' }) kind: string;
  @Field() breaking: boolean;
  @Field({ description: 'The rule in Chinese.' }) label: string;
  @Field({ description: 'The rule in English.' }) labelEn: string;
  @Field(() => String, { nullable: true, description: 'The parameter name or response path.' }) target: string | null;
  @Field(() => String, { nullable: true }) before: string | null;
  @Field(() => String, { nullable: true }) after: string | null;
}

@ObjectType({ description: 'Sampled answers differ from the documented shape (drift).' })
export class ApiDrift {
  @Field(() => GraphQLISODateTime) since: Date;
  @Field({ description: 'The alert text (with an example) for the creator and administrators; a short notice for others.' })
  message: string;
}

@ArgsType()
export class VersionArgs {
  @Field(() => Int) @Min(1) @Max(2147483647) apiId: number;
  @Field() @Length(1, 20) version: string;
}

@ArgsType()
export class VersionCallersArgs extends VersionArgs {
  @Field(() => Int, { nullable: true, description: 'Days back, 1–90 (default 30).' })
  @IsOptional()
  @Min(1)
  @Max(90)
  days?: number;
}

@ArgsType()
export class DeprecateVersionArgs extends VersionArgs {
  @Field({ description: 'ISO 8601 date-time in the future.' }) @Length(1, 40) sunset: string;
  @Field({ description: 'Another version of the same API.' }) @Length(1, 20) successor: string;
}

@ArgsType()
export class OverrideBreakingArgs {
  @Field(() => Int, { description: 'The API whose waiting breaking revision stays in the current version.' }) @Min(1) @Max(2147483647) apiId: number;
  @Field({ description: 'Why the breaking revision stays in the current version (recorded).' }) @Length(1, 200) reason: string;
}
