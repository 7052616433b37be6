import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { keysPolicy } from './keys.policy.js';
import { ApiKey, CreateApiKeyArgs, CreatedApiKey } from './keys.types.js';
import type { ApiKeyService } from './api-key.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { apiKeys: ApiKeyService };

/** A caller's personal API keys (X-API-Key of open calls). */
@Resolver()
export class KeysResolver {
  @Gate(keysPolicy.own)
  @Query(() => [ApiKey], { description: 'The signed-in user’s active API keys and the 50 revoked last, newest first.' })
  myApiKeys(@Ctx() ctx: GraphQLContext<Deps>): Promise<ApiKey[]> {
    return ctx.services.apiKeys.list(ctx.user);
  }

  @Gate(keysPolicy.own)
  @Mutation(() => CreatedApiKey, { description: 'A new API key of the signed-in user; the key itself is answered once, never again.' })
  createApiKey(@Args() args: CreateApiKeyArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<CreatedApiKey> {
    return ctx.services.apiKeys.create(ctx.user, args.name);
  }

  @Gate(keysPolicy.own)
  @Mutation(() => ApiKey, { description: 'Revokes a key at once; calls with it answer 401 from then on.' })
  revokeApiKey(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiKey> {
    return ctx.services.apiKeys.revoke(ctx.user, id);
  }
}
