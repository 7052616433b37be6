import { API_KEY_REVOKE_REASONS, type ApiKeyRevokeReason } from '@api-market/rules';
import { Length } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { RestHint } from '../../core/rest-schema.js';

/** The one declaration of an API key's view: GraphQL `ApiKey` and the REST answers of /api/user/apiKeys. */
@ObjectType({ description: 'A personal API key (the secret itself is shown only once, at creation).' })
export class ApiKey {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field({ description: 'First characters of the key.' })
  prefix: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastUsedAt: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  revokedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why it was revoked: OWNER, PASSWORD_CHANGED, ACCOUNT_DISABLED or SIGNED_OUT_EVERYWHERE (null while active).',
  })
  @RestHint({ enum: Object.keys(API_KEY_REVOKE_REASONS) })
  revokedReason: ApiKeyRevokeReason | null;
}

@ObjectType()
export class CreatedApiKey {
  @Field({ description: 'Send as the X-API-Key header; store it now, it is never shown again.' })
  key: string;

  @Field(() => ApiKey)
  apiKey: ApiKey;
}

@ArgsType()
export class CreateApiKeyArgs {
  @Field()
  @Length(1, 40)
  name: string;
}
