import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireAdmin, requireUser } from '../../http/auth.js';
import { AuthPayload, LoginInput, RegisterInput, Role, User } from './accounts.types.js';
import { bearerToken } from './token.js';

@Resolver(() => User)
export class AccountsResolver {
  @Query(() => User, { description: 'The signed-in account (UNAUTHENTICATED without a valid token).' })
  async me(@Ctx() ctx: GraphQLContext): Promise<User> {
    return toUser(await ctx.services.accounts.me(requireUser(ctx.user)));
  }

  @Mutation(() => AuthPayload, { description: 'Rate-limited per account and IP (TOO_MANY_REQUESTS).' })
  async login(@Arg('input') input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const signed = await ctx.services.accounts.login(input.account, input.password, ctx.ip);
    return { ...signed, user: toUser(signed.user) };
  }

  @Mutation(() => AuthPayload, { description: 'Creates a creator account and its creator profile.' })
  async register(@Arg('input') input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const signed = await ctx.services.accounts.register(input, ctx.ip);
    return { ...signed, user: toUser(signed.user) };
  }

  @Mutation(() => Boolean, { description: 'Revokes the token of this request.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.accounts.logout(bearerToken(ctx.headers.authorization));
    return true;
  }

  @Mutation(() => User, { description: 'Admin: enable (1) or disable (0) an account.' })
  async setUserStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => Int) status: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const admin = requireAdmin(ctx.user);
    return toUser(await ctx.services.accounts.setStatus(admin, id, status));
  }
}

export function toUser(v: { id: number; account: string; username: string; role: 'ADMIN' | 'USER'; status: number; creatorId: number | null }): User {
  return { ...v, role: v.role === 'ADMIN' ? Role.ADMIN : Role.USER };
}
