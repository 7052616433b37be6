import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireUser } from '../../core/auth-user.js';
import { ApiKey, CreateApiKeyArgs, CreatedApiKey } from './keys.types.js';
import type { ApiKeyService } from './api-key.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { apiKeys: ApiKeyService };

/** A caller's personal API keys (X-API-Key of open calls). */
@Resolver()
export class KeysResolver {
  @Query(() => [ApiKey], { description: 'The signed-in user’s API keys, revoked ones included.' })
  myApiKeys(@Ctx() ctx: GraphQLContext<Deps>): Promise<ApiKey[]> {
    return ctx.services.apiKeys.list(requireUser(ctx.user).id);
  }

  @Mutation(() => CreatedApiKey, { description: 'A new API key of the signed-in user; the key itself is answered once, never again.' })
  createApiKey(@Args() args: CreateApiKeyArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<CreatedApiKey> {
    return ctx.services.apiKeys.create(requireUser(ctx.user).id, args.name);
  }

  @Mutation(() => ApiKey, { description: 'Revokes a key at once; calls with it answer 401 from then on.' })
  revokeApiKey(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext<Deps>): Promise<ApiKey> {
    return ctx.services.apiKeys.revoke(requireUser(ctx.user).id, id);
  }
}
