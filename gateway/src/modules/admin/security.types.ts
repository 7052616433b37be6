import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One rate limit in force: points per seconds.' })
export class RateLimitRule {
  @Field({ description: 'commentVisitor, commentIp, likeVisitor, likeIp, feedbackIp, feedbackAttemptIp, deviceInfoIp, writeCaller.' })
  key: string;

  @Field(() => Int)
  points: number;

  @Field(() => Int)
  seconds: number;
}

@ObjectType({ description: 'Requests refused on one route with one status since the gateway started.' })
export class RefusedRequests {
  @Field()
  method: string;

  @Field({ description: 'The route template (`/api/open/api/:id`), `unmatched` for unknown paths.' })
  route: string;

  @Field(() => Int, { description: '401, 403 or 429.' })
  status: number;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'What this gateway enforces (its configuration in force) and what it refused.' })
export class SecurityPosture {
  @Field(() => [String], { description: 'host:port pairs open calls may reach despite the SSRF guard (UPSTREAM_ALLOW_LIST).' })
  upstreamAllowList: string[];

  @Field(() => [Int], { description: 'Ports open calls may use without the allow-list.' })
  upstreamPorts: number[];

  @Field(() => Int)
  upstreamTimeoutMs: number;

  @Field(() => Int)
  upstreamMaxBytes: number;

  @Field(() => Int)
  tokenTtlSeconds: number;

  @Field(() => Int, { description: 'Failed sign-ins per account and IP within the window, then 429.' })
  loginMaxAttempts: number;

  @Field(() => Int)
  loginWindowSeconds: number;

  @Field(() => Int)
  registrationsPerHour: number;

  @Field(() => [RateLimitRule])
  rateLimits: RateLimitRule[];

  @Field(() => Int)
  graphqlMaxCost: number;

  @Field(() => Int)
  graphqlMaxDepth: number;

  @Field(() => Int)
  graphqlMaxAliases: number;

  @Field({ description: 'Rate-limit counters shared by every gateway through Redis.' })
  sharedCounters: boolean;

  @Field(() => [RefusedRequests], { description: '401/403/429 answers since start, by route, most first.' })
  refusals: RefusedRequests[];

  @Field(() => Int, { description: 'Open calls refused before any upstream (SSRF guard, not published, token rule, attack protection).' })
  refusedOpenCalls: number;

  @Field(() => GraphQLDateTimeISO, { description: 'Since when the counts run (this gateway’s start).' })
  since: Date;
}
