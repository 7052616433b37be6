import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../core/paging.js';
import { Gate } from '../../graphql/gate.js';
import { waitlistPolicy } from './assistant.policy.js';
import { JoinWaitlistInput, JoinWaitlistResult, WaitlistPage } from './waitlist.types.js';
import type { WaitlistService } from './waitlist.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { waitlist: WaitlistService };


/** The AI assistant's notify-me box (/dsChatBot) and the administrators' view of it. */
@Resolver()
export class WaitlistResolver {
  @Mutation(() => JoinWaitlistResult, {
    description: 'Stores an e-mail address to tell when the assistant opens.',
  })
  joinAssistantWaitlist(
    @Arg('input', () => JoinWaitlistInput) input: JoinWaitlistInput,
    @Ctx() ctx: GraphQLContext<Deps>,
  ): Promise<JoinWaitlistResult> {
    return ctx.services.waitlist.join(input, { user: ctx.user, ip: ctx.ip, lang: ctx.lang });
  }

  @Gate(waitlistPolicy.read)
  @Query(() => WaitlistPage, { description: 'Administrators: who asked to be told, newest first.' })
  async assistantWaitlist(@Args() args: PageArgs, @Ctx() ctx: GraphQLContext<Deps>): Promise<WaitlistPage> {
    const { items, total } = await ctx.services.waitlist.list(ctx.user, args.offset, args.limit);
    return {
      total,
      items: items.map((e) => ({
        id: e.id,
        email: e.email,
        wish: e.wish,
        language: e.language,
        createdAt: e.createdAt,
      })),
    };
  }
}
