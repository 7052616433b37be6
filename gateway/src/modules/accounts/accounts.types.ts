import { Max, MaxLength, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RestHint } from '../../core/rest-schema.js';

/** REST encodes the role as a number: 1 = ADMIN, 0 = USER (the SPEC's user table). */
export enum Role {
  ADMIN = 'ADMIN',
  USER = 'USER',
}
registerEnumType(Role, { name: 'Role', description: 'REST role numbers: 1 = ADMIN, 0 = USER.' });

@ObjectType({ description: 'A signed-in account.' })
export class User {
  @Field(() => Int)
  id: number;

  @Field()
  account: string;

  @Field()
  username: string;

  // REST keeps the SPEC's number (the doors present it with `restRole`); GraphQL the Role enum.
  @Field(() => Role)
  @RestHint({ type: 'integer', enum: [0, 1], description: '1 administrator, 0 user.' })
  role: Role;

  @Field(() => Int, { description: '1 normal, 0 disabled.' })
  status: number;

  @Field(() => Int, { nullable: true, description: 'The creator profile this account owns.' })
  creatorId: number | null;
}

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Send as `Authorization: Bearer <token>`.' })
  token: string;

  @Field(() => GraphQLDateTimeISO)
  expiresAt: Date;

  @Field(() => User)
  user: User;

  @Field({ description: 'Keep it and send it with the next sign-ins to this account: its own throttling budget, which attackers cannot spend.' })
  deviceToken: string;
}

@InputType()
export class LoginInput {
  @Field()
  @MaxLength(64)
  account: string;

  @Field()
  @MaxLength(128)
  password: string;

  @Field({ nullable: true, description: 'The deviceToken of an earlier sign-in to this account from this browser.' })
  @MaxLength(100)
  deviceToken?: string;
}

@InputType({ description: 'A new creator account: account 3–32 of A-Za-z0-9_, password at least 8 characters.' })
export class RegisterInput {
  @Field()
  @MaxLength(64)
  account: string;

  @Field()
  @MaxLength(64)
  username: string;

  @Field()
  @MaxLength(256)
  password: string;
}

@ObjectType({ description: 'One enable/disable of an account: the audit row.' })
export class UserStatusEvent {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  userId: number;

  @Field({ description: 'The account that was changed.' })
  account: string;

  @Field(() => String, { nullable: true, description: 'The administrator who changed it (null once deleted).' })
  actorAccount: string | null;

  @Field(() => Int)
  fromStatus: number;

  @Field(() => Int, { description: '1 normal, 0 disabled.' })
  toStatus: number;

  @Field()
  reason: string;

  @Field({ description: 'The address the change came from.' })
  ip: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ArgsType()
export class UserStatusEventArgs {
  @Field(() => Int, { nullable: true, description: 'One account’s changes; all accounts when omitted.' })
  userId?: number | null;

  @Field(() => Int, { defaultValue: 20 })
  @Min(1)
  @Max(100)
  limit: number;
}

@ObjectType({ description: 'A REST operation and the guard on its route.' })
export class GuardedOperation {
  @Field()
  method: string;

  @Field()
  path: string;

  @Field({ description: 'public, user or admin: what its route guard asks of the caller.' })
  auth: string;

  @Field({ description: '`English · 中文`.' })
  summary: string;

  @Field({ description: 'The feature it belongs to.' })
  tag: string;
}

@ObjectType({ description: 'A GraphQL root field and what it asks of its caller.' })
export class GraphqlOperation {
  @Field({ description: 'query, mutation or subscription.' })
  kind: string;

  @Field()
  name: string;

  @Field({ description: 'public, user or admin: the guard the gateway checks before the field runs.' })
  auth: string;

  @Field({ description: 'The field’s description in the schema (English).' })
  description: string;

  @Field({
    description: 'The same description in Chinese (the gateway’s reviewed table); the client shows the one for its language.',
  })
  descriptionZh: string;
}

@ObjectType({ description: 'A role and what the gateway lets it do, read from the route guards.' })
export class RolePermissions {
  @Field({ description: 'VISITOR (no token), USER (REST role 0) or ADMIN (REST role 1).' })
  role: string;

  @Field(() => Int, { nullable: true, description: 'Active accounts holding it (null for visitors).' })
  accounts: number | null;

  @Field(() => [GuardedOperation], { description: 'What it may do that the role below it may not.' })
  grants: GuardedOperation[];

  @Field(() => [GraphqlOperation], {
    description: 'GraphQL root fields it may call that the role below it may not (from the guard each field is checked by).',
  })
  graphqlGrants: GraphqlOperation[];

  @Field(() => Int, { description: 'Every operation it may call, REST and GraphQL, inherited ones included.' })
  total: number;
}
