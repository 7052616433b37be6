import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Gate } from '../../graphql/gate.js';
import { accountPolicy } from './accounts.policy.js';
import { AuthPayload, LoginInput, RegisterInput, Role, RolePermissions, User, UserStatusEvent, UserStatusEventArgs } from './accounts.types.js';
import type { RoleCatalogueService } from './role-catalogue.service.js';
import { bearerToken } from './token.js';
import type { AccountsService } from './accounts.service.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { accounts: AccountsService; roleCatalogue: RoleCatalogueService };

@Resolver(() => User)
export class AccountsResolver {
  @Gate(accountPolicy.readSelf)
  @Query(() => User, { description: 'The signed-in account (UNAUTHENTICATED without a valid token).' })
  async me(@Ctx() ctx: GraphQLContext<Deps>): Promise<User> {
    return toUser(await ctx.services.accounts.me(ctx.user));
  }

  @Gate(accountPolicy.holdRole)
  @Query(() => Boolean, {
    description:
      'True when the caller holds the role; otherwise the guard’s own error (UNAUTHENTICATED, or FORBIDDEN with its message). The console’s no-permission page shows that message.',
  })
  checkRole(@Arg('role', () => Role) role: Role, @Ctx() ctx: GraphQLContext<Deps>): boolean {
    return ctx.services.accounts.checkRole(ctx.user, role === Role.ADMIN ? 'ADMIN' : 'USER');
  }

  @Mutation(() => AuthPayload, { description: 'Rate-limited per account and IP (TOO_MANY_REQUESTS).' })
  async login(@Arg('input') input: LoginInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<AuthPayload> {
    const signed = await ctx.services.accounts.login(input.account, input.password, ctx.ip, input.deviceToken);
    return { ...signed, user: toUser(signed.user) };
  }

  @Mutation(() => AuthPayload, { description: 'Creates a creator account and its creator profile.' })
  async register(@Arg('input') input: RegisterInput, @Ctx() ctx: GraphQLContext<Deps>): Promise<AuthPayload> {
    const signed = await ctx.services.accounts.register(input, ctx.ip);
    return { ...signed, user: toUser(signed.user) };
  }

  @Mutation(() => Boolean, {
    description:
      'Revokes the token of this request; API keys keep working (they are credentials of servers). everywhere: true ends every session of the account and revokes all its API keys.',
  })
  async logout(
    @Arg('everywhere', () => Boolean, { nullable: true, defaultValue: false, description: 'Sign out everywhere and revoke every API key of the account.' })
    everywhere: boolean | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<boolean> {
    await ctx.services.accounts.logout(bearerToken(ctx.headers.authorization), everywhere === true);
    return true;
  }

  @Gate(accountPolicy.setStatus)
  @Mutation(() => User, {
    description:
      'Admin: enable (1) or disable (0) an account. A disabled account’s tokens stop working at once; each change writes an audit row.',
  })
  async setUserStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => Int) status: number,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<User> {
    return toUser(await ctx.services.accounts.setStatus(ctx.user, id, status, { reason, ip: ctx.ip }));
  }

  @Gate(accountPolicy.readRoles)
  @Query(() => [RolePermissions], {
    description: 'Admin: the roles and what each may do, read from the route guards of this gateway (cannot drift).',
  })
  roles(@Ctx() ctx: GraphQLContext<Deps>): Promise<RolePermissions[]> {
    return ctx.services.roleCatalogue.roles(ctx.user);
  }

  @Gate(accountPolicy.readStatusEvents)
  @Query(() => [UserStatusEvent], { description: 'Admin: the audit trail of account status changes, newest first.' })
  userStatusEvents(@Args() args: UserStatusEventArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<UserStatusEvent[]> {
    return ctx.services.accounts.statusEvents(ctx.user, args);
  }
}

export function toUser(v: { id: number; account: string; username: string; role: 'ADMIN' | 'USER'; status: number; creatorId: number | null }): User {
  return { ...v, role: v.role === 'ADMIN' ? Role.ADMIN : Role.USER };
}
