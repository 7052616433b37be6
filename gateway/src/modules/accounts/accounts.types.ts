import { MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** REST encodes the role as a number: 1 = ADMIN, 0 = USER (the SPEC's user table). */
export enum Role {
  ADMIN = 'ADMIN',
  USER = 'USER',
}
registerEnumType(Role, { name: 'Role', description: 'REST role numbers: 1 = ADMIN, 0 = USER.' });

@ObjectType({ description: 'A signed-in account (SPEC §3 User).' })
export class User {
  @Field(() => Int)
  id: number;

  @Field()
  account: string;

  @Field()
  username: string;

  @Field(() => Role)
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
}

@InputType()
export class LoginInput {
  @Field()
  @MaxLength(64)
  account: string;

  @Field()
  @MaxLength(128)
  password: string;
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
