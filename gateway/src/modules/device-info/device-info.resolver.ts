import { GraphQLDateTimeISO } from 'graphql-scalars';
import { IsOptional, MaxLength } from 'class-validator';
import { Arg, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { RestHint } from '../../core/rest-schema.js';
import type { VisitRecord } from './device-info.service.js';
import type { DeviceInfoService } from './device-info.service.js';

/** The longest encodedInfo either door takes (the service keeps its first 2048 characters). */
export const ENCODED_INFO_MAX = 8192;

/** The services this door uses (the composition root passes them all). */
type Deps = { deviceInfo: DeviceInfoService };

@InputType({ description: 'What the browser reports; browser, OS and IP are read by the server.' })
export class DeviceInfoReportInput {
  @Field(() => String, { nullable: true })
  userAgent?: string | null;

  @Field(() => Boolean, { nullable: true })
  isPC?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isMobile?: boolean | null;

  @Field(() => Int, { nullable: true })
  screenWidth?: number | null;

  @Field(() => Int, { nullable: true })
  screenHeight?: number | null;

  @Field(() => Float, { nullable: true, description: 'Client time, ms since the epoch.' })
  timestamp?: number | null;

  @Field(() => String, { nullable: true })
  randomId?: string | null;

  // The REST body's limit (device-info.routes.ts): one rule for both doors.
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(ENCODED_INFO_MAX)
  encodedInfo?: string | null;
}

@ObjectType({ description: 'The access-log row recorded for a visit.' })
export class Visit {
  @Field(() => Int)
  id: number;

  @Field()
  ipAddress: string;

  @Field()
  userAgent: string;

  @Field()
  browserName: string;

  @Field()
  browserVersion: string;

  @Field()
  os: string;

  @Field()
  osVersion: string;

  @Field({ description: 'desktop, mobile, tablet, tv, bot or unknown.' })
  device: string;

  @Field()
  isPC: boolean;

  @Field()
  isMobile: boolean;

  @Field(() => Int, { nullable: true })
  screenWidth: number | null;

  @Field(() => Int, { nullable: true })
  screenHeight: number | null;

  // REST has always answered an integer (ms since the epoch); GraphQL a Float.
  @Field(() => Float, { nullable: true })
  @RestHint({ type: ['integer', 'null'] })
  timestamp: number | null;

  @Field(() => String, { nullable: true })
  randomId: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@Resolver()
export class DeviceInfoResolver {
  @Mutation(() => Visit, { description: 'Records a visit in the access log (REST: POST /api/device-info).' })
  recordVisit(@Arg('input', () => DeviceInfoReportInput) input: DeviceInfoReportInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<VisitRecord> {
    const ua = ctx.headers['user-agent'];
    return ctx.services.deviceInfo.record(ctx.ip, Array.isArray(ua) ? ua[0] : ua, input, input.encodedInfo ?? null);
  }
}
